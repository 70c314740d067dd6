internal import CXlsxWriter
import GridReport

/// Page setup for printing: orientation, paper, scaling, repeated rows, page header and footer.
extension Worksheet {
    func setLandscape(_ landscape: Bool) {
        if landscape { worksheet_set_landscape(handle) } else { worksheet_set_portrait(handle) }
    }

    /// Excel's paper number (1 letter, 9 A4…); 0 leaves the printer's default.
    func setPaper(_ code: UInt8) {
        worksheet_set_paper(handle, code)
    }

    /// One page wide and as many tall as the rows need (0: no limit).
    func fitToOnePageWide() {
        worksheet_fit_to_pages(handle, 1, 0)
    }

    /// Rows printed at the top of every page, 0-based and inclusive.
    func repeatRows(_ first: UInt32, through last: UInt32) throws {
        try check(
            worksheet_repeat_rows(handle, first, last), .io, "cannot repeat the header rows on printed pages",
            at: place())
    }

    /// Columns printed at the left of every page, 0-based and inclusive.
    func repeatColumns(_ first: UInt16, through last: UInt16) throws {
        try check(
            worksheet_repeat_columns(handle, first, last), .io, "cannot repeat the key column on printed pages",
            at: place())
    }

    /// Excel's header and footer codes (`&C` centre, `&P` page, `&N` pages); at most 255 bytes.
    func setPageHeader(_ text: String) throws {
        try check(worksheet_set_header(handle, text), .io, "cannot set the page header", at: place())
    }

    func setPageFooter(_ text: String) throws {
        try check(worksheet_set_footer(handle, text), .io, "cannot set the page footer", at: place())
    }

    /// libxlsxwriter's default side margins (0.7 inch each), in points.
    static let sideMarginsPoints = 2 * 0.7 * 72
}
