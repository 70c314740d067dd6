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
        #expect(viewer.linesCache.keys.allSatisfy { $0 >= 2989 - 10 }, "\(viewer.linesCache.keys.sorted().prefix(5))")
    }
}
