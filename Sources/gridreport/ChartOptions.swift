import ArgumentParser
import Foundation
import GridReport

/// `--chart TYPE:X=COL,Y=COL[,COL…]`: a chart of the report's rows, over the spec's `chart:`.
struct ChartOptions: ParsableArguments {
    @Option(
        name: .customLong("chart"), parsing: .unconditional,
        help: ArgumentHelp(
            "A chart of the report's rows (a summary's too): TYPE column, bar, line, pie or scatter; X the categories (a number column for scatter), Y one or more number columns (one for pie). Drawn under the table, as a native chart beside the sheet's table, as SVG in the preview.",
            valueName: "type:X=col,Y=col[,col…]"))
    var chart: String?

    /// The flag's chart, else the spec's.
    func parsed(spec: ReportSpec) -> ChartRequest? {
        chart.map { ChartRequest(text: $0, origin: "--chart") } ?? spec.chart
    }

    /// Draws `chart` under a terminal view, `width` cells wide, of `report`'s first `limit` rows.
    static func draw(
        _ chart: Chart, report: Report, limit: Int?, width: Int, color: Bool, ascii: Bool,
        to out: inout some TextOutputStream
    ) throws {
        let data = try ChartData.collect(chart, report: report, limit: limit)
        TerminalChart(
            chart: chart, data: data, report: report, width: width, color: color, ascii: ascii,
            depth: ColorDepth.from(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"])
        ).render(to: &out)
    }
}
