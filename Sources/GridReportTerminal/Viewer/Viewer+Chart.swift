import GridReport

extension Viewer {
    /// `C`: the chart asked for (`--chart`) over the whole screen, drawn as `render` draws it
    /// under the table, of the rows shown (as filtered and sorted here, the first
    /// `ChartData.maximumRows`); q, Esc or C returns to the rows, where they were.
    func openChart() throws {
        guard settings.chart != nil else {
            message = settings.noChartMessage
            return
        }
        guard frequency == nil else {
            message = "the chart is of the report's rows: q returns to them first"
            return
        }
        overlay = .chart(offset: 0)
    }

    /// The chart's lines at the current width (the blank line `render` puts above it left out),
    /// read once per width and shape of the rows.
    func chartLines() throws -> [String] {
        if let chartCache, chartCache.width == width { return chartCache.lines }
        guard let chart = settings.chart else { return [] }
        let data = try ChartData.collect(chart, report: report)
        var text = ""
        TerminalChart(
            chart: chart, data: data, report: report, width: width, color: settings.color,
            ascii: settings.geometry.border == .ascii, depth: settings.colorDepth
        ).render(to: &text)
        let lines = Array(RowLines.split(text).drop(while: { $0.isEmpty }))
        chartCache = (width, lines)
        return lines
    }

    /// The furthest the chart scrolls: its last line at the bottom, as the row view stops.
    func lastChartOffset() throws -> Int { max(0, try chartLines().count - (height - 1)) }

    func drawChart(offset: Int, on screen: inout Screen) throws {
        for (y, line) in try chartLines().dropFirst(offset).prefix(height - 1).enumerated() {
            screen.write(line, line: y)
        }
    }

    func handleChart(_ key: Key, offset: Int) throws -> ViewerAction {
        if key == .escape || key == .character("q") || key == .character("C") {
            overlay = .none
        } else if let moved = scrolled(offset, by: key) {
            overlay = .chart(offset: max(0, min(moved, try lastChartOffset())))
        }
        return .none
    }
}
