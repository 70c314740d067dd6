import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

/// `C`: the chart asked for (`--chart`) over the viewer's screen, as `render` draws it under the
/// table, of the rows the viewer shows.
@Suite("viewer: C shows the chart")
struct ViewerChartTests {
    /// A viewer over `itemsCSV(count:)` whose settings carry the chart `text`.
    func viewer(_ text: String?, count: Int = 4, width: Int = 70, height: Int = 10) throws -> Viewer {
        let content = try readReport(itemsCSV(count: count)).final
        var settings = content.settings
        settings.chart = try text.map {
            try Chart.resolve(ChartRequest(text: $0, origin: "--chart"), schema: content.report.schema)
        }
        return try Viewer(report: content.report, settings: settings, width: width, height: height)
    }

    @Test(
        "C draws the chart over the rows, as render --width 70 draws it; the status line says how back; Esc and C return"
    )
    func shown() throws {
        let viewer = try viewer("bar:X=name,Y=price")
        try viewer.press(.down, .character("C"))
        let lines = try viewer.lines()
        #expect(
            lines == [
                "price by name (bar)",
                "Item 1 ██████████████▌                                            1.25",
                "Item 2 █████████████████████████████                               2.5",
                "Item 3 ███████████████████████████████████████████▌               3.75",
                "Item 4 ██████████████████████████████████████████████████████████    5",
                "",
                "",
                "",
                "",
                "data.csv  row 2 of 4  id (number)  chart: Esc returns  ? help",
            ], "\(lines)")
        try viewer.press(.escape)
        #expect(viewer.overlay == .none && viewer.currentRow == 1)
        try viewer.press(.character("C"), .character("C"))
        #expect(viewer.overlay == .none)
    }

    @Test("of the rows shown: a filter's, read again after f; a long chart scrolls with j, G and g")
    func filteredAndScrolled() throws {
        let viewer = try viewer("column:X=name,Y=price", count: 30, height: 8)
        try viewer.press(.character("f"))
        try viewer.type("city == \"Rome\"")
        try viewer.press(.character("C"))
        var lines = try viewer.lines()
        #expect(lines[0] == "price by name (column)")
        // Every third item is in Rome: 2, 5, 8 … 29.
        #expect(lines[1].hasPrefix("Item 2  ███▉ "), "\(lines)")
        #expect(lines[2].hasPrefix("Item 5  █████████▋ "), "\(lines)")
        try viewer.press(.character("G"))
        lines = try viewer.lines()
        // Ten rows in Rome and the title: the last at the bottom, above the status line.
        #expect(lines[6].hasPrefix("Item 29 ") && lines[6].hasSuffix(" 36.25"), "\(lines)")
        #expect(viewer.overlay == .chart(offset: 4))
        try viewer.press(.character("g"), .character("j"))
        #expect(try viewer.lines()[0].hasPrefix("Item 2 "))
        try viewer.press(.character("q"))
        #expect(viewer.overlay == .none)
    }

    @Test("without a chart, C says so on the status line and changes nothing")
    func none() throws {
        let viewer = try viewer(nil)
        try viewer.press(.character("C"))
        #expect(viewer.overlay == .none)
        #expect(viewer.message == "no chart was asked for")
        #expect(try viewer.lines().contains { $0.contains("no chart was asked for") })
    }
}
