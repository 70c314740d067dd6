#include <xlsxwriter.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>

/*
 * libxlsxwriter prints its own "[ERROR]…" and "[WARNING]…" lines on C's stderr stream, next to
 * the return code that GridReportXLSX turns into one sentence of ours. gridreport_filter_stderr()
 * points stderr at a filter that drops those lines and passes everything else on to descriptor 2
 * unchanged, so the library's lines never reach the user and nobody else's are lost.
 *
 * fopencookie is a GNU extension the Swift Glibc module does not show; it is declared here under
 * another name with the same ABI.
 */
typedef struct {
    ssize_t (*read)(void *, char *, size_t);
    ssize_t (*write)(void *, const char *, size_t);
    int (*seek)(void *, long long *, int);
    int (*close)(void *);
} gridreport_cookie_functions;

extern FILE *gridreport_fopencookie(void *cookie, const char *mode, gridreport_cookie_functions functions)
    __asm__("fopencookie");

static inline int gridreport_is_library_line(const char *text, size_t size) {
    static const char error[] = "[ERROR]";
    static const char warning[] = "[WARNING]";
    return (size >= sizeof error - 1 && memcmp(text, error, sizeof error - 1) == 0)
        || (size >= sizeof warning - 1 && memcmp(text, warning, sizeof warning - 1) == 0);
}

static inline ssize_t gridreport_filter_write(void *cookie, const char *text, size_t size) {
    (void)cookie;
    if (gridreport_is_library_line(text, size)) return (ssize_t)size;
    size_t done = 0;
    while (done < size) {
        ssize_t n = write(STDERR_FILENO, text + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break; /* a failing stderr never stops the work */
        done += (size_t)n;
    }
    return (ssize_t)size;
}

/* Returns 0 when the filter is in place. Unbuffered, as stderr is: one fprintf is one write. */
static inline int gridreport_filter_stderr(void) {
    gridreport_cookie_functions functions = { 0, gridreport_filter_write, 0, 0 };
    FILE *filter = gridreport_fopencookie(0, "w", functions);
    if (!filter) return -1;
    setvbuf(filter, 0, _IONBF, 0);
    stderr = filter;
    return 0;
}
