/// The values that percentiles and distinct counts keep (`Aggregator`), for every aggregator of
/// a summary at once, held within a memory budget: past it, each aggregator's values are written
/// sorted to a run of the shaping stage's external sort (`SpillFile`), and the aggregates are
/// settled at the end by merging the runs (`RunMerge`). A median over 10M rows takes the memory
/// of the budget, not of the rows.
///
/// A run's entry is the sort's (`SortedRecords`) with an empty record; its key is the
/// aggregator's slot (8 bytes, big-endian) and the value (`KeptValue`), so the merge gives each
/// slot's values together, in order.
struct KeptValueSpill {
    /// The most bytes the aggregators hold before they are spilled.
    let budget: Int
    /// What the aggregators hold now (their `keptBytes`), as their owner adds it up.
    var held = 0
    private var runs: [SpillFile] = []

    init(budget: Int) { self.budget = budget }

    var isFull: Bool { held > budget }
    var hasSpilled: Bool { !runs.isEmpty }

    /// Takes a run the aggregators were spilled to, every one that keeps values, in slot order:
    /// they hold nothing now.
    mutating func add(_ run: Run) throws {
        try run.file.flush()
        runs.append(run.file)
        held = 0
    }

    /// A run being written.
    struct Run {
        fileprivate let file: SpillFile
        private var entry: [UInt8] = []

        init() throws { file = try SpillFile() }

        /// Appends one value of `slot`'s, as `write` writes its bytes (`KeptValue`); they come
        /// in order, by slot, then by value.
        mutating func append(slot: UInt64, _ write: (inout [UInt8]) -> Void) throws {
            entry.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: UInt32(0)) { entry.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt64(0)) { entry.append(contentsOf: $0) }
            withUnsafeBytes(of: slot.bigEndian) { entry.append(contentsOf: $0) }
            write(&entry)
            let keyLength = UInt32(entry.count - SortedRecords.headerSize)
            withUnsafeBytes(of: keyLength) { length in
                for k in 0..<4 { entry[k] = length[k] }
            }
            // The line after the key, as the sort's entries have it.
            withUnsafeBytes(of: UInt64(0)) { entry.append(contentsOf: $0) }
            try entry.withUnsafeBytes { try file.append($0) }
        }
    }

    /// Merges the runs and settles each slot's aggregate from its values in order: `slot` gives
    /// a slot's function and how many values it had in all, `settle` takes its result.
    func settle(
        _ slot: (UInt64) -> (function: AggregateFunction, count: Int),
        _ settle: (UInt64, Double) -> Void
    ) throws {
        var merge = try RunMerge(RunMerge.reduced(runs))
        var current: UInt64?
        var reading = SlotReading(function: .count, count: 0)
        while let entry = try merge.next() {
            let key = UnsafeRawBufferPointer(
                start: entry + SortedRecords.headerSize, count: SortedRecords.keyLength(entry))
            let id = UInt64(bigEndian: key.loadUnaligned(as: UInt64.self))
            if id != current {
                if let current { settle(current, reading.result) }
                current = id
                let (function, count) = slot(id)
                reading = SlotReading(function: function, count: count)
            }
            reading.add(UnsafeRawBufferPointer(rebasing: key[8...]))
        }
        if let current { settle(current, reading.result) }
    }
}

/// One slot's values as the merge gives them, in order: counted where they differ from the one
/// before (a distinct count), or caught at a percentile's two ranks.
private struct SlotReading {
    private var index = 0
    private var distinct = 0
    private var previous: [UInt8] = []
    private var ranks: Aggregator.Ranks?
    private var lower = 0.0
    private var upper = 0.0

    init(function: AggregateFunction, count: Int) {
        if case .percentile(let n) = function, count > 0 { ranks = Aggregator.Ranks(n, count: count) }
    }

    mutating func add(_ value: UnsafeRawBufferPointer) {
        defer { index += 1 }
        if let ranks {
            if index == ranks.lower { lower = KeptValue.number(value) }
            if index == ranks.upper { upper = KeptValue.number(value) }
            return
        }
        // Each run kept a value once, so runs may repeat it: equal values are adjacent.
        if index == 0 || !previous.elementsEqual(value) {
            distinct += 1
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: value)
        }
    }

    var result: Double {
        guard let ranks else { return Double(distinct) }
        return ranks.interpolate(lower, upper)
    }
}

/// A kept value as bytes that sort as the values do (numbers by value) and are equal where the
/// values are (`ItemKey`'s equality): a type tag, then a number's bits made to sort as an
/// unsigned big-endian integer, or the text's UTF-8.
enum KeptValue {
    static func append(_ item: GridItem, to bytes: inout [UInt8]) {
        switch item {
        case .number(let value):
            bytes.append(0)
            withUnsafeBytes(of: orderable(value).bigEndian) { bytes.append(contentsOf: $0) }
        case .text(let text):
            bytes.append(1)
            bytes.append(contentsOf: text.utf8)
        case .header(let text):
            bytes.append(2)
            bytes.append(contentsOf: text.utf8)
        case .date(let date):
            bytes.append(3)
            bytes.append(contentsOf: date.text.utf8)
        case .image(let image):
            bytes.append(4)
            bytes.append(contentsOf: image.reference.utf8)
        case .empty:
            bytes.append(5)
        }
    }

    static func bytes(_ item: GridItem) -> [UInt8] {
        var bytes: [UInt8] = []
        append(item, to: &bytes)
        return bytes
    }

    /// A number's bits as an unsigned integer in the numbers' order (-0 as 0: one value).
    static func orderable(_ value: Double) -> UInt64 {
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The number that `bytes` (a tag and 8 bytes) hold.
    static func number(_ bytes: UnsafeRawBufferPointer) -> Double {
        let bits = UInt64(bigEndian: UnsafeRawBufferPointer(rebasing: bytes[1...]).loadUnaligned(as: UInt64.self))
        return Double(bitPattern: bits & (1 << 63) != 0 ? bits & ~(1 << 63) : ~bits)
    }
}
