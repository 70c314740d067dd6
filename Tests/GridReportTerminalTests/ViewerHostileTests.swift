import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

/// Issue 47 (hostile input, round 5): the viewer's state far from its first screen.
@Suite("Viewer: hostile input, round 5 (issue 47)")
struct ViewerHostileTests {
    @Test("47.1: a match off the screen becomes the top row, as :N puts a row; one on the screen moves only the cursor")
    func searchJumps() throws {
        let viewer = try makeViewer(itemsCSV(count: 3000), width: 100, height: 10)
        try viewer.type(":2001")
        #expect(viewer.currentRow == 2000 && viewer.topRow == 2000)
        try viewer.press(.home, .character("/"))
        try viewer.type("item 2001 ")
        #expect(viewer.currentRow == 2000 && viewer.topRow == 2000)
        #expect(try viewer.lines()[3].contains("Item 2001 "))
        // The next match on the same screen: the screen stays.
        try viewer.press(.character("/"))
        try viewer.type("item 2003 ")
        #expect(viewer.currentRow == 2002 && viewer.topRow == 2000)
    }

    @Test("47.1: a match at the end is shown with the rows measured a screen's worth, not the distance's")
    func searchCostsAScreen() throws {
        let viewer = try makeViewer(itemsCSV(count: 3000), width: 100, height: 10)
        // The first screen's rows, then none but the match's screen.
        _ = try viewer.draw()
        viewer.linesCache = [:]
        try viewer.press(.character("/"))
        try viewer.type("item 2990 ")
        #expect(viewer.currentRow == 2989)
        // The first screen's rows (where the cursor was) and the match's screen: none between.
        #expect(
            viewer.linesCache.keys.allSatisfy { $0 < 10 || $0 >= 2989 - 10 },
            "\(viewer.linesCache.keys.sorted().prefix(20))")
    }

    @Test("47.2: the row shown whole scrolls to its last line at the bottom and stops; one k moves up at once")
    func recordStops() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 5)
        try viewer.press(.down, .down, .enter)
        let whole = try viewer.recordLines()
        // A rule and five fields: more than the 4 lines above the status line.
        #expect(whole.count == 6)
        for _ in 0..<30 { try viewer.press(.character("j")) }
        #expect(viewer.overlay == .record(offset: 2))
        let lines = try viewer.lines()
        #expect(lines[3] == whole[5] && lines[3].hasPrefix("note:"))
        try viewer.press(.character("k"))
        #expect(viewer.overlay == .record(offset: 1))
        try viewer.press(.pageDown, .pageDown)
        #expect(viewer.overlay == .record(offset: 2))
        try viewer.press(.character("g"))
        #expect(viewer.overlay == .record(offset: 0))
        try viewer.press(.character("G"))
        #expect(viewer.overlay == .record(offset: 2))
        try viewer.press(.wheelDown)
        #expect(viewer.overlay == .record(offset: 2))
        // A row that fits the screen does not scroll at all.
        let tall = try makeViewer(itemsCSV(), width: 100, height: 20)
        try tall.press(.enter, .character("j"), .pageDown)
        #expect(tall.overlay == .record(offset: 0))
    }
}
