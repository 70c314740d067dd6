import Foundation
import GridReport

/// XLSX (Office Open XML SpreadsheetML) as input: a zip holding `xl/workbook.xml`, told by its
/// content, never by its name. The sheet picked is handed on as CSV records
/// (`SheetRecordsStream`), read in one streaming pass over its XML, which finds the table's shape
/// and keeps the rows on a tape (`SheetTape`, a temporary file) the records are then made from;
/// memory is bounded by the shared string table's limits, never by the sheet's size.
public struct XLSXWorkbookReader: WorkbookReader {
    public init() {}

    /// A zip's local header (`PK\3\4`) or an empty zip's end record; an OLE compound file (an
    /// `.xls`, or an encrypted `.xlsx`) too, to be refused with a sentence that says so.
    public func recognizes(_ prefix: [UInt8]) -> Bool {
        prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06])
            || prefix.starts(with: Self.compoundFileMagic)
    }

    private static let compoundFileMagic: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    public func records(of source: ByteSource, sheet: String?, maxCellBytes: Int) throws -> WorkbookRecords {
        let file = source.displayName
        let prefix = Self.head(source)
        if prefix.starts(with: Self.compoundFileMagic) { throw GridReportError(WorkbookError.compoundFile(file: file)) }
        let archive = try WorkbookArchive(source)
        guard archive.contains("xl/workbook.xml") else {
            throw GridReportError(WorkbookError.notAWorkbook(file: file, kind: Self.kind(of: archive)))
        }
        let index = try WorkbookIndex(archive)
        let chosen = try Self.pick(sheet, in: index.sheets, file: file)
        let strings = try index.sharedStrings.map { try SharedStrings(archive, part: $0) } ?? SharedStrings()
        let styles = try index.styles.map { try CellStyles(archive, part: $0) } ?? CellStyles()
        let first = try Self.part(
            index.sheets[chosen], archive: archive, maxCellBytes: maxCellBytes, continuation: false)
        var parts = [first.part]
        var continuations: [String] = []
        // A report gridreport split past Excel's last row goes on in `Name (2)`, `Name (3)`…, each
        // marked as the continuation of the sheet before it; a sheet merely named so is another report.
        if parts[0].shape.lastRow == Self.maximumRows {
            let header = HeaderRow(strings: strings, styles: styles, date1904: index.date1904)
            let firstHeader = try header.record(
                of: first.tape, sheet: index.sheets[chosen].name, shape: first.part.shape)
            var next = chosen + 1
            while next < index.sheets.count, index.sheets[next].isWorksheet,
                index.continuations[index.sheets[next].name] == index.sheets[next - 1].name
            {
                let (part, tape) = try Self.part(
                    index.sheets[next], archive: archive, maxCellBytes: maxCellBytes, continuation: true)
                // The same table goes on: the same columns, or it is not the continuation.
                guard part.shape.firstColumn == parts[0].shape.firstColumn, part.shape.width == parts[0].shape.width,
                    try header.record(of: tape, sheet: index.sheets[next].name, shape: part.shape) == firstHeader
                else { break }
                parts.append(part)
                continuations.append(index.sheets[next].name)
                if part.shape.lastRow < Self.maximumRows { break }
                next += 1
            }
        }
        // A full last sheet followed by one not marked as its continuation: read alone, and said.
        let lastRead = chosen + continuations.count
        var unmarked: WorkbookReading.UnmarkedNextSheet?
        if parts[parts.count - 1].shape.lastRow == Self.maximumRows, lastRead + 1 < index.sheets.count,
            index.sheets[lastRead + 1].isWorksheet,
            index.continuations[index.sheets[lastRead + 1].name] != index.sheets[lastRead].name
        {
            unmarked = .init(full: index.sheets[lastRead].name, next: index.sheets[lastRead + 1].name)
        }
        let formulas = parts.map(\.shape.formulasWithoutResult).reduce(0, +)
        let places = SheetPlaces(
            sheets: [index.sheets[chosen].name] + continuations, firstColumn: parts[0].shape.firstColumn)
        let cellTypes = SheetCellTypes(width: parts[0].shape.width)
        let stream = SheetRecordsStream(
            parts: parts, strings: strings, styles: styles, date1904: index.date1904, places: places,
            cellTypes: cellTypes)
        return WorkbookRecords(
            stream: stream,
            reading: WorkbookReading(
                format: "XLSX", sheet: index.sheets[chosen].name, formulasWithoutResult: formulas,
                continuationSheets: continuations, unmarkedNextSheet: unmarked),
            places: places, cellTypes: cellTypes)
    }

    static let maximumRows = 1_048_576

    /// A sheet's rows, measured by the one pass over its XML, which keeps them on `tape` for the
    /// records.
    private static func part(
        _ sheet: WorkbookIndex.Sheet, archive: WorkbookArchive, maxCellBytes: Int, continuation: Bool
    ) throws -> (part: SheetRecordsStream.Part, tape: SheetTape) {
        guard sheet.isWorksheet, let part = sheet.part else {
            throw GridReportError(WorkbookError.notAWorksheet(file: archive.file, sheet: sheet.name))
        }
        let fromRow = sheet.printTitlesEnd ?? 1
        let tape = try SheetTape(file: archive.file, part: part)
        let shape = try SheetShape(
            SheetRows(try archive.scanner(part), sheet: sheet.name, maxCellBytes: maxCellBytes), fromRow: fromRow,
            tape: tape)
        if shape.isEmpty && !continuation {
            throw GridReportError(WorkbookError.emptySheet(file: archive.file, sheet: sheet.name))
        }
        if shape.isTooSparse {
            throw GridReportError(
                WorkbookError.tooSparse(
                    file: archive.file, sheet: sheet.name,
                    range: SheetRows.name(column: shape.firstColumn, row: shape.headerRow) + ":"
                        + SheetRows.name(column: shape.lastColumn, row: shape.lastRow),
                    cells: shape.cells, emptyCells: shape.area - shape.cells))
        }
        // A continuation sheet repeats the header, which is no record there.
        let records = SheetRecordsStream.Part(
            rows: tape.rows(), shape: shape, skipThrough: continuation ? shape.headerRow : shape.headerRow - 1)
        return (records, tape)
    }

    /// The sheet `wanted` names: its name (as Excel compares, without regard to case), else its
    /// 1-based number; when nil, the first worksheet Excel shows (a hidden one only when all are).
    static func pick(_ wanted: String?, in sheets: [WorkbookIndex.Sheet], file: String) throws -> Int {
        guard let wanted else {
            guard
                let first = sheets.firstIndex(where: { $0.isWorksheet && !$0.isHidden })
                    ?? sheets.firstIndex(where: \.isWorksheet)
            else {
                throw GridReportError(WorkbookError.noSheets(file: file))
            }
            return first
        }
        if let named = sheets.firstIndex(where: { $0.name == wanted })
            ?? sheets.firstIndex(where: { $0.name.lowercased() == wanted.lowercased() })
        {
            return named
        }
        if let number = Int(wanted.trimmingCharacters(in: .whitespaces)), number >= 1, number <= sheets.count {
            return number - 1
        }
        throw GridReportError(WorkbookError.unknownSheet(file: file, sheet: wanted, sheets: sheets.map(\.name)))
    }

    /// `a Word document`, `a PowerPoint presentation`: what a zip that is no workbook is, when its
    /// parts say so.
    private static func kind(of archive: WorkbookArchive) -> String? {
        if archive.contains("word/document.xml") { return "a Word document" }
        if archive.contains("ppt/presentation.xml") { return "a PowerPoint presentation" }
        if archive.contains("content.xml") && archive.contains("mimetype") { return "an OpenDocument file" }
        return nil
    }

    private static func head(_ source: ByteSource) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 8)
        let n = bytes.withUnsafeMutableBytes { pread(source.fileDescriptor, $0.baseAddress!, 8, 0) }
        return Array(bytes.prefix(max(0, n)))
    }
}
