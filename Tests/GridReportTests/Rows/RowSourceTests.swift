import Foundation
import Testing

@testable import GridReport

/// The second pass, read every way `RowSource` offers: the same rows in the same order, a limit
/// that stops reading, and the first bad row thrown after the rows before it.
@Suite("Row source")
struct RowSourceTests {
    static let csv = "id,name,price\n1,a,1.5\n2,b,2.25\n3,c,x\n4,d,4\n"

    /// A source with `price` typed as a number although row 3 holds `x`: its error is the test.
    func rowSource(_ text: String = csv, chunkBytes: Int = 1) throws -> RowSource {
        var options = ReadOptions()
        options.chunkBytes = chunkBytes
        let pass = try FirstPass(try source(text), options: options)
        var schema = try SchemaBuilder.build(profile: pass.profile, settings: ReportSettings())
        schema.columns[2].type = .number
        return RowSource(records: pass.records, schema: schema)
    }

    func read(_ rows: RowSource, limit: Int = .max, decodingAhead: Bool) -> (lines: [Int], error: String?) {
        var lines: [Int] = []
        do {
            try rows.forEach(limit: limit, decodingAhead: decodingAhead) { lines.append($0.line) }
        } catch {
            return (lines, "\(error)")
        }
        return (lines, nil)
    }

    @Test("in turn and decoded ahead give the same rows, then the same error", arguments: [1, 1 << 17])
    func sameEitherWay(chunkBytes: Int) throws {
        let rows = try rowSource(chunkBytes: chunkBytes)
        let inTurn = read(rows, decodingAhead: false)
        #expect(inTurn.lines == [2, 3])
        #expect(
            inTurn.error
                == "data.csv:4:5: 'x' in column price is not a number (fix the value, or give the column type: text)")
        let ahead = read(rows, decodingAhead: true)
        #expect(ahead.lines == inTurn.lines && ahead.error == inTurn.error)
    }

    @Test("a limit stops reading before a bad row it does not reach", arguments: [false, true])
    func limit(decodingAhead: Bool) throws {
        let rows = try rowSource()
        #expect(read(rows, limit: 2, decodingAhead: decodingAhead) == ([2, 3], nil))
        #expect(read(rows, limit: 0, decodingAhead: decodingAhead) == ([], nil))
    }

    @Test("records cut without a first pass read as the profiled ones do")
    func cutWithoutProfile() throws {
        let profiled = try rowSource(chunkBytes: 1 << 17)
        var options = ReadOptions()
        options.chunkBytes = 1
        let records = try RecordSet.cut(try source(Self.csv), options: options)
        #expect(records.columnNames == ["id", "name", "price"] && records.delimiter == UInt8(ascii: ","))
        #expect(records.chunks.count == 4)
        let cut = RowSource(records: records, schema: profiled.schema)
        #expect(read(cut, decodingAhead: false) == read(profiled, decodingAhead: false))
    }

    @Test("a progress observer hears both passes' bytes and is finished after each read, limited or not")
    func progress() throws {
        final class Observer: ProgressObserver {
            var updates: [Int] = []
            var finished = 0
            func update(bytes: Int, rows: Int) { updates.append(bytes) }
            func finish() { finished += 1 }
        }
        let observer = Observer()
        let text = "a,b\n1,2\n3,4\n"
        let report = try Report(
            source: try source(text), read: ReadOptions(), settings: ReportSettings(), progress: observer)
        observer.updates = []
        try report.rows.forEach { _ in }
        #expect(observer.updates.last == 2 * text.utf8.count && observer.finished == 1)
        try report.rows.forEach(limit: 1) { _ in }
        #expect(observer.finished == 2)
    }
}
