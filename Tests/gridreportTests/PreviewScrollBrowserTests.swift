import Foundation
import Testing

/// At an iPad's 1024 px, a grid wider than the page scrolls sideways inside its card, its key
/// column staying put, and the page says how many columns there are; nothing is clipped out of
/// reach. Judged by Chromium (`Browser/measure_preview.py scroll`).
@Suite(.serialized, .enabled(if: Browser.missing == nil, Browser.skipMessage))
struct PreviewScrollBrowserTests {
    typealias Row = (cells: [(column: String, box: [String: Double], cut: Bool)], left: Double, right: Double)

    func rows(_ value: Any?) -> [Row] {
        (value as? [[String: Any]] ?? []).map { row in
            let cells = (row["cells"] as? [[String: Any]] ?? []).map {
                (
                    column: $0["column"] as? String ?? "", box: $0["box"] as? [String: Double] ?? [:],
                    cut: $0["cut"] as? Bool ?? true
                )
            }
            return (cells, row["cardLeft"] as? Double ?? .nan, row["cardRight"] as? Double ?? .nan)
        }
    }

    @Test(
        "24 columns: the card scrolls, every value reachable and whole, the key column stays, the page says 24 columns")
    func wideGridScrolls() throws {
        let page = try Browser.page(["Samples/us-employment.csv"])
        let measured = try Browser.measure("scroll", page)
        let scrollWidth = measured["scrollWidth"] as? Int ?? 0
        let clientWidth = measured["clientWidth"] as? Int ?? .max
        #expect(scrollWidth > clientWidth, "the card scrolls")
        #expect(measured["overflowX"] as? String == "auto", "a user can scroll it, not only a script")
        #expect((measured["scrollLeft"] as? Int ?? 0) == scrollWidth - clientWidth)
        #expect((measured["pageScrollWidth"] as? Int ?? .max) <= (measured["pageClientWidth"] as? Int ?? 0))
        #expect(measured["note"] as? String == "24 columns: scroll sideways for the rest")
        let start = rows(measured["start"])
        let end = rows(measured["end"])
        #expect(start.count == 11 && end.count == 11, "the header and 10 rows")
        for (before, after) in zip(start, end) {
            #expect(before.cells.count == 24 && after.cells.count == 24)
            // The key column at the card's left edge, scrolled or not.
            for row in [before, after] {
                let key = try #require(row.cells.first)
                #expect(key.column == "month")
                #expect(abs((key.box["left"] ?? .nan) - row.left) < 1, "\(key.box) \(row.left)")
            }
            // Every other cell: within the scrolled width and narrow enough to be seen beside the
            // key column at some scroll, and its text whole at both scrolls.
            let keyWidth = before.cells[0].box["width"] ?? .infinity
            for (first, last) in zip(before.cells.dropFirst(), after.cells.dropFirst()) {
                let right = (first.box["right"] ?? .infinity) - before.left
                #expect(right <= Double(scrollWidth) + 0.5, "\(first.column) beyond the scrolled width")
                #expect((first.box["width"] ?? .infinity) <= Double(clientWidth) - keyWidth, "\(first.column)")
                #expect(!first.cut && !last.cut, "\(first.column) cut")
            }
            // The last column ends inside the card once scrolled to the end.
            #expect((after.cells.last?.box["right"] ?? .infinity) <= after.right + 0.5)
        }
    }

    @Test("a grid that fits says nothing about columns and does not scroll")
    func narrowGridFits() throws {
        let page = try Browser.page(PreviewBrowserTests.stocks)
        let measured = try Browser.measure("scroll", page)
        #expect((measured["scrollWidth"] as? Int ?? .max) <= (measured["clientWidth"] as? Int ?? 0))
        #expect(measured["note"] is NSNull)
    }
}
