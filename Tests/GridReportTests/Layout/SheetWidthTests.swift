import Testing

@testable import GridReport

/// Issue 38: a sheet's column was as wide as its whole title, so a number column with a long title
/// was three times as wide as its numbers.
@Suite("A sheet's columns: as wide as their values, long titles wrapped in the header")
struct SheetWidthTests {
    static func cells(_ csv: String) throws -> [Int] {
        try Report(source: try source(csv), read: ReadOptions(), settings: ReportSettings()).sheetNaturalCells
    }

    @Test("a long title wraps onto at most three lines beside its values, never below 10 cells")
    func longTitles() throws {
        let cells = try Self.cells(
            """
            State,Montgomery GI Bill-Active Duty,Value With Dividends,Households below the poverty line (percent)
            Alabama,6718,356.90,16.8
            Arizona,8902,1023.5,14.1
            """)
        // `Montgomery` / `GI Bill-` / `Active Duty`; `Value With` / `Dividends`; the last needs 16
        // cells to take three lines, though its values take 4.
        #expect(cells == [7, 11, 10, 16])
    }

    @Test("a title no wider than its values, or than 10 cells, is as before: the column's width")
    func shortTitles() throws {
        #expect(try Self.cells("Name,Measure 71,N\nAlpha,2627.5,3\n") == [5, 10, 1])
        #expect(try Self.cells("Price in euro\n1234567890123.5\n") == [19])
    }

    @Test("a sheet breaks a title only at spaces and after a hyphen, never after _ as the terminal does")
    func sheetBreaks() throws {
        // The terminal breaks `flipper_` / `length_mm`; Excel and LibreOffice would cut the word.
        #expect(try Self.cells("flipper_length_mm\n181\n") == [17])
        #expect(try Self.cells("flipper_length_mm per-individual\n181\n") == [17])
        #expect(TitleLines.lineCount("flipper_length_mm per-individual", width: 17, breaks: WordBreaks.sheetTitle) == 2)
        #expect(TitleLines.lineCount("a b\nc", width: 10, breaks: WordBreaks.sheetTitle) == 2)
    }
}
