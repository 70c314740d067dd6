import Foundation
import GridReport

/// A sheet's rows as the first pass over its XML read them (`SheetShape`), kept for the records:
/// the sheet is inflated and tokenized once, and the records (which need the table's shape, known
/// only at the sheet's end) are made from this tape instead of a second pass over the XML.
///
/// The tape is an unlinked temporary file (`SpillFile`, in `TMPDIR`), so memory stays flat in
/// the sheet's size: only the rows with a cell are kept, each as one entry of its number, its
/// cells (column, type, style, formula and value flags, value range) and their collected text,
/// about a third of the sheet's XML. It lives as long as its readers.
final class SheetTape {
    let file: String
    let part: String
    private let spill: SpillFile
    /// The entry being made. Written by one thread (the first pass), per cell: without dynamic
    /// exclusivity checks.
    @exclusivity(unchecked) private var out: [UInt8] = []
    private static let chunk = 1 << 18

    /// - Throws: what a spooled input's temporary file throws (`InputError.spoolWriteFailed`)
    ///   when `TMPDIR` cannot be written or has no room.
    init(file: String, part: String) throws {
        spill = try SpillFile(prefix: "gridreport-sheet") { _, code in
            GridReportError(InputError.spoolWriteFailed(file: file, errno: code))
        }
        self.file = file
        self.part = part
    }

    /// Keeps row `row`, whose `cells` index into `text`.
    func append(row: Int, cells: [SheetRows.Cell], text: [UInt8]) throws {
        // The entry's length first, filled in when it is made.
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: repeatElement(0, count: MemoryLayout<Int>.size))
        putNumber(row)
        putNumber(cells.count)
        for cell in cells {
            putNumber(cell.column)
            putNumber(cell.style)
            out.append(cell.type.rawValue | (cell.hasFormula ? 0x40 : 0) | (cell.hasValue ? 0x80 : 0))
            putNumber(cell.start)
            putNumber(cell.end - cell.start)
        }
        putNumber(text.count)
        out.append(contentsOf: text)
        let length = out.count - MemoryLayout<Int>.size
        try out.withUnsafeMutableBytes {
            $0.storeBytes(of: length, toByteOffset: 0, as: Int.self)
            try spill.append(UnsafeRawBufferPointer($0))
        }
    }

    /// Writes what is buffered; the tape is complete once the first pass calls it at its end.
    func flush() throws {
        try spill.flush()
        out = []
    }

    /// The tape's rows from its start, as `SheetRows` read them.
    func rows() -> Rows { Rows(self) }

    /// A LEB128 number (non-negative).
    @inline(__always)
    private func putNumber(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(truncatingIfNeeded: rest))
    }

    /// A reader of the tape: the rows kept, one at a time, with the cells and text `SheetRows` had.
    final class Rows: SheetRowSource {
        private let tape: SheetTape
        /// The current row's number and cells (indexing into `text`), after `next` returned true.
        // Read by one thread at a time, per cell: without dynamic exclusivity checks.
        @exclusivity(unchecked) private(set) var row = 0
        @exclusivity(unchecked) private(set) var cells: [SheetRows.Cell] = []
        @exclusivity(unchecked) private(set) var text: [UInt8] = []
        var file: String { tape.file }
        var part: String { tape.part }
        @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) private var capacity = SheetTape.chunk
        @exclusivity(unchecked) private var begin = 0
        @exclusivity(unchecked) private var end = 0
        @exclusivity(unchecked) private var offset = 0

        fileprivate init(_ tape: SheetTape) {
            self.tape = tape
            buffer = .allocate(capacity: capacity)
        }

        deinit { buffer.deallocate() }

        /// Reads the next row kept; false after the last.
        func next() throws -> Bool {
            let header = MemoryLayout<Int>.size
            guard try ensure(header) else { return false }
            let length = UnsafeRawPointer(buffer + begin).loadUnaligned(as: Int.self)
            begin += header
            guard try ensure(length) else { throw GridReportError(InputError.changedWhileRead(file: file)) }
            var at = begin
            begin += length
            row = number(&at)
            let count = number(&at)
            cells.removeAll(keepingCapacity: true)
            for _ in 0..<count {
                let column = number(&at)
                let style = number(&at)
                let flags = buffer[at]
                at += 1
                let start = number(&at)
                let size = number(&at)
                cells.append(
                    SheetRows.Cell(
                        column: column, type: SheetRows.ValueType(rawValue: flags & 0x3F) ?? .number, style: style,
                        hasFormula: flags & 0x40 != 0, hasValue: flags & 0x80 != 0, start: start, end: start + size))
            }
            let textCount = number(&at)
            text.removeAll(keepingCapacity: true)
            text.append(contentsOf: UnsafeBufferPointer(start: buffer + at, count: textCount))
            return true
        }

        @inline(__always)
        private func number(_ at: inout Int) -> Int {
            var value: UInt = 0
            var shift: UInt = 0
            while true {
                let byte = buffer[at]
                at += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { return Int(bitPattern: value) }
                shift += 7
            }
        }

        /// At least `count` unread bytes in the buffer; false when the tape ends first.
        private func ensure(_ count: Int) throws -> Bool {
            if end - begin >= count { return true }
            if begin > 0 {
                let left = end - begin
                if left > 0 { buffer.update(from: buffer + begin, count: left) }
                end = left
                begin = 0
            }
            if count > capacity {
                let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
                bigger.update(from: buffer, count: end)
                buffer.deallocate()
                buffer = bigger
                capacity = count
            }
            while end < count {
                let n = try tape.spill.read(into: buffer + end, count: capacity - end, at: offset)
                if n == 0 { return false }
                end += n
                offset += n
            }
            return true
        }
    }
}
