import Testing

@testable import GridReportTerminal

@Suite("Screen of cells")
struct ScreenTests {
    @Test("styled text becomes cells: SGR escapes set styles, wide characters take two cells, the edge cuts")
    func styledText() {
        var line = ScreenLine(width: 8)
        line.write("a\u{1B}[1mb\u{1B}[0m漢c", at: 0)
        #expect(line.text == "ab漢c   ")
        #expect(line.cells[1].style.sgr == "1")
        #expect(line.cells[2].style.sgr == "")
        #expect(line.cells[3].text == "")
        var edge = ScreenLine(width: 3)
        edge.write("ab漢", at: 0)
        #expect(edge.text == "ab ")
    }

    @Test("a hyperlink's OSC escape is dropped, never drawn as characters")
    func oscDropped() {
        var line = ScreenLine(width: 10)
        line.write("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{07}", at: 0)
        #expect(line.text == "link      ")
    }

    @Test("marks lie over the renderer's styles, and the escape resets first")
    func marks() {
        var line = ScreenLine(width: 4)
        line.write("\u{1B}[31mab", at: 0)
        line.restyle(0..<1) { $0.reverse = true }
        #expect(line.cells[0].style.escape == "\u{1B}[0;31;7m")
        #expect(line.escaped.hasPrefix("\u{1B}[0;31;7ma\u{1B}[0;31mb"))
    }

    @Test("the writer sends only changed lines, inside synchronized-output brackets")
    func changedLines() {
        var writer = ScreenWriter()
        var screen = Screen(width: 5, height: 3)
        screen.write("one", line: 0)
        let first = writer.update(to: screen)
        #expect(first.hasPrefix("\u{1B}[?2026h"))
        #expect(first.hasSuffix("\u{1B}[?2026l"))
        #expect(first.contains("\u{1B}[2J"))
        #expect(writer.update(to: screen) == "")
        screen.write("two", line: 2)
        let second = writer.update(to: screen)
        // The changed line is erased before it is written (issue 47.3: stale characters stayed
        // behind where a terminal drew a character narrower than counted).
        #expect(second.contains("\u{1B}[3;1H\u{1B}[2K"))
        #expect(!second.contains("\u{1B}[1;1H"))
        #expect(!second.contains("\u{1B}[2J"))
        writer.invalidate()
        #expect(writer.update(to: screen).contains("\u{1B}[1;1H"))
    }
}
