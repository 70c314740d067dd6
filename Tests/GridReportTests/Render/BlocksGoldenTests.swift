import Foundation
import Testing

@testable import GridReport

/// Issue 25, part B: blocks keep title words whole, `--limit` keeps the blocks, `--wrap` breaks
/// at break opportunities, and `inspect` fits the width; goldens at 20, 40, 80, 120 and 160 cells.
@Suite("Blocks, limit, wrap and inspect at 20 to 160 cells")
struct BlocksGoldenTests {
    static let widths = [20, 40, 80, 120, 160]

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/GridReportTests/Fixtures/\(name)").path
    }

    static func expectFits(_ text: String, _ width: Int, _ what: String) {
        for line in text.split(separator: "\n") {
            #expect(TerminalText.displayWidth(String(line)) <= width, "\(what) at \(width): \(line)")
        }
    }

    @Test("snake_case titles: each column as wide as its title's longest word, blocks repeating the first column")
    func snakeCaseTitles() throws {
        let report = try sampleReport("us-employment.csv")
        for width in Self.widths {
            let text = try renderView(report, mode: .regular, width: width)
            Self.expectFits(text, width, "us-employment")
            // Every title word is at most 24 cells and every column has room for it: none is cut.
            if width >= 40 { #expect(!text.contains("…"), "a title is cut at \(width)") }
            #expect(text.hasPrefix("column 1 of 24") || text.hasPrefix("columns 1–"))
            try expectGolden(text, "blocks/us-employment-\(width)")
        }
        let wide = try renderView(report, mode: .regular, width: 132)
        #expect(wide.contains("transportation_"))
        #expect(!wide.contains("transportat…"))
    }

    @Test("a title word over 24 cells is cut there; a shorter one widens its column")
    func longestWord() {
        #expect(TitleLines.narrowestWidth("transportation_and_warehousing") == 15)
        #expect(TitleLines.narrowestWidth("Evapotranspiration (mm)") == 18)
        #expect(TitleLines.narrowestWidth("Pneumonoultramicroscopicsilicovolcanoconiosis") == 24)
        #expect(
            TitleLines.lines("transportation_and_warehousing", width: 15) == ["transportation_", "and_warehousing"])
        #expect(TitleLines.lines("Soil Moisture 0-7 cm (m³/m³)", width: 12) == ["Soil", "Moisture 0-7", "cm (m³/m³)"])
        #expect(TitleLines.lines("sales.region/north-east", width: 8) == ["sales.", "region/", "north-e…"])
        // Text columns keep their title's longest word; numbers keep their whole width.
        #expect(
            NaturalWidths.minimum(natural: [30, 30, 8], keepsWhole: [false, false, true], titleWords: [15, 4, 3])
                == [15, 10, 8])
    }

    @Test("the first column is shown on its own when it fits beside no other column")
    func keysAlone() {
        let layout = ColumnBlocks.layout(
            natural: [10, 12, 12], keepsWhole: [true, true, true], columns: [0, 1, 2], keys: [0],
            geometry: TableGeometry(), totalCells: 20)
        #expect(layout.blocks.map(\.columns) == [[0], [1], [2]])
        #expect(layout.blocks.map(\.caption) == ["column 1 of 3", "column 2 of 3", "column 3 of 3"])
    }

    @Test("--limit keeps blocks, natural widths and the repeated first column; nothing shows as ###")
    func limit() throws {
        for sample in ["weather.csv", "us-employment.csv"] {
            let report = try sampleReport(sample)
            let stem = sample.replacingOccurrences(of: ".csv", with: "")
            for width in Self.widths {
                let warnings = WarningLog.collecting()
                var text = ""
                try report.renderRegular(
                    header: report.collectionHeader(title: nil, limit: 3), geometry: TableGeometry(),
                    totalCells: width, fit: .error, wrap: false, color: false, warnings: warnings, to: &text)
                Self.expectFits(text, width, "\(sample) --limit 3")
                #expect(!text.contains("###"), "\(sample) --limit 3 at \(width)")
                var all = ""
                try report.renderRegular(
                    geometry: TableGeometry(), totalCells: width, fit: .error, wrap: false, color: false,
                    warnings: WarningLog(quiet: true), to: &all)
                // The same blocks as without the limit: the same captions, the same headers.
                let captions = { (s: String) in s.split(separator: "\n").filter { $0.hasPrefix("column") } }
                #expect(captions(text) == captions(all), "\(sample) at \(width)")
                #expect(warnings.count(of: "number-too-wide") == 0, "\(sample) --limit 3 at \(width)")
                try expectGolden(text, "blocks/\(stem)-limit3-\(width)")
            }
        }
    }

    @Test("--wrap breaks after hyphens, slashes and underscores; inside a word only when it alone is too wide")
    func wrapGoldens() throws {
        let path = Self.fixture("wrap-breaks.csv")
        for width in Self.widths {
            let text = try renderTable(path, width: width, wrap: true)
            Self.expectFits(text, width, "wrap-breaks --wrap")
            try expectGolden(text, "blocks/wrap-breaks-\(width)")
        }
    }

    @Test(
        "wrapping at break opportunities",
        arguments: [
            ("check-cashing store", 12, ["check-", "cashing", "store"]),
            ("check-cashing store", 13, ["check-cashing", "store"]),
            ("Officer-involved shooting", 12, ["Officer-", "involved", "shooting"]),
            ("liquor/convenience store", 12, ["liquor/", "convenience", "store"]),
            ("auto_parts_warehouse", 12, ["auto_parts_", "warehouse"]),
            ("see 2024-03-05 and SKU-0999999", 10, ["see", "2024-03-05", "and", "SKU-099999", "9"]),
            ("e-mail and/or (o/oo)", 6, ["e-mail", "and/or", "(o/oo)"]),
            ("http://example.org/cases", 12, ["http://examp", "le.org/cases"]),
        ])
    func wrapBreaks(text: String, width: Int, lines: [String]) {
        #expect(TerminalText.wrap(text, toWidth: width) == lines)
    }

    @Test("a long word of short parts (a-a-a…) is read once, not again at every hyphen")
    func longHyphenatedWord() {
        // 400,000 characters: read again at each of its 200,000 hyphens, this would take minutes.
        let lines = TerminalText.wrap(String(repeating: "a-", count: 200_000), toWidth: 80)
        #expect(lines.count == 5_000)
        #expect(
            WordBreaks.pieces(Substring(String(repeating: "abc-", count: 3)), breakingAfter: WordBreaks.text)
                .map(\.text) == ["abc-", "abc-", "abc-"])
    }

    @Test("inspect fits the width: a table while it fits, then one record a column")
    func inspectGoldens() throws {
        for sample in ["weather.csv", "penguins-raw.csv", "stocks.csv"] {
            let report = try sampleReport(sample)
            let stem = sample.replacingOccurrences(of: ".csv", with: "")
            for width in Self.widths {
                let plan = try report.columnPlan(
                    geometry: TableGeometry(), totalCells: width, fit: .error, bindOptions: [], mode: .regular)
                var text = ""
                plan.writeTable(border: .unicode, color: false, maxCells: width, to: &text)
                Self.expectFits(text, width, "inspect \(sample)")
                try expectGolden(text, "inspect/\(stem)-\(width)")
            }
        }
    }
}
