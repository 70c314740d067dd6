/// The frequency table of one column (VisiData's Shift-F sheet, `qsv frequency`): its values,
/// `Count` and `%`, most frequent first, as a report of its own. It is the summary grouped by the
/// column (the same groups, counts and shares `--group-by COLUMN --summary` shows), ordered by
/// `Count` from the most; values counted as often keep their order of first appearance, and the
/// missing values are one row, `(missing)`.
public struct FrequencyTable {
    /// The table: the column's values, `Count`, `%`.
    public let report: Report
    /// The column of the report it counts (schema index).
    public let column: Int
    /// Each row's value as the counted report holds it, by the row's place in the table as made
    /// (`line` - 2, since a stage's rows are numbered as lines of a file under its header):
    /// `.empty` for the `(missing)` row, which the table shows as text.
    public let values: [GridItem]

    /// The title of the row of missing values.
    public static let missingTitle = "(missing)"

    /// The value of `row`, a row of `report` (however it was sorted or filtered since).
    public func value(of row: GridRow) -> GridItem? {
        let place = row.line - 2
        return values.indices.contains(place) ? values[place] : nil
    }
}

extension Report {
    /// The frequency table of `column` (a schema index) over the rows as shaped (filtered; the
    /// sort does not change a count). One pass over the rows, memory growing with the column's
    /// different values.
    public func frequencyTable(of column: Int) throws -> FrequencyTable {
        let plan = SummaryPlan(
            form: .groups, groupColumns: [column], totals: [], sortGroups: false,
            maxPivotColumns: SummaryRequest.defaultMaxPivotColumns, pivotOrigin: "pivot")
        let table = try summarize(plan)
        // The groups come in order of first appearance: ordered by count, ties kept so.
        func count(_ place: Int) -> Double {
            guard case .number(let count) = table.rows[place].items[1] else { return 0 }
            return count
        }
        let order = table.rows.indices.sorted { a, b in
            count(a) != count(b) ? count(a) > count(b) : a < b
        }
        var values: [GridItem] = []
        var rows: [GridRow] = []
        for (place, group) in order.enumerated() {
            var items = table.rows[group].items
            values.append(items[0])
            if items[0].isEmpty { items[0] = .text(FrequencyTable.missingTitle) }
            rows.append(GridRow(items: items, line: place + 2))
        }
        let report = try Report(store: RowTable(rows: rows), schema: table.schema, madeFrom: self)
        report.summaryOutline = SummaryOutline(plan: plan, schema: schema)
        return FrequencyTable(report: report, column: column, values: values)
    }
}
