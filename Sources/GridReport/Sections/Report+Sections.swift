extension Report {
    /// The report's rows as sections: headers, rows, footers with subtotals and the grand total,
    /// in the order the plan shows them. Without group-by columns, the rows in file order and a
    /// grand total. Grouped reports are read twice more: once for the group-by columns only (the
    /// index), once for the rows, group after group, decoded ahead on the other cores.
    public func forEachSectionEvent(_ plan: SectionPlan, _ body: (SectionEvent) throws -> Void) throws {
        let digits = plan.totals.map { profile.columns[$0.column].maxFractionDigits }
        var grand = TotalAccumulator(plan.totals, fractionDigits: digits)
        guard plan.isGrouped else {
            try rows.forEach(decodingAhead: true) { row in
                grand.add(row, totals: plan.totals)
                try body(.row(row))
            }
            try body(.grandTotal(grand.values(plan.totals)))
            return
        }
        let index = try isMadeByStage ? buildStoredGroupIndex(plan) : buildGroupIndex(plan)
        // The innermost groups in the order they are shown; the sections around them are opened
        // and closed on the way from one to the next, so nothing else grows with the groups.
        var leaves: [Int32] = []
        collectLeaves(of: 0, in: index, sorted: plan.sortGroups, into: &leaves)
        var sections = Array(repeating: TotalAccumulator(plan.totals, fractionDigits: digits), count: index.depth)
        /// The sections open now, outermost first.
        var open: [Int32] = []
        func close(downTo level: Int) throws {
            while open.count > level, let node = open.popLast() {
                let header = sectionHeader(node, in: index, plan: plan)
                try body(.footer(header, totals: sections[open.count].values(plan.totals)))
                sections[open.count].reset()
            }
        }
        var nextLeaf = 0
        var remaining = 0
        /// Closes the sections the next leaf is not in, opens the ones it is, and sets `remaining`
        /// to its rows; after the last leaf, closes them all.
        func advance() throws {
            guard nextLeaf < leaves.count else { return try close(downTo: 0) }
            let leaf = leaves[nextLeaf]
            nextLeaf += 1
            let path = groupPath(to: leaf, in: index)
            let common = zip(open, path).prefix { $0 == $1 }.count
            try close(downTo: common)
            for node in path[common...] {
                try body(.header(sectionHeader(node, in: index, plan: plan)))
                open.append(node)
            }
            remaining = index.nodes[Int(leaf)].count
        }
        try advance()
        func section(_ row: GridRow) throws {
            for level in sections.indices { sections[level].add(row, totals: plan.totals) }
            grand.add(row, totals: plan.totals)
            try body(.row(row))
            remaining -= 1
            if remaining == 0 { try advance() }
        }
        if let sort = sortRequest {
            // Sorted within their sections: the sort again, the group's place in the order first.
            try sortRows(
                by: sort.keys, limit: nil, budget: sort.budget, group: groupRanks(index, leaves: leaves, plan: plan))
            try rows.forEach(decodingAhead: true, section)
        } else if isMadeByStage {
            try readStoredRuns(of: index, leaves: leaves, section)
        } else {
            try readRuns(of: index, leaves: leaves, section)
        }
        try body(.grandTotal(grand.values(plan.totals)))
    }

    /// Each record's group's place among `leaves`, from its group-by fields as written.
    private func groupRanks(_ index: GroupIndex, leaves: [Int32], plan: SectionPlan) -> @Sendable (CSVReader) -> UInt32
    {
        var ranks: [[String?]: UInt32] = [:]
        for (rank, leaf) in leaves.enumerated() {
            ranks[groupPath(to: leaf, in: index).map { index.nodes[Int($0)].key }] = UInt32(rank)
        }
        let keyReader = GroupKeyReader(plan.groupColumns, rows: rows)
        return { [ranks] reader in
            var keys = [String?](repeating: nil, count: keyReader.columns.count)
            var row = GridRow(items: [], line: 0)
            guard (try? keyReader.read(reader, into: &keys, row: &row)) != nil else { return UInt32.max }
            return ranks[keys] ?? UInt32.max
        }
    }

    private func collectLeaves(of node: Int32, in index: GroupIndex, sorted: Bool, into leaves: inout [Int32]) {
        if Int(index.nodes[Int(node)].level) == index.depth - 1 {
            leaves.append(node)
        } else {
            for child in index.children(of: node, sorted: sorted) {
                collectLeaves(of: child, in: index, sorted: sorted, into: &leaves)
            }
        }
    }

    /// The sections a leaf is in, outermost first, the leaf last.
    private func groupPath(to leaf: Int32, in index: GroupIndex) -> [Int32] {
        var path = [Int32](repeating: 0, count: index.depth)
        var node = leaf
        while node > 0 {
            path[Int(index.nodes[Int(node)].level)] = node
            node = index.nodes[Int(node)].parent
        }
        return path
    }

    private func sectionHeader(_ node: Int32, in index: GroupIndex, plan: SectionPlan) -> SectionHeader {
        let item = index.nodes[Int(node)]
        let column = plan.groupColumns[Int(item.level)]
        return SectionHeader(
            level: Int(item.level), column: column, columnName: plan.groupNames[Int(item.level)],
            value: shownKey(item.key, column: column), count: item.count,
            tally: rowKinds.flatMap { kinds in
                index.tallies.indices.contains(Int(node)) ? kinds.tally(index.tallies[Int(node)]) : nil
            })
    }

    /// A group's value as its column shows it: a date in the display style, when one is given
    /// (the index keeps the value as written).
    func shownKey(_ key: String?, column: Int) -> String? {
        // A group-by column may be one kept hidden (`SectionPlan.groupColumns`).
        let column = rows.fullSchema.columns[column]
        guard let key, let display = column.dateDisplay else { return key }
        let input = column.dateInput
        var bytes = Array(key.utf8)
        let serial = bytes.withUnsafeMutableBufferPointer { buffer in
            let field = UnsafeBufferPointer(buffer)
            return input.map { $0.read(field) } ?? DateParser.parse(field)?.serial
        }
        return serial.map(display.write) ?? key
    }

    /// The index pass: every chunk of the first pass read again on every core, only the group-by
    /// columns taken from each record; merged here in file order.
    func buildGroupIndex(_ plan: SectionPlan) throws -> GroupIndex {
        let records = rows.records
        let keyReader = GroupKeyReader(plan.groupColumns, rows: rows)
        let index = GroupIndex(
            depth: keyReader.columns.count, expectedRows: profile.rowCount, runLimit: records.options.chunkSize)
        let file = rows.records.source
        // Filtered rows are left out of the index: sections and their counts are of the rows that remain.
        let filter = rows.filter
        let decoder = rows.decoder
        try OrderedPipeline<RecordChunk, GroupKeys>.run(
            produce: { emit in
                for chunk in records.chunks { guard emit(chunk) else { return } }
            },
            transform: { chunk in
                try GroupKeys(
                    of: records.reader(for: chunk), keys: keyReader,
                    accept: filter.map { filter in
                        var row = GridRow(items: [], line: 0)
                        return { reader in
                            try decoder.decode(reader, into: &row)
                            return filter.accepts(row)
                        }
                    })
            },
            consume: { part in try Self.merge(part, into: index, plan: plan, file: file) })
        index.finishIndexing()
        return index
    }

    /// A chunk's part of the index, merged in file order: a record's group is a key found once
    /// in its chunk; only the merge knows which group of the whole input that is.
    private static func merge(_ part: GroupKeys, into index: GroupIndex, plan: SectionPlan, file: ByteSource) throws {
        // Leaves are looked up where a key first appears, so a limit is met at its record.
        var leaves = [(leaf: Int32, isNew: Bool)?](repeating: nil, count: part.keys.count)
        for record in part.records {
            var leaf = leaves[Int(record.key)] ?? index.leaf(for: part.keys[Int(record.key)])
            if leaves[Int(record.key)] == nil {
                leaves[Int(record.key)] = (leaf.leaf, false)
            } else {
                leaf.isNew = false
            }
            if leaf.isNew, index.leafCount > plan.maxGroups {
                throw SectionError.tooManyGroups(
                    limit: plan.maxGroups, at: file.location(line: record.line, column: 1),
                    origin: plan.maxGroupsOrigin)
            }
            index.add(leaf: leaf.leaf, start: record.start, end: record.end, line: record.line)
        }
        if index.estimatedBytes > plan.maxIndexBytes, let last = part.records.last {
            throw SectionError.indexTooLarge(
                limitBytes: plan.maxIndexBytes, at: file.location(line: last.line, column: 1),
                origin: plan.maxIndexBytesOrigin)
        }
    }

    /// The rows of the leaves' runs, in the leaves' order, decoded on every core.
    private func readRuns(of index: GroupIndex, leaves: [Int32], _ body: (GridRow) throws -> Void) throws {
        let source = rows
        let batchBytes = source.records.options.chunkSize
        try OrderedPipeline<[RecordChunk], (rows: [GridRow], failure: Error?)>.run(
            produce: { emit in
                var batch: [RecordChunk] = []
                var bytes = 0
                for leaf in leaves {
                    var stop = false
                    index.forEachRun(of: leaf) { run in
                        guard !stop else { return }
                        batch.append(
                            RecordChunk(start: run.start, end: run.start + run.length, firstLine: run.firstLine))
                        bytes += run.length
                        if bytes >= batchBytes || batch.count >= 4096 {
                            stop = !emit(batch)
                            batch.removeAll(keepingCapacity: true)
                            bytes = 0
                        }
                    }
                    if stop { return }
                }
                if !batch.isEmpty { _ = emit(batch) }
            },
            transform: { batch in
                var rows: [GridRow] = []
                for chunk in batch {
                    let chunkRows = try source.rows(in: chunk)
                    try chunkRows.forEach { rows.append($0) }
                    if let failure = chunkRows.failure { return (rows, failure) }
                }
                return (rows, nil)
            },
            consume: { part in
                for row in part.rows { try body(row) }
                if let failure = part.failure { throw failure }
            })
    }
}

