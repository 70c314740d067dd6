extension ReportDiff {
    /// The title of the summary's first column.
    public static let summaryTitles = (what: "Change", count: "Rows")

    /// The summary line's counts as a report of two columns (what changed, how many rows), one
    /// row per kind of change and one per column added or removed: what a workbook's second
    /// sheet shows.
    public func summaryReport() throws -> Report {
        let schema = Schema(columns: [
            Column(index: 0, name: Self.summaryTitles.what, type: .text),
            Column(index: 1, name: Self.summaryTitles.count, type: .number),
        ])
        var rows: [GridRow] = []
        for (what, count) in [
            ("added", summary.added), ("removed", summary.removed), ("changed", summary.changed),
            ("unchanged", summary.unchanged),
        ] {
            rows.append(GridRow(items: [.text(what), .number(Double(count))], line: rows.count + 1))
        }
        for name in summary.addedColumns {
            rows.append(GridRow(items: [.text("column added: " + name), .empty], line: rows.count + 1))
        }
        for name in summary.removedColumns {
            rows.append(GridRow(items: [.text("column removed: " + name), .empty], line: rows.count + 1))
        }
        return try Report(store: RowTable(rows: rows), schema: schema, madeFrom: new)
    }
}
