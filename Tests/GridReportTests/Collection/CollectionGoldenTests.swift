import Foundation
import Testing

@testable import GridReport

/// Cards, titles and See All as golden text at explicit widths (Tests/GridReportTests/Golden).
@Suite("Collection views: golden text")
struct CollectionGoldenTests {
    /// Pictures with CJK names, long and CJK titles, a row without a picture, a missing status.
    static let gallery = """
        Picture,Title,Artist,Visitors,Status
        images/富士山.png,富士山と桜の風景 (Mount Fuji with cherry blossoms in spring),葛飾北斎,125000,On view
        images/wave.jpg,The Great Wave off Kanagawa,Hokusai,98000,On loan
        ,Untitled,,12,
        images/a-very-long-file-name-for-a-picture.png,서울의 밤,김환기,4500,On view
        """

    static func report(_ path: String) throws -> Report {
        try Report(
            source: try ByteSource(path: path, displayName: URL(fileURLWithPath: path).lastPathComponent),
            read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
    }

    static func report(text: String) throws -> Report {
        try Report(
            source: try source(text, name: "gallery.csv"), read: ReadOptions(),
            settings: ReportSettings(locale: "en_US"))
    }

    static func cards(
        _ report: Report, width: Int, title: String? = nil, limit: Int? = nil,
        arrangement: Report.CardArrangement = .flow(columns: nil), color: Bool = false,
        bind: [String] = []
    ) throws -> String {
        var out = ""
        let header = try report.cardHeader(title: title, limit: limit, arrangement: arrangement)
        try report.renderCards(
            header: header, plan: try report.bindingPlan(bindOptions: bind), totalCells: width, pointsPerCell: 8,
            arrangement: arrangement, color: color, to: &out)
        return out
    }

    @Test("cards with pictures, long titles and CJK at 40, 80 and 160", arguments: [40, 80, 160])
    func gallery(width: Int) throws {
        let output = try Self.cards(try Self.report(text: Self.gallery), width: width, title: "Collection")
        #expect(lineWidths(output).allSatisfy { $0 <= width })
        try expectGolden(output, "cards-gallery-\(width)")
    }

    @Test("cards without pictures (international) at 40, 80 and 160", arguments: [40, 80, 160])
    func international(width: Int) throws {
        let output = try Self.cards(try Self.report(samplePath("international.csv")), width: width)
        #expect(lineWidths(output).allSatisfy { $0 <= width })
        try expectGolden(output, "cards-international-\(width)")
    }

    @Test("products as cards at 80, with a title and See All")
    func productsLimit() throws {
        let output = try Self.cards(try Self.report(samplePath("products.csv")), width: 80, title: "Products", limit: 4)
        try expectGolden(output, "cards-products-limit-80")
    }

    @Test("explicit bindings decide the cards' content, as in compact mode")
    func explicitBindings() throws {
        let output = try Self.cards(
            try Self.report(samplePath("products.csv")), width: 60, limit: 2,
            bind: ["Product Name=headline", "Price=status", "image=icon"])
        try expectGolden(output, "cards-products-bound-60")
    }

    @Test("numberOfColumns: two cards a line at 80")
    func columns() throws {
        let output = try Self.cards(
            try Self.report(samplePath("stocks.csv")), width: 80, limit: 3, arrangement: .flow(columns: 2))
        try expectGolden(output, "cards-stocks-columns2-80")
    }

    @Test("Horizontal Scroll: one line of as many cards as fit the width, then how many more and See All")
    func scroll() throws {
        let output = try Self.cards(
            try Self.report(samplePath("stocks.csv")), width: 80, title: "Stocks", limit: 4, arrangement: .scroll)
        #expect(output.split(separator: "\n").count == 9)
        try expectGolden(output, "cards-stocks-scroll")
        let all = try Self.cards(try Self.report(samplePath("stocks.csv")), width: 80, arrangement: .scroll)
        #expect(all.split(separator: "\n").count == 9)
        #expect(all.hasPrefix(String(repeating: " ", count: 57) + "9 more · See All (12) ›\n"))
        #expect(lineWidths(all).allSatisfy { $0 <= 80 })
        // Wide enough for every card: no See All.
        let wide = try Self.cards(try Self.report(samplePath("stocks.csv")), width: 300, arrangement: .scroll)
        #expect(wide.split(separator: "\n").count == 8)
        #expect(!wide.contains("See All"))
        #expect(lineWidths(wide).allSatisfy { $0 <= 300 })
        #expect(
            throws: GridReportError.usage(
                .limit, "21 cards do not make one Horizontal Scroll line; it shows at most 20",
                hint: "give \(Setting.limit) 20 or less, or leave out \(Setting.scroll)")
        ) {
            try Self.cards(try Self.report(samplePath("stocks.csv")), width: 80, limit: 21, arrangement: .scroll)
        }
    }

    @Test("cards with colour: bold title and headlines, dim footnotes")
    func color() throws {
        let output = try Self.cards(
            try Self.report(samplePath("stocks.csv")), width: 60, title: "Stocks", limit: 2, color: true)
        try expectGolden(output, "cards-stocks-color-60")
    }

    @Test("the empty state")
    func empty() throws {
        let output = try Self.cards(try Self.report(text: "a,b\n"), width: 40, title: "Nothing")
        #expect(output == "Nothing\nNo rows to show\n")
    }

    @Test("regular table with a title and See All")
    func regularLimit() throws {
        let report = try Self.report(samplePath("stocks.csv"))
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: "Stocks", limit: 3), geometry: TableGeometry(),
            totalCells: 80, fit: .error, wrap: false, color: false, to: &out)
        try expectGolden(out, "regular-stocks-limit-80")
        var all = ""
        try report.renderRegular(
            header: report.collectionHeader(title: "Stocks", limit: nil), geometry: TableGeometry(),
            totalCells: 80, fit: .error, wrap: false, color: false, to: &all)
        #expect(all.hasPrefix("Stocks\n┌"))
        #expect(all.split(separator: "\n").count == 1 + 3 + 12 + 1)
    }

    @Test("compact cells with a title and See All")
    func compactLimit() throws {
        let report = try Self.report(samplePath("stocks.csv"))
        var out = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: 2), plan: try report.bindingPlan(bindOptions: []),
            totalCells: 60, accessory: .disclosure, color: false, to: &out)
        try expectGolden(out, "compact-stocks-limit-60")
        var all = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: nil), plan: try report.bindingPlan(bindOptions: []),
            totalCells: 60, accessory: .none, color: false, to: &all)
        #expect(all.hasPrefix("Stocks\n▣ sap"))
    }

    @Test("a limit stops reading: rows after it are never decoded")
    func limitStopsEarly() throws {
        // The third row is ragged: reading it would fail.
        let report = try Report(source: try source("a,b\n1,2\n3,4\n"), read: ReadOptions(), settings: ReportSettings())
        var seen = 0
        try report.rows.forEach(limit: 1) { _ in seen += 1 }
        #expect(seen == 1)
        var none = 0
        try report.rows.forEach(limit: 0) { _ in none += 1 }
        #expect(none == 0)
    }
}
