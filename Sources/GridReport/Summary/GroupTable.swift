/// The groups of a report's rows, each with its row count and its running aggregates: one entry
/// per combination of the group-by columns' values, in order of first appearance. Memory grows
/// with the groups (and with what distinct counts and percentiles keep), never with the rows.
struct GroupTable {
    /// The group-by columns.
    let columns: [Int]
    /// The columns aggregated, and a fresh group's aggregators for them.
    let aggregated: [Int]
    private let fresh: [Aggregator]
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
        scratch = GroupKey(items: Array(repeating: .empty, count: columns.count))
    }

    var count: Int { keys.count }
    var totalRows: Int { rowCounts.reduce(0, +) }

    mutating func add(_ row: GridRow) {
        for (k, column) in columns.enumerated() { scratch.items[k] = row.items[column] }
        let group: Int
        if let known = index[scratch] {
            group = known
        } else {
            group = keys.count
            index[scratch] = group
            keys.append(scratch)
            rowCounts.append(0)
            aggregators.append(contentsOf: fresh)
        }
        rowCounts[group] += 1
        let base = group * fresh.count
        for (k, column) in aggregated.enumerated() { aggregators[base + k].add(row.items[column]) }
    }

    /// The group of these values, if any row had them.
    func group(_ key: GroupKey) -> Int? { index[key] }

    func aggregator(group: Int, total: Int) -> Aggregator { aggregators[group * fresh.count + total] }

    /// The groups as they are shown: in order of first appearance, or by value.
    func order(sorted: Bool) -> [Int] {
        guard sorted else { return Array(keys.indices) }
        return keys.indices.sorted { GroupKey.precedes(keys[$0], keys[$1]) }
    }
}
