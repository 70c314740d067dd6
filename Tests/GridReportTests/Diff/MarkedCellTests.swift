import Foundation
import Testing

@testable import GridReport

/// Marks as the terminal views draw them: a changed cell as `old → new` (with the difference when
/// asked), in the mark's Fiori state as a status rule's state is drawn, with no rules given.
@Suite("Marked cells in the terminal views")
struct MarkedCellTests {
    static let new = """
        Id,Name,Price
        1,Apple,1312.5
        2,Pear,2
        4,Fig,4
        """
    static let old = """
        Id,Name,Price
        1,Apple,1250
        2,Pear,2.00
        3,Plum,3
        """

    static func report(delta: Bool = false) throws -> Report {
        let diff = try diffReport(Self.old, Self.new, options: DiffOptions(key: ["Id"]))
        return try DiffTable(diff, showsDelta: delta).report()
    }

    @Test("old → new, and with the difference: signed, in the column's digits, and in per cent")
    func text() {
        let renderer = NumberRenderer(NumberFormat(style: .decimal, minimumFractionDigits: 2, maximumFractionDigits: 2))
        #expect(
            MarkedCell.text(previous: .number(1250), .number(1312.5), showsDifference: true, renderer: renderer)
                == "1,250.00 → 1,312.50 (+62.50, +5.0 %)")
        #expect(
            MarkedCell.text(previous: .number(10), .number(4), showsDifference: true, renderer: renderer)
                == "10.00 → 4.00 (-6.00, -60.0 %)")
        // From 0 there is no per cent.
        #expect(
            MarkedCell.text(previous: .number(0), .number(3), showsDifference: true, renderer: nil) == "0 → 3 (+3)")
        #expect(MarkedCell.text(previous: .empty, .text("x"), showsDifference: false, renderer: nil) == "→ x")
        #expect(MarkedCell.text(previous: .text("x"), .empty, showsDifference: false, renderer: nil) == "x →")
        // A cell without an old value is drawn as it is.
        #expect(MarkedCell.item(.number(3), mark: CellMark(state: .positive), renderer: nil) == .number(3))
    }

    @Test("a text column too narrow for old → new: the old value is cut first, the new one kept whole")
    func fitted() {
        let fit = { (width: Int) in
            MarkedCell.fitted(previous: .text("Backordered"), .text("Shipped"), width: width, renderer: nil)
        }
        #expect(fit(16) == "Backo… → Shipped")
        #expect(fit(12) == "B… → Shipped")
        // Under two cells for the old value: the arrow and the new value, cut by the cell as any text.
        #expect(fit(11) == "→ Shipped")
        #expect(MarkedCell.fitted(previous: .empty, .text("Shipped"), width: 5, renderer: nil) == nil)
        #expect(
            MarkedCell.item(.text("Shipped"), mark: CellMark(previous: .text("Backordered")), renderer: nil, width: 30)
                == .text("Backordered → Shipped"))
    }

    @Test("the table at a narrow width: a changed text keeps its new value; records keep the old one whole")
    func narrowTable() throws {
        let diff = try diffReport(
            "Id,Status,Note\n1,Backordered from the supplier,first\n2,Open,second\n",
            "Id,Status,Note\n1,Shipped,first\n2,Open,second\n", options: DiffOptions(key: ["Id"]))
        let report = try DiffTable(diff).report()
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(), totalCells: 40, fit: .error, wrap: false, color: false, to: &out)
        #expect(
            out == """
                ┌────────┬────┬────────────────┬───────┐
                │ Change │ Id │ Status         │ Note  │
                ├────────┼────┼────────────────┼───────┤
                │ →      │  1 │ Bac… → Shipped │ first │
                └────────┴────┴────────────────┴───────┘

                """)
        var records = ""
        try report.renderRecords(totalCells: 40, color: false, to: &records)
        #expect(records.contains("Status: Backordered from the supplier →\n        Shipped\n"), "\(records)")
    }

    @Test("the table: the change column, old → new in the number's column, widened for it, decimals still aligned")
    func table() throws {
        let report = try Self.report()
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(), totalCells: 80, fit: .error, wrap: false, color: false, to: &out)
        #expect(
            out == """
                ┌────────┬────┬───────┬─────────────────┐
                │ Change │ Id │ Name  │           Price │
                ├────────┼────┼───────┼─────────────────┤
                │ →      │  1 │ Apple │ 1,250 → 1,312.5 │
                │ −      │  3 │ Plum  │             3   │
                │ +      │  4 │ Fig   │             4   │
                └────────┴────┴───────┴─────────────────┘

                """, "\(out)")
    }

    @Test("colour: added positive, removed negative, changed critical, as status rules are drawn, with no rule")
    func colours() throws {
        let report = try Self.report()
        let theme = TerminalTheme(theme: Theme(), depth: .palette256)
        #expect(StatusPainter(rules: .none, theme: theme) == nil)
        report.statusPainter = try #require(StatusPainter(rules: .none, theme: theme, drawsMarks: report.hasMarks))
        var out = ""
        try report.renderRegular(
            geometry: TableGeometry(), totalCells: 80, fit: .error, wrap: false, color: true, to: &out)
        let painter = try #require(report.statusPainter)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines[3].contains(painter.paint("1,250 → 1,312.5", .critical)), "\(lines[3])")
        #expect(lines[3].contains(painter.paint("→     ", .critical)))
        // The unchanged cells of a changed row are not painted.
        #expect(lines[3].contains("│ Apple │"))
        #expect(lines[4].contains(painter.paint("Plum ", .negative)))
        #expect(lines[5].contains(painter.paint("Fig  ", .positive)))
    }

    @Test("records and compact cards draw the same marks")
    func otherViews() throws {
        let report = try Self.report(delta: true)
        var records = ""
        try report.renderRecords(totalCells: 40, color: false, to: &records)
        #expect(records.contains("Price:  1,250 → 1,312.5 (+62.5, +5.0 %)"), "\(records)")
        var compact = ""
        try report.renderCompact(
            plan: try report.bindingPlan(bindOptions: [], origin: "--bind"), totalCells: 60, accessory: .none,
            color: false, to: &compact)
        #expect(compact.contains("1,250 → 1,312.5 (+62.5, +5.0 %)"), "\(compact)")
    }
}
