import Foundation
import Testing

@testable import GridReport

/// A theme in the terminal with colour forced: goldens with the escapes shown as `␛`.
@Suite("Theme in the terminal: golden text")
struct ThemeGoldenTests {
    static func fiori(_ depth: ColorDepth) throws -> TerminalTheme {
        let text = try String(contentsOfFile: samplePath("fiori.nss"), encoding: .utf8)
        return TerminalTheme(theme: try ThemeParser.parse(text, file: "fiori.nss").theme, depth: depth)
    }

    static let negatives = """
        Name,Change,Price
        Alpha,-1.5,10
        Beta,2.25,-3
        """

    static func visible(_ text: String) -> String { text.replacingOccurrences(of: "\u{1B}", with: "␛") }

    @Test(
        "the regular table: rules and bars, header, first text item, negative numbers",
        arguments: [BorderStyle.unicode, .none])
    func regular(border: BorderStyle) throws {
        let report = try Report(
            source: try source(Self.negatives), read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: "Moves", limit: nil), geometry: TableGeometry(border: border),
            totalCells: 60, fit: .error, wrap: false, color: true, theme: try Self.fiori(.palette256), to: &out)
        try expectGolden(Self.visible(out), "theme-regular-\(border)-256")
        // Without the escapes, the very table that renders without a theme.
        var plain = ""
        try report.renderRegular(
            header: report.collectionHeader(title: "Moves", limit: nil), geometry: TableGeometry(border: border),
            totalCells: 60, fit: .error, wrap: false, color: false, to: &plain)
        #expect(out.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test("24-bit colour where COLORTERM says so")
    func trueColor() throws {
        let report = try Report(
            source: try source(Self.negatives), read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: 1), geometry: TableGeometry(),
            totalCells: 60, fit: .error, wrap: false, color: true, theme: try Self.fiori(.trueColor), to: &out)
        try expectGolden(Self.visible(out), "theme-regular-truecolor")
        #expect(out.contains("\u{1B}[38;2;187;0;0m"))
    }

    @Test("no colour: a theme changes nothing")
    func noColor() throws {
        let report = try Report(
            source: try source(Self.negatives), read: ReadOptions(), settings: ReportSettings(locale: "en_US"))
        var themed = ""
        var plain = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(), totalCells: 60,
            fit: .error, wrap: false, color: false, theme: try Self.fiori(.trueColor), to: &themed)
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(), totalCells: 60,
            fit: .error, wrap: false, color: false, to: &plain)
        #expect(themed == plain)
    }

    @Test("cards: frames, title, subtitle and status colours, picture boxes")
    func cards() throws {
        let report = try CollectionGoldenTests.report(samplePath("stocks.csv"))
        var out = ""
        let header = try report.cardHeader(title: "Stocks", limit: 2, arrangement: .flow(columns: nil))
        try report.renderCards(
            header: header, plan: try report.bindingPlan(bindOptions: []), totalCells: 60, pointsPerCell: 8,
            arrangement: .flow(columns: nil), color: true, theme: try Self.fiori(.palette256), to: &out)
        try expectGolden(Self.visible(out), "theme-cards-256")
    }

    @Test("compact: headline, subheadline and status as a card's, separators in the border colour")
    func compact() throws {
        let report = try CollectionGoldenTests.report(samplePath("stocks.csv"))
        let plan = try report.bindingPlan(bindOptions: [])
        var out = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: 2), plan: plan, totalCells: 50, accessory: .none,
            color: true, theme: try Self.fiori(.palette256), to: &out)
        try expectGolden(Self.visible(out), "theme-compact-256")
        var plain = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: 2), plan: plan, totalCells: 50, accessory: .none,
            color: false, to: &plain)
        #expect(out.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
        var themedWithoutColor = ""
        try report.renderCompact(
            header: report.collectionHeader(title: "Stocks", limit: 2), plan: plan, totalCells: 50, accessory: .none,
            color: false, theme: try Self.fiori(.palette256), to: &themedWithoutColor)
        #expect(themedWithoutColor == plain)
    }
}
