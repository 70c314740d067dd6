import Foundation
import Testing

/// The preview's sparklines, read back from Chromium: each row's inline SVG on the iPad's grid
/// and the iPhone's cards, its points at the levels the terminal draws.
@Suite(.serialized, .enabled(if: Browser.missing == nil, Browser.skipMessage))
struct SparkPreviewTests {
    /// Each row's SVG: nil for a row without values; its label, lines (x, y) and dots.
    func sparklines(_ scenario: String, select: String) throws -> [[String: Any]?] {
        let folder = try temporaryFolder()
        try Data(SparkCommandTests.csv.utf8).write(to: folder.appendingPathComponent("w.csv"))
        let page = folder.appendingPathComponent("page.html").path
        let result = try run(
            ["preview", "w.csv", "--spark", "Trend=1990..1994", "--select", select, "-o", page], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let measured = try pythonJSON([Browser.script, scenario, page]) {
            BrowserFailure(scenario: scenario, diagnostics: $0)
        }
        return try #require(measured as? [Any]).map { $0 as? [String: Any] }
    }

    /// The points rounded to tenths, as the page wrote them.
    func points(_ value: Any?) -> [[[Double]]] {
        (value as? [[[Double]]] ?? []).map { $0.map { $0.map { ($0 * 10).rounded() / 10 } } }
    }

    @Test(
        "a polyline per run of values, a gap breaking it, a lone value a dot, in the grid and the cards",
        arguments: [("sparklines", "Country,Code,Trend"), ("sparklines-phone", "Country,Trend")])
    func drawn(scenario: String, select: String) throws {
        let rows = try sparklines(scenario, select: select)
        #expect(rows.count == 5)
        #expect(rows[2] == nil, "a row without values has no sparkline")
        for row in rows.compactMap({ $0 }) {
            #expect(row["visible"] as? Bool == true, "\(scenario): \(row)")
            #expect(row["inside"] as? Bool == true, "\(scenario): the line stays in its cell")
            #expect(row["stroke"] as? String == "rgb(0, 112, 242)")
        }
        // Levels 0…7 from 14 pixels down to 2, 6 pixels apart.
        #expect(rows[0]?["label"] as? String == "▁▃▅▇█")
        #expect(points(rows[0]?["lines"]) == [[[2, 14], [8, 10.6], [14, 7.1], [20, 3.7], [26, 2]]])
        #expect(points(rows[1]?["lines"]) == [[[2, 2], [8, 3.7]], [[20, 10.6], [26, 14]]])
        #expect(points(rows[3]?["lines"]) == [[[2, 8.9], [8, 8.9], [14, 8.9], [20, 8.9], [26, 8.9]]])
        #expect(points(rows[4]?["lines"]) == [[[2, 14], [8, 2], [14, 7.1]]])
        #expect(points([rows[4]?["dots"] as Any]) == [[[26, 7.1]]])
    }
}
