import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("Viewer frequency table")
struct ViewerFrequencyTests {
    @Test("c shows the current column's values by count; Enter filters the rows to one; F clears the filter")
    func openAndFilter() throws {
        let viewer = try makeViewer(itemsCSV(count: 10), width: 80, height: 10, mode: .regular)
        try viewer.press(.right, .right, .right, .character("c"))
        #expect(viewer.report.schema.columns.map(\.name) == ["city", "Count", "%"])
        var lines = try viewer.lines()
        // Berlin: items 3, 6, 9; Paris: 1, 4, 7, 10; Rome: 2, 5, 8.
        #expect(lines[3].contains("Paris") && lines[3].contains("4") && lines[3].contains("40.0%"), "\(lines)")
        #expect(lines[4].contains("Rome") && lines[4].contains("30.0%"), "\(lines)")
        #expect(lines[5].contains("Berlin"), "\(lines)")
        #expect(lines[9].hasPrefix("data.csv › city frequency  row 1 of 3  Enter: its rows  q: back"))
        try viewer.press(.down, .enter)
        #expect(viewer.frequency == nil && viewer.rowCount == 3)
        lines = try viewer.lines()
        #expect(lines[3].contains("Item 2 ") && lines[5].contains("Item 8 "))
        #expect(lines[9].contains("3 of 10 rows where city == \"Rome\""), "\(lines[9])")
        try viewer.press(.character("F"))
        #expect(viewer.rowCount == 10 && viewer.filter == nil)
    }

    @Test("q and Esc over the table bring back the grid as it was; c over the table says what it is")
    func back() throws {
        let viewer = try makeViewer(itemsCSV(), width: 40, height: 10, mode: .regular)
        try viewer.press(.character(":"))
        try viewer.type("57")
        try viewer.press(.right, .right, .right)
        let before = try viewer.lines()
        let place = (viewer.currentRow, viewer.topRow, viewer.currentColumn, viewer.firstScrolled)
        for back in [Key.character("q"), .escape] {
            try viewer.press(.character("c"), .down, .character("c"))
            #expect(try viewer.lines().joined().contains("this is a frequency table"))
            try viewer.press(back)
            #expect(viewer.frequency == nil)
            #expect((viewer.currentRow, viewer.topRow, viewer.currentColumn, viewer.firstScrolled) == place)
            #expect(try viewer.lines() == before)
        }
    }

    @Test("within a filter: the table counts the rows it keeps, and Enter adds the value to it")
    func withinFilter() throws {
        let viewer = try makeViewer(itemsCSV(count: 10), width: 80, height: 10, mode: .regular)
        try viewer.press(.character("f"))
        try viewer.type("price > 5")
        try viewer.press(.right, .right, .right, .character("c"))
        // Items 5 to 10: two in each city, Rome first in the file.
        #expect(try viewer.lines()[3].contains("Rome") && viewer.lines()[3].contains("33.3%"))
        try viewer.press(.enter)
        #expect(viewer.filter?.text == "(price > 5) and city == \"Rome\"")
        #expect(viewer.rowCount == 2)
    }

    @Test("Enter on a text that another value spells in other case says that the filter keeps both")
    func caseNote() throws {
        let viewer = try makeViewer("code,n\nAB,1\nab,2\nAB,3\nCD,4\n", width: 80, height: 10, mode: .regular)
        try viewer.press(.character("c"), .enter)
        #expect(viewer.rowCount == 3)
        #expect(viewer.message == "note: == compares text without regard to case, so the rows of \"ab\" show too")
        try viewer.press(.character("F"), .character("c"), .down, .down, .enter)
        #expect(viewer.filter?.text == "code == \"CD\"" && viewer.message == nil)
    }
}
