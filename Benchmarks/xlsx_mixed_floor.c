/*
 * xlsx_mixed_floor ROWS OUT.xlsx - the C floor for the mixed report: the same cells as an export
 * of gen_mixed_csv's file (text, dates as serials with a date format, numbers as doubles with a
 * number format), written with libxlsxwriter in constant_memory mode, parsing nothing but the
 * numbers' own text (strtod), since the cells must be the values a CSV reader gets.
 */
#include <xlsxwriter.h>
#include "gen_mixed.h"

static const char *out_path;

static void check(lxw_error err, const char *what, unsigned long long row) {
    if (err != LXW_NO_ERROR) {
        fprintf(stderr, "xlsx_mixed_floor: %s: %s (row %llu): %s\n", out_path, what, row + 1, lxw_strerror(err));
        exit(74);
    }
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: xlsx_mixed_floor ROWS OUT.xlsx\n"); return 64; }
    unsigned long long rows = strtoull(argv[1], NULL, 10);
    if (rows > 1048575ull) { fprintf(stderr, "xlsx_mixed_floor: too many rows for one sheet\n"); return 64; }
    out_path = argv[2];
    lxw_workbook_options options = { .constant_memory = LXW_TRUE, .tmpdir = NULL, .use_zip64 = LXW_FALSE };
    lxw_workbook *wb = workbook_new_opt(out_path, &options);
    if (!wb) { fprintf(stderr, "xlsx_mixed_floor: cannot create %s\n", out_path); return 73; }
    lxw_worksheet *ws = workbook_add_worksheet(wb, "bench");
    lxw_format *header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_bottom(header, LXW_BORDER_THIN);
    format_set_align(header, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *text = workbook_add_format(wb);
    format_set_align(text, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *date = workbook_add_format(wb);
    format_set_num_format(date, "yyyy-mm-dd");
    format_set_align(date, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *number = workbook_add_format(wb);
    format_set_num_format(number, "#,##0.000");
    format_set_align(number, LXW_ALIGN_VERTICAL_CENTER);
    lxw_format *integer = workbook_add_format(wb);
    format_set_num_format(integer, "#,##0");
    format_set_align(integer, LXW_ALIGN_VERTICAL_CENTER);

    static const uint32_t widths_px[MIX_COLUMNS] = { 100, 90, 120, 90, 80 };
    for (int c = 0; c < MIX_COLUMNS; c++)
        check(worksheet_set_column_pixels(ws, (lxw_col_t)c, (lxw_col_t)c, widths_px[c], NULL), "set column width", 0);
    worksheet_freeze_panes(ws, 1, 0);
    for (int c = 0; c < MIX_COLUMNS; c++)
        check(worksheet_write_string(ws, 0, (lxw_col_t)c, mix_header[c], header), "write header", 0);

    mix_row r;
    for (unsigned long long i = 1; i <= rows; i++) {
        lxw_row_t row = (lxw_row_t)i;
        mix_row_make(i, &r);
        check(worksheet_write_string(ws, row, 0, r.id, text), "write string", i);
        check(worksheet_write_number(ws, row, 1, r.serial, date), "write date", i);
        check(worksheet_write_number(ws, row, 2, strtod(r.reading, NULL), number), "write number", i);
        check(worksheet_write_number(ws, row, 3, strtod(r.ratio, NULL), number), "write number", i);
        check(worksheet_write_number(ws, row, 4, strtod(r.count, NULL), integer), "write number", i);
    }
    check(worksheet_autofilter(ws, 0, 0, (lxw_row_t)rows, MIX_COLUMNS - 1), "autofilter", 0);
    lxw_error err = workbook_close(wb);
    if (err != LXW_NO_ERROR) { fprintf(stderr, "xlsx_mixed_floor: %s: %s\n", out_path, lxw_strerror(err)); return 74; }
    return 0;
}
