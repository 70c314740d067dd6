import GridReport

/// Cells whose whole value is a web or mail address are hyperlinks, up to Excel's limit per sheet.
extension XLSXReportWriter {
    /// Writes `url` as a link; false when the sheet has all the links Excel allows (the caller
    /// writes it as text, and the first time a warning says so).
    func writeLink(_ url: String, to sheet: Worksheet, row: UInt32, column: Int, top: Bool) throws -> Bool {
        guard sheetLinks < CellLink.maximumPerSheet else {
            if !warnedAboutLinks {
                warnedAboutLinks = true
                warnings.warn(
                    "links",
                    "sheet \"\(sheet.name)\": more than \(Self.grouped(CellLink.maximumPerSheet)) links, Excel's limit for a sheet; the rest are written as text"
                )
            }
            return false
        }
        let format = try styles.format(
            for: themed(
                CellStyle(horizontal: plans[column].horizontal, top: top, wrap: false, link: true), column: column))
        try url.withCString {
            try sheet.writeLink(row: row, column: UInt16(truncatingIfNeeded: column), url: $0, format: format.handle)
        }
        sheetLinks += 1
        return true
    }
}
