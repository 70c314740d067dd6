import Foundation
import Testing

@testable import GridReport

@Suite("Regular table")
struct RegularTableTests {
    let fiori: [ColumnWidth] = [
        .flexible, .fraction(0.2), .fraction(0.1), .fraction(0.1), .fraction(0.1), .fraction(0.1),
    ]

    @Test("the Fiori stock widths at 80, 100 and 128 cells", arguments: [80, 100, 128])
    func fioriStocks(width: Int) throws {
        let text = try renderTable(samplePath("stocks.csv"), widths: fiori, width: width)
        #expect(lineWidths(text) == [width])
        try expectGolden(text, "stocks-fiori-\(width)")
    }

    @Test("--border none at 100 cells: the columns take exactly the content width")
    func borderNone() throws {
        let text = try renderTable(
            samplePath("stocks.csv"), widths: fiori, geometry: TableGeometry(border: .none), width: 100)
        #expect(lineWidths(text) == [100])
        try expectGolden(text, "stocks-fiori-100-none")
    }

    @Test("fixed points and hidden columns")
    func pointsAndHidden() throws {
        let widths: [ColumnWidth] = [.hidden, .points(64), .points(80), .hidden, .hidden, .points(80)]
        let text = try renderTable(samplePath("stocks.csv"), widths: widths, width: 60)
        try expectGolden(text, "stocks-points-hidden")
    }

    @Test("each border style, with the disclosure accessory", arguments: BorderStyle.allCases)
    func borders(border: BorderStyle) throws {
        let text = try renderTable(
            samplePath("stocks.csv"), geometry: TableGeometry(border: border, accessory: .disclosure), width: 80)
        #expect(lineWidths(text).count == 1)
        try expectGolden(text, "stocks-\(border.rawValue)-disclosure")
    }

    @Test("CJK and emoji keep every line the same display width")
    func international() throws {
        let text = try renderTable(samplePath("international.csv"), width: 72)
        #expect(lineWidths(text) == [72] || lineWidths(text).count == 1)
        try expectGolden(text, "international-72")
    }

    @Test("a multi-line cell makes its row top aligned beside single-line neighbours; wrapping breaks at words")
    func wrapping() throws {
        let path = try temporaryCSV(
            "Name,Note,Qty\nBolt,\"short\",1\nNut,\"a much longer note that wraps over lines\",22\nWasher,\"two\nlines\",3\n"
        )
        let text = try renderTable(path, geometry: TableGeometry(border: .ascii), width: 34, wrap: true)
        try expectGolden(text, "wrap-top-aligned")
        let lines = text.split(separator: "\n").map(String.init)
        // The neighbours of the three-line cell stand on its first line.
        #expect(lines.contains("| Nut    | a much longer   |  22 |"))
        #expect(lines.contains("|        | note that wraps |     |"))
    }

    @Test("the row rule: centred for single-line text, top aligned otherwise")
    func rowRule() {
        #expect(RowAlignment.of(items: [.text("a"), .number(1)], lineCounts: [1, 1]) == .center)
        #expect(RowAlignment.of(items: [.text("a"), .text("b\nc")], lineCounts: [1, 2]) == .top)
        #expect(RowAlignment.of(items: [.image(ImageReference("a.png")), .text("b")], lineCounts: [1, 1]) == .top)
        #expect(RowAlignment.center.offset(lines: 1, height: 3) == 1)
        #expect(RowAlignment.top.offset(lines: 1, height: 3) == 0)
    }

    @Test("too-long text is cut with …; numbers that do not fit show ### and warn")
    func truncation() throws {
        let path = try temporaryCSV("Name,Amount\nA very long product name,1234567.5\n")
        var warnings: [String] = []
        let report = try Report(
            source: try ByteSource(path: path, displayName: "t.csv"), read: ReadOptions(), settings: ReportSettings(),
            widths: [.points(80), .points(48)])
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(border: .none), totalCells: 40, fit: .error, wrap: false, color: false,
            warnings: WarningLog(write: { warnings.append($0) }), to: &out)
        #expect(out == "Name        Amount\nA very lo…  ######\n")
        #expect(
            warnings == [
                "line 2: a number in column Amount needs 11 cells, the column has 6; it shows as ### (widen the column)"
            ])
    }

    @Test("control characters and bidi overrides from the data are shown, never written raw")
    func sanitized() throws {
        let path = try temporaryCSV("a,b\n\"\u{1B}[31mred\u{1B}[0m\u{07}\",\"x\u{202E}y\u{0085}z\u{7F}\"\n")
        let text = try renderTable(path, geometry: TableGeometry(border: .ascii), width: 40)
        #expect(
            !text.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
            })
        try expectGolden(text, "sanitized-controls")
    }

    @Test("the header is bold only with colour")
    func colour() throws {
        let plain = try renderTable(samplePath("stocks.csv"), width: 80)
        let coloured = try renderTable(samplePath("stocks.csv"), width: 80, color: true)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[1mSymbol"))
    }
}
