extension SummaryTable {
    /// The table with only `fields`' columns, in that order.
    func projected(_ fields: [Int]) -> SummaryTable {
        let columns = fields.map { schema.columns[$0] }
        return SummaryTable(
            schema: Schema(columns: columns),
            rows: rows.map { row in GridRow(items: fields.map { row.items[$0] }, line: row.line) })
    }
}

extension Report {
    /// The summary of the report's rows (as filtered) as a report of its own, which every view,
    /// writer and handoff draws as a file's. `columns`: the summary's columns shown, chosen by
    /// their titles; the columns its `needed` names (sort keys) are kept hidden after them.
    public func summaryReport(_ plan: SummaryPlan, columns choice: ColumnChoice? = nil) throws -> Report {
        var table = try summarize(plan)
        var origins = plan.origins(of: table, source: self, rowCount: table.sourceRowCount)
        var shown: Int?
        if let choice {
            let projection = try choice.project(names: table.schema.columns.map(\.name))
            table = table.projected(projection.fields)
            origins = origins?.projected(projection.fields, shown: projection.shown)
            shown = projection.shown
        }
        let report = try Report(store: RowTable(rows: table.rows), schema: table.schema, madeFrom: self, shown: shown)
        report.summaryOutline = SummaryOutline(plan: plan, schema: schema)
        report.aggregateOrigins = origins
        report.aggregatedReport = self
        return report
    }
}
