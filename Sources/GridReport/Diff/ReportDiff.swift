/// Two versions of a report compared: columns matched by title (`DiffColumns`), rows matched by a
/// key — both reports put in key order by the shaping stage's external sort, then merged in one
/// pass (`forEach`), so memory holds a sort's budget and a few thousand rows at any size.
///
/// The rows are merged again each time they are read rather than kept: the sorted reports can
/// be read any number of times already (a sort's runs stay on disk until the report goes), and a
/// copy of the merge would write every row to disk once more for outputs that read it once.
public final class ReportDiff {
    public let old: Report
    public let new: Report
    public let options: DiffOptions
    public let columns: DiffColumns
    /// The titles of the key columns; empty when rows are matched by their whole content.
    public private(set) var key: [String] = []
    /// The counts of the whole diff: from a first merge made when the diff is built, or, for a
    /// diff built with `countsFirst: false`, from the merge that makes its table's report
    /// (`DiffTable.report()`) once that is done.
    public internal(set) var summary = DiffSummary()
    /// Whether `summary` holds the counts of the whole diff yet.
    public internal(set) var isCounted = false
    /// What the user should know about how the reports were compared: a key chosen, whole rows
    /// matched, columns typed differently.
    public private(set) var notes: [ErrorText] = []

    private var oldOrder: DiffKeyOrder
    private var newOrder: DiffKeyOrder
    private var uniqueKey = true

    /// Sorts both reports by the key (unless `options.sorted`), and counts the changes, which
    /// finds a duplicate key or an input out of order before anything is shown.
    /// `countsFirst: false` with a key given leaves the counting to the merge that makes the
    /// table's report (`DiffTable.report()`, which finds those errors before anything is shown
    /// too): one merge of the two sorted inputs instead of two. Without a key, the merges that
    /// try each candidate key count as they go.
    public init(old: Report, new: Report, options: DiffOptions = DiffOptions(), countsFirst: Bool = true) throws {
        self.old = old
        self.new = new
        self.options = options
        columns = DiffColumns(old: old.schema, new: new.schema)
        // Placeholders until the key is chosen.
        oldOrder = try DiffKeyOrder(columns: [], schema: old.schema, sorted: true, locale: old.collationLocale)
        newOrder = oldOrder
        guard !columns.matched.isEmpty else {
            throw GridReportError(DiffError.noSharedColumn(old: old.displayName, new: new.displayName))
        }
        summary.addedColumns = columns.added
        summary.removedColumns = columns.removed
        if !columns.typedDifferently.isEmpty {
            let names = columns.typedDifferently.map { "\"\(TerminalText.sanitize($0))\"" }.joined(separator: ", ")
            notes.append("\(names) typed differently in the two reports: compared as text")
        }
        if let given = options.key {
            try use(
                key: try Self.resolve(given, old: old, new: new, columns: columns, origin: options.keyOrigin),
                counting: countsFirst)
            return
        }
        for candidate in candidates() {
            do {
                try use(key: [candidate])
                notes.append(
                    "the key is \"\(TerminalText.sanitize(candidate.name))\", the first column unique and non-empty in both"
                )
                return
            } catch let error as GridReportError {
                guard case .diff(.duplicateKey)? = error.reason else { throw error }
            }
        }
        uniqueKey = false
        let whole = columns.matched.filter { !columns.typedDifferently.contains($0.name) }
        try use(key: whole)
        key = []
        notes.append(
            "no column is unique and non-empty in both: rows are matched by their whole content (a changed row shows as one removed and one added)"
        )
    }

    /// The columns that may be the key: in both, typed alike, with a value on every row.
    private func candidates() -> [DiffColumn] {
        columns.matched.filter { column in
            guard !columns.typedDifferently.contains(column.name), let o = column.old, let n = column.new else {
                return false
            }
            let oldProfile = old.profile.columns[old.schema.columns[o].index]
            let newProfile = new.profile.columns[new.schema.columns[n].index]
            return oldProfile.nonMissing == old.profile.rowCount && newProfile.nonMissing == new.profile.rowCount
        }
    }

