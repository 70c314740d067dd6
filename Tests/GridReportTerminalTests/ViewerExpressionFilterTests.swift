import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("The viewer's filter takes whole conditions")
struct ViewerExpressionFilterTests {
    @Test("f joins conditions with and, or and parentheses; a mistake says why and keeps the view")
    func compound() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10, mode: .regular)
        try viewer.press(.character("f"))
        try viewer.type("city == Paris and (price > 100 or id * 2 < 5)")
        // Paris is every third item from 1; price is 1.25 × id: ids 1, 82, 85, … 100.
        #expect(viewer.rowCount == 8)
        #expect(try viewer.lines()[9].contains("8 of 100 rows"))
        try viewer.press(.character("F"))
        try viewer.press(.character("f"))
        try viewer.type("city == Paris and pricee > 100")
        #expect(viewer.rowCount == 100)
        #expect(viewer.message?.contains("did you mean \"price\"") == true, "\(viewer.message ?? "")")
        try viewer.press(.character("f"))
        for _ in 0..<(viewer.prompt?.text.count ?? 0) { _ = try viewer.handle(.backspace) }
        try viewer.type("city == Paris and Rome")
        #expect(viewer.rowCount == 100)
        #expect(
            viewer.message?.contains("\"Rome\" after \"and\" is not a condition") == true, "\(viewer.message ?? "")")
    }
}
