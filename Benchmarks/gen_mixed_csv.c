/* gen_mixed_csv ROWS OUT.csv - writes the mixed benchmark report (see gen_mixed.h). */
#include "gen_mixed.h"

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: gen_mixed_csv ROWS OUT.csv\n"); return 64; }
    unsigned long long rows = strtoull(argv[1], NULL, 10);
    FILE *f = fopen(argv[2], "w");
    if (!f) { perror(argv[2]); return 73; }
    fprintf(f, "%s,%s,%s,%s,%s\n", mix_header[0], mix_header[1], mix_header[2], mix_header[3], mix_header[4]);
    mix_row r;
    for (unsigned long long i = 1; i <= rows; i++) {
        mix_row_make(i, &r);
        fprintf(f, "%s,%s,%s,%s,%s\n", r.id, r.date, r.reading, r.ratio, r.count);
    }
    if (fclose(f) != 0) { perror(argv[2]); return 74; }
    return 0;
}
