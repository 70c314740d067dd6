/// Turns a report's rows, one at a time, into its summary (`SummaryTable`): the groups' rows,
/// a pivot, or the column profile, as the plan says.
public struct Summarizer {
    public let plan: SummaryPlan
    private let schema: Schema
    private let locale: String
    /// The groups; for a pivot, the combinations of a group and a pivot value (its cells).
    private var groups: GroupTable
    /// A pivot's margins: per group (the total column), per value (the total row), and all.
    private var pivotRows: GroupTable?
    private var pivotValues: GroupTable?
    private var pivotGrand: GroupTable?
    private var profilers: [ColumnProfiler] = []
    private let collation: Collation
    /// What medians, percentiles and distinct counts keep, spilled past its budget.
    private var spill: KeptValueSpill
    /// Whether a pivot's margins are made from its cells at the end (a sum of sums), rather than
    /// from every row: one lookup a row, not four. Not for a total that keeps values.
    private let marginsFromCells: Bool

    /// `fractionDigits`: per column of `schema`, the most fraction digits its values are written
    /// with (exact sums' units). `locale`: what counts and the profile are shown in, and text is
    /// ordered by. `budget`: the bytes medians, percentiles and distinct counts keep in memory
    /// before they are spilled to disk.
    public init(
        plan: SummaryPlan, schema: Schema, fractionDigits: [Int], locale: String,
        budget: Int = Report.defaultSortBudget
    ) {
        self.plan = plan
        spill = KeptValueSpill(budget: budget)
        marginsFromCells = !plan.totals.contains { $0.function.keepsValues }
        self.schema = schema
        self.locale = locale
        collation = Collation(locale: locale)
        switch plan.form {
        case .groups, .profile:
            groups = GroupTable(columns: plan.groupColumns, totals: plan.totals, fractionDigits: fractionDigits)
        case .pivot(let column):
            func table(_ columns: [Int]) -> GroupTable {
                GroupTable(columns: columns, totals: plan.totals, fractionDigits: fractionDigits)
            }
            groups = table(plan.groupColumns + [column])
            pivotRows = table(plan.groupColumns)
            pivotValues = table([column])
            pivotGrand = table([])
        }
        if plan.form == .profile {
            profilers = schema.columns.map { ColumnProfiler($0, fractionDigits: fractionDigits[$0.index]) }
        }
    }

    public mutating func add(_ row: GridRow) throws {
        if !profilers.isEmpty {
            for k in profilers.indices { profilers[k].add(row.items[k], collation: collation, held: &spill.held) }
        } else {
            groups.add(row, held: &spill.held)
            if !marginsFromCells {
                pivotRows?.add(row, held: &spill.held)
                pivotValues?.add(row, held: &spill.held)
                pivotGrand?.add(row, held: &spill.held)
            }
        }
        if spill.isFull { try spillKept() }
    }

    /// Whether kept values were spilled to disk.
    var hasSpilled: Bool { spill.hasSpilled }

    /// The slots of a spill: the table's number in the top byte (the profile's is 4).
    private static let profileTable: UInt64 = 4

    private mutating func spillKept() throws {
        var run = try KeptValueSpill.Run()
        try groups.spill(table: 0, to: &run)
        try pivotRows?.spill(table: 1, to: &run)
        try pivotValues?.spill(table: 2, to: &run)
        try pivotGrand?.spill(table: 3, to: &run)
        for k in profilers.indices { try profilers[k].spill(slot: Self.profileTable << 56 | UInt64(2 * k), to: &run) }
        try spill.add(run)
    }

    /// Ends the adding: where values were spilled, the rest are too, and the runs are merged to
    /// settle the medians, percentiles and distinct counts.
    public mutating func finish() throws {
        if marginsFromCells, pivotRows != nil { makeMargins() }
        guard spill.hasSpilled else { return }
        try spillKept()
        let spill = self.spill
        try spill.settle(
            { slot in
                let (table, place) = (slot >> 56, slot & (1 << 56 - 1))
                switch table {
                case 0: return groups.slot(place)
                case 1: return pivotRows!.slot(place)
                case 2: return pivotValues!.slot(place)
                case 3: return pivotGrand!.slot(place)
                default: return profilers[Int(place / 2)].slot(place % 2)
                }
            },
            { slot, value in
                let (table, place) = (slot >> 56, slot & (1 << 56 - 1))
                switch table {
                case 0: groups.settle(place, value)
                case 1: pivotRows!.settle(place, value)
                case 2: pivotValues!.settle(place, value)
                case 3: pivotGrand!.settle(place, value)
                default: profilers[Int(place / 2)].settle(place % 2, value)
                }
            })
    }

    /// A pivot's margins from its cells, in their order (so in order of first appearance too).
    private mutating func makeMargins() {
        for group in 0..<groups.count {
            let key = groups.keys[group].items
            pivotRows!.absorb(GroupKey(items: Array(key.dropLast())), from: groups, group: group)
            pivotValues!.absorb(GroupKey(items: [key.last!]), from: groups, group: group)
            pivotGrand!.absorb(GroupKey(items: []), from: groups, group: group)
        }
    }

