import Testing

@testable import GridReport

/// Comment lines and escaped quotes make rows disagree that skipping lines does not fix: the
/// advice names `comment` when comments alone disagree, and nothing when the evidence is mixed.
@Suite("Preamble: comments and escaped quotes")
struct PreambleDialectTests {
    @Test("comment lines above and within the table: pass comment '#', never skipLines")
    func comments() throws {
        let text = "# exported 2024\n# by a tool\nname,score\nAnn,1\n# a note\nBob,2\nCid,3\n"
        let error = gridError { _ = try FirstPass(try source(text)) }
        #expect(
            error?.description
                == "data.csv:3:1: row has 2 fields, the header has 1 (3 lines start with # as comments do (the first: line 1); the others have 2 fields; pass comment '#')"
        )
        var options = ReadOptions()
        options.csv.comment = UInt8(ascii: "#")
        #expect(try FirstPass(try source(text), options: options).profile.rowCount == 3)
    }

    @Test("a title above comments, or an escaped quote: no skip advice")
    func mixed() throws {
        let titled = "Results of 1948\n# final\nname,score\nAnn,1\nBob,2\nCid,3\n"
        #expect(Preamble.find(in: try source(titled), options: CSVOptions()) == nil)
        // Padded after the comma, so the quote is text and the escaped quote shows (Samples/olympics.csv).
        let escaped = "Results of 1948\nname,said,score\nAnn, \"a \\\"b\\\" c\",1\nBob,x,2\nCid,y,3\n"
        #expect(Preamble.find(in: try source(escaped), options: CSVOptions()) == nil)
        // With the escape given, the title line is what disagrees.
        var options = CSVOptions()
        options.escape = UInt8(ascii: "\\")
        #expect(
            Preamble.find(in: try source(escaped), options: options) == Preamble(lines: 1, fields: 3, titled: true))
    }

    @Test("a column titled # is no comment; a comment line ending the input is no footer")
    func hashTitle() throws {
        #expect(
            Preamble.find(in: try source("Report\n#,Name\n1,Ann\n2,Bob\n3,Cid\n"), options: CSVOptions())
                == Preamble(lines: 1, fields: 2, titled: true))
        #expect(Footer.find(in: try source("name,score\nAnn,1\nBob,2\n# end\n"), options: CSVOptions()) == nil)
        #expect(
            Footer.find(in: try source("name,score\nAnn,1\nBob,2\nthe end\n"), options: CSVOptions())
                == Footer(rows: 1, first: "the end"))
    }
}
