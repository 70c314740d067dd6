import Foundation

/// A report's records in sorted order: what a sort pass (`Report.sortRows`) collected, each
/// record's key with the record itself (its bytes, its line and where it is in the file), sorted
/// in memory, or in runs spilled to disk and merged as they are read, so memory stays within a
/// budget at any size. The records' bytes travel with their keys, so reading the sorted rows
/// back reads the runs front to back, not each record from its place in the file (one `pread`
/// a row was a quarter of a full sort).
///
/// An entry is laid out as `[key length: 4][record length: 8][key … start: 8][line: 8][record]`:
/// the key ends in the record's start, so entries compare by one memcmp and never tie.
final class SortedRecords {
    /// Every record added: the rows the report has once filtered, though a top N keeps fewer.
    private(set) var count = 0
    /// Entries not yet spilled, and where each starts.
    private var arena: [UInt8] = []
    private var entries: [Int] = []
    private var runs: [SpillFile] = []
    /// The most arena bytes held before a run is spilled.
    private let budget: Int
    /// Only the first `limit` records are kept (top N): nothing is spilled.
    private let limit: Int?

    init(budget: Int, limit: Int?) {
        self.budget = max(1 << 10, budget)
        self.limit = limit
        // Room for a run and the chunk that overflows it, taken once: grown by doubling, the
        // arena would reach twice the budget. Pages are only touched as entries arrive.
        if limit == nil { arena.reserveCapacity(self.budget + (2 << 20)) }
    }

    /// Adds a chunk's entries, as `EntryWriter` made them on its thread.
    func add(_ part: EntryWriter) throws {
        let base = arena.count
        arena.append(contentsOf: part.bytes)
        entries.append(contentsOf: part.starts.lazy.map { $0 + base })
        count += part.starts.count
        // A top N keeps the first N as it goes; past the budget (a large N) it spills as any sort.
        if let limit, limit < Int.max / 2, entries.count >= max(2 * limit, 4096) { keepFirst(limit) }
        if arena.count >= budget { try spill() }
    }

    /// Ends the adding: what is in memory is sorted (and a spilled sort's last run written).
    func finish() throws {
        guard !runs.isEmpty else {
            if let limit { keepFirst(limit) } else { sortEntries() }
            return
        }
        if !entries.isEmpty { try spill() }
        // Every entry is on disk: the arena's pages go back before the rows are read.
        arena = []
        entries = []
        runs = try RunMerge.reduced(runs)
    }

    /// A sorted record: where it is in the file, and its bytes (valid during the call only).
    struct Row {
        var record: RecordChunk
        var bytes: UnsafeRawBufferPointer
    }

    /// The records in order, until `body` returns false.
    func forEach(_ body: (Row) throws -> Bool) throws {
        if runs.isEmpty {
            try arena.withUnsafeBytes { base in
                for entry in entries { guard try body(Self.row(base.baseAddress! + entry)) else { return } }
            }
            return
        }
        var merge = try RunMerge(runs)
        // Each run of a top N kept its first N: the first N of them all are the top N.
        var left = limit ?? .max
        while left > 0, let entry = try merge.next() {
            guard try body(Self.row(entry)) else { return }
            left -= 1
        }
    }

    /// An entry to sort: the first 8 bytes of its key (every key has them: it ends in the
    /// record's start), which decide most comparisons without a call to memcmp.
    private struct Item {
        var prefix: UInt64
        var entry: Int
    }

    private func sortEntries() {
        arena.withUnsafeBytes { base in
            let base = base.baseAddress!
            var items = entries.map { entry in
                Item(
                    prefix: UInt64(bigEndian: (base + entry + Self.headerSize).loadUnaligned(as: UInt64.self)),
                    entry: entry)
            }
            items.sort { a, b in
                a.prefix != b.prefix ? a.prefix < b.prefix : Self.precedes(base + a.entry, base + b.entry)
            }
            for index in items.indices { entries[index] = items[index].entry }
        }
    }

    private func keepFirst(_ limit: Int) {
        sortEntries()
        guard entries.count > limit else { return }
        var kept: [UInt8] = []
        var starts: [Int] = []
        arena.withUnsafeBytes { base in
            for entry in entries.prefix(limit) {
                starts.append(kept.count)
                kept.append(
                    contentsOf: UnsafeRawBufferPointer(
                        start: base.baseAddress! + entry, count: Self.size(base.baseAddress! + entry)))
            }
        }
        arena = kept
        entries = starts
    }

