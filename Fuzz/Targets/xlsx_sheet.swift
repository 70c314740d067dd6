import Foundation

@testable import GridReport
@testable import GridReportXLSXInput

// Target 6: the XLSX input's XML side on raw bytes, no zip around them: the tokenizer
// (`XMLScanner`), the shared strings, the cell styles, a sheet's shape (`SheetShape`) and its
// records (`SheetRows`, `SheetRecordsStream`), then the records through the CSV and report checks.
//
// Input: byte 0 picks the size of the tokenizer's reads (1 to 16 bytes), a small largest cell
// (8 bytes instead of 1 MiB), the 1904 date system and the first row of the table (1 to 4, as
// print titles set it); the rest, split at NUL bytes, is the sheet's XML, then the shared
// strings' (`xl/sharedStrings.xml`), then the styles' (`xl/styles.xml`).
//
// Oracle: the records and the error that ends the read are the same whether the tokenizer gets
// its bytes a few at a time or all at once; every record has the table's width and there is one
// for every row from the header to the last; every failure is a workbook's (65, 64, 66).

private struct Options {
    var maxCellBytes: Int
    var date1904: Bool
    var fromRow: Int
}

private func scanner(_ bytes: UnsafeBufferPointer<UInt8>, part: String, step: Int?) -> XMLScanner {
    XMLScanner(DribbleStream(bytes, step: step), part: part, file: "fuzz.xlsx")
}

private func readSheet(
    _ parts: [UnsafeBufferPointer<UInt8>], options: Options, step: Int?
) -> (outcome: RecordsOutcome, shape: SheetShape?) {
    var outcome = RecordsOutcome()
    do {
        let strings =
            parts.count > 1
            ? try SharedStrings(
                scanner(parts[1], part: "xl/sharedStrings.xml", step: step), maximumBytes: 4096, maximumCount: 512)
            : SharedStrings()
        let styles =
            parts.count > 2 ? try CellStyles(scanner(parts[2], part: "xl/styles.xml", step: step)) : CellStyles()
        let sheet = "xl/worksheets/sheet1.xml"
        // The one pass, keeping the rows on the tape the records are made from, as the reader does.
        let tape = try SheetTape(file: "fuzz.xlsx", part: sheet)
        let shape = try SheetShape(
            SheetRows(scanner(parts[0], part: sheet, step: step), sheet: "Sheet1", maxCellBytes: options.maxCellBytes),
            fromRow: options.fromRow, tape: tape)
        guard !shape.isEmpty else {
            outcome.error = "empty"
            return (outcome, shape)
        }
        guard shape.headerRow >= options.fromRow, shape.firstColumn <= shape.lastColumn,
            shape.headerRow <= shape.lastRow, shape.cells >= 1
        else { violated("a shape that is no table: \(shape)") }
        // The reader's own limit (`isTooSparse`) lets far more through than a fuzzer run should spell out.
        guard shape.area <= recordsLimit / 2 else {
            outcome.error = "large"
            outcome.complete = false
            return (outcome, shape)
        }
        let stream = SheetRecordsStream(
            parts: [.init(rows: tape.rows(), shape: shape, skipThrough: shape.headerRow - 1)], strings: strings,
            styles: styles, date1904: options.date1904,
            places: SheetPlaces(sheets: ["Sheet1"], firstColumn: shape.firstColumn),
            cellTypes: SheetCellTypes(width: shape.width))
        drain(stream, step: step.map { $0 * 3 } ?? 1 << 16, into: &outcome)
        return (outcome, shape)
    } catch {
        checkError(error, allowing: workbookExitCodes)
        outcome.error = "\(error)"
        return (outcome, nil)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let shape = input.byte()
    let step = 1 + Int(shape & 0x0F)
    let options = Options(
        maxCellBytes: shape & 0x10 != 0 ? 8 : 1 << 20, date1904: shape & 0x20 != 0, fromRow: 1 + Int(shape >> 6))
    let rest = input.rest()
    let parts = rest.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map {
        UnsafeBufferPointer(rebasing: $0)
    }
    let whole = readSheet(parts, options: options, step: nil)
    let dribbled = readSheet(parts, options: options, step: step)
    guard whole.outcome.agrees(with: dribbled.outcome) else {
        violated(
            """
            reads of \(step) bytes make other records than one read
              whole:    \(whole.outcome.csv.count) bytes, error \(whole.outcome.error ?? "none")
              dribbled: \(dribbled.outcome.csv.count) bytes, error \(dribbled.outcome.error ?? "none")
              first different byte: \(zip(whole.outcome.csv, dribbled.outcome.csv).enumerated().first { $0.element.0 != $0.element.1 }.map { String($0.offset) } ?? "-")
            """)
    }
    guard whole.outcome.error == nil, whole.outcome.complete, let table = whole.shape else { return 0 }
    checkRecords(whole.outcome.csv, width: table.width, count: table.lastRow - table.headerRow + 1)
    return 0
}
