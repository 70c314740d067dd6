/*
 * gen_rows.h - the deterministic benchmark report, one row at a time.
 *
 * Header-only; shared by gen_csv.c (writes the CSV) and xlsx_floor.c (writes the
 * same cells straight into libxlsxwriter), so both see exactly the same data.
 *
 * Row i (1-based data rows; row 0 is the header) has 6 columns:
 *   Symbol  text    "SYM" + 7 digits of i             SYM0000042
 *   Name    text    a company-like name; about 1 row in 10 contains a comma,
 *                   a double quote, or both, so it must be quoted in CSV
 *                   (quotes doubled):                 "Nordic ""Solar"" AG"
 *   Open, High, Low, Close
 *           numbers with exactly 2 decimals, 1.00 .. 9999.99, Low <= Open,
 *           Close <= High; held as integer cents so text and value agree.
 *
 * Everything is derived from i alone (splitmix64(i) seeds a xorshift64*), so
 * any row can be produced without the ones before it, on any platform.
 * 1,000,000 rows + header are about 57 MB of CSV.
 */
#ifndef GRIDREPORT_GEN_ROWS_H
#define GRIDREPORT_GEN_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define GEN_COLUMNS 6
#define GEN_NUMBERS 4          /* columns 2..5 are numbers */
#define GEN_NAME_MAX 96        /* longest unescaped name, with room to spare */
#define GEN_CSV_LINE_MAX 256   /* longest CSV line including '\n' */

static const char *const gen_header[GEN_COLUMNS] = {
    "Symbol", "Name", "Open", "High", "Low", "Close"
};

typedef struct {
    char symbol[16];
    size_t symbol_len;
    char name[GEN_NAME_MAX];   /* unescaped cell text */
    size_t name_len;
    int name_needs_quotes;     /* contains ',' or '"' */
    int64_t cents[GEN_NUMBERS];/* Open, High, Low, Close in hundredths */
} gen_row;

static const char *const gen_words1[] = {
    "Nordic", "Pacific", "Alpine", "Atlantic", "Global", "Summit", "Harbor",
    "Granite", "Silver", "Northern", "Crescent", "Oak", "Union", "Delta",
    "Pioneer", "Keystone", "Meridian", "Redwood", "Liberty", "Orion", "Sterling",
    "Coastal", "Vega", "Hill", "Crown", "Ridge", "Lakeside",
    "Apex", "Bay", "Iron",
};
static const char *const gen_words2[] = {
    "Solar", "Data", "Cargo", "Foods", "Pharma", "Energy", "Systems",
    "Motors", "Capital", "Networks", "Textiles", "Mining", "Software", "Retail",
    "Chemie", "Aero", "Media", "Holdings", "Robotics", "Water",
    "Chips", "Life", "Steel", "Shipping", "Biotech", "Paper",
};
static const char *const gen_suffixes[] = {
    "AG", "Inc.", "Ltd", "SE", "Group", "Corp.", "plc", "S.A.", "N.V.", "GmbH",
    "Co.", "Holdings", "KG", "Oyj", "AB", "Partners",
};
#define GEN_COUNT(a) (sizeof(a) / sizeof((a)[0]))

