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
    /// `sparklines` (`--spark`): columns drawn from the summary's own number columns, after
    /// them unless `columns` places them.
    public func summaryReport(
        _ plan: SummaryPlan, columns choice: ColumnChoice? = nil, sparklines: [AddedColumn] = []
    ) throws -> Report {
        var table = try summarize(plan)
        var origins = plan.origins(of: table, source: self, rowCount: table.sourceRowCount)
        let own = table.schema.columns.count
        var drawn: [[Int]] = []
        if !sparklines.isEmpty {
            (table, drawn) = try SummarySparklines.add(
                sparklines, to: table, ascii: rows.records.options.asciiSparklines)
            origins?.columns += sparklines.map { _ in .other }
        }
        var fields = Array(table.schema.columns.indices)
        var shown: Int?
        if var choice {
            choice.added = sparklines.map(\.name)
            let projection = try choice.project(names: table.schema.columns.prefix(own).map(\.name))
            let chosen = SummarySparklines.fields(projection, own: own)
            (fields, shown) = (chosen.fields, chosen.shown)
            table = table.projected(fields)
            origins = origins?.projected(fields, shown: chosen.shown)
        }
        let report = try Report(store: RowTable(rows: table.rows), schema: table.schema, madeFrom: self, shown: shown)
        report.summaryOutline = SummaryOutline(plan: plan, schema: schema)
        report.summaryOutline?.sparklines = sparklines.map(\.text)
        report.aggregateOrigins = origins
        report.aggregatedReport = self
        let shownFields = fields.prefix(shown ?? fields.count)
        report.stageSparklines = sparklines.indices.compactMap { k in
            guard let position = shownFields.firstIndex(of: own + k) else { return nil }
            let places = drawn[k].compactMap { shownFields.firstIndex(of: $0) }
            return StageSparkline(
                position: position, definition: sparklines[k], drawn: places.count == drawn[k].count ? places : nil)
        }
        return report
    }
}
