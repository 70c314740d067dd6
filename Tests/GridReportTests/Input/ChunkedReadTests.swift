import Foundation
import Testing

@testable import GridReport

/// Both passes cut the input into chunks of records read on several threads. Whatever the cut,
/// the profile, the rows and the first error must be those of one reader going through the file:
/// each input here is read in one chunk and in one-record chunks, and the two must agree.
@Suite("Chunked reading")
struct ChunkedReadTests {
    struct Outcome: Equatable {
        var profile: DataProfile?
        var rows: [GridRow] = []
        var error: String?
    }

    func read(_ bytes: [UInt8], chunkSize: Int, read options: ReadOptions = ReadOptions(), types: [ColumnType]? = nil)
        throws -> Outcome
    {
        var options = options
        options.chunkBytes = chunkSize
        var outcome = Outcome()
        do {
            let pass = try FirstPass(try source(bytes), options: options)
            outcome.profile = pass.profile
            var schema = try SchemaBuilder.build(profile: pass.profile, settings: ReportSettings())
            if let types { for index in types.indices { schema.columns[index].type = types[index] } }
            try RowSource(records: pass.records, schema: schema).forEach { outcome.rows.append($0) }
        } catch let error as GridReportError {
            outcome.error = error.description
        }
        return outcome
    }

    @discardableResult
    func expectSameWhateverTheCut(
        _ text: String, read options: ReadOptions = ReadOptions(), types: [ColumnType]? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        try expectSameWhateverTheCut(Array(text.utf8), read: options, types: types, sourceLocation: sourceLocation)
    }

    @discardableResult
    func expectSameWhateverTheCut(
        _ bytes: [UInt8], read options: ReadOptions = ReadOptions(), types: [ColumnType]? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let whole = try read(bytes, chunkSize: .max, read: options, types: types)
        for size in [1, 7, 40] {
            let cut = try read(bytes, chunkSize: size, read: options, types: types)
            #expect(cut == whole, "chunks of \(size) bytes", sourceLocation: sourceLocation)
        }
        return whole
    }

    @Test("a number column that turns text halfway keeps one pass's statistics")
    func numberThenText() throws {
        let outcome = try expectSameWhateverTheCut("a,b\n1.5,x\n22.25,y\n007,z\nfoo,w\n3.125,v\n-4,u\n")
        let column = try #require(outcome.profile?.columns[0])
        #expect(column.numbers == 2 && column.identifiers == 1 && column.nonMissing == 6)
        #expect(column.maxFractionDigits == 2 && column.firstTextLine == 4)
    }

    @Test("currency amounts are numbers, and a column that mixes symbols is text, whatever the cut")
    func currencyAmounts() throws {
        let outcome = try expectSameWhateverTheCut("a,b,c\n$1.50,$1,x\n($2.25),€2,y\n-$3,$3,z\n$-4,£4,w\n")
        #expect(outcome.rows.map { $0.items[0] } == [.number(1.5), .number(-2.25), .number(-3), .number(-4)])
        #expect(outcome.rows.map { $0.items[1] } == [.text("$1"), .text("€2"), .text("$3"), .text("£4")])
        let mixed = try #require(outcome.profile?.columns[1])
        #expect(mixed.inferredType == .text && mixed.currencySymbolsDiffer && mixed.offending.entries.isEmpty)
    }

    @Test("a text column that gives up explaining itself (fuzz csv_fixed's find) counts nothing after")
    func gaveUpExplaining() throws {
        let outcome = try expectSameWhateverTheCut(
            "n,m\n1e5,-3\n.5,+2.25\n1e400,007\n1234567890123456,0\n", read: ReadOptions(hasHeader: false))
        let offending = try #require(outcome.profile?.columns.first?.offending)
        #expect(offending.gaveUp && offending.laterNumbers == 0 && offending.entries.isEmpty)
    }

    @Test("images, missing values, identifiers, wide and multi-line text")
    func mixedColumns() throws {
        try expectSameWhateverTheCut(
            "Logo,Zip,Name,Price\r\nimg/a.png,01234,Äpfel,1\r\nNA,02345,\"two\nlines\",NA\r\nimg/b.gif,03456,東京,2.5\r\nnotes.txt,,x,3\r\n"
        )
    }

