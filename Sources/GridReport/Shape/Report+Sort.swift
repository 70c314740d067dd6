extension Report {
    /// The most bytes of sort entries held in memory before a run is spilled to disk: a key and
    /// a record's place come to 40–100 bytes, so about half a million rows a run.
    public static let defaultSortBudget = 24 << 20

    /// Sorts the rows every later read gets (filtered first): one pass that decodes every row on
    /// every core and keeps its key and its record's place, then sorted in memory or in runs on
    /// disk. With a `limit`, only the first `limit` are kept (top N: memory grows with N only).
    /// `group`, for sections: the rank of a record's group, read from its fields as written,
    /// which the order puts first.
    func sortRows(
        by keys: [SortKey], limit: Int?, budget: Int, group: (@Sendable (CSVReader) -> UInt32)? = nil
    ) throws {
        let order = try SortOrder(keys, schema: rows.fullSchema, locale: collationLocale)
        let sorted = SortedRecords(budget: budget, limit: limit)
        var source = rows
        source.order = nil
        try source.forEachChunk(
            transform: { rows in
                let collation = order.needsCollation ? Collation(locale: order.locale) : nil
                var entries = EntryWriter()
                try rows.forEachWithRecord { row, record, reader in
                    entries.add(row, record: record, order: order, collation: collation, group: group?(reader))
                }
                return entries
            },
            consume: { try sorted.add($0) })
        try sorted.finish()
        rows.order = sorted
        sortRequest = (keys, budget)
        shapedRowCount = sorted.count
    }

    /// A stage's rows sorted in memory (they grow with its groups, not with the input's rows),
    /// by the same keys as a file's: filtered first, the first `limit` kept.
    func sortStoredRows(by keys: [SortKey], limit: Int?) throws {
        let order = try SortOrder(keys, schema: rows.fullSchema, locale: collationLocale)
        let collation = order.needsCollation ? Collation(locale: order.locale) : nil
        var keyed: [(key: [UInt8], row: GridRow)] = []
        try rows.forEach { row in
            var key: [UInt8] = []
            // The row's place ends the key: rows that tie keep their order.
            order.appendKey(of: row, start: keyed.count, collation: collation, to: &key)
            keyed.append((key, row))
        }
        keyed.sort { $0.key.lexicographicallyPrecedes($1.key) }
        rows.storeOrder = RowTable(rows: keyed.prefix(limit ?? keyed.count).map(\.row))
        shapedRowCount = keyed.count
    }
}
