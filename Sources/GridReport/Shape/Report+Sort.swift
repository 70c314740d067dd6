extension Report {
    /// The most bytes of sort entries held in memory before a run is spilled to disk: an entry
    /// carries its record's bytes, so about a quarter of a million rows of 60 bytes a run.
    public static let defaultSortBudget = 24 << 20

    /// Sorts the rows every later read gets (filtered first): one pass that decodes the keys'
    /// and the filter's columns of every row on every core and keeps its key with its record,
    /// then sorted in memory or in runs on disk. With a `limit`, only the first `limit` are kept
    /// (top N: memory grows with N only). `group`, for sections: the rank of a record's group,
    /// read from its fields as written, which the order puts first.
    func sortRows(
        by keys: [SortKey], limit: Int?, budget: Int, group: (@Sendable (CSVReader) -> UInt32)? = nil
    ) throws {
        let order = try SortOrder(keys, schema: rows.fullSchema, locale: collationLocale)
        let columns = keyPassColumns(order)
        let sorted = SortedRecords(budget: budget, limit: limit)
        var source = rows
        source.order = nil
        try source.forEachChunk(
            transform: { rows in
                let collation = order.needsCollation ? Collation(locale: order.locale) : nil
                var entries = EntryWriter()
                try rows.forEachKeyRow(columns: columns) { row, record, start, reader in
                    entries.add(
                        row, record: record, start: start, order: order, collation: collation, group: group?(reader))
                }
                return entries
            },
            consume: { try sorted.add($0) })
        try sorted.finish()
        rows.order = sorted
        sortRequest = (keys, budget)
        shapedRowCount = sorted.count
    }

    /// The columns the key pass decodes: the keys' and the filter's, when every other column's
    /// values are known to decode (so a bad value is still found in this pass, in file order, as
    /// when every column was decoded); else every column.
    private func keyPassColumns(_ order: SortOrder) -> [Int] {
        let needed = Set(order.columns + (rows.filter?.columns ?? []))
        let all = rows.fullSchema.columns.map(\.index)
        return decodeLazily(all.filter { !needed.contains($0) }) ? needed.sorted() : all
    }

    /// Whether a pass may leave `columns` undecoded, or decode them only for the rows a filter
    /// keeps: every value of each decodes (the first pass saw them all), so no error is missed
    /// or found later than when every column of every row is decoded.
    func decodeLazily(_ columns: [Int]) -> Bool {
        let schema = rows.fullSchema
        return columns.allSatisfy { index in
            let column = schema.columns[index]
            return column.index < profile.columns.count
                && RowDecoder.decodesEveryValue(column, profile: profile.columns[column.index])
        }
    }

    /// A stage's rows sorted in memory (they grow with its groups, not with the input's rows),
    /// by the same keys as a file's: filtered first, the first `limit` kept.
    func sortStoredRows(by keys: [SortKey], limit: Int?) throws {
        let order = try SortOrder(keys, schema: rows.fullSchema, locale: collationLocale)
        let collation = order.needsCollation ? Collation(locale: order.locale) : nil
        var keyed: [(key: [UInt8], row: GridRow)] = []
        // Whole rows: a key may be a column kept only to sort by, after the shown ones.
        let filter = rows.filter
        try rows.store?.forEachBatch(from: 0) { batch in
            for row in batch where filter?.accepts(row) ?? true {
                var key: [UInt8] = []
                // The row's place ends the key: rows that tie keep their order.
                order.appendKey(of: row, start: keyed.count, collation: collation, to: &key)
                keyed.append((key, row))
            }
            return true
        }
        keyed.sort { $0.key.lexicographicallyPrecedes($1.key) }
        rows.storeOrder = RowTable(rows: keyed.prefix(limit ?? keyed.count).map(\.row))
        shapedRowCount = keyed.count
    }
}
