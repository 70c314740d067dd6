import Foundation
import GridReport

/// The columns of a sheet's records in which some string cell reads as a number or a date
/// (`CellValueText`), noted by `SheetRecordsStream` as it makes the records: in the others, a
/// value that reads so came from a number or date cell, and an export keeps it one.
///
/// `@unchecked Sendable`: the flags are read and written only under `lock`; the stream notes
/// while a chunk's reader on another thread may already ask.
final class SheetCellTypes: RecordCellTypes, @unchecked Sendable {
    private var stringsReadAsValues: [Bool]
    private let lock = NSLock()

    init(width: Int) {
        stringsReadAsValues = [Bool](repeating: false, count: max(width, 0))
    }

    /// Notes string cell `bytes` of column `column` (0-based in the records).
    func noteString(_ bytes: UnsafeBufferPointer<UInt8>, column: Int) {
        guard CellValueText.read(bytes) != nil else { return }
        lock.lock()
        defer { lock.unlock() }
        stringsReadAsValues[column] = true
    }

    func keepsCellTypes(field: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return field >= 0 && field < stringsReadAsValues.count && !stringsReadAsValues[field]
    }
}
