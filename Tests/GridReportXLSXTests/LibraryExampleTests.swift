import Foundation
import GridReport
import GridReportXLSX
import Testing

/// The DocC catalog's example (Sources/GridReport/GridReport.docc/GridReport.md), run as written:
/// read a CSV, render it to a String, write an XLSX.
@Suite("Library example")
struct LibraryExampleTests {
    @Test("the documented example reads, renders and exports the stock sample")
    func documentedExample() throws {
        let scratch = try TemporaryFolder()
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples").path
        let output = scratch.file("stocks.xlsx")

        let report = try Report(
            source: ByteSource(path: samples + "/stocks.csv"),
            read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        #expect(
            report.schema.columns.map { "\($0.name): \($0.type)" }
                == ["Logo: image", "Symbol: text", "Open: number", "High: number", "Low: number", "Close: number"])

        var table = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .unicode), totalCells: 100, fit: .error,
            wrap: false, color: false, to: &table)
        #expect(table.contains("│ SAP "))

        let warnings = WarningLog(write: { print("warning: \($0)") })
        let writer = try XLSXReportWriter(
            path: output, schema: report.schema,
            options: XLSXOptions(
                sheetName: "Stocks", sourceName: "stocks.csv",
                imageBaseDirectory: samples, overwrite: true),
            warnings: warnings)
        try report.rows.forEach { try writer.append($0) }
        let summary = try writer.finish()
        #expect(summary.rows == 12)

        let book = try WorkbookDump.read(output)
        let sheet = try #require(book.sheets.first)
        #expect(sheet.name == "Stocks")
        #expect(sheet.values(row: 2)["B"] == .text("SAP"))
        #expect(sheet.pictures.count == 12)
    }
}
