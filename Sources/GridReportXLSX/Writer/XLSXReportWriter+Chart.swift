import GridReport

/// The report's chart as a native Excel chart on its first sheet, beside the table (one column
/// apart), its series over the sheet's data rows: the rows a continuation sheet holds are not in it.
extension XLSXReportWriter {
    func addChart() throws {
        guard let chart = options.chart, sheetCount == reportFirstSheet, let first = dataRuns.first?.first,
            let last = dataRuns.last?.last
        else { return }
        try sheet.insertChart(
            Worksheet.ChartPlacement(
                type: chart.type, title: chart.title, xName: chart.xName, xColumn: chart.x, yColumns: chart.ys,
                headerRow: headerRow, firstRow: first, lastRow: last, anchorRow: headerRow,
                anchorColumn: plans.count + 1, colors: chart.ys.indices.map { Chart.color($0).rgb }))
    }
}
