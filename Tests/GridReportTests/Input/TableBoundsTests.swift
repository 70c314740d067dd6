import Testing

@testable import GridReport

/// The header is the first record the records below agree with, by field count and by types;
/// notes below the table are a footer that `skipFooter` leaves out.
@Suite("Table bounds")
struct TableBoundsTests {
    /// Notes above and below a sheet-like table whose every row has the same field count: only
    /// the types tell the notes (text in the number and date columns) from the titles.
    static let notes = """
        Lots of people,,,
        simply cannot resist,,,notes
        at,the,top,of
        Name,Age,Born,Died
        Ann,69,1947-01-08,2016-01-10
        Bob,60,1956-10-21,2016-12-27
        Cid,90,1926-10-18,2017-03-18
        Dee,61,1955-05-17,2017-02-25
        Some,,,
        ,,at the,too!

        """

    @Test("titles under notes of the same field count: the types find them, and the notes below")
    func notesAroundTitles() throws {
        let bounds = try #require(
            TableBounds(
                preamble: Preamble.find(in: try source(Self.notes), options: CSVOptions()),
                footer: Footer.find(in: try source(Self.notes), options: CSVOptions())))
        #expect(bounds.preamble == Preamble(lines: 3, fields: 4, titled: true))
        #expect(bounds.footer == Footer(rows: 2, first: "Some"))
        #expect(
            bounds.advice.description
                == "the first 3 lines look like a preamble: the rows after them have 4 fields; the last 2 rows look like a footer below the table (the first: \"Some\"); pass skipLines 3 skipFooter 2"
        )
        // The values of the lines around the table are no missing values to advise.
        #expect(bounds.holds(["top", "Age", "at the"]))
        #expect(!bounds.holds(["top", "n/a"]))
    }

    @Test("skipFooter leaves the last records out before they are typed, however the records are cut")
    func skipFooter() throws {
        for chunkBytes in [1, 64, RecordChunk.defaultSize] {
            var options = ReadOptions()
            options.csv.skipLines = 3
            options.csv.skipFooter = 2
            options.chunkBytes = chunkBytes
            let pass = try FirstPass(try source(Self.notes), options: options)
            #expect(pass.records.columnNames == ["Name", "Age", "Born", "Died"])
            #expect(pass.profile.rowCount == 4, "chunks of \(chunkBytes)")
            #expect(pass.profile.columns[1].numbers == 4)
            #expect(Footer.find(in: pass.records) == nil)
        }
        var options = ReadOptions(hasHeader: false)
        options.csv.skipFooter = 9
        #expect(try FirstPass(try source(Self.notes), options: options).profile.rowCount == 1)
        options.csv.skipFooter = 10
        #expect(try FirstPass(try source(Self.notes), options: options).profile.rowCount == 0)
    }

    @Test("a header of titles one field short: the first column is untitled, or the last when rows end empty")
    func shortHeader() throws {
        let pass = try FirstPass(
            try source("Title line\n\nx,y\na,1,2\nb,3,4\n"), options: ReadOptions(csv: skipping(2)))
        #expect(pass.records.columnNames == ["", "x", "y"])
        #expect(pass.records.untitledColumn == 0)
        #expect(pass.profile.rowCount == 2)
        let trailing = try FirstPass(try source("x,y\n1,2,\n3,4,\n"))
        #expect(trailing.records.columnNames == ["x", "y", ""])
        #expect(trailing.records.untitledColumn == 2)
        // Numbers in the first row are no titles: its row 1 is ragged as before.
        let error = gridError { _ = try FirstPass(try source("1,2\n1,2,3\n")) }
        #expect(
            error?.reason
                == .csv(.raggedRow(at: SourceLocation(file: "data.csv", line: 2, column: 1), fields: 3, expected: 2)))
    }

    @Test("a first row that reads as a header is never skipped, nor a table with text in a number column")
    func headerFirst() throws {
        let text = "name,score\nAnn,n/a\nBob,3\nCid,4\nDee,5\n"
        #expect(Preamble.find(in: try source(text), options: CSVOptions()) == nil)
        #expect(Footer.find(in: try source(text), options: CSVOptions()) == nil)
        // A last data row whose number is text fills its row: no note.
        #expect(
            Footer.find(in: try source("name,score\nAnn,1\nBob,3\nCid,4\nDee,none\n"), options: CSVOptions()) == nil)
        #expect(
            Footer.find(in: try source("name,score\nAnn,1\nBob,3\nCid,4\n,none\n"), options: CSVOptions())
                == Footer(rows: 1, first: "none"))
        // A table of text alone has a footer only where the field count says so.
        #expect(
            Footer.find(in: try source("a,b\nx,y\nz,w\nSource: here\n"), options: CSVOptions())
                == Footer(rows: 1, first: "Source: here"))
        #expect(Footer.find(in: try source("a,b\nx,y\nz,w\n"), options: CSVOptions()) == nil)
    }

    private func skipping(_ lines: Int) -> CSVOptions {
        var options = CSVOptions()
        options.skipLines = lines
        return options
    }
}
