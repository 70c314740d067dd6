import Testing

@testable import GridReport

/// A ragged file whose first lines alone disagree has a preamble: the advice is to skip it.
@Suite("Preamble")
struct PreambleTests {
    /// A metadata line (`rows,features,names…`) above rows of 6 numbers and a label, no titles.
    static let metadataFirst =
        "8,5,malignant,benign\n" + (1...8).map { "1\($0).5,2.25,3,4.125,0.5,\($0 % 2)\n" }.joined()

    @Test("a metadata first line above untitled rows: skip it and read them without a header")
    func metadataLine() throws {
        let found = Preamble.find(in: try source(Self.metadataFirst), options: CSVOptions())
        #expect(found == Preamble(lines: 1, fields: 6, titled: false))
        let error = gridError { _ = try FirstPass(try source(Self.metadataFirst)) }
        #expect(
            error?.description
                == "data.csv:2:1: row has 6 fields, the header has 4 (the first line looks like a preamble: the rows after it have 6 fields; pass skipLines 1 header: false)"
        )
        #expect(
            error?.reason
                == .csv(
                    .raggedOutsideTable(
                        at: SourceLocation(file: "data.csv", line: 2, column: 1), fields: 6, expected: 4,
                        bounds: try #require(
                            TableBounds(preamble: Preamble(lines: 1, fields: 6, titled: false), footer: nil))
                    )))
    }

    @Test("two title lines (one blank after them) above a titled table: skip to the titles")
    func titleLines() throws {
        let text = "Sensor export\nStation 4, building B\n\nstation,isig,temp\ns1,1.5,20\ns2,3,21\ns3,4.5,22\n"
        #expect(
            Preamble.find(in: try source(text), options: CSVOptions()) == Preamble(lines: 3, fields: 3, titled: true))
    }

    @Test("no advice when the rows disagree further down, or too few agree")
    func noPreamble() throws {
        #expect(Preamble.find(in: try source("a,b\n1,2\n3\n4,5\n"), options: CSVOptions()) == nil)
        #expect(Preamble.find(in: try source("a\n1,2\n"), options: CSVOptions()) == nil)
        let error = gridError { _ = try FirstPass(try source("a,b\n1,2\n3\n4,5\n")) }
        #expect(
            error?.reason
                == .csv(.raggedRow(at: SourceLocation(file: "data.csv", line: 3, column: 1), fields: 1, expected: 2)))
    }

    @Test("lines already skipped count in the advice")
    func alreadySkipped() throws {
        var options = CSVOptions()
        options.skipLines = 1
        let found = Preamble.find(in: try source("title\n" + Self.metadataFirst), options: options)
        #expect(found?.lines == 2)
    }

    @Test("--skip-lines that skips every line says so, not that the input is empty; one line fewer reads")
    func skippedWhole() throws {
        var options = ReadOptions()
        options.hasHeader = false
        options.csv.skipLines = 2
        let error = gridError { _ = try FirstPass(try source("a,b\n1,2\n"), options: options) }
        #expect(error?.reason == .csv(.emptyAfterSkipping(file: "data.csv", lines: 2)))
        #expect(
            error?.sentence(naming: { "\($0)" })
                == "data.csv:1:1: nothing is left after the 2 lines skipLines skips (skip fewer lines than the input has)"
        )
        options.csv.skipLines = 1
        #expect(try FirstPass(try source("a,b\n1,2\n"), options: options).profile.rowCount == 1)
        #expect(gridError { _ = try FirstPass(try source("")) }?.reason == .csv(.empty(file: "data.csv")))
    }
}
