import Foundation
import Testing

@testable import GridReport

@Suite("Row seek index")
struct RowIndexTests {
    /// Rows with quoted line breaks and commas, so that records and lines differ.
    static let csv: String = {
        var text = "n,text\n"
        for number in 1...1000 {
            text += number % 7 == 0 ? "\(number),\"two\nlines, \(number)\"\n" : "\(number),plain \(number)\n"
        }
        return text
    }()

    func report(chunkBytes: Int) throws -> Report {
        var read = ReadOptions()
        read.chunkBytes = chunkBytes
        return try Report(source: try source(Self.csv), read: read, settings: ReportSettings())
    }

    @Test("any range of rows is the rows read in order, over chunks of any size", arguments: [64, 1000, 1 << 17])
    func ranges(chunkBytes: Int) throws {
        let report = try report(chunkBytes: chunkBytes)
        var all: [GridRow] = []
        try report.rows.forEach { all.append($0) }
        let index = RowIndex(rows: report.rows, stride: 16)
        for range in [0..<5, 15..<17, 500..<520, 990..<1000, 998..<1010, 0..<1000] {
            #expect(try index.rows(range) == Array(all[range.clamped(to: 0..<1000)]), "\(range)")
        }
        #expect(try index.rows(1000..<1005).isEmpty)
        #expect(index.isComplete)
        #expect(index.indexedRows == 1000)
    }

    @Test("without the first pass's counts, chunks are counted only as far as asked")
    func lazy() throws {
        let report = try report(chunkBytes: 1024)
        var read = ReadOptions()
        read.chunkBytes = 1024
        let records = try RecordSet.cut(try source(Self.csv), options: read)
        #expect(records.chunkRows == nil)
        let index = RowIndex(rows: RowSource(records: records, schema: report.schema))
        _ = try index.rows(0..<10)
        #expect(!index.isComplete)
        #expect(index.indexedRows < 200)
        try index.indexAll()
        #expect(index.indexedRows == report.profile.rowCount)
    }

    @Test("with the first pass's counts, the last rows are read from their chunk alone")
    func counted() throws {
        let report = try report(chunkBytes: 1024)
        var all: [GridRow] = []
        try report.rows.forEach { all.append($0) }
        let index = RowIndex(rows: report.rows, stride: 16)
        #expect(report.rows.records.chunks.count > 10)
        #expect(index.isComplete)
        #expect(index.indexedRows == 1000)
        #expect(try index.rows(997..<1000) == Array(all[997..<1000]))
        #expect(index.chunksRead == 1)
        #expect(try index.rows(0..<1000) == all)
        #expect(index.chunksRead == report.rows.records.chunks.count)
    }

    @Test("lines in rows read from a mark are the file's")
    func lines() throws {
        let report = try report(chunkBytes: 256)
        let index = RowIndex(rows: report.rows, stride: 8)
        let row = try index.rows(13..<14)[0]
        // Row 14 (1-based) is on line 15 + one extra line for row 7's quoted break.
        #expect(row.line == 16)
    }

    @Test("filtered and sorted rows: any range is the rows a shaped read gives", arguments: [64, 1 << 17])
    func shaped(chunkBytes: Int) throws {
        let report = try report(chunkBytes: chunkBytes)
        let shapes = [
            RowShape(conditions: [try RowCondition.parse("text ~ lines", origin: "test")]),
            RowShape(sortKeys: [SortKey(column: "n", descending: true, origin: "test")]),
            RowShape(
                conditions: [try RowCondition.parse("n > 500", origin: "test")],
                sortKeys: [SortKey(column: "text", origin: "test")]),
        ]
        for shape in shapes {
            try report.shape(shape)
            var all: [GridRow] = []
            try report.rows.forEach { all.append($0) }
            let index = try RowIndex(shaped: report.rows, stride: 16)
            #expect(index.isShaped)
            #expect(index.indexedRows == all.count)
            for range in [0..<3, 40..<60, (all.count - 5)..<all.count] {
                #expect(try index.rows(range) == Array(all[range]), "\(shape) \(range)")
            }
        }
    }
}
