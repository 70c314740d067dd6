#include <zlib.h>

/* inflateInit2 is a macro with arguments, which Swift does not import: the same call as a function. */
static inline int gridreport_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}