    /// The key columns `given` names, as diff columns: each in both reports, typed alike.
    private static func resolve(
        _ given: [String], old: Report, new: Report, columns: DiffColumns, origin: String
    ) throws -> [DiffColumn] {
        let newNames = new.schema.columns.map(\.name)
        let oldNames = old.schema.columns.map(\.name)
        return try given.map { written in
            guard let inNew = ColumnLookup.index(of: written, in: newNames) else {
                throw GridReportError(
                    DiffError.keyMissing(
                        written, file: new.displayName, suggestion: ColumnLookup.closest(to: written, in: newNames),
                        origin: origin))
            }
            guard let column = columns.columns.first(where: { $0.new == inNew }), column.old != nil else {
                let title = newNames[inNew]
                throw GridReportError(
                    DiffError.keyMissing(
                        ColumnLookup.index(of: written, in: oldNames) == nil ? written : title, file: old.displayName,
                        suggestion: ColumnLookup.closest(to: title, in: oldNames), origin: origin))
            }
            if columns.typedDifferently.contains(column.name) {
                throw GridReportError(
                    DiffError.keyTypedDifferently(
                        column.name, old: old.schema.columns[column.old!].type,
                        new: new.schema.columns[column.new!].type, origin: origin))
            }
            return column
        }
    }

    /// Puts both reports in the order of `key` and, when `counting`, counts the changes.
    private func use(key columns: [DiffColumn], counting: Bool = true) throws {
        key = columns.map(\.name)
        oldOrder = try DiffKeyOrder(
            columns: columns.map { $0.old! }, schema: old.schema, sorted: options.sorted, locale: old.collationLocale)
        newOrder = try DiffKeyOrder(
            columns: columns.map { $0.new! }, schema: new.schema, sorted: options.sorted, locale: old.collationLocale)
        if !options.sorted {
            try old.sortRows(by: oldOrder.sortKeys(schema: old.schema), limit: nil, budget: options.sortBudget)
            try new.sortRows(by: newOrder.sortKeys(schema: new.schema), limit: nil, budget: options.sortBudget)
        }
        guard counting else { return }
        var counts = summary.columnsOnly
        try forEach { counts.count($0.change) }
        summary = counts
        isCounted = true
    }

    /// The rows of the diff in key order: removed and added rows, changed rows with the cells that
    /// differ, and unchanged rows. A row is reused between calls (copy it to keep it).
    public func forEach(_ body: (DiffRow) throws -> Void) throws {
        var olds = KeyedRows(
            old.rows, order: oldOrder, file: old.displayName, unique: uniqueKey, checksOrder: options.sorted)
        defer { olds.close() }
        var news = KeyedRows(
            new.rows, order: newOrder, file: new.displayName, unique: uniqueKey, checksOrder: options.sorted)
        defer { news.close() }
        try olds.advance()
        try news.advance()
        let shown = self.columns.columns
        var row = DiffRow(change: .unchanged, old: nil, new: nil, changed: Array(repeating: false, count: shown.count))
        while olds.row != nil || news.row != nil {
            let order: Int
            if olds.row == nil {
                order = 1
            } else if news.row == nil {
                order = -1
            } else {
                order = compareKeys(olds.key, news.key)
            }
            for index in shown.indices { row.changed[index] = false }
            if order < 0 {
                row.change = .removed
                row.old = olds.row
                row.new = nil
                try body(row)
                try olds.advance()
            } else if order > 0 {
                row.change = .added
                row.old = nil
                row.new = news.row
                try body(row)
                try news.advance()
            } else {
                let before = olds.row!
                let after = news.row!
                var differs = false
                for (index, column) in shown.enumerated() {
                    guard let o = column.old, let n = column.new else { continue }
                    if !column.comparison.same(before.items[o], after.items[n], ignoreCase: options.ignoreCase) {
                        row.changed[index] = true
                        differs = true
                    }
                }
                row.change = differs ? .changed : .unchanged
                row.old = before
                row.new = after
                try body(row)
                try olds.advance()
                try news.advance()
            }
        }
    }
}
