import Foundation
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
        charts += 1
        if plans[chart.x].isText { textCategoryCharts.append(charts) }
    }

    /// Streaming, libxlsxwriter keeps no cells to tell text from numbers, and writes every
    /// chart's categories as numbers (`c:numRef`); the charts whose X is text get `c:strRef`, as
    /// Excel writes them, so that a reader that trusts the kind shows the labels. The replaced
    /// members, by name; nil when a chart could not be read back.
    func chartsWithTextCategories() -> [String: [UInt8]]? {
        var replacements: [String: [UInt8]] = [:]
        for number in textCategoryCharts {
            let name = "xl/charts/chart\(number).xml"
            guard let xml = output.zipMember(named: name) else { return nil }
            var text = String(decoding: xml, as: UTF8.self)
            text = text.replacingOccurrences(of: "<c:cat><c:numRef>", with: "<c:cat><c:strRef>")
                .replacingOccurrences(of: "</c:numRef></c:cat>", with: "</c:strRef></c:cat>")
            replacements[name] = Array(text.utf8)
        }
        return replacements
    }
}