extension Report {
    /// Widths as wide as the widest total can be shown, where the plan has totals.
    /// `numbersOnly`: columns without a width (not numbers) keep none.
    func widenedForTotals(_ widths: [Int?], numbersOnly: Bool = false) -> [Int?] {
        guard let plan = sectionPlan, plan.hasTotals else { return widths }
        let totals = plan.totalCells(schema: schema, profile: profile, locale: defaultLocale)
        return widths.enumerated().map { index, width in
            guard let total = totals[index], width != nil || !numbersOnly else { return width }
            return Swift.max(width ?? 0, total)
        }
    }
}

/// One chunk's records by their group-by values: each distinct combination once (`keys`), and
/// each record as the number of its combination and its place in the input.
private struct GroupKeys {
    var keys: [[String?]] = []
    var records: [(key: Int32, start: Int, end: Int, line: Int)] = []

    init(of csv: CSVReader, keys keyReader: GroupKeyReader, accept: ((CSVReader) throws -> Bool)?) throws {
        var local: [[String?]: Int32] = [:]
        var keys = [String?](repeating: nil, count: keyReader.columns.count)
        var row = GridRow(items: [], line: 0)
        while try csv.next() {
            if let accept, try !accept(csv) { continue }
            let start = csv.currentRecordOffset
            try keyReader.read(csv, into: &keys, row: &row)
            let id: Int32
            if let known = local[keys] {
                id = known
            } else {
                id = Int32(self.keys.count)
                local[keys] = id
                self.keys.append(keys)
            }
            records.append((id, start, csv.bytesConsumed, csv.line))
        }
    }
}

