extension Report {
    /// The most bytes of sort entries held in memory before a run is spilled to disk: a key and
    /// a record's place come to 40–100 bytes, so about half a million rows a run.
    public static let defaultSortBudget = 24 << 20

    /// Sorts the rows every later read gets (filtered first): one pass that decodes every row on
    /// every core and keeps its key and its record's place, then sorted in memory or in runs on
    /// disk. With a `limit`, only the first `limit` are kept (top N: memory grows with N only).
    func sortRows(by keys: [SortKey], limit: Int?, budget: Int) throws {
        let order = try SortOrder(keys, schema: schema, locale: collationLocale)
        let sorted = SortedRecords(budget: budget, limit: limit)
        var source = rows
        source.order = nil
        try source.forEachChunk(
            transform: { rows in
                let collation = order.needsCollation ? Collation(locale: order.locale) : nil
                var entries = EntryWriter()
                try rows.forEachWithRecord { row, record in
                    entries.add(row, record: record, order: order, collation: collation)
                }
                return entries
            },
            consume: { try sorted.add($0) })
        try sorted.finish()
        rows.order = sorted
        shapedRowCount = sorted.count
    }
}
