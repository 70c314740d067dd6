#include <zlib.h>

/* inflateInit2 is a macro with arguments, which Swift does not import: the same call as a function. */
static inline int gridreport_inflate_init(z_stream *stream, int window_bits) {
    return inflateInit2(stream, window_bits);
}

/* deflateInit2 likewise: raw deflate (negative window bits) for a zip member written again. */
static inline int gridreport_deflate_init(z_stream *stream, int level, int window_bits) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY);
}
