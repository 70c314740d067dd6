/*
 * xlsx_floor ROWS OUT.xlsx: the C floor for `gridreport export`.
 *
 * Writes the cells of the deterministic benchmark report (gen_rows.h: a header
 * and ROWS data rows, the same cells gen_csv writes as CSV) with libxlsxwriter
 * in constant_memory mode, without parsing anything: header bold with a bottom
 * border, text with worksheet_write_string, numbers with worksheet_write_number
 * in a "#,##0.00" format, vertical centring (single-line rows), column widths,
 * frozen below the header, autofilter over header + data. Every libxlsxwriter
 * return code is checked.
 *
 * Build: cc -O2 $(pkg-config --cflags xlsxwriter) -o xlsx_floor xlsx_floor.c \
 *           $(pkg-config --libs xlsxwriter)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <xlsxwriter.h>

#include "gen_rows.h"

#define EXCEL_MAX_ROWS 1048576ull

static const char *out_path;

static void check(lxw_error err, const char *what, unsigned long long row, int col) {
    if (err != LXW_NO_ERROR) {
        fprintf(stderr, "xlsx_floor: %s: %s (row %llu, column %d): %s\n",
                out_path, what, row + 1, col + 1, lxw_strerror(err));
        exit(74);
    }
}

static lxw_format *new_format(lxw_workbook *wb) {
    lxw_format *f = workbook_add_format(wb);
    if (!f) {
        fprintf(stderr, "xlsx_floor: %s: cannot allocate a format\n", out_path);
        exit(74);
    }
    return f;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: xlsx_floor ROWS OUT.xlsx\n");
        return 64;
    }
    char *end = NULL;
    errno = 0;
    unsigned long long rows = strtoull(argv[1], &end, 10);
    if (errno || end == argv[1] || *end || argv[1][0] == '-') {
        fprintf(stderr, "xlsx_floor: ROWS must be a non-negative integer, got '%s'\n", argv[1]);
        return 64;
    }
    if (rows > EXCEL_MAX_ROWS - 1) {
        fprintf(stderr, "xlsx_floor: %llu rows do not fit on one sheet (at most %llu)\n",
                rows, EXCEL_MAX_ROWS - 1);
        return 64;
    }
    out_path = argv[2];

    lxw_workbook_options options = { .constant_memory = LXW_TRUE, .tmpdir = NULL, .use_zip64 = LXW_FALSE };
    lxw_workbook *wb = workbook_new_opt(out_path, &options);
    if (!wb) {
        fprintf(stderr, "xlsx_floor: cannot create workbook %s\n", out_path);
        return 73;
    }
    lxw_worksheet *ws = workbook_add_worksheet(wb, "bench");
    if (!ws) {
        fprintf(stderr, "xlsx_floor: cannot add a worksheet to %s\n", out_path);
        return 74;
    }

    lxw_format *header = new_format(wb);
    format_set_bold(header);
    format_set_bottom(header, LXW_BORDER_THIN);
    format_set_align(header, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *text = new_format(wb);
    format_set_align(text, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *number = new_format(wb);
    format_set_num_format(number, "#,##0.00");
    format_set_align(number, LXW_ALIGN_VERTICAL_CENTER);

    /* Widths in pixels, as a layout would give them (points * 4/3). */
    static const uint32_t widths_px[GEN_COLUMNS] = { 100, 240, 90, 90, 90, 90 };
    for (int c = 0; c < GEN_COLUMNS; c++)
        check(worksheet_set_column_pixels(ws, (lxw_col_t)c, (lxw_col_t)c, widths_px[c], NULL),
              "set column width", 0, c);
    worksheet_freeze_panes(ws, 1, 0);

    for (int c = 0; c < GEN_COLUMNS; c++)
        check(worksheet_write_string(ws, 0, (lxw_col_t)c, gen_header[c], header), "write header", 0, c);

    gen_row r;
    for (unsigned long long i = 1; i <= rows; i++) {
        lxw_row_t row = (lxw_row_t)i;
        gen_row_make(i, &r);
        check(worksheet_write_string(ws, row, 0, r.symbol, text), "write string", i, 0);
        check(worksheet_write_string(ws, row, 1, r.name, text), "write string", i, 1);
        for (int k = 0; k < GEN_NUMBERS; k++)
            check(worksheet_write_number(ws, row, (lxw_col_t)(2 + k), gen_number(&r, k), number),
                  "write number", i, 2 + k);
    }

    /* Known only at the end when streaming, as in an export. */
    check(worksheet_autofilter(ws, 0, 0, (lxw_row_t)rows, GEN_COLUMNS - 1), "autofilter", 0, 0);

    lxw_error err = workbook_close(wb);
    if (err != LXW_NO_ERROR) {
        fprintf(stderr, "xlsx_floor: %s: cannot write: %s\n", out_path, lxw_strerror(err));
        return 74;
    }
    return 0;
}
