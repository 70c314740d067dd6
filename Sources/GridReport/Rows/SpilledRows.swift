import Foundation

/// A stage's rows written to a temporary file as the stage makes them (`Writer`), then read back
/// as often as an output asks, a batch at a time: memory holds a batch whatever their number.
/// The file is the shaping stage's kind of run (`SpillFile`): unlinked from the start, so it is
/// gone on every exit, an error's, an interrupt's or a kill's.
///
/// `@unchecked Sendable`: once written, the file is only read, by `pread` at offsets (any
/// thread, any number at once), and nothing else changes.
final class SpilledRows: RowStore, @unchecked Sendable {
    let count: Int
    private let file: SpillFile
    /// Where every `stride`-th row starts: a row is found by skipping fewer than `stride`
    /// lengths from the one before it.
    private let starts: [Int]
    private let size: Int

    static let stride = 128
    /// Rows a batch holds, as a store in memory hands them (`RowTable`).
    static let batchRows = RowTable.batchRows
    /// Bytes read at once.
    static let readSize = 1 << 20

    private init(file: SpillFile, count: Int, starts: [Int], size: Int) {
        self.file = file
        self.count = count
        self.starts = starts
        self.size = size
    }

    /// Writes rows one at a time, in order.
    final class Writer {
        private let file: SpillFile
        private var count = 0
        private var starts: [Int] = []
        private var bytes: [UInt8] = []

        /// `failure`: the error the stage's file failing is (`SpillFile.Failure`).
        init(prefix: String, failure: @escaping SpillFile.Failure) throws {
            file = try SpillFile(prefix: prefix, failure: failure)
        }

        func append(_ row: GridRow) throws {
            if count % SpilledRows.stride == 0 { starts.append(file.size) }
            bytes.removeAll(keepingCapacity: true)
            GridRowBytes.append(row, to: &bytes)
            try bytes.withUnsafeBytes { try file.append($0) }
            count += 1
        }

        /// The rows written, to read.
        func finish() throws -> SpilledRows {
            try file.flush()
            return SpilledRows(file: file, count: count, starts: starts, size: file.size)
        }
    }

    func forEachBatch(from start: Int, _ body: ([GridRow]) throws -> Bool) throws {
        var batch: [GridRow] = []
        batch.reserveCapacity(Self.batchRows)
        var stopped = false
        try forEachEncoded(from: start) { encoded, _ in
            batch.append(GridRowBytes.row(encoded))
            guard batch.count == Self.batchRows else { return true }
            stopped = try !body(batch)
            batch.removeAll(keepingCapacity: true)
            return !stopped
        }
        if !stopped && !batch.isEmpty { _ = try body(batch) }
    }

    /// Places are the rows' bytes in the file.
    func forEachPlacedRow(_ body: (GridRow, Range<Int>) throws -> Void) throws {
        try forEachEncoded(from: 0) { encoded, offset in
            try body(GridRowBytes.row(encoded), offset..<offset + encoded.count)
            return true
        }
    }

    func rows(at places: Range<Int>) throws -> [GridRow] {
        var bytes = [UInt8](repeating: 0, count: places.count)
        var done = 0
        while done < bytes.count {
            let read = try bytes.withUnsafeMutableBytes { raw in
                try file.read(into: raw.baseAddress! + done, count: raw.count - done, at: places.lowerBound + done)
            }
            guard read > 0 else { throw file.failure(UnlinkedFile.folder, EIO) }
            done += read
        }
        var rows: [GridRow] = []
        bytes.withUnsafeBytes { raw in
            var at = 0
            while at + 4 <= raw.count {
                let length = GridRowBytes.length(UnsafeRawBufferPointer(rebasing: raw[at...]))
                rows.append(GridRowBytes.row(UnsafeRawBufferPointer(rebasing: raw[at..<at + 4 + length])))
                at += 4 + length
            }
        }
        return rows
    }

    /// Each row's bytes from row `start` (0-based) on, with where they start in the file, until
    /// `body` returns false.
    private func forEachEncoded(from start: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Bool) throws {
        guard start < count else { return }
        let first = max(0, start)
        var offset = starts[first / Self.stride]
        var skip = first % Self.stride
        var buffer = [UInt8](repeating: 0, count: Self.readSize)
        // Bytes read and not yet taken: buffer[from..<to], the file's bytes from `offset - (to - from)`.
        var from = 0
        var to = 0
        var left = count - first + skip
        while left > 0 {
            try fill(&buffer, from: &from, to: &to, offset: &offset, need: 4)
            let length = buffer.withUnsafeBytes { GridRowBytes.length(UnsafeRawBufferPointer(rebasing: $0[from...])) }
            try fill(&buffer, from: &from, to: &to, offset: &offset, need: 4 + length)
            if skip > 0 {
                skip -= 1
            } else {
                let place = offset - (to - from)
                let goesOn = try buffer.withUnsafeBytes {
                    try body(UnsafeRawBufferPointer(rebasing: $0[from..<from + 4 + length]), place)
                }
                guard goesOn else { return }
            }
            from += 4 + length
            left -= 1
        }
    }

    /// Reads until `need` bytes wait at `from`: what is left moves to the front, the buffer grows
    /// for a row longer than it.
    private func fill(_ buffer: inout [UInt8], from: inout Int, to: inout Int, offset: inout Int, need: Int) throws {
        guard to - from < need else { return }
        if from > 0 {
            buffer.withUnsafeMutableBytes { raw in
                raw.baseAddress!.copyMemory(from: raw.baseAddress! + from, byteCount: to - from)
            }
            to -= from
            from = 0
        }
        if buffer.count < need { buffer.append(contentsOf: repeatElement(0, count: need - buffer.count)) }
        while to < need {
            let wanted = min(buffer.count - to, size - offset)
            let read = try buffer.withUnsafeMutableBytes { raw in
                try file.read(into: raw.baseAddress! + to, count: wanted, at: offset)
            }
            // The file was written whole before it is read: a short file is a failed disk.
            guard read > 0 else { throw file.failure(UnlinkedFile.folder, EIO) }
            to += read
            offset += read
        }
    }
}
