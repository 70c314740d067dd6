import GridReport

/// The title row above the column header: the report's title (and "first N of M" for a subset),
/// bold and larger, in the first cell; it runs on over the empty cells beside it.
extension XLSXReportWriter {
    /// Points of the title's font (the sheet's own is 11).
    static let titleFontPoints = 14.0

    func writeTitleRow(_ title: String) throws {
        let format = try styles.titleFormat()
        try sheet.setRowHeight(row: 0, pixels: 26)
        // One line: control characters (line breaks included) become spaces; U+FFFE and U+FFFF,
        // which XML cannot hold, get their `_xFFFE_` form from `prepared`, as in cells.
        let clean = String(
            String.UnicodeScalarView(
                title.unicodeScalars.map {
                    ExcelText.isControl($0) && !ExcelText.isNonCharacter($0) ? " " : $0
                }))
        let text = ExcelText.prepared(clean, ExcelText.scan(clean))?.text ?? clean
        try text.withCString { try sheet.writeString(row: 0, column: 0, $0, format: format.handle) }
    }
}
