/*
 * gen_diff N OLD.csv NEW.csv: two versions of the benchmark report (gen_rows.h) for the diff's
 * rows (issue 44), neither sorted by its key (Symbol):
 *   OLD  rows 1..N, in the order p -> (p * A mod N) + 1;
 *   NEW  the same rows in another order (p -> (p * B mod N) + 1), of which 0.5 % are gone
 *        (removed), 2 % have another Close (changed), and 0.5 % more are new (added, rows
 *        N+1.., one after every 200th row written);
 * so 3 % of the rows differ. Everything follows from N, as gen_csv's rows do.
 * Build: cc -O2 -o gen_diff gen_diff.c
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen_rows.h"

static uint64_t gcd(uint64_t a, uint64_t b) {
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* A multiplier near `start` that makes p -> p * m mod n a permutation of 0..n-1. */
static uint64_t coprime(uint64_t start, uint64_t n) {
    uint64_t m = start % n;
    if (m < 2) m = 2;
    while (gcd(m, n) != 1) m++;
    return m;
}

/* What NEW does with row i: 0 keeps it, 1 removes it, 2 changes its Close. */
static int fate(uint64_t i) {
    uint64_t h = gen_splitmix64(i ^ 0xD1FFD1FFull) % 1000;
    return h < 5 ? 1 : h < 25 ? 2 : 0;
}

typedef struct {
    FILE *file;
    char buf[1 << 20];
    size_t used;
} writer;

static int put_row(writer *w, const gen_row *r) {
    if (w->used > sizeof w->buf - GEN_CSV_LINE_MAX) {
        if (fwrite(w->buf, 1, w->used, w->file) != w->used) return -1;
        w->used = 0;
    }
    w->used += gen_csv_line(r, w->buf + w->used);
    return 0;
}

static int finish(writer *w) {
    if (w->used && fwrite(w->buf, 1, w->used, w->file) != w->used) return -1;
    if (fflush(w->file) != 0) return -1;
    return fclose(w->file);
}

static writer *open_writer(const char *path) {
    writer *w = malloc(sizeof *w);
    if (!w) return NULL;
    w->file = fopen(path, "wb");
    if (!w->file) {
        free(w);
        return NULL;
    }
    w->used = gen_csv_header(w->buf);
    return w;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: gen_diff ROWS OLD.csv NEW.csv\n");
        return 64;
    }
    char *end = NULL;
    errno = 0;
    unsigned long long n = strtoull(argv[1], &end, 10);
    if (errno || end == argv[1] || *end || argv[1][0] == '-' || n < 2) {
        fprintf(stderr, "gen_diff: ROWS must be an integer of at least 2, got '%s'\n", argv[1]);
        return 64;
    }
    writer *old = open_writer(argv[2]);
    writer *new = old ? open_writer(argv[3]) : NULL;
    if (!old || !new) {
        fprintf(stderr, "gen_diff: cannot create %s: %s\n", old ? argv[3] : argv[2], strerror(errno));
        return 73;
    }
    uint64_t a = coprime(2654435761ull, n), b = coprime(40503ull * 65537ull, n);
    gen_row r;
    uint64_t added = 0;
    for (uint64_t p = 0; p < n; p++) {
        gen_row_make((p * a) % n + 1, &r);
        if (put_row(old, &r)) goto io_error;
        uint64_t i = (p * b) % n + 1;
        int what = fate(i);
        if (what != 1) {
            gen_row_make(i, &r);
            if (what == 2) r.cents[3] += r.cents[3] > 100 ? -1 : 1;
            if (put_row(new, &r)) goto io_error;
        }
        if (p % 200 == 199) {
            gen_row_make(n + ++added, &r);
            if (put_row(new, &r)) goto io_error;
        }
    }
    if (finish(old) || finish(new)) goto io_error;
    return 0;
io_error:
    fprintf(stderr, "gen_diff: write error: %s\n", strerror(errno));
    return 74;
}
