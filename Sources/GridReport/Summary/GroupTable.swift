/// The groups of a report's rows, each with its row count and its running aggregates: one entry
/// per combination of the group-by columns' values, in order of first appearance. Memory grows
/// with the groups, never with the rows: what distinct counts and percentiles keep is spilled
/// past a budget (`KeptValueSpill`), shared by the tables of one summary.
struct GroupTable {
    /// The group-by columns.
    let columns: [Int]
    /// The columns aggregated, and a fresh group's aggregators for them.
    let aggregated: [Int]
    private let fresh: [Aggregator]
    /// Whether any total keeps values (a percentile or distinct count).
    private let keepsValues: Bool
    private var index: [GroupKey: Int] = [:]
    private(set) var keys: [GroupKey] = []
    private(set) var rowCounts: [Int] = []
    /// Every group's aggregators, one after another.
    private var aggregators: [Aggregator] = []
    /// The key of the row being added, reused: a row's lookup copies nothing.
    private var scratch: GroupKey

    init(columns: [Int], totals: [SummaryTotal], fractionDigits: [Int]) {
        self.columns = columns
        aggregated = totals.map(\.column)
        fresh = totals.map { Aggregator($0.function, fractionDigits: fractionDigits[$0.column]) }
        keepsValues = fresh.contains(where: \.keepsValues)
        scratch = GroupKey(items: Array(repeating: .empty, count: columns.count))
    }

    var count: Int { keys.count }
    var totalRows: Int { rowCounts.reduce(0, +) }

    /// Adds a row; what its aggregators come to keep is added to `held`.
    mutating func add(_ row: GridRow, held: inout Int) {
        for (k, column) in columns.enumerated() { scratch.items[k] = row.items[column] }
        let group = place(scratch)
        rowCounts[group] += 1
        let base = group * fresh.count
        guard keepsValues else {
            for (k, column) in aggregated.enumerated() { aggregators[base + k].add(row.items[column]) }
            return
        }
        for (k, column) in aggregated.enumerated() {
            let before = aggregators[base + k].keptBytes
            aggregators[base + k].add(row.items[column])
            held += aggregators[base + k].keptBytes - before
        }
    }

    /// The group of `key`, made if it is new.
    private mutating func place(_ key: GroupKey) -> Int {
        if let known = index[key] { return known }
        let group = keys.count
        index[key] = group
        keys.append(key)
        rowCounts.append(0)
        aggregators.append(contentsOf: fresh)
        return group
    }

    /// Takes in the rows of `other`'s group `group` (its totals the same as this table's) as the
    /// rows of `key`: a pivot's margins made from its cells, not from every row again.
    mutating func absorb(_ key: GroupKey, from other: GroupTable, group: Int) {
        let target = place(key)
        rowCounts[target] += other.rowCounts[group]
        for k in fresh.indices { aggregators[target * fresh.count + k].add(other.aggregator(group: group, total: k)) }
    }

    /// Writes the values its aggregators keep to `run`, as the slots `table` (below 256) and
    /// each aggregator's place make.
    mutating func spill(table: UInt64, to run: inout KeptValueSpill.Run) throws {
        guard keepsValues else { return }
        for k in aggregators.indices where aggregators[k].keepsValues {
            try aggregators[k].spill(slot: table << 56 | UInt64(k), to: &run)
        }
    }

    /// What the slot `slot` (of this table's, see `spill`) aggregates, and how many values.
    func slot(_ slot: UInt64) -> (function: AggregateFunction, count: Int) {
        let aggregator = aggregators[Int(slot & (1 << 56 - 1))]
        return (aggregator.function, aggregator.count)
    }

    mutating func settle(_ slot: UInt64, _ value: Double) { aggregators[Int(slot & (1 << 56 - 1))].settle(value) }

    /// The group of these values, if any row had them.
    func group(_ key: GroupKey) -> Int? { index[key] }

    func aggregator(group: Int, total: Int) -> Aggregator { aggregators[group * fresh.count + total] }

    /// The groups as they are shown: in order of first appearance, or by value.
    func order(sorted: Bool) -> [Int] {
        guard sorted else { return Array(keys.indices) }
        return keys.indices.sorted { GroupKey.precedes(keys[$0], keys[$1]) }
    }
}
