/// Where a report's numbers came from: each of its columns as a key its rows share or an
/// aggregate of the rows of another report (`Report.aggregatedReport`), so that a writer that
/// can compute (the sheet) writes each cell as the computation over those rows rather than as
/// its value. A summary's report carries one; a writer reads it without knowing what made it.
public struct AggregateOrigins: Sendable, Equatable {
    /// One column of the derived report.
    public enum Column: Sendable, Equatable {
        /// The value every row it aggregates has in the source's `column`.
        case key(column: Int)
        /// The number of rows it aggregates.
        case rows(matching: [Match])
        /// The rows it aggregates as a fraction of all the source's rows.
        case share
        /// `function` over the source's `column`, of the rows it aggregates.
        case aggregate(AggregateFunction, column: Int, matching: [Match])
        /// Not computed from the source's rows.
        case other
    }

    /// A further condition of one column's cells: the source's `column` holds `value` (a
    /// pivot's column of one value).
    public struct Match: Sendable, Equatable {
        public var column: Int
        public var value: GridItem
    }

    /// The type of each column of the rows aggregated.
    public let sourceTypes: [ColumnType]
    /// How many rows were aggregated.
    public let sourceRowCount: Int
    /// Per column of the derived report.
    public internal(set) var columns: [Column]
    /// The line (`GridRow.line`) of a row that aggregates every source row whatever its key
    /// cells say (a pivot's total row); nil when there is none.
    public let allRowsLine: Int?

    init(source: Report, sourceRowCount: Int, columns: [Column], allRowsLine: Int?) {
        sourceTypes = source.schema.columns.map(\.type)
        self.sourceRowCount = sourceRowCount
        self.columns = columns
        self.allRowsLine = allRowsLine
    }

    /// The conditions of a row's cell in `column`: the row's key cells (none for the all-rows
    /// row) and the column's own matches.
    public func matches(row: GridRow, column: Int) -> [Match] {
        var found: [Match] = []
        if row.line != allRowsLine {
            for (k, origin) in columns.enumerated() {
                if case .key(let source) = origin, k < row.items.count {
                    found.append(Match(column: source, value: row.items[k]))
                }
            }
        }
        switch columns[column] {
        case .rows(let matching), .aggregate(_, _, let matching): found += matching
        case .key, .share, .other: break
        }
        return found
    }

    /// The origins of the columns `fields` chose, in that order, of which the first `shown` are
    /// drawn; nil when a key column is not drawn: its rows' cells would no longer say which
    /// rows they aggregate.
    func projected(_ fields: [Int], shown: Int) -> AggregateOrigins? {
        for (k, origin) in columns.enumerated() {
            if case .key = origin, !fields.prefix(shown).contains(k) { return nil }
        }
        var result = self
        result.columns = fields.map { columns[$0] }
        return result
    }
}

extension SummaryPlan {
    /// Where each column of the summary `table` (made by this plan from `source`) came from;
    /// nil for the column profile, whose cells aggregate columns, not rows.
    func origins(of table: SummaryTable, source: Report, rowCount: Int) -> AggregateOrigins? {
        var columns = groupColumns.map { AggregateOrigins.Column.key(column: $0) }
        func cell(_ matching: [AggregateOrigins.Match]) -> AggregateOrigins.Column {
            guard let total = pivotTotal else { return .rows(matching: matching) }
            return .aggregate(total.function, column: total.column, matching: matching)
        }
        switch form {
        case .profile:
            return nil
        case .groups:
            columns += [.rows(matching: []), .share]
            columns += totals.map { .aggregate($0.function, column: $0.column, matching: []) }
            return AggregateOrigins(source: source, sourceRowCount: rowCount, columns: columns, allRowsLine: nil)
        case .pivot(let pivot):
            let values = table.pivotValues
            columns += values.map { cell([AggregateOrigins.Match(column: pivot, value: $0)]) }
            columns.append(cell([]))
            return AggregateOrigins(
                source: source, sourceRowCount: rowCount, columns: columns, allRowsLine: table.rows.last?.line)
        }
    }
}