static inline uint64_t gen_splitmix64(uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* xorshift64*: state must be non-zero (splitmix64 of anything is, in practice;
 * guarded anyway). */
static inline uint64_t gen_next(uint64_t *s) {
    uint64_t x = *s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

static inline size_t gen_append(char *out, size_t at, const char *s) {
    size_t n = strlen(s);
    memcpy(out + at, s, n);
    return at + n;
}

/* Integer cents -> "1234.50" (always 2 decimals, no grouping, C locale). */
static inline size_t gen_format_cents(int64_t cents, char *out) {
    char tmp[24];
    size_t n = 0, len = 0;
    uint64_t v;
    if (cents < 0) { out[len++] = '-'; v = (uint64_t)(-cents); } else { v = (uint64_t)cents; }
    tmp[n++] = (char)('0' + v % 10); v /= 10;
    tmp[n++] = (char)('0' + v % 10); v /= 10;
    tmp[n++] = '.';
    do { tmp[n++] = (char)('0' + v % 10); v /= 10; } while (v);
    while (n) out[len++] = tmp[--n];
    return len;
}

/* Fill r with data row i (i >= 1). */
static inline void gen_row_make(uint64_t i, gen_row *r) {
    uint64_t s = gen_splitmix64(i);
    if (s == 0) s = 1;

    /* Symbol: SYM + at least 7 digits of i. */
    {
        char digits[24];
        size_t n = 0, len = 3;
        uint64_t v = i;
        do { digits[n++] = (char)('0' + v % 10); v /= 10; } while (v);
        while (n < 7) digits[n++] = '0';
        memcpy(r->symbol, "SYM", 3);
        while (n) r->symbol[len++] = digits[--n];
        r->symbol[len] = '\0';
        r->symbol_len = len;
    }

    /* Name. */
    {
        uint64_t a = gen_next(&s), b = gen_next(&s);
        const char *w1 = gen_words1[a % GEN_COUNT(gen_words1)];
        const char *w2 = gen_words2[(a >> 20) % GEN_COUNT(gen_words2)];
        const char *sx = gen_suffixes[(a >> 40) % GEN_COUNT(gen_suffixes)];
        unsigned special = (unsigned)(b % 10) == 0 ? 1 + (unsigned)((b >> 8) % 4) : 0;
        size_t n = 0;
        /* special: 0 plain, 1-2 comma, 3 quote, 4 comma and quote */
        n = gen_append(r->name, n, w1);
        r->name[n++] = ' ';
        if (special >= 3) r->name[n++] = '"';
        n = gen_append(r->name, n, w2);
        if (special >= 3) r->name[n++] = '"';
        if (special == 1 || special == 2 || special == 4) r->name[n++] = ',';
        r->name[n++] = ' ';
        n = gen_append(r->name, n, sx);
        r->name[n] = '\0';
        r->name_len = n;
        r->name_needs_quotes = special != 0;
    }

    /* Prices: a magnitude bucket, then High/Low within 3% of Open. */
    {
        uint64_t m = gen_next(&s), x = gen_next(&s), y = gen_next(&s), z = gen_next(&s);
        int64_t lo, span, open, high, low, close, up, down;
        switch (m % 8) {
        case 0: lo = 100; span = 900; break;              /* 1.00 .. 9.99 */
        case 1: case 2: lo = 1000; span = 9000; break;    /* 10.00 .. 99.99 */
        case 7: lo = 100000; span = 899999; break;        /* 1000.00 .. 9999.98 */
        default: lo = 10000; span = 90000; break;         /* 100.00 .. 999.99 */
        }
        open = lo + (int64_t)(x % (uint64_t)span);
        up = (int64_t)((y % 301) * (uint64_t)open / 10000);   /* 0 .. 3.01% */
        down = (int64_t)((z % 301) * (uint64_t)open / 10000);
        high = open + up;
        low = open - down;
        if (high > 999999) high = 999999;
        if (low < 1) low = 1;
        close = low + (int64_t)((x >> 32) % (uint64_t)(high - low + 1));
        r->cents[0] = open;
        r->cents[1] = high;
        r->cents[2] = low;
        r->cents[3] = close;
    }
}

static inline double gen_number(const gen_row *r, int k) {
    return (double)r->cents[k] / 100.0;
}

/* The header line, CSV, with '\n'. Returns its length. */
static inline size_t gen_csv_header(char *out) {
    size_t n = 0;
    for (int c = 0; c < GEN_COLUMNS; c++) {
        if (c) out[n++] = ',';
        n = gen_append(out, n, gen_header[c]);
    }
    out[n++] = '\n';
    return n;
}

/* Row r as one CSV line (RFC 4180, '\n' line end). Returns its length
 * (at most GEN_CSV_LINE_MAX). */
static inline size_t gen_csv_line(const gen_row *r, char *out) {
    size_t n = 0;
    memcpy(out, r->symbol, r->symbol_len);
    n = r->symbol_len;
    out[n++] = ',';
    if (r->name_needs_quotes) {
        out[n++] = '"';
        for (size_t k = 0; k < r->name_len; k++) {
            if (r->name[k] == '"') out[n++] = '"';
            out[n++] = r->name[k];
        }
        out[n++] = '"';
    } else {
        memcpy(out + n, r->name, r->name_len);
        n += r->name_len;
    }
    for (int k = 0; k < GEN_NUMBERS; k++) {
        out[n++] = ',';
        n += gen_format_cents(r->cents[k], out + n);
    }
    out[n++] = '\n';
    return n;
}

#endif /* GRIDREPORT_GEN_ROWS_H */
