import GridReport

/// A workbook gridreport cannot read, and why; each is exit 65 (`.data`) but an unknown sheet,
/// which is a usage error (64). A library user matches it through `GridReportError.reason`
/// (`.other`); `GridReportError(_:)` words it as the command prints it.
public enum WorkbookError: Error, Sendable, Equatable {
    /// A zip that holds no `xl/workbook.xml`: a Word or PowerPoint file, or any other archive.
    case notAWorkbook(file: String, kind: String?)
    /// An Excel 97–2003 `.xls` file, or an encrypted workbook (both are OLE compound files).
    case compoundFile(file: String)
    /// The zip is cut short or its directory is damaged.
    case damagedArchive(file: String)
    /// ZIP64 (a workbook past 4 GB or 65,535 parts).
    case zip64(file: String)
    /// A part is encrypted or compressed by another method than deflate.
    case unsupportedPart(file: String, part: String, detail: String)
    /// A part's bytes are damaged (zlib's word, a checksum, a size that lies).
    case damagedPart(file: String, part: String, detail: String)
    /// A part the workbook names is missing.
    case missingPart(file: String, part: String)
    /// A member name that leaves the archive (`../x`, `/etc/x`, `C:\x`).
    case unsafeName(file: String, name: String)
    /// An XML part that is not well-formed where it matters.
    case badXML(file: String, part: String, detail: String)
    /// A limit that keeps memory bounded, reached.
    case tooLarge(file: String, part: String, detail: String)
    /// A cell larger than the largest field.
    case cellTooLarge(file: String, sheet: String, cell: String, limit: Int)
    /// `--sheet` names no sheet of the workbook.
    case unknownSheet(file: String, sheet: String, sheets: [String])
    /// The sheet holds no value at all.
    case emptySheet(file: String, sheet: String)
    /// A few cells far apart, which would spell out billions of empty ones.
    case tooSparse(file: String, sheet: String, range: String, cells: Int, emptyCells: Int)
    /// The workbook has no worksheet to read.
    case noSheets(file: String)
    /// The sheet picked is a chart sheet (or another kind that holds no cells).
    case notAWorksheet(file: String, sheet: String)
    /// A row numbered at or before the row read before it: rows out of order, or one repeated.
    case rowOutOfOrder(file: String, sheet: String, row: Int, after: Int)
    /// A cell reference past Excel's last column, XFD (16,384).
    case columnPastLast(file: String, sheet: String, cell: String)
}

extension GridReportError {
    /// The sentence of a workbook error.
    public init(_ error: WorkbookError) {
        switch error {
        case .notAWorkbook(let file, let kind):
            let what = kind.map { "\($0), not an Excel workbook" } ?? "a zip archive, not an Excel workbook"
            self.init(.data, at: file, "\(what): it holds no xl/workbook.xml", hint: "give an .xlsx file or a CSV file")
        case .compoundFile(let file):
            self.init(
                .data, at: file, "an Excel 97-2003 (.xls) or password-protected workbook, which gridreport cannot read",
                hint: "save it from Excel as an .xlsx workbook without a password, or as CSV")
        case .damagedArchive(let file):
            self.init(
                .data, at: file, "the workbook is damaged or cut short: its zip directory cannot be read",
                hint: "download or copy the file again")
        case .zip64(let file):
            self.init(.data, at: file, "a ZIP64 workbook (over 4 GB or 65,535 parts), which gridreport cannot read")
        case .unsupportedPart(let file, let part, let detail):
            self.init(.data, at: file, "\(part) is \(detail), which gridreport cannot read")
        case .damagedPart(let file, let part, let detail):
            self.init(
                .data, at: file, "the workbook is damaged: \(part): \(detail)", hint: "download or copy the file again")
        case .missingPart(let file, let part):
            self.init(.data, at: file, "the workbook is damaged: it has no \(part)")
        case .unsafeName(let file, let name):
            self.init(.data, at: file, "the zip names a part outside itself (\(name)); not read")
        case .badXML(let file, let part, let detail):
            self.init(.data, at: file, "the workbook is damaged: \(part) is not well-formed XML (\(detail))")
        case .tooLarge(let file, let part, let detail):
            self.init(.data, at: file, "\(part) is too large to read: \(detail)")
        case .cellTooLarge(let file, let sheet, let cell, let limit):
            self.init(.data, at: file, "sheet \"\(sheet)\", cell \(cell): holds more than \(limit) bytes")
            self.limit = .fieldSize
        case .unknownSheet(let file, let sheet, let sheets):
            // The first few, then how many more: a workbook of 3,000 sheets is no 119 KB line.
            let shown = 10
            var list = sheets.prefix(shown).enumerated().map { "\($0.offset + 1) \"\($0.element)\"" }
                .joined(separator: ", ")
            if sheets.count > shown { list += " and \(sheets.count - shown) more" }
            self.init(
                .usage, at: .sheet, "\(file) has no sheet \"\(sheet)\"",
                hint: "its sheets are \(list)")
        case .emptySheet(let file, let sheet):
            self.init(.data, at: file, "sheet \"\(sheet)\" is empty", hint: "pick another with \(Setting.sheet)")
        case .tooSparse(let file, let sheet, let range, let cells, let emptyCells):
            self.init(
                .data, at: file,
                "sheet \"\(sheet)\" spreads \(cells) cells over \(range), which would be read as \(CSVReader.grouped(emptyCells)) empty cells; not read",
                hint: "delete the stray cells far from the table, or copy the table to a new sheet")
        case .noSheets(let file):
            self.init(.data, at: file, "the workbook has no worksheet")
        case .notAWorksheet(let file, let sheet):
            self.init(
                .data, at: file, "sheet \"\(sheet)\" is a chart sheet, which holds no cells",
                hint: "pick another with \(Setting.sheet)")
        case .rowOutOfOrder(let file, let sheet, let row, let after):
            let problem = row == after ? "row \(row) is given twice" : "row \(row) comes after row \(after)"
            self.init(
                .data, at: file, "sheet \"\(sheet)\": \(problem); a sheet's rows must be in order, each once",
                hint: "open and save the workbook in Excel or LibreOffice, which write them so")
        case .columnPastLast(let file, let sheet, let cell):
            self.init(
                .data, at: file,
                "sheet \"\(sheet)\", cell \(cell): the column is past XFD (\(SheetRows.maximumColumn)), Excel's last")
        }
        reason = .other(error)
    }
}
