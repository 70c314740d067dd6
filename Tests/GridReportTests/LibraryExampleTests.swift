import GridReport
import Testing

/// The library example of docs/library.md, kept compiling and correct.
@Suite("Library example")
struct LibraryExampleTests {
    @Test("the manual's Swift example (docs/library.md) renders the stock table")
    func readmeExample() throws {
        let report = try Report(
            source: try ByteSource(path: samplePath("stocks.csv")),
            read: ReadOptions(), settings: ReportSettings(locale: "en_US"),
            widths: [.flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1)])
        #expect(
            report.schema.columns.map { "\($0.name): \($0.type)" } == [
                "Logo: image", "Symbol: text", "Open: number", "High: number", "Low: number", "Close: number",
            ])
        var table = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .unicode), totalCells: 100, fit: .error,
            wrap: false, color: false, to: &table)
        #expect(table.contains("│ SAP "))
        #expect(Set(table.split(separator: "\n").map { TerminalText.displayWidth(String($0)) }) == [100])
    }
}