    private func spill() throws {
        sortEntries()
        let file = try SpillFile()
        // A top N's run needs no more than N entries.
        let kept = limit.map { entries.prefix($0) } ?? entries[...]
        try arena.withUnsafeBytes { base in
            for entry in kept {
                try file.append(
                    UnsafeRawBufferPointer(
                        start: base.baseAddress! + entry, count: Self.size(base.baseAddress! + entry)))
            }
        }
        try file.flush()
        runs.append(file)
        arena.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    // MARK: Entries

    /// The bytes before an entry's key: its length and the record's.
    static let headerSize = 12

    static func keyLength(_ entry: UnsafeRawPointer) -> Int { Int(entry.loadUnaligned(as: UInt32.self)) }

    static func recordLength(_ entry: UnsafeRawPointer) -> Int {
        Int((entry + 4).loadUnaligned(as: UInt64.self))
    }

    /// The entry's bytes in all.
    static func size(_ entry: UnsafeRawPointer) -> Int { headerSize + keyLength(entry) + 8 + recordLength(entry) }

    /// Whether entry `a` sorts before entry `b`.
    static func precedes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let la = keyLength(a)
        let lb = keyLength(b)
        let order = memcmp(a + headerSize, b + headerSize, min(la, lb))
        return order < 0 || (order == 0 && la < lb)
    }

    private static func row(_ entry: UnsafeRawPointer) -> Row {
        let key = entry + headerSize
        let length = keyLength(entry)
        let start = Int(UInt64(bigEndian: (key + length - 8).loadUnaligned(as: UInt64.self)))
        let line = Int((key + length).loadUnaligned(as: UInt64.self))
        let count = recordLength(entry)
        return Row(
            record: RecordChunk(start: start, end: start + count, firstLine: line),
            bytes: UnsafeRawBufferPointer(start: key + length + 8, count: count))
    }
}

/// A chunk's entries, made on its worker thread.
struct EntryWriter {
    var bytes: [UInt8] = []
    var starts: [Int] = []

    /// An entry for `row`, whose record is `record` in the file, its bytes `recordBytes` (the
    /// key ends in its start).
    mutating func add(
        _ row: GridRow, record: UnsafeBufferPointer<UInt8>, start: Int, order: SortOrder, collation: Collation?,
        group: UInt32?
    ) {
        let entry = bytes.count
        starts.append(entry)
        if let keyWidth = order.numberKeyWidth {
            // Header, group, key and line in one piece, then the record: two appends an entry.
            let keyLength = (group == nil ? 0 : 4) + keyWidth
            let fixed = SortedRecords.headerSize + keyLength + 8
            withUnsafeTemporaryAllocation(byteCount: fixed, alignment: 8) { piece in
                let base = piece.baseAddress!
                base.storeBytes(of: UInt32(keyLength), as: UInt32.self)
                base.storeBytes(of: UInt64(record.count), toByteOffset: 4, as: UInt64.self)
                var offset = SortedRecords.headerSize
                if let group {
                    base.storeBytes(of: group.bigEndian, toByteOffset: offset, as: UInt32.self)
                    offset += 4
                }
                order.writeNumberKey(of: row, start: start, to: base + offset)
                base.storeBytes(of: Int64(row.line), toByteOffset: offset + keyWidth, as: Int64.self)
                bytes.append(contentsOf: UnsafeRawBufferPointer(piece))
            }
            bytes.append(contentsOf: record)
            return
        }
        withUnsafeBytes(of: UInt32(0)) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: UInt64(record.count)) { bytes.append(contentsOf: $0) }
        if let group {
            withUnsafeBytes(of: group.bigEndian) { bytes.append(contentsOf: $0) }
        }
        order.appendKey(of: row, start: start, collation: collation, to: &bytes)
        // The key's length counts the start (compared with it), not the line after it.
        let keyLength = UInt32(bytes.count - entry - SortedRecords.headerSize)
        withUnsafeBytes(of: Int64(row.line)) { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: record)
        withUnsafeBytes(of: keyLength) { length in
            for k in 0..<4 { bytes[entry + k] = length[k] }
        }
    }
}
