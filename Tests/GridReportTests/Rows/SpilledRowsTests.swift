import Foundation
import Testing

@testable import GridReport

/// A stage's rows spilled to a temporary file (`SpilledRows`, what a diff's report reads): every
/// kind of item and mark comes back exactly, from any row on, in batches, and the file has no
/// name in the temporary folder once made.
@Suite("Rows spilled to disk")
struct SpilledRowsTests {
    /// Row `n`: every kind of item, a mark of every kind on some rows; row 300 longer than a read.
    static func row(_ n: Int) -> GridRow {
        let items: [GridItem] = [
            .number(Double(n) + 0.25), .text("row \(n) ✓"), .empty,
            .date(DateItem(text: "2024-03-0\(n % 9 + 1)", serial: 45_352 + Double(n))),
            .image(ImageReference("logos/\(n).png")), .header("H\(n)"),
            .text(n == 300 ? String(repeating: "é", count: 1_500_000) : ""),
        ]
        let marks: [CellMark] =
            n % 3 == 0
            ? []
            : items.indices.map { index in
                CellMark(
                    state: StatusState.allCases[(n + index) % StatusState.allCases.count],
                    previous: index == 1 ? .text("was \(n)") : index == 0 && n % 2 == 0 ? .number(-0.0) : nil,
                    showsDifference: index == 0, isRemoved: n % 5 == 0)
            }
        return GridRow(items: items, line: n + 2, marks: marks)
    }

    static func spilled(_ count: Int, prefix: String = "gridreport-test") throws -> SpilledRows {
        let writer = try SpilledRows.Writer(prefix: prefix) { GridReportError(ShapeError.spill(folder: $0, errno: $1)) }
        for n in 0..<count { try writer.append(row(n)) }
        return try writer.finish()
    }

    @Test("every item and mark comes back as written, in batches of the store's size")
    func roundTrip() throws {
        let rows = try Self.spilled(10_000)
        #expect(rows.count == 10_000)
        var seen = 0
        var batchSizes: [Int] = []
        try rows.forEachBatch(from: 0) { batch in
            batchSizes.append(batch.count)
            for row in batch {
                #expect(row == Self.row(seen))
                seen += 1
            }
            return true
        }
        #expect(seen == 10_000)
        #expect(batchSizes == [4096, 4096, 1808])
    }

    @Test("from any row on, at a stride's mark or between, and past the end; stopped when asked")
    func fromAnyRow() throws {
        let rows = try Self.spilled(1_000)
        for start in [0, 1, 127, 128, 129, 500, 999] {
            var first: GridRow?
            var count = 0
            try rows.forEachBatch(from: start) { batch in
                first = first ?? batch.first
                count += batch.count
                return true
            }
            #expect(first == Self.row(start))
            #expect(count == 1_000 - start)
        }
        var called = false
        try rows.forEachBatch(from: 1_000) { _ in
            called = true
            return true
        }
        #expect(!called)
        var batches = 0
        let many = try Self.spilled(9_000)
        try many.forEachBatch(from: 0) { _ in
            batches += 1
            return false
        }
        #expect(batches == 1)
    }

    @Test("each row's place reads it back, alone or with the rows after it (a row longer than a read too)")
    func places() throws {
        let rows = try Self.spilled(400)
        var places: [Range<Int>] = []
        try rows.forEachPlacedRow { row, place in
            #expect(row == Self.row(places.count))
            places.append(place)
        }
        #expect(places.count == 400)
        for n in [0, 1, 127, 128, 299, 300, 399] { #expect(try rows.rows(at: places[n]) == [Self.row(n)]) }
        let run = try rows.rows(at: places[298].lowerBound..<places[301].upperBound)
        #expect(run == (298...301).map(Self.row))
    }

    @Test("the file has no name in the temporary folder once it is made")
    func unlinked() throws {
        // A prefix of its own: the other tests' files have a name for a moment too.
        let prefix = "gridreport-unlinked-\(getpid())"
        let rows = try Self.spilled(10, prefix: prefix)
        let names = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
        #expect(!names.contains { $0.hasPrefix(prefix) })
        #expect(rows.count == 10)
    }
}
