import Foundation

@testable import GridReport
@testable import GridReportXLSXInput

// Target 7: the whole XLSX input, the input being the workbook file: the zip's directory and
// member streams (stored and deflated), the workbook's sheet list, its shared strings and styles,
// the first sheet's two passes, then the records through the CSV and report checks.
//
// Oracle: every failure is a workbook's (65, 64, 66); the records are the same whether they are
// read a few bytes at a time or in large reads; every record has the first record's width.

private func readWorkbook(_ source: ByteSource, sheet: String?, step: Int) -> RecordsOutcome {
    var outcome = RecordsOutcome()
    do {
        let records = try XLSXWorkbookReader().records(of: source, sheet: sheet, maxCellBytes: 1 << 20)
        guard records.reading.format == "XLSX", !records.reading.sheet.isEmpty || sheet == nil else {
            violated("a reading of \(records.reading)")
        }
        drain(records.stream, step: step, into: &outcome)
    } catch {
        checkError(error, allowing: workbookExitCodes)
        outcome.error = "\(error)"
    }
    return outcome
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    _ = XLSXWorkbookReader().recognizes(Array(bytes.prefix(16)))
    // The sheet from the length, so the whole input stays a plain workbook file.
    let sheet: String? = [nil, nil, "2", "Sheet1"][size % 4]
    let source = ScratchFile.shared.source(bytes, name: "fuzz.xlsx")
    let large = readWorkbook(source, sheet: sheet, step: 1 << 16)
    let small = readWorkbook(source, sheet: sheet, step: 7)
    guard large.agrees(with: small) else {
        violated(
            """
            reads of 7 bytes make other records than reads of 64 KiB
              large: \(large.csv.count) bytes, error \(large.error ?? "none")
              small: \(small.csv.count) bytes, error \(small.error ?? "none")
            """)
    }
    guard large.error == nil, large.complete else { return 0 }
    checkRecords(large.csv, width: nil, count: nil)
    return 0
}
