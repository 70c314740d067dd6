import Foundation
import Testing

@testable import GridReport
@testable import GridReportTerminal

@Suite("Viewer sort and filter")
struct ViewerShapeTests {
    @Test("s and S sort by the current column, typed and stable; the same key again restores the order")
    func sort() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10, mode: .regular)
        try viewer.press(.right, .right)
        try viewer.press(.character("S"))
        var lines = try viewer.lines()
        #expect(lines[3].contains("Item 100 "))
        #expect(lines[4].contains("Item 99 "))
        #expect(lines[9].contains("sorted by price ↓"))
        try viewer.press(.character("S"))
        #expect(try viewer.lines()[3].contains("Item 1 "))
        // Text by collation, equal cities in the file's order.
        try viewer.press(.right, .character("s"))
        lines = try viewer.lines()
        #expect(lines[3].contains("Item 3 ") && lines[3].contains("Berlin"))
        #expect(lines[4].contains("Item 6 ") && lines[4].contains("Berlin"))
        try viewer.press(.character("G"))
        #expect(try viewer.lines()[8].contains("Item 98 ") && viewer.lines()[8].contains("Rome"))
    }

    @Test(
        "f filters with --where's grammar and says M of N rows; F clears it; a bad filter says why and keeps the view")
    func filter() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10, mode: .regular)
        try viewer.press(.character("f"))
        try viewer.type("price > 120")
        #expect(viewer.rowCount == 4)
        var lines = try viewer.lines()
        #expect(lines[3].contains("Item 97 "))
        #expect(lines[9].contains("row 1 of 4  4 of 100 rows"))
        // The filter in force is filled in selected: what is typed replaces it.
        try viewer.press(.character("f"))
        try viewer.type("name ~ item 5")
        #expect(viewer.rowCount == 11)
        try viewer.press(.character("f"))
        try viewer.type("nothing > 3")
        #expect(viewer.rowCount == 11)
        lines = try viewer.lines()
        // The error, too long for the status line beside the rest, shows whole above it.
        #expect(lines[7...8].joined(separator: " ").contains("no column \"nothing\""), "\(lines)")
        #expect(lines[9].hasSuffix("? help"), "\(lines[9])")
        #expect(lines[3].contains("Item 5 "))
        try viewer.press(.character("F"))
        #expect(viewer.rowCount == 100)
        #expect(!(try viewer.lines()[9].contains("of 100 rows  ")))
    }

    @Test("a filter and a sort together: the filtered rows sorted")
    func both() throws {
        let viewer = try makeViewer(itemsCSV(), width: 100, height: 10, mode: .regular, chunkBytes: 500)
        try viewer.press(.character("f"))
        try viewer.type("city == \"Paris\"")
        try viewer.press(.right, .right, .character("S"))
        #expect(viewer.rowCount == 34)
        let lines = try viewer.lines()
        #expect(lines[3].contains("Item 100 ") && lines[3].contains("Paris"))
        #expect(lines[4].contains("Item 97 "))
    }
}
