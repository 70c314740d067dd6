import Testing

@testable import GridReport

/// The dialects beyond RFC 4180, named after Python's csv and csvkit: lines skipped before the
/// header, spaces after a delimiter, an escape character in quoted fields, comment lines. Each
/// is read with buffers small enough that records straddle refills.
@Suite("CSV dialects")
struct CSVDialectTests {
    func dialect(
        skipLines: Int = 0, skipInitialSpace: Bool = false, escape: Character? = nil, comment: Character? = nil
    ) -> CSVOptions {
        var options = CSVOptions(delimiter: UInt8(ascii: ","))
        options.skipLines = skipLines
        options.skipInitialSpace = skipInitialSpace
        options.escape = escape?.asciiValue
        options.comment = comment?.asciiValue
        return options
    }

    @Test("skip lines: the preamble is skipped as lines, its quotes and delimiters mean nothing")
    func skipLines() throws {
        let text = "Medal table, \"1948\nsource: a note\r\nTeam,Medal\nJAM,GOLD\n"
        try expectRecords(text, dialect(skipLines: 2), [["Team", "Medal"], ["JAM", "GOLD"]])
        try expectRecords("one\rtwo\rTeam,Medal\r1,2", dialect(skipLines: 2), [["Team", "Medal"], ["1", "2"]])
        let reader = try CSVReader(source: try source(text), options: dialect(skipLines: 2))
        #expect(try reader.next() && reader.line == 3)
        #expect(try reader.next() && reader.line == 4)
    }

    @Test("skip lines: the delimiter is sniffed below the skipped lines")
    func skipLinesThenSniff() throws {
        var options = CSVOptions()
        options.skipLines = 1
        let reader = try CSVReader(source: try source("a note, with, commas, all, over\nx;y\n1;2\n"), options: options)
        #expect(reader.delimiter == UInt8(ascii: ";"))
    }

    @Test("skip lines past the end leaves nothing to read")
    func skipEverything() throws {
        #expect(try records("a,b\n1,2\n", options: dialect(skipLines: 5)).isEmpty)
        #expect(try records("a,b\n1,2", options: dialect(skipLines: 2)).isEmpty)
    }

    @Test("skip initial space: spaces after a delimiter go, so a quoted field may follow")
    func skipInitialSpace() throws {
        let text = "\"Team\",  \"Medal\",   \"Time\"\n\"JAM\",   \"GOLD\",    9.63\n  \"USA\", \"SILVER\",9.75\n"
        try expectRecords(
            text, dialect(skipInitialSpace: true),
            [["Team", "Medal", "Time"], ["JAM", "GOLD", "9.63"], ["USA", "SILVER", "9.75"]])
        // Without it, a quote after spaces is text in an unquoted field, as RFC 4180 reads it.
        #expect(try records("a, \"b\"\n", options: dialect()) == [["a", " \"b\""]])
        // Spaces inside a field and before a delimiter stay.
        try expectRecords("a,  b c ,d\n", dialect(skipInitialSpace: true), [["a", "b c ", "d"]])
    }

    @Test("escape: the escaped byte is text, doubled quotes still work, an escaped escape is one")
    func escape() throws {
        let text = "name,note\n\"H. Norwood \\\"Barney\\\" Ewell\",\"a \"\"b\"\" c\"\n\"back\\\\slash\",\"x\\,y\"\n"
        try expectRecords(
            text, dialect(escape: "\\"),
            [["name", "note"], ["H. Norwood \"Barney\" Ewell", "a \"b\" c"], ["back\\slash", "x,y"]])
        // Outside quotes the escape is text, as csvkit users expect of a Windows path.
        try expectRecords("p\nC:\\data\\x.csv\n", dialect(escape: "\\"), [["p"], ["C:\\data\\x.csv"]])
    }

