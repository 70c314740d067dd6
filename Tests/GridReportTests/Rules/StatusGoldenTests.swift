import Foundation
import Testing

@testable import GridReport

/// Status rules in the terminal with colour forced: goldens at explicit widths, the escapes
/// shown as `␛`; without the escapes, each is the very text drawn without rules.
@Suite("Status rules in the terminal: golden text")
struct StatusGoldenTests {
    static let csv = """
        Name,Change,Status
        Alpha,-1.5,Open
        Beta,2.25,On hold
        Gamma,0,open
        A much longer name that wraps,-0.25,Closed
        """

    static func report(rules: [String], theme: TerminalTheme?) throws -> Report {
        let report = try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings())
        let parsed = try rules.map { try StatusRule.parse($0, origin: "--rule") }
        report.statusPainter = StatusPainter(
            rules: try StatusRules.resolve(parsed, schema: report.schema).rules,
            theme: theme ?? TerminalTheme(theme: Theme(), depth: .palette256))
        return report
    }

    static let rules = ["Change < 0:negative", "Change > 0:positive", "Status == open:information"]

    static func visible(_ text: String) -> String { text.replacingOccurrences(of: "\u{1B}", with: "␛") }

    @Test("the regular table, wrapped and single-line rows, with and without a theme", arguments: [false, true])
    func regular(themed: Bool) throws {
        let theme = themed ? try ThemeGoldenTests.fiori(.trueColor) : nil
        let report = try Self.report(rules: Self.rules, theme: theme)
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(), totalCells: 40,
            fit: .error, wrap: true, color: true, theme: theme, to: &out)
        try expectGolden(Self.visible(out), "status-regular-40\(themed ? "-fiori" : "")")
        report.statusPainter = nil
        var plain = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(), totalCells: 40,
            fit: .error, wrap: true, color: true, theme: theme, to: &plain)
        #expect(
            out.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain.replacing(/\u{1B}\[[0-9;]*m/, with: ""),
            "rules change colours, never the layout")
    }

    @Test("records and compact at 40")
    func others() throws {
        let report = try Self.report(rules: Self.rules, theme: nil)
        var records = ""
        try report.renderRecords(totalCells: 40, color: true, to: &records)
        try expectGolden(Self.visible(records), "status-records-40")
        var compact = ""
        try report.renderCompact(
            plan: try report.bindingPlan(bindOptions: [], origin: "--bind"), totalCells: 40, accessory: .none,
            color: true, to: &compact)
        try expectGolden(Self.visible(compact), "status-compact-40")
    }

    @Test("--border none with a theme: after a coloured cell the line's own colour resumes")
    func borderNone() throws {
        let theme = try ThemeGoldenTests.fiori(.palette256)
        let report = try Self.report(rules: ["Change < 0:negative"], theme: theme)
        var out = ""
        try report.renderRegular(
            header: report.collectionHeader(title: nil, limit: nil), geometry: TableGeometry(border: .none),
            totalCells: 40, fit: .error, wrap: false, color: true, theme: theme, to: &out)
        let alpha = try #require(out.split(separator: "\n").first { $0.contains("Alpha") })
        let text = try #require(theme.style(theme.theme.text, background: theme.theme.cellBackground))
        #expect(alpha.contains("-1.5 \u{1B}[22;39m" + text.on + "  Open"), "\(Self.visible(String(alpha)))")
    }
}
