/*
 * gen_csv N [OUT]: write the deterministic benchmark report (gen_rows.h) as CSV:
 * a header line and N data rows, '\n' line ends, to OUT or standard output.
 * Build: cc -O2 -o gen_csv gen_csv.c
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_rows.h"

int main(int argc, char **argv) {
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: gen_csv ROWS [OUT.csv]\n");
        return 64;
    }
    char *end = NULL;
    errno = 0;
    unsigned long long rows = strtoull(argv[1], &end, 10);
    if (errno || end == argv[1] || *end || argv[1][0] == '-') {
        fprintf(stderr, "gen_csv: ROWS must be a non-negative integer, got '%s'\n", argv[1]);
        return 64;
    }
    FILE *out = stdout;
    if (argc == 3 && strcmp(argv[2], "-") != 0) {
        out = fopen(argv[2], "wb");
        if (!out) {
            fprintf(stderr, "gen_csv: cannot create %s: %s\n", argv[2], strerror(errno));
            return 73;
        }
    }
    static char buf[1 << 20];
    size_t used = gen_csv_header(buf);
    gen_row r;
    for (unsigned long long i = 1; i <= rows; i++) {
        if (used > sizeof buf - GEN_CSV_LINE_MAX) {
            if (fwrite(buf, 1, used, out) != used) goto io_error;
            used = 0;
        }
        gen_row_make(i, &r);
        used += gen_csv_line(&r, buf + used);
    }
    if (used && fwrite(buf, 1, used, out) != used) goto io_error;
    if (fflush(out) != 0) goto io_error;
    if (out != stdout && fclose(out) != 0) goto io_error;
    return 0;
io_error:
    fprintf(stderr, "gen_csv: write error: %s\n", strerror(errno));
    return 74;
}
