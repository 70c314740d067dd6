import Testing

@testable import GridReport

/// Titles that are years or ordinals above lines of notes: the header, not a first data row.
@Suite("Numbered titles")
struct NumberedTitlesTests {
    @Test("years as titles under notes: skip to them, with no --no-header")
    func years() throws {
        let text =
            "Indicator export\n\nCountry,Code,2010,2011,2012,\n"
            + "Aruba,ABW,101669,102053,,\nChad,TCD,11894727,12248901,12603670,\n"
        #expect(
            Preamble.find(in: try source(text), options: CSVOptions()) == Preamble(lines: 2, fields: 6, titled: true))
        let fiveYears = "Note\n,1940,1945,1950\nFood,22.2,44.5,59.6\nHealth,3.53,5.76,9.71\n"
        #expect(
            Preamble.find(in: try source(fiveYears), options: CSVOptions())
                == Preamble(lines: 1, fields: 4, titled: true))
    }

    @Test("ordinals as titles: a run of step 1")
    func ordinals() throws {
        let text = "Survey, wave 2\nItem,1,2,3\nbread,10,12,9\nmilk,4,7,30\n"
        #expect(
            Preamble.find(in: try source(text), options: CSVOptions()) == Preamble(lines: 1, fields: 4, titled: true))
    }

    @Test("numbers that are data: the row below makes the same run, one repeats, or no run")
    func data() throws {
        let untitled = Preamble(lines: 1, fields: 3, titled: false)
        // Start and end years of each row: the next row's years run too.
        let spans = "Terms\nAnn,1990,1995\nBob,1991,1999\nCid,2001,2004\n"
        #expect(Preamble.find(in: try source(spans), options: CSVOptions()) == untitled)
        // A row below holds a title's number in its column.
        let repeated = "Counts\nx,1,2\ny,5,2\nz,9,8\n"
        #expect(Preamble.find(in: try source(repeated), options: CSVOptions()) == untitled)
        // Not a run: up then down.
        let unordered = "Counts\nx,2014,2016,2012\ny,17,40,3\nz,9,8,1\n"
        #expect(
            Preamble.find(in: try source(unordered), options: CSVOptions())
                == Preamble(lines: 1, fields: 4, titled: false))
        // A single number is no run.
        let single = "Counts\nx,2014,a\ny,17,b\nz,9,c\n"
        #expect(
            Preamble.find(in: try source(single), options: CSVOptions())
                == Preamble(lines: 1, fields: 3, titled: false))
    }
}
