import Foundation

/// The records of shaped rows in their shaped order, for random access to them (`RowIndex`):
/// kept in a temporary file, 24 bytes a row, and read back a range at a time, so that a viewer
/// of ten million sorted rows holds none of them in memory (an array of them was 240 MB).
final class RecordList {
    private let file: SpillFile
    private(set) var count = 0
    private static let entrySize = 24

    init() throws { file = try SpillFile() }

    func append(_ record: RecordChunk) throws {
        let entry = [UInt64(record.start), UInt64(record.end), UInt64(record.firstLine)]
        try entry.withUnsafeBytes { try file.append($0) }
        count += 1
    }

    /// Ends the appending: what is written can be read.
    func finish() throws { try file.flush() }

    /// The records in `range` (within `0..<count`), after `finish`.
    func records(_ range: Range<Int>) throws -> [RecordChunk] {
        guard !range.isEmpty else { return [] }
        var values = [UInt64](repeating: 0, count: range.count * 3)
        try values.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = try file.read(
                    into: buffer.baseAddress! + done, count: buffer.count - done,
                    at: range.lowerBound * Self.entrySize + done)
                guard n > 0 else { break }
                done += n
            }
        }
        return (0..<range.count).map { index in
            RecordChunk(
                start: Int(values[3 * index]), end: Int(values[3 * index + 1]), firstLine: Int(values[3 * index + 2]))
        }
    }
}
