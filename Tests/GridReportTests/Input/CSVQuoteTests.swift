import Testing

@testable import GridReport

/// The quote character: another one than `"`, none at all, and none chosen by the reader for a
/// tab file whose quotes are not CSV quotes. Read with buffers small enough that records
/// straddle refills.
@Suite("CSV quoting")
struct CSVQuoteTests {
    func options(delimiter: Character? = nil, quote: UInt8?, given: Bool = true) -> CSVOptions {
        var options = CSVOptions(delimiter: delimiter?.asciiValue)
        options.quote = quote
        options.quoteGiven = given
        return options
    }

    @Test("a single quote quotes fields, doubled inside them; a double quote is text")
    func singleQuote() throws {
        try expectRecords(
            "'name','said'\n'Smith, J.','it''s \"fine\"'\n", options(quote: UInt8(ascii: "'")),
            [["name", "said"], ["Smith, J.", "it's \"fine\""]])
    }

    @Test("no quoting: every field as written, quotes and all, a quote at its start too")
    func noQuote() throws {
        try expectRecords(
            "a,b\n\"x\" y,\"\n\"z\",2\n", options(delimiter: ",", quote: nil),
            [["a", "b"], ["\"x\" y", "\""], ["\"z\"", "2"]])
    }

    @Test("a tab file whose first lines cannot be CSV-quoted is read without quoting")
    func sniffedOff() throws {
        let text = "id\tnote\n1\t\"?\" written in nematode column\n2\t\"\n"
        let expected = [["id", "note"], ["1", "\"?\" written in nematode column"], ["2", "\""]]
        #expect(try records(text, options: options(quote: CSVOptions.doubleQuote, given: false)) == expected)
        let reader = try CSVReader(
            source: try source(text), options: options(quote: CSVOptions.doubleQuote, given: false))
        #expect(reader.quotingSniffedOff && reader.quote == nil)
    }

    @Test("quoting stays where it is CSV's, where it was given, and in comma files")
    func sniffKeeps() throws {
        // A tab file with CSV quotes: a tab and a line break inside a quoted field.
        try expectRecords(
            "a\tb\n\"x\ty\"\t\"1\n2\"\n", CSVOptions(), [["a", "b"], ["x\ty", "1\n2"]])
        #expect(
            try CSVReader(source: try source("a\tb\n\"x\"\t1\n"), options: CSVOptions()).quotingSniffedOff == false)
        // Given: the quote is CSV's, and the field is an error.
        #expect(throws: GridReportError.self) {
            try records("a\tb\n\"x\" y\t1\n", options: options(quote: CSVOptions.doubleQuote))
        }
        // A comma file is never sniffed: a stray quote is an error there.
        #expect(throws: GridReportError.self) { try records("a,b\n\"x\" y,1\n", options: CSVOptions()) }
    }

    @Test("the sniffer: a field that goes on after its closing quote; one left open tells nothing")
    func sniffer() {
        func areCSV(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { QuoteSniffer.quotesAreCSV($0, quote: 0x22, delimiter: 0x09) }
        }
        #expect(areCSV("a\t\"b\"\"c\"\n\"d\"\t5'10\"\n"))
        #expect(!areCSV("a\t\"b\" c\n"))
        #expect(!areCSV("\"b\"c\td\n"))
        #expect(!areCSV("a\t\"b\n\"c\" d\n"))
        #expect(areCSV("a\t\"b\n"))
        #expect(areCSV("a\tb\"c\" d\n"))
    }

    @Test("quote settings: one visible ASCII character or none, and not the delimiter")
    func parsing() throws {
        #expect(try CSVOptions.parseQuote("'") == UInt8(ascii: "'"))
        #expect(try CSVOptions.parseQuote("none") == nil)
        for bad in ["", "ab", "\t", " ", "é"] {
            #expect(throws: GridReportError.self) { try CSVOptions.parseQuote(bad) }
        }
        var options = CSVOptions(delimiter: UInt8(ascii: ","))
        options.quote = UInt8(ascii: ",")
        #expect(throws: GridReportError.self) { try records("a,b\n", options: options) }
    }
}
