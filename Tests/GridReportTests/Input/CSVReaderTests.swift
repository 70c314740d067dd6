import Testing

@testable import GridReport

@Suite("CSV reader")
struct CSVReaderTests {
    @Test("quoted fields with escapes, delimiters and line breaks inside quotes")
    func quoted() throws {
        let rows = try records("a,b,c\n\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\"\n")
        #expect(rows == [["a", "b", "c"], ["x,y", "say \"hi\"", "two\nlines"]])
    }

    @Test("LF, CRLF and CR line ends, mixed")
    func lineEnds() throws {
        #expect(try records("a,b\n1,2\n") == [["a", "b"], ["1", "2"]])
        #expect(try records("a,b\r\n1,2\r\n") == [["a", "b"], ["1", "2"]])
        #expect(try records("a,b\r1,2\r") == [["a", "b"], ["1", "2"]])
        #expect(try records("a,b\r\n1,2\n3,4\r5,6") == [["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]])
    }

    @Test("a UTF-8 BOM is dropped; the last line may lack its newline")
    func bomAndLastLine() throws {
        #expect(try records([0xEF, 0xBB, 0xBF] + Array("a,b\n1,2".utf8)) == [["a", "b"], ["1", "2"]])
    }

    @Test("empty fields, a trailing delimiter, blank lines skipped")
    func emptyFields() throws {
        #expect(try records("a,b,c\n,,\n\n1,,3\n\r\n") == [["a", "b", "c"], ["", "", ""], ["1", "", "3"]])
        #expect(try records("a,b\n1,") == [["a", "b"], ["1", ""]])
        #expect(try records("a,\"\"\n\"\",2\n") == [["a", ""], ["", "2"]])
    }

    @Test("a quote inside an unquoted field is text")
    func quoteInsideUnquoted() throws {
        #expect(try records("h,w\nBob,5'10\"\n") == [["h", "w"], ["Bob", "5'10\""]])
    }

    @Test("records larger than the buffer grow it; results do not depend on the chunk size")
    func smallBuffers() throws {
        let long = String(repeating: "x", count: 5000)
        let text = "a,b\n\"\(long)\",\"q\"\"q\"\r\n1,\"multi\nline\"\n"
        let expected = [["a", "b"], [long, "q\"q"], ["1", "multi\nline"]]
        for capacity in [16, 17, 31, 64, 1000] {
            #expect(try records(text, capacity: capacity) == expected)
        }
    }

    @Test("delimiter sniffed among , ; tab |", arguments: [",", ";", "\t", "|"])
    func sniffing(delimiter: String) throws {
        let text = [
            "name\(delimiter)price\(delimiter)qty", "\"a\(delimiter == "," ? ";" : ",")b\"\(delimiter)1\(delimiter)2",
            "c\(delimiter)3\(delimiter)4",
        ].joined(separator: "\n")
        let reader = try CSVReader(source: try source(text))
        #expect(reader.delimiter == Array(delimiter.utf8)[0])
    }

    @Test("sniffing prefers the consistent candidate over a frequent one")
    func sniffConsistency() throws {
        let reader = try CSVReader(source: try source("a;b;c\n1,5;2;3\n4;5,5,5,5;6\n"))
        #expect(reader.delimiter == UInt8(ascii: ";"))
    }

    @Test("--delimiter overrides sniffing")
    func delimiterOverride() throws {
        #expect(
            try records("a;b,c\n1;2,3\n", options: CSVOptions(delimiter: UInt8(ascii: ";"))) == [
                ["a", "b,c"], ["1", "2,3"],
            ])
    }

    @Test("lines of records after multi-line fields")
    func lineNumbers() throws {
        let reader = try CSVReader(source: try source("a,b\n\"x\ny\",1\r\n\n2,3\n"))
        var lines: [Int] = []
        while try reader.next() { lines.append(reader.line) }
        #expect(lines == [1, 2, 5])
    }

    @Test("unterminated quote is located where it opened")
    func unterminated() throws {
        let error = gridError { _ = try records("a,b\n1,2\nx,\"open\nmore\n") }
        #expect(
            error?.description
                == "data.csv:3:3: unterminated quoted field: the quote opened here is never closed (close it with a \" or double the quotes inside it as \"\", or read quotes as text with quote: none)"
        )
        #expect(error?.exitCode == 65)
    }

    @Test("text after a closing quote is an error at that place")
    func textAfterQuote() throws {
        let error = gridError { _ = try records("a,b\n\"ab\"c,2\n") }
        #expect(error?.location == "data.csv:2:5")
        #expect(error?.message == "unexpected text after a closing quote")
    }

    @Test("invalid UTF-8 is located by line and column (in characters)")
    func invalidUTF8() throws {
        let bytes = Array("a,b\né,x".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = gridError { _ = try records(bytes) }
        #expect(
            error?.description
                == "data.csv:2:4: invalid UTF-8 (byte 0xC3) (read it as Windows' code page with encoding windows-1252, or save it as UTF-8)"
        )
    }

    @Test("UTF-16 input is refused with a way out")
    func utf16() throws {
        let error = gridError { _ = try records([0xFF, 0xFE, 0x61, 0x00]) }
        #expect(
            error?.description
                == "data.csv:1:1: the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8 (read it with encoding utf-16)"
        )
    }

    @Test("ragged rows: an error by default, padded or truncated on request")
    func ragged() throws {
        let text = "a,b,c\n1,2\n1,2,3,4\n"
        let error = gridError { _ = try records(text) }
        #expect(
            error?.description
                == "data.csv:2:1: row has 2 fields, the header has 3 (every row needs 3 fields; pass ragged pad to fill short rows with empty cells)"
        )
        let long = gridError { _ = try records(text, options: CSVOptions(ragged: .pad)) }
        #expect(
            long?.description
                == "data.csv:3:1: row has 4 fields, the header has 3 (every row needs 3 fields; pass ragged truncate to drop the extra fields)"
        )
        #expect(
            try records(text, options: CSVOptions(ragged: .truncate)) == [
                ["a", "b", "c"], ["1", "2", ""], ["1", "2", "3"],
            ])
    }

    @Test("--delimiter values")
    func delimiterOption() throws {
        #expect(try CSVOptions.parseDelimiter("tab") == 9)
        #expect(try CSVOptions.parseDelimiter(";") == UInt8(ascii: ";"))
        #expect(
            gridError { _ = try CSVOptions.parseDelimiter("::") }?.description
                == "delimiter: '::' is not a single ASCII character other than a quote or a line break (use one of , ; | or tab)"
        )
    }

    @Test(
        "fields of every length split right whatever their alignment and the buffer size",
        arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t")])
    func randomSplitting(delimiter: UInt8) throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ019 .-'\"é日".unicodeScalars).map(String.init)
        let endings = ["\n", "\r\n", "\r"]
        var expected: [[String]] = []
        var text = ""
        for _ in 0..<300 {
            let fields = (0..<4).map { _ in
                (0..<Int.random(in: 0...19, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                    .joined()
            }
            // A field starting with a quote would be a quoted field; keep these unquoted.
            let row = fields.map { $0.first == "\"" ? "x" + $0 : $0 }
            if row.allSatisfy(\.isEmpty) { continue }
            expected.append(row)
            text += row.joined(separator: String(UnicodeScalar(delimiter))) + endings.randomElement(using: &generator)!
        }
        for capacity in [16, 29, 64, 4096] {
            #expect(try records(text, options: CSVOptions(delimiter: delimiter), capacity: capacity) == expected)
        }
    }
}
