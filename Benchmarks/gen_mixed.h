/*
 * gen_mixed.h - the deterministic "real data" benchmark report, one row at a time.
 *
 * Shared by gen_mixed_csv.c (writes the CSV) and xlsx_mixed_floor.c (writes the same cells
 * straight into libxlsxwriter), so both see exactly the same data. Row i has 5 columns:
 *   Id       text     "ID" + 7 digits of i
 *   Date     an ISO 8601 date, 2000-01-01 plus 0..9999 days   2013-07-21
 *   Reading  a measurement with 0 to 5 fraction digits, one in ten written as pandas writes
 *            float noise (17 significant digits, %.17g):        41.763 / 28.801000000000002
 *   Ratio    mostly 0.x with 1 to 4 digits; one in a thousand a tiny value (%.3e)
 *   Count    an integer
 * The numbers' cells are strtod of the text, exactly what a reader of the CSV gets.
 */
#ifndef GRIDREPORT_GEN_MIXED_H
#define GRIDREPORT_GEN_MIXED_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MIX_COLUMNS 5
static const char *const mix_header[MIX_COLUMNS] = { "Id", "Date", "Reading", "Ratio", "Count" };

typedef struct {
    char id[16];
    char date[32];
    double serial;       /* Excel date serial */
    char reading[40];
    char ratio[40];
    char count[24];
} mix_row;

static uint64_t mix_next(uint64_t *s) {
    uint64_t x = *s;
    x ^= x >> 12; x ^= x << 25; x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1DULL;
}

static int64_t mix_days_from_civil(int64_t y, unsigned m, unsigned d) {
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = (unsigned)(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

static void mix_civil_from_days(int64_t z, int *y, unsigned *m, unsigned *d) {
    z += 719468;
    const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = (unsigned)(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int)(yoe + era * 400 + (*m <= 2));
}

/* Shortest-looking fixed text: k fraction digits, trailing zeros trimmed. */
static void mix_fixed(char *out, size_t size, double v, int k) {
    snprintf(out, size, "%.*f", k, v);
    if (k > 0) {
        size_t n = strlen(out);
        while (n > 0 && out[n - 1] == '0') out[--n] = 0;
        if (n > 0 && out[n - 1] == '.') out[--n] = 0;
    }
}

static void mix_row_make(uint64_t i, mix_row *r) {
    uint64_t s = i * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
    if (!s) s = 1;
    mix_next(&s);
    snprintf(r->id, sizeof r->id, "ID%07llu", (unsigned long long)(i % 10000000));
    int64_t base = mix_days_from_civil(2000, 1, 1);
    int64_t day = base + (int64_t)(mix_next(&s) % 10000);
    int y; unsigned m, d;
    mix_civil_from_days(day, &y, &m, &d);
    snprintf(r->date, sizeof r->date, "%04d-%02u-%02u", y, m, d);
    r->serial = (double)(day - mix_days_from_civil(1899, 12, 30));
    int k = (int)(mix_next(&s) % 6);
    double reading = (double)(mix_next(&s) % 100000000) / 1000.0;
    if (i % 10 == 0)
        snprintf(r->reading, sizeof r->reading, "%.17g", reading + reading * 1e-15);
    else
        mix_fixed(r->reading, sizeof r->reading, reading, k);
    if (i % 1000 == 0)
        snprintf(r->ratio, sizeof r->ratio, "%.3e", (double)(mix_next(&s) % 9000 + 1000) * 1e-12);
    else
        mix_fixed(r->ratio, sizeof r->ratio, (double)(mix_next(&s) % 10000) / 10000.0, (int)(mix_next(&s) % 4) + 1);
    snprintf(r->count, sizeof r->count, "%llu", (unsigned long long)(mix_next(&s) % 5000000));
}

#endif
