import Foundation
import Testing

@testable import GridReport

/// Issue 25's views that never cut what identifies a row, as golden text at 20, 40, 80, 120 and
/// 160 cells on `Samples/` (Tests/GridReportTests/Golden/whole): cards sized from their content,
/// `--scroll` within the width, records with values under their titles, compact without trailing
/// spaces.
@Suite("Whole values: cards, scroll, records and compact at five widths")
struct WholeValueGoldenTests {
    static let widths = [20, 40, 80, 120, 160]

    static func orders() throws -> Report { try sampleReport("purchase-orders.csv") }

    /// Every line within the width, none ending with a space.
    static func expectFits(_ text: String, width: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n") {
            #expect(TerminalText.displayWidth(String(line)) <= width, "\(line)", sourceLocation: sourceLocation)
            #expect(line.last != " ", "\(line)", sourceLocation: sourceLocation)
        }
    }

    /// The identifiers, timestamps and amounts of the first `rows` rows, as the views show them.
    static func wholeValues(rows: Int) throws -> [String] {
        let lines = try String(contentsOfFile: samplePath("purchase-orders.csv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().prefix(rows)
        return lines.flatMap { line -> [String] in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return [fields[0], fields[1], fields[2]]
        }
    }

    @Test("cards: identifiers and timestamps whole, free text cut, at every width", arguments: widths)
    func cards(width: Int) throws {
        let output = try CollectionGoldenTests.cards(
            try Self.orders(), width: width, title: "Purchase orders", limit: 6)
        Self.expectFits(output, width: width)
        // Joined without the frames, a wrapped value reads whole again.
        let flat = output.replacing(/[│\n ]/, with: "")
        for value in try Self.wholeValues(rows: 6) where width >= 40 || !value.contains(" ") {
            #expect(output.contains(value) || flat.contains(value.replacing(" ", with: "")), "\(value) at \(width)")
        }
        try expectGolden(output, "whole/cards-purchase-orders-\(width)")
    }

    @Test("cards: Excel's local date-times (text) are never cut", arguments: widths)
    func ordersUS(width: Int) throws {
        let output = try CollectionGoldenTests.cards(try sampleReport("orders-us.csv"), width: width)
        Self.expectFits(output, width: width)
        if width >= 40 {
            for shipped in ["7/16/2019 9:05", "7/10/2019 14:30", "12/23/2019 10:00", "1/3/2020 17:55"] {
                #expect(output.contains(shipped), "\(shipped) at \(width)")
            }
        }
        try expectGolden(output, "whole/cards-orders-us-\(width)")
    }

    @Test("--scroll: as many cards as fit the width, then how many more", arguments: widths)
    func scroll(width: Int) throws {
        let output = try CollectionGoldenTests.cards(try Self.orders(), width: width, arrangement: .scroll)
        Self.expectFits(output, width: width)
        // At 20 cells the count gives way to See All.
        let more = width >= 40 ? " more · See All (30) ›" : "See All (30) ›"
        #expect(output.split(separator: "\n").first?.hasSuffix(more) == true)
        try expectGolden(output, "whole/scroll-purchase-orders-\(width)")
    }

    @Test("records: a value that does not fit beside its title goes under it", arguments: widths)
    func records(width: Int) throws {
        let report = try Self.orders()
        var output = ""
        try report.renderRecords(
            header: report.collectionHeader(title: nil, limit: 2), totalCells: width, color: false, to: &output)
        Self.expectFits(output, width: width)
        let lines = output.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
        for value in try Self.wholeValues(rows: 2) {
            #expect(
                lines.contains { $0.hasSuffix(value) } || (width < 24 && value.contains(" ")), "\(value) at \(width)")
        }
        try expectGolden(output, "whole/records-purchase-orders-\(width)")
    }

    @Test("compact: no trailing spaces; identifiers, timestamps and amounts whole", arguments: widths)
    func compact(width: Int) throws {
        let report = try Self.orders()
        let plan = try report.bindingPlan(bindOptions: [])
        var output = ""
        try report.renderCompact(
            header: report.collectionHeader(title: nil, limit: 2), plan: plan, totalCells: width,
            accessory: .disclosure, color: false, labels: true, to: &output)
        Self.expectFits(output, width: width)
        #expect(!output.contains("PO-2024-10…") && !output.contains("2024-11-20 08:4…"))
        try expectGolden(output, "whole/compact-purchase-orders-\(width)")
    }

    @Test("compact with colour: a styled line ends with its reset, never with padding")
    func compactColor() throws {
        let report = try CollectionGoldenTests.report(samplePath("stocks.csv"))
        var output = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: 3), plan: try report.bindingPlan(bindOptions: []),
            totalCells: 60, accessory: .none, color: true, labels: true, to: &output)
        let lines = output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.last != " " })
        #expect(lines.contains { $0.hasSuffix("\u{1B}[22m") })
    }

    @Test("cards in sections and with a theme keep identifiers whole")
    func sectionsAndTheme() throws {
        let report = try Self.orders()
        let plan = try #require(try SectionPlan.resolve(try sectionRequest(groupBy: ["status"]), schema: report.schema))
        report.sectionPlan = plan
        var sections = ""
        try report.renderCardSections(
            plan, binding: try report.bindingPlan(bindOptions: []), totalCells: 80, pointsPerCell: 8, columns: nil,
            color: false, to: &sections)
        Self.expectFits(sections, width: 80)
        for value in try Self.wholeValues(rows: 30) { #expect(sections.contains(value), "\(value)") }
        #expect(!sections.contains("PO-2024-10…"))
        let themed = try Self.orders()
        var colored = ""
        try themed.renderCards(
            header: try themed.cardHeader(title: "Orders", limit: 3, arrangement: .scroll),
            plan: try themed.bindingPlan(bindOptions: []), totalCells: 80, pointsPerCell: 8, arrangement: .scroll,
            color: true, theme: try ThemeGoldenTests.fiori(.palette256), to: &colored)
        let plain = colored.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        Self.expectFits(plain, width: 80)
        #expect(plain.contains("PO-2024-100002") && plain.contains("2024-11-20 08:45:00"))
        try expectGolden(ThemeGoldenTests.visible(colored), "whole/scroll-theme-80")
    }
}
