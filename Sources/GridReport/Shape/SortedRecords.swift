import Foundation

/// A report's records in sorted order: what a sort pass (`Report.sortRows`) collected, each
/// record's key with where the record is (its bytes and line), sorted in memory, or in runs
/// spilled to disk and merged as they are read, so memory stays within a budget at any size.
///
/// An entry is laid out as `[key length: 4][key … start: 8][end: 8][line: 8]`: the key ends in the
/// record's start, so entries compare by one memcmp and never tie.
final class SortedRecords {
    /// Every record added: the rows the report has once filtered, though a top N keeps fewer.
    private(set) var count = 0
    /// Entries not yet spilled, and where each starts.
    private var arena: [UInt8] = []
    private var entries: [Int] = []
    private var runs: [(file: SpillFile, entries: Int)] = []
    /// The most arena bytes held before a run is spilled.
    private let budget: Int
    /// Only the first `limit` records are kept (top N): nothing is spilled.
    private let limit: Int?

    init(budget: Int, limit: Int?) {
        self.budget = max(1 << 10, budget)
        self.limit = limit
    }

    /// Adds a chunk's entries, as `EntryWriter` made them on its thread.
    func add(_ part: EntryWriter) throws {
        let base = arena.count
        arena.append(contentsOf: part.bytes)
        entries.append(contentsOf: part.starts.lazy.map { $0 + base })
        count += part.starts.count
        if let limit {
            if entries.count >= max(2 * limit, 4096) { keepFirst(limit) }
        } else if arena.count >= budget {
            try spill()
        }
    }

    /// Ends the adding: what is in memory is sorted (and a spilled sort's last run written).
    func finish() throws {
        if let limit {
            keepFirst(limit)
        } else if !runs.isEmpty {
            if !entries.isEmpty { try spill() }
        } else {
            sortEntries()
        }
    }

    /// The records in order, until `body` returns false.
    func forEach(_ body: (RecordChunk) throws -> Bool) throws {
        if runs.isEmpty {
            try arena.withUnsafeBytes { base in
                for entry in entries { guard try body(Self.record(base.baseAddress! + entry)) else { return } }
            }
            return
        }
        var merge = try RunMerge(runs.map(\.file))
        while let entry = try merge.next() {
            guard try body(Self.record(entry)) else { return }
        }
    }

    private func sortEntries() {
        arena.withUnsafeBytes { base in
            let base = base.baseAddress!
            entries.sort { Self.precedes(base + $0, base + $1) }
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
        try arena.withUnsafeBytes { base in
            for entry in entries {
                try file.append(
                    UnsafeRawBufferPointer(
                        start: base.baseAddress! + entry, count: Self.size(base.baseAddress! + entry)))
            }
        }
        try file.flush()
        runs.append((file, entries.count))
        arena.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    // MARK: Entries

    static func keyLength(_ entry: UnsafeRawPointer) -> Int { Int(entry.loadUnaligned(as: UInt32.self)) }

    /// The entry's bytes in all.
    static func size(_ entry: UnsafeRawPointer) -> Int { 4 + keyLength(entry) + 16 }

    /// Whether entry `a` sorts before entry `b`.
    static func precedes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let la = keyLength(a)
        let lb = keyLength(b)
        let order = memcmp(a + 4, b + 4, min(la, lb))
        return order < 0 || (order == 0 && la < lb)
    }

    private static func record(_ entry: UnsafeRawPointer) -> RecordChunk {
        let place = entry + 4 + keyLength(entry) - 8
        func field(_ k: Int) -> Int { Int(UInt64(bigEndian: (place + 8 * k).loadUnaligned(as: UInt64.self))) }
        return RecordChunk(start: field(0), end: field(1), firstLine: field(2))
    }
}

/// A chunk's entries, made on its worker thread.
struct EntryWriter {
    var bytes: [UInt8] = []
    var starts: [Int] = []

    /// An entry for `row`, whose record is `record` (the key ends in its start).
    mutating func add(_ row: GridRow, record: RecordChunk, order: SortOrder, collation: Collation?) {
        let entry = bytes.count
        starts.append(entry)
        bytes.append(contentsOf: [0, 0, 0, 0])
        order.appendKey(of: row, start: record.start, collation: collation, to: &bytes)
        SortOrder.appendBigEndian(UInt64(record.end), to: &bytes)
        SortOrder.appendBigEndian(UInt64(record.firstLine), to: &bytes)
        // The key's length counts the start (compared with it), not the end and line after it.
        let keyLength = UInt32(bytes.count - entry - 4 - 16)
        withUnsafeBytes(of: keyLength) { length in
            for k in 0..<4 { bytes[entry + k] = length[k] }
        }
    }
}
