import Foundation
import GridReport
import GridReportXLSXInput
import Testing

/// A library user reads a workbook's sheet as docs/library.md says: `InputFile.open` with the
/// XLSX reader, then a `Report` as from a CSV file.
@Suite("Library: a workbook as input")
struct WorkbookLibraryExampleTests {
    private let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/penguins.xlsx").path

    @Test("the second sheet by number is read into a report, its reading named and its dates typed")
    func secondSheet() throws {
        var read = ReadOptions()
        read.sheet = "2"
        let source = try InputFile.open(sample, read: read, decompressors: [], workbooks: [XLSXWorkbookReader()])
        #expect(source.reading.workbook == WorkbookReading(format: "XLSX", sheet: "Employment"))
        let report = try Report(source: source, read: read, settings: ReportSettings(locale: "en_US"))
        #expect(report.schema.columns.first.map { "\($0.name): \($0.type)" } == "month: date")
        #expect(report.profile.rowCount == 10)
    }

    @Test("an unknown sheet is a usage error whose reason lists the sheets")
    func unknownSheet() throws {
        var read = ReadOptions()
        read.sheet = "Penguinz"
        #expect(
            throws: GridReportError(
                WorkbookError.unknownSheet(
                    file: sample, sheet: "Penguinz", sheets: ["Penguins", "Employment", "Summary"]))
        ) {
            _ = try InputFile.open(sample, read: read, decompressors: [], workbooks: [XLSXWorkbookReader()])
        }
    }
}
