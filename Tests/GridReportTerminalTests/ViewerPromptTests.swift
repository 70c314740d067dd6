import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

/// The prompt edits like a shell line, `f` fills in the filter in force selected (the first
/// character typed replaces it), a long error shows whole above the status line, and `? help`
/// stays on the status line at every width.
@Suite("Viewer prompt editing and status line")
struct ViewerPromptTests {
    func prompt(_ text: String, _ keys: Key...) -> Viewer.Prompt {
        var prompt = Viewer.Prompt(kind: .filter, text: text)
        for key in keys { _ = prompt.edit(key) }
        return prompt
    }

    @Test("←/→, Ctrl-A/E, Ctrl-U, Ctrl-W, Ctrl-K, Ctrl-D and Backspace edit at the cursor")
    func editing() {
        #expect(prompt("price > 12", .left, .left, .character("0")).text == "price > 012")
        #expect(prompt("price > 12", .control("a"), .character("x")).text == "xprice > 12")
        #expect(prompt("price > 12", .home, .end, .character("5")).text == "price > 125")
        #expect(prompt("price > 12", .control("u")).text == "")
        #expect(prompt("price > 12", .left, .left, .control("u")).text == "12")
        #expect(prompt("city == Paris", .control("w")).text == "city == ")
        #expect(prompt("city == Paris  ", .control("w")).text == "city == ")
        #expect(prompt("city == Paris", .control("a"), .right, .right, .control("k")).text == "ci")
        #expect(prompt("city", .control("a"), .control("d")).text == "ity")
        #expect(prompt("city", .left, .backspace).text == "ciy")
        #expect(prompt("city", .left, .backspace).cursor == 2)
        #expect(prompt("city", .right, .right, .character("!")).text == "city!")
    }

    @Test("f fills in the filter selected: typing replaces it, an arrow keeps it to edit, Backspace clears it")
    func filledIn() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10, mode: .regular)
        try viewer.press(.character("f"))
        try viewer.type("price > 120")
        #expect(viewer.rowCount == 4)
        try viewer.press(.character("f"))
        #expect(viewer.prompt == Viewer.Prompt(kind: .filter, text: "price > 120", selected: true))
        // The filled-in text is underlined, the cursor a cell out of reverse video at its end.
        let screen = try viewer.draw()
        let status = screen.lines[9].cells
        #expect(status[8].style.underline && !status[7].style.underline)
        #expect(!status[19].style.reverse && status[18].style.reverse)
        try viewer.type("price < 3")
        #expect(viewer.rowCount == 2)
        // → keeps the text (the cursor at its end) to edit.
        try viewer.press(.character("f"), .right, .backspace, .character("5"))
        #expect(viewer.prompt?.text == "price < 5")
        try viewer.press(.enter)
        #expect(viewer.rowCount == 3)
        try viewer.press(.character("f"), .backspace)
        #expect(viewer.prompt?.text == "")
        try viewer.press(.backspace)
        #expect(viewer.prompt == nil)
        try viewer.press(.character("f"), .control("u"))
        #expect(viewer.prompt?.text == "")
    }

    @Test("an error longer than the status line shows whole above it, until the next key")
    func wholeError() throws {
        let viewer = try makeViewer(itemsCSV(), width: 60, height: 12, mode: .regular)
        viewer.message =
            "--where 'nothing > 3': no column \"nothing\" (name a column by its title or by its number 1–5)"
        let lines = try viewer.lines()
        #expect(lines[9].hasPrefix("--where 'nothing > 3': no column \"nothing\" (name a column by"), "\(lines)")
        #expect(lines[10].hasPrefix("its title or by its number 1–5)"), "\(lines)")
        #expect(lines[11].hasPrefix("data.csv  row 1 of 100") && lines[11].hasSuffix("? help"), "\(lines[11])")
        try viewer.press(.down)
        #expect(!(try viewer.lines().joined().contains("number 1–5")))
    }

    @Test("? help stays at the end of the status line at every width", arguments: [20, 40, 60, 140])
    func helpStays(width: Int) throws {
        let viewer = try makeViewer(itemsCSV(), width: width, height: 8, mode: .regular)
        let status = try viewer.lines()[7]
        #expect(status.hasSuffix("? help"), "\(status)")
        #expect(TerminalText.displayWidth(status) <= width)
    }

    @Test("the first screen shows the settings' note (render's typing note) until a key is pressed")
    func note() throws {
        let content = try readReport(itemsCSV()).final
        var settings = content.settings
        settings.note =
            "note: column \"Betrag\" is text, but its values are numbers with a decimal comma ('148,20'): pass --input-locale de_DE to read them as numbers"
        let viewer = try Viewer(report: content.report, settings: settings, width: 80, height: 12)
        let lines = try viewer.lines()
        #expect(lines[9].hasPrefix("note: column \"Betrag\" is text"), "\(lines)")
        #expect(lines[10].contains("--input-locale de_DE to read them as numbers"), "\(lines)")
        try viewer.press(.down)
        #expect(!(try viewer.lines().joined().contains("decimal comma")))
    }
}
