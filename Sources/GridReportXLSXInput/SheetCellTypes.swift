import Foundation
import GridReport

/// The columns of a sheet's records in which some string cell reads as a number or a date
/// (`CellValueText`), noted by `SheetRecordsStream` as it makes the records: in the others, a
/// value that reads so came from a number or date cell, and an export keeps it one.
///
/// `@unchecked Sendable`: the flags are read and written only under `lock`; the stream notes
/// while a chunk's reader on another thread may already ask.
final class SheetCellTypes: RecordCellTypes, @unchecked Sendable {
    /// Per column: the line of the first string that reads as a value (0: none), and whether
    /// another one follows.
    private var firstLines: [Int]
    private var more: [Bool]
    private let lock = NSLock()

    init(width: Int) {
        firstLines = [Int](repeating: 0, count: max(width, 0))
        more = [Bool](repeating: false, count: max(width, 0))
    }

    /// Notes string cell `bytes` of column `column` (0-based in the records), in the record
    /// starting at line `line`.
    func noteString(_ bytes: UnsafeBufferPointer<UInt8>, column: Int, line: Int) {
        guard CellValueText.read(bytes) != nil else { return }
        lock.lock()
        defer { lock.unlock() }
        if firstLines[column] == 0 { firstLines[column] = line } else { more[column] = true }
    }

    func keepsCellTypes(field: Int, headerLine: Int?) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard field >= 0 && field < firstLines.count else { return false }
        return firstLines[field] == 0 || !more[field] && firstLines[field] == headerLine
    }
}