/// A record's group-by values: a file's column as written, an added column (`--add`) as its
/// value computed from the record (a number in its shortest form, a date in ISO form).
struct GroupKeyReader: Sendable {
    let columns: [Int]
    private let fields: [Int?]
    private let decoder: RowDecoder
    private let classifier: CellClassifier

    /// For each added column among `columns`, what is decoded to compute it.
    private let decodingOrders: [[Int]]

    init(_ columns: [Int], rows: RowSource) {
        self.columns = columns
        fields = columns.map { rows.field(of: $0) }
        decoder = rows.decoder
        classifier = rows.records.options.classifier
        decodingOrders = columns.map { rows.field(of: $0) == nil ? rows.decoder.decodingOrder([$0]) : [] }
    }

    /// `row` is a scratch row, reused, for the added columns.
    func read(_ csv: CSVReader, into keys: inout [String?], row: inout GridRow) throws {
        for (k, column) in columns.enumerated() {
            guard let field = fields[k] else {
                try decoder.decode(csv, columns: decodingOrders[k], into: &row)
                keys[k] = Self.key(row.items[column])
                continue
            }
            keys[k] = csv.withField(field) { bytes in
                classifier.isMissing(bytes) ? nil : String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    private static func key(_ item: GridItem) -> String? {
        switch item {
        case .number(let value): return ExpressionText.general(value)
        case .date(let date): return ExpressionText.iso(serial: date.serial)
        default: return ExpressionNode.text(of: item)
        }
    }
}
