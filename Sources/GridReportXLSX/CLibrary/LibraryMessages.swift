internal import CXlsxWriter

/// libxlsxwriter's own lines on stderr (`[ERROR] workbook_close(): … System error = No space left
/// on device`) never reach the user: every failure they describe also comes back as a return code,
/// which `check` and `Workbook.close` turn into one sentence of ours. The filter (shim.h) replaces
/// C's `stderr` stream once per process and passes every other line on unchanged.
enum LibraryMessages {
    /// Puts the filter in place, once; later calls do nothing.
    static func filter() {
        _ = installed
    }

    /// Whether the filter is in place (fopencookie only fails without memory; the library's lines
    /// would then show, as before).
    static let installed: Bool = gridreport_filter_stderr() == 0
}
