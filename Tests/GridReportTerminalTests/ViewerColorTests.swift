import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("Viewer colour and help")
struct ViewerColorTests {
    /// A viewer over items with a status rule on price, in colour or not.
    func viewer(color: Bool) throws -> Viewer {
        let viewer = try makeViewer(itemsCSV(count: 20), width: 100, height: 12, mode: .regular, color: color)
        let rule = try StatusRule.parse("price > 5:negative", origin: "--rule")
        let rules = try StatusRules.resolve([rule], schema: viewer.report.schema).rules
        if color {
            viewer.report.statusPainter = StatusPainter(
                rules: rules, theme: TerminalTheme(theme: Theme(), depth: .palette256))
        }
        return viewer
    }

    @Test("status rules colour the cells as render does; marks lie over them")
    func colours() throws {
        let screen = try viewer(color: true).draw()
        #expect(styles(of: "6.25", on: screen).allSatisfy { !$0.sgr.isEmpty })
        #expect(styles(of: " 3.75", on: screen).allSatisfy { $0.sgr.isEmpty })
        // The current row (row 1, price 1.25) is reverse video over its colours.
        #expect(styles(of: "Item 1 ", on: screen).allSatisfy { $0.reverse })
    }

    @Test("a whole condition colours the cells of the rows where it holds, as render does")
    func wholeCondition() throws {
        // As `gridreport view` does: the report's rows marked before the viewer reads them.
        let content = try readReport(itemsCSV(count: 20), mode: .regular, color: true).final
        let rule = try StatusRule.parse("price:negative:city == Rome and price > 5", origin: "--rule")
        let rules = try StatusRules.resolve([rule], schema: content.report.schema).rules
        content.report.statusPainter = StatusPainter(
            rules: rules, theme: TerminalTheme(theme: Theme(), depth: .palette256))
        content.report.markStatusStates(rules)
        let viewer = try Viewer(report: content.report, settings: content.settings, width: 100, height: 12)
        let screen = try viewer.draw()
        #expect(styles(of: "6.25", on: screen).allSatisfy { !$0.sgr.isEmpty }, "item 5: Rome, 6.25")
        #expect(styles(of: "7.5", on: screen).allSatisfy { $0.sgr.isEmpty }, "item 6: Berlin")
        #expect(styles(of: "2.5", on: screen).allSatisfy { $0.sgr.isEmpty }, "item 2: Rome, but 2.5")
        #expect(styles(of: "Rome", on: screen).allSatisfy { $0.sgr.isEmpty }, "only the rule's column")
    }

    /// The styles of the cells showing `text` (box drawing and ASCII: a character a cell).
    func styles(of text: String, on screen: Screen) -> [CellStyle] {
        guard let y = screen.lines.firstIndex(where: { $0.text.contains(text) }) else {
            Issue.record("\(text) is not on the screen")
            return []
        }
        let line = screen.lines[y].text
        let start = line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound)
        return screen.lines[y].cells[start..<(start + text.count)].map(\.style)
    }

    @Test("without colour (--color never, NO_COLOR) no cell has a colour: marks are reverse video and underline")
    func noColour() throws {
        let viewer = try viewer(color: false)
        try viewer.press(.character("/"))
        try viewer.type("Item 9")
        let screen = try viewer.draw()
        for line in screen.lines {
            for cell in line.cells { #expect(cell.style.sgr.isEmpty && !cell.style.highlight) }
        }
        #expect(screen.lines.contains { $0.cells.contains { $0.style.reverse } })
        #expect(screen.lines.contains { $0.cells.contains { $0.style.underline } })
    }

    @Test("docs/view.md lists the keys ? shows, in the same words")
    func documentedKeys() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/view.md"), encoding: .utf8)
        for row in HelpTable.rows { #expect(page.contains("| `\(row.keys)` | \(row.action) |"), "\(row.keys)") }
    }
}
