import Foundation

/// A run of whole records of a file: bytes `start..<end`, beginning at a record boundary on line
/// `firstLine`. Chunks let other threads read and type parts of one file at once, each with its
/// own reader (`CSVReader(chunk:…)`), while lines in messages stay those of the file.
public struct RecordChunk: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var firstLine: Int

    public init(start: Int, end: Int, firstLine: Int) {
        self.start = start
        self.end = end
        self.firstLine = firstLine
    }

    public var count: Int { end - start }

    /// 128 KB: large enough that handing a chunk to a thread costs nothing next to reading it,
    /// small enough that the chunks in flight and their rendered lines (about 2.5 times the
    /// input) stay near 2 MB. Measured on 1M rows: 256 KB takes 1.5 MB more and is no faster.
    public static let defaultSize = 1 << 17

}

extension CSVReader {
    /// Reads the remaining records (the current one too when `includingCurrent`) and hands them
    /// to `emit` in chunks of about `size` bytes, cut only where a record ends. Stops early when
    /// `emit` returns false. On a bad record, the chunk of the good ones before it is handed
    /// over first and then the error is thrown, so errors come in file order. Returns how many
    /// records were left out as the footer (fewer than `footer` when the file has fewer).
    @discardableResult
    func cutChunks(
        size: Int, includingCurrent: Bool, leavingOut footer: Int = 0,
        progress: ((_ bytes: Int, _ rows: Int) -> Void)?, emit: (RecordChunk) -> Bool
    ) throws -> Int {
        if footer > 0 {
            return try cutChunks(
                size: size, includingCurrent: includingCurrent, holdingBack: footer, progress: progress, emit: emit)
        }
        var start = includingCurrent ? currentRecordOffset : bytesConsumed
        var firstLine = includingCurrent ? line : nextRecordLine
        var rows = 0
        // A chunk costs some work per column (its profile is made and merged): with very wide
        // rows (20,000 columns, one row in 128 KB) that took longer than reading the row. At
        // least one record per 16 KB of `size` keeps it small, up to 8 times `size`, so that
        // records of megabytes (a picture inlined) still go one or a few at a time. Tests' tiny
        // sizes still cut at every record.
        let minimumRecords = max(1, size >> 14)
        let maximumSize = size.multipliedReportingOverflow(by: 8).overflow ? Int.max : size * 8
        var records = 0
        func cut() -> Bool {
            let end = bytesConsumed
            defer {
                start = end
                firstLine = nextRecordLine
                records = 0
            }
            return end == start || emit(RecordChunk(start: start, end: end, firstLine: firstLine))
        }
        /// Counts the record just read; false when `emit` asked to stop.
        @inline(__always) func counted() -> Bool {
            rows += 1
            records += 1
            if let progress, rows & 0x3FFF == 0 { progress(bytesConsumed, rows) }
            let bytes = bytesConsumed - start
            return bytes < size || (records < minimumRecords && bytes < maximumSize) || cut()
        }
        do {
            // The record already read (the header's next, read to see whether the header is one
            // title short) counts towards the first chunk like every other.
            if includingCurrent { guard counted() else { return 0 } }
            while try next() { guard counted() else { return 0 } }
        } catch {
            _ = cut()
            throw error
        }
        _ = cut()
        return 0
    }

    /// As above, leaving out the last `footer` records: a record goes into a chunk only once
    /// `footer` records have been read after it, so those still held at the end are the footer.
    /// A separate loop, so the plain one keeps its cost.
    private func cutChunks(
        size: Int, includingCurrent: Bool, holdingBack footer: Int,
        progress: ((_ bytes: Int, _ rows: Int) -> Void)?, emit: (RecordChunk) -> Bool
    ) throws -> Int {
        var start = includingCurrent ? currentRecordOffset : bytesConsumed
        var firstLine = includingCurrent ? line : nextRecordLine
        // Where each held record ends and the line after it, a ring: `held` are in it, the oldest at `oldest`.
        var held = [(end: Int, nextLine: Int)](repeating: (0, 0), count: footer)
        var oldest = 0
        var count = 0
        // The end of the last record known to be no footer.
        var safe = (end: start, nextLine: firstLine)
        func cut() -> Bool {
            defer { (start, firstLine) = safe }
            return safe.end == start || emit(RecordChunk(start: start, end: safe.end, firstLine: firstLine))
        }
        var rows = 0
        var current = includingCurrent
        do {
            while try current || next() {
                current = false
                rows += 1
                if let progress, rows & 0x3FFF == 0 { progress(bytesConsumed, rows) }
                if count == footer {
                    safe = held[oldest]
                } else {
                    count += 1
                }
                held[oldest] = (bytesConsumed, nextRecordLine)
                oldest = (oldest + 1) % footer
                if safe.end - start >= size { guard cut() else { return count } }
            }
        } catch {
            _ = cut()
            throw error
        }
        _ = cut()
        return count
    }
}
