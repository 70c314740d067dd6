import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("Viewer state and screen")
struct ViewerTests {
    @Test("the first screen: header frozen, rows as render shows them, the status line, the current row marked")
    func firstScreen() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10)
        let screen = try viewer.draw()
        let lines = screen.text.components(separatedBy: "\n")
        #expect(lines.count == 10)
        #expect(lines[0].hasPrefix("┌"))
        #expect(lines[1].contains("name") && lines[1].contains("price"))
        #expect(lines[3].contains("Item 1 ") && lines[3].contains("1.25"))
        #expect(lines[9] == "data.csv  row 1 of 100  id (number)  regular  ? help")
        #expect(screen.lines[3].cells[0].style.reverse)
        #expect(!screen.lines[4].cells[0].style.reverse)
        #expect(screen.lines[9].cells[0].style.reverse)
        // The values are render's, cell for cell.
        var rendered = ""
        try viewer.report.renderRegular(
            geometry: TableGeometry(), totalCells: 100, fit: .error, wrap: false, color: false, to: &rendered)
        let table = rendered.components(separatedBy: "\n")
        for y in 0..<9 { #expect(lines[y] == table[y]) }
    }

    @Test("↓ ↑ move a row, PgDn and PgUp a screen, G the last row with the screen full, g the first")
    func moving() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10)
        try viewer.press(.down, .character("j"), .character("j"), .up)
        #expect(viewer.currentRow == 2)
        try viewer.press(.pageDown)
        #expect(viewer.currentRow == 8 && viewer.topRow == 6)
        try viewer.press(.character("b"))
        #expect(viewer.currentRow == 2 && viewer.topRow == 0)
        try viewer.press(.character("G"))
        let lines = try viewer.lines()
        #expect(viewer.currentRow == 99)
        #expect(lines[8].contains("Item 100 "))
        #expect(lines[3].contains("Item 95 "))
        #expect(lines[9].hasPrefix("data.csv  row 100 of 100"))
        try viewer.press(.home)
        #expect(viewer.currentRow == 0 && viewer.topRow == 0)
        try viewer.type(":50")
        #expect(viewer.currentRow == 49)
        #expect(try viewer.lines().contains { $0.contains("Item 50 ") })
        try viewer.type(":x")
        #expect(viewer.currentRow == 49)
        #expect(try viewer.lines()[9].contains("not a row number: x"))
        try viewer.press(.wheelDown)
        #expect(viewer.topRow >= 3)
    }

    @Test("← → move through the columns; the key column stays at the left while the others scroll")
    func columns() throws {
        let viewer = try makeViewer(itemsCSV(), width: 40, height: 10, mode: .regular)
        let first = try viewer.lines()
        #expect(first[1].contains("id") && first[1].contains("name"))
        try viewer.press(.right, .right, .right, .right)
        let scrolled = try viewer.lines()
        #expect(scrolled[1].contains("id"))
        #expect(scrolled[1].contains("note"))
        #expect(!scrolled[1].contains("name"))
        // The status line is cut before `? help`, which stays at every width (issue 46.4).
        #expect(scrolled[9] == "data.csv  row 1 of 100  note (t…  ? help", "\(scrolled[9])")
        // Every line of the table fits the window: a column is shown whole or not at all.
        for line in scrolled { #expect(TerminalText.displayWidth(line) <= 40) }
        try viewer.press(.left, .left, .left, .left)
        #expect(try viewer.lines()[1].contains("name"))
    }

    @Test("/ finds the next row containing the text, n and N the next and previous; a wrap and a miss say so")
    func search() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10)
        try viewer.press(.character("/"))
        try viewer.type("item 50 ")
        #expect(viewer.currentRow == 49)
        try viewer.press(.character("/"))
        try viewer.type("ITEM")
        #expect(viewer.currentRow == 49)
        #expect(try viewer.lines()[9].contains("not found: ITEM"))
        try viewer.type(":61")
        try viewer.press(.character("/"))
        try viewer.type("Item 5 ")
        #expect(viewer.currentRow == 4)
        #expect(try viewer.lines()[9].contains("wrapped around"))
        try viewer.press(.character("N"))
        #expect(viewer.currentRow == 4)
        try viewer.press(.character("/"))
        try viewer.type("berlin")
        #expect(viewer.currentRow == 5)
        try viewer.press(.character("n"))
        #expect(viewer.currentRow == 8)
        try viewer.press(.character("N"))
        #expect(viewer.currentRow == 5)
        // The matches on screen are marked (underlined without colour).
        let screen = try viewer.draw()
        let y = screen.lines.firstIndex { $0.text.contains("Berlin") }!
        let x = Array(screen.lines[y].text).firstIndex(of: "B")!
        #expect(screen.lines[y].cells[x].style.underline)
    }

    @Test("Enter shows the row as records shows it; Esc and q return to the same place")
    func oneRowWhole() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 12)
        try viewer.press(.down, .down, .enter)
        let lines = try viewer.lines()
        #expect(lines[0].hasPrefix("── 3 ─"))
        #expect(lines.contains { $0.hasPrefix("name:") && $0.contains("Item 3") })
        #expect(lines.contains { $0.hasPrefix("note:") && $0.contains("a note about item 3") })
        try viewer.press(.escape)
        #expect(viewer.overlay == .none && viewer.currentRow == 2)
        try viewer.press(.enter, .character("q"))
        #expect(viewer.overlay == .none)
    }

    @Test("m cycles regular, compact and records; auto follows the width across the breakpoint")
    func modes() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 20)
        #expect(viewer.mode == .regular)
        try viewer.press(.character("m"))
        #expect(viewer.mode == .compact)
        #expect(!(try viewer.lines()[0].hasPrefix("┌")))
        try viewer.press(.character("m"))
        #expect(viewer.mode == .records)
        #expect(try viewer.lines()[0].hasPrefix("── 1 "))
        try viewer.press(.character("m"))
        #expect(viewer.mode == .regular)

        let auto = try makeViewer(itemsCSV(), width: 100, height: 20)
        try auto.type(":40")
        try auto.resize(width: 60, height: 20)
        #expect(auto.mode == .compact)
        let compact = try auto.lines()
        #expect(!compact[0].hasPrefix("┌"))
        #expect(compact.contains { $0.contains("Item 40") })
        try auto.resize(width: 140, height: 20)
        #expect(auto.mode == .regular)
        #expect(try auto.lines().contains { $0.contains("Item 40 ") })
    }

    @Test("? shows the keys over the view; any key closes it; q, Esc and Ctrl-C leave")
    func helpAndLeaving() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 20)
        try viewer.press(.character("?"))
        let lines = try viewer.lines()
        #expect(lines.contains { $0.contains("Keys") })
        #expect(lines.contains { $0.contains("q Esc Ctrl-C") })
        #expect(try viewer.handle(.character("x")) == .none)
        #expect(viewer.overlay == .none)
        #expect(try viewer.handle(.character("q")) == .quit(status: 0))
        #expect(try viewer.handle(.escape) == .quit(status: 0))
        #expect(try viewer.handle(.control("c")) == .quit(status: 130))
        #expect(try viewer.handle(.control("z")) == .suspend)
    }

    @Test("escapes, bidi controls and OSC sequences in values and titles stay inert, as render shows them")
    func hostile() throws {
        let csv = "na\u{1B}[31mme,val\nx\u{1B}]8;;http://evil\u{07}y\u{202E}z,1\n"
        let viewer = try makeViewer(csv, width: 60, height: 8, mode: .regular)
        let screen = try viewer.draw()
        for line in screen.lines {
            for cell in line.cells {
                #expect(!cell.text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" })
            }
        }
        var rendered = ""
        try viewer.report.renderRegular(
            geometry: TableGeometry(), totalCells: 60, fit: .error, wrap: false, color: false, to: &rendered)
        let table = rendered.components(separatedBy: "\n")
        let lines = screen.text.components(separatedBy: "\n")
        for y in 0..<4 { #expect(lines[y] == table[y]) }
    }

    @Test("no rows: the header and `no rows`")
    func empty() throws {
        let viewer = try makeViewer("a,b\n", width: 40, height: 6, mode: .regular)
        let lines = try viewer.lines()
        #expect(lines[3] == "no rows")
        #expect(lines[5].contains("no rows"))
        try viewer.press(.down, .character("G"), .enter)
        #expect(viewer.currentRow == 0 && viewer.overlay == .none)
    }

    @Test("rows come from the seek index across many chunks, the same as read in order")
    func manyChunks() throws {
        let viewer = try makeViewer(itemsCSV(count: 500), width: 100, height: 10, chunkBytes: 300)
        try viewer.press(.character("G"))
        #expect(try viewer.lines()[8].contains("Item 500 "))
        try viewer.type(":250")
        #expect(try viewer.lines().contains { $0.contains("│ 250 │ Item 250 ") })
    }
}

@Suite("Column window")
struct ColumnWindowTests {
    @Test("its line width is the renderer's, in every border and with an accessory")
    func lineWidth() throws {
        let report = try makeViewer(itemsCSV(count: 5)).report
        for border in [BorderStyle.unicode, .ascii, .none] {
            for accessory in [Accessory.none, .disclosure] {
                let geometry = TableGeometry(border: border, accessory: accessory)
                let settings = ViewerSettings(
                    geometry: geometry, fit: .error, color: false, theme: nil,
                    plan: try report.bindingPlan(bindOptions: []),
                    labels: true, keys: nil, mode: .regular, compactBelowPoints: 600, name: "x")
                let window = try ColumnWindow(report: report, settings: settings, width: 200)
                let columns = Array(window.order.prefix(3))
                var options = RegularTableRenderer.Options(border: border, accessory: accessory)
                options.spacingCells = geometry.spacingCells
                let renderer = RegularTableRenderer(
                    schema: report.schema, columns: columns, cells: columns.map { window.cells[$0] },
                    renderers: report.renderers, options: options)
                #expect(window.lineWidth(columns, geometry: geometry) == renderer.lineWidth, "\(border) \(accessory)")
            }
        }
    }
}