    @Test("blank lines, quoted line breaks and a BOM keep their line numbers")
    func lines() throws {
        let outcome = try expectSameWhateverTheCut(Array("\u{FEFF}a,b\n\n1,\"x\r\ny\"\n\n\n2,z\r3,w".utf8))
        #expect(outcome.rows.map(\.line) == [3, 7, 8])
        let noHeader = try expectSameWhateverTheCut(
            Array("\u{FEFF}\n\n1,2\r\n3,4\n".utf8), read: ReadOptions(hasHeader: false))
        #expect(noHeader.rows.map(\.line) == [3, 4])
        #expect(noHeader.rows.first?.items == [.number(1), .number(2)])
    }

    @Test("no header, ragged rows padded or cut")
    func shapes() throws {
        try expectSameWhateverTheCut(
            "1,2,3\n4,5\n6,7,8,9\n", read: ReadOptions(csv: CSVOptions(ragged: .truncate), hasHeader: false))
        try expectSameWhateverTheCut("a;b\n1;2\n3\n", read: ReadOptions(csv: CSVOptions(ragged: .pad)))
    }

    @Test("the first error in the file wins, wherever the chunks end")
    func firstErrorWins() throws {
        var bytes = Array("a,b\n1,x\n2,y\n3,".utf8) + [0xFF] + Array("\n4,z\n5\n6,\"open\n".utf8)
        var outcome = try expectSameWhateverTheCut(bytes)
        #expect(outcome.error?.hasPrefix("data.csv:4:3: invalid UTF-8") == true, "\(outcome.error ?? "no error")")
        bytes = Array("a,b\n1,x\n2,y\n3,z\n4\n5,\"open\n".utf8)
        outcome = try expectSameWhateverTheCut(bytes)
        #expect(outcome.error?.hasPrefix("data.csv:5:1: row has 1 field") == true, "\(outcome.error ?? "no error")")
        outcome = try expectSameWhateverTheCut("a,b\n1,x\n2,y\n3,\"open\n")
        #expect(
            outcome.error?.hasPrefix("data.csv:4:3: unterminated quoted field") == true,
            "\(outcome.error ?? "no error")")
    }

    @Test("a value that is not a number in a column typed number fails at its own line")
    func decodeError() throws {
        let outcome = try expectSameWhateverTheCut("a,b\n1,x\n2,y\nthree,z\n4,w\n", types: [.number, .text])
        #expect(
            outcome.error?.hasPrefix("data.csv:4:1: 'three' in column a is not a number") == true,
            "\(outcome.error ?? "no error")")
        #expect(outcome.rows.count == 2)
    }

    @Test("a thousand rows in many chunks come back in order")
    func order() throws {
        let text = "n,t\n" + (1...1000).map { "\($0),row \($0)\n" }.joined()
        let outcome = try expectSameWhateverTheCut(text)
        #expect(outcome.rows.map(\.line) == Array(2...1001))
        #expect(outcome.profile?.rowCount == 1000)
    }

    @Test("dialects: chunks cut after comment lines and escaped quotes read as one reader does")
    func dialects() throws {
        var csv = CSVOptions()
        csv.skipLines = 2
        csv.skipInitialSpace = true
        csv.escape = UInt8(ascii: "\\")
        csv.comment = UInt8(ascii: "#")
        let text =
            "Results, \"draft\nas of today\n\"Team\", \"Name\", \"Time\"\n# heats\n"
            + (1...40).map { "\"T\($0)\",   \"A \\\"B\\\" \($0)\",  \($0).5\n# after \($0), \"x\n" }.joined()
        let outcome = try expectSameWhateverTheCut(text, read: ReadOptions(csv: csv))
        #expect(outcome.error == nil, "\(outcome.error ?? "")")
        #expect(outcome.rows.count == 40)
        #expect(outcome.rows.first?.line == 5 && outcome.rows.last?.line == 83)
        #expect(outcome.rows.first?.items == [.text("T1"), .text("A \"B\" 1"), .number(1.5)])
    }

    @Test("rows a ragged policy pads or cuts are counted once, whatever the cut")
    func raggedTally() throws {
        for size in [1, 7, Int.max] {
            var options = ReadOptions(csv: CSVOptions(ragged: .truncate))
            options.chunkBytes = size
            let pass = try FirstPass(try source("a,b,c\n1,2\n1,2,3,4\n5,6,7\n1,2,3,4,5\n"), options: options)
            #expect(pass.records.raggedTally.paddedRows == 1 && pass.records.raggedTally.addedFields == 1)
            #expect(pass.records.raggedTally.truncatedRows == 2 && pass.records.raggedTally.droppedFields == 3)
        }
    }
}
