extension Report {
    /// The index of a stage's rows (`RowStore`, a diff's spilled to disk): one pass over them in
    /// the store's order, each row's group-by values taken from its items, and its place in the
    /// store kept as a file's record's bytes are, so each group's rows are read again by place
    /// (`readStoredRuns`). Where the stage says its rows' kinds (`rowKinds`), each section counts
    /// them. Memory grows with the groups and the runs, as a file's index does.
    func buildStoredGroupIndex(_ plan: SectionPlan) throws -> GroupIndex {
        let store = rows.storeOrder ?? rows.store!
        // A sorted store's rows are filtered already.
        let filter = rows.storeOrder == nil ? rows.filter : nil
        let index = GroupIndex(depth: plan.groupColumns.count, expectedRows: store.count, runLimit: 1 << 20)
        let kinds = rowKinds
        let source = rows.records.source
        var keys = [String?](repeating: nil, count: plan.groupColumns.count)
        var indexed = 0
        try store.forEachPlacedRow { row, place in
            if let filter, !filter.accepts(row) { return }
            for (k, column) in plan.groupColumns.enumerated() { keys[k] = Self.groupKey(row.items[column]) }
            let (leaf, isNew) = index.leaf(for: keys)
            if isNew, index.leafCount > plan.maxGroups {
                throw SectionError.tooManyGroups(
                    limit: plan.maxGroups, at: source.location(line: row.line, column: 1), origin: plan.maxGroupsOrigin)
            }
            index.add(leaf: leaf, start: place.lowerBound, end: place.upperBound, line: row.line)
            if let kinds, let kind = kinds.kind(of: row) { index.count(kind: kind, of: kinds.kinds.count, leaf: leaf) }
            indexed += 1
            if indexed % 1024 == 0, index.estimatedBytes > plan.maxIndexBytes {
                throw SectionError.indexTooLarge(
                    limitBytes: plan.maxIndexBytes, at: source.location(line: row.line, column: 1),
                    origin: plan.maxIndexBytesOrigin)
            }
        }
        index.finishIndexing()
        return index
    }

    /// A stage's value as a group's key, as a file's is written: a number in its shortest form,
    /// a date as written (which `shownKey` shows in the display style), nil when missing.
    private static func groupKey(_ item: GridItem) -> String? {
        switch item {
        case .number(let value): return ExpressionText.general(value)
        case .empty: return nil
        default: return DiffComparison.text(of: item)
        }
    }

    /// The rows of the leaves' runs in the store, in the leaves' order, handed out as the store's
    /// rows are (the columns shown, status marks).
    func readStoredRuns(of index: GroupIndex, leaves: [Int32], _ body: (GridRow) throws -> Void) throws {
        let store = rows.storeOrder ?? rows.store!
        for leaf in leaves {
            try index.forEachRun(of: leaf) { run in
                let batch = try store.rows(at: run.start..<run.start + run.length)
                let chunk = RowChunk(stored: batch, decoder: rows.decoder, filter: nil, shown: rows.shown)
                try chunk.forEach(body)
            }
        }
    }
}