    /// The summary of the rows added (after `finish`).
    public func table() throws(SummaryError) -> SummaryTable {
        var table: SummaryTable
        switch plan.form {
        case .groups: table = groupsTable()
        case .profile: table = profileTable()
        case .pivot(let column): table = try pivotTable(column)
        }
        table.sourceRowCount = groups.totalRows
        return table
    }

    private func groupsTable() -> SummaryTable {
        var columns = plan.groupColumns.enumerated().map { SummaryColumns.copy(schema.columns[$1], at: $0) }
        columns.append(SummaryColumns.count("Count", at: columns.count, locale: locale))
        let all = Double(groups.totalRows)
        columns.append(
            SummaryColumns.share(
                at: columns.count, locale: locale, smallest: Double(groups.rowCounts.min() ?? 0) / max(all, 1)))
        for total in plan.totals {
            columns.append(
                SummaryColumns.total(
                    total.function, of: schema.columns[total.column], at: columns.count, locale: locale))
        }
        let items = groups.order(sorted: plan.sortGroups).map { group -> [GridItem] in
            let count = Double(groups.rowCounts[group])
            return groups.keys[group].items + [.number(count), .number(count / all)]
                + plan.totals.indices.map { groups.aggregator(group: group, total: $0).item }
        }
        return SummaryTable(columns: columns, items: items)
    }

    private func profileTable() -> SummaryTable {
        let digits = schema.columns.filter { $0.type == .number }.map {
            $0.format?.shortestDigits?.alignedFractionDigits ?? $0.format?.maximumFractionDigits ?? 0
        }
        return SummaryTable(
            columns: ColumnProfiler.columns(locale: locale, fractionDigits: digits.max() ?? 0),
            items: profilers.map { $0.items() })
    }

    private func pivotTable(_ pivot: Int) throws(SummaryError) -> SummaryTable {
        guard let pivotRows, let pivotValues, let pivotGrand else { return SummaryTable(schema: schema, rows: []) }
        let source = schema.columns[pivot]
        guard pivotValues.count <= plan.maxPivotColumns else {
            throw .tooManyPivotValues(
                count: pivotValues.count, limit: plan.maxPivotColumns, column: source.shownName,
                origin: plan.pivotOrigin)
        }
        let values = pivotValues.order(sorted: plan.sortGroups)
        var columns = plan.groupColumns.enumerated().map { SummaryColumns.copy(schema.columns[$1], at: $0) }
        func cellColumn(_ title: String) -> Column {
            guard let total = plan.pivotTotal else {
                return SummaryColumns.count(title, at: columns.count, locale: locale)
            }
            return SummaryColumns.total(
                total.function, of: schema.columns[total.column], at: columns.count, title: title, locale: locale)
        }
        for value in values { columns.append(cellColumn(Self.title(pivotValues.keys[value].items[0], of: source))) }
        columns.append(cellColumn("Total"))
        func cell(_ table: GroupTable, _ group: Int?) -> GridItem {
            guard let group else { return .empty }
            guard plan.pivotTotal != nil else { return .number(Double(table.rowCounts[group])) }
            return table.aggregator(group: group, total: 0).item
        }
        var items: [[GridItem]] = []
        for group in pivotRows.order(sorted: plan.sortGroups) {
            let key = pivotRows.keys[group].items
            var row = key
            for value in values {
                row.append(cell(groups, groups.group(GroupKey(items: key + pivotValues.keys[value].items))))
            }
            row.append(cell(pivotRows, group))
            items.append(row)
        }
        var totalRow = [GridItem](repeating: .empty, count: plan.groupColumns.count)
        totalRow[0] = .text("Total")
        for value in values { totalRow.append(cell(pivotValues, value)) }
        totalRow.append(cell(pivotGrand, pivotGrand.count > 0 ? 0 : nil))
        items.append(totalRow)
        var table = SummaryTable(columns: columns, items: items)
        table.pivotValues = values.map { pivotValues.keys[$0].items[0] }
        return table
    }

    /// A pivot value as a column's title: as its column shows it; a missing value `(missing)`.
    static func title(_ item: GridItem, of column: Column) -> String {
        switch item {
        case .empty: return "(missing)"
        case .number(let value): return column.format.map { NumberRenderer($0).string(value) } ?? value.description
        case .date(let date): return column.dateDisplay?.write(date.serial) ?? date.text
        case .text(let text), .header(let text): return text
        case .image(let image): return image.reference
        }
    }
}

extension Report {
    /// The summary of the report's rows as shaped (filtered; a sort does not change a summary).
    /// `budget`: the bytes medians, percentiles and distinct counts keep before they spill.
    public func summarize(_ plan: SummaryPlan, budget: Int = Report.defaultSortBudget) throws -> SummaryTable {
        var summarizer = Summarizer(
            plan: plan, schema: schema,
            fractionDigits: schema.columns.map { profile.columns[$0.index].maxFractionDigits },
            locale: defaultLocale, budget: budget)
        try rows.forEach(decodingAhead: true) { try summarizer.add($0) }
        try summarizer.finish()
        do {
            return try summarizer.table()
        } catch {
            throw error.reported
        }
    }
}