    @Test("escape: a quote it escapes does not close the field, even at a buffer's end")
    func escapedQuoteAtBoundary() throws {
        for pad in 0..<24 {
            let value = String(repeating: "x", count: pad) + "\\\"," + "y"
            let text = "a,b\n\"\(value)\",z\n"
            try expectRecords(
                text, dialect(escape: "\\"), [["a", "b"], [String(repeating: "x", count: pad) + "\",y", "z"]])
        }
    }

    @Test("escape: many escapes in a row read in linear time")
    func manyEscapes() throws {
        let field = String(repeating: "\\\\", count: 200_000)
        let rows = try records("a\n\"\(field)\"\n", options: dialect(escape: "\\"))
        #expect(rows.last?.first?.count == 200_000)
    }

    @Test("escape: an unterminated field still says where it opened")
    func escapeUnterminated() throws {
        let error = gridError { _ = try records("a,b\n1,\"x\\\"\n", options: dialect(escape: "\\")) }
        #expect(error?.description.hasPrefix("data.csv:2:3: unterminated quoted field") == true)
    }

    @Test("comment lines are skipped anywhere, with their quotes; line numbers stay the file's")
    func comments() throws {
        let text = "# exported \"today\nTeam,Medal\n# a note, with, commas\nJAM,GOLD\r\n#last"
        try expectRecords(text, dialect(comment: "#"), [["Team", "Medal"], ["JAM", "GOLD"]])
        let reader = try CSVReader(source: try source(text), options: dialect(comment: "#"))
        #expect(try reader.next() && reader.line == 2)
        #expect(try reader.next() && reader.line == 4)
        #expect(try !reader.next())
        // A comment character inside a record is text.
        try expectRecords("a,b\n1,#2\n", dialect(comment: "#"), [["a", "b"], ["1", "#2"]])
    }

    @Test("comment lines do not count in sniffing the delimiter")
    func commentSniff() throws {
        var options = CSVOptions()
        options.comment = UInt8(ascii: "#")
        let reader = try CSVReader(source: try source("# a, b, c, d\n# e, f\nx;y\n1;2\n"), options: options)
        #expect(reader.delimiter == UInt8(ascii: ";"))
    }

    @Test("all four at once")
    func together() throws {
        let text = "Olympic results\n# 100 m\n\"Team\", \"Name\"\n\"USA\", \"H. Norwood \\\"Barney\\\" Ewell\"\n"
        try expectRecords(
            text, dialect(skipLines: 1, skipInitialSpace: true, escape: "\\", comment: "#"),
            [["Team", "Name"], ["USA", "H. Norwood \"Barney\" Ewell"]])
    }

    @Test("bad dialect characters are usage errors")
    func badCharacters() throws {
        for text in ["", "ab", "\"", "\n", " ", "é"] {
            let error = gridError { _ = try CSVOptions.parseDialectCharacter(text, setting: .escape) }
            #expect(error?.kind == .usage, "\(text)")
        }
        var options = dialect(escape: ",")
        var error = gridError { _ = try CSVReader(source: try source("a,b\n"), options: options) }
        #expect(
            error?.sentence(naming: \.specKey) == "escape: ',' is also the delimiter (give another escape character)")
        options = dialect(escape: "\\", comment: "\\")
        error = gridError { _ = try CSVReader(source: try source("a,b\n"), options: options) }
        #expect(error?.sentence(naming: \.specKey).hasPrefix("comment: '\\' is also the escape character") == true)
    }

    @Test("padded and cut rows are counted with the fields they gained or lost")
    func raggedTally() throws {
        var options = dialect()
        options.ragged = .truncate
        let reader = try CSVReader(source: try source("a,b,c\n1,2\n1,2,3,4,5\n1\n"), options: options)
        while try reader.next() {}
        #expect(reader.raggedTally.paddedRows == 2 && reader.raggedTally.addedFields == 3)
        #expect(reader.raggedTally.truncatedRows == 1 && reader.raggedTally.droppedFields == 2)
    }
}
