import Foundation
import GridReport

/// A chart as inline SVG under the page's table, from the same chart value and points the
/// terminal draws: columns and bars as rectangles from an axis at 0, a line as a polyline per
/// series, a scatter as circles, a pie as arcs. Every value from the data is escaped; each mark
/// carries a `<title>` with its label and value, which a browser shows on hover.
struct ChartSVG {
    let chart: Chart
    let data: ChartData
    /// Each series' formatter; the axis' (one series' own, several series' values shortest);
    /// the X column's.
    let yRenderers: [NumberRenderer?]
    let yRenderer: NumberRenderer?
    let xRenderer: NumberRenderer?

    static let width = 640.0
    static let height = 330.0
    /// The plot area inside the picture: room for the Y labels left and the X labels below.
    static let plot = (left: 72.0, top: 16.0, right: 624.0, bottom: 300.0)

    init(chart: Chart, data: ChartData, report: Report) {
        self.chart = chart
        self.data = data
        yRenderers = chart.ys.map { $0 < report.renderers.count ? report.renderers[$0] : nil }
        yRenderer = chart.ys.count == 1 ? yRenderers[0] : nil
        xRenderer = chart.x < report.renderers.count ? report.renderers[chart.x] : nil
    }

    func markup() -> [UInt8] {
        var out = [UInt8]()
        out.append(contentsOf: "<figure class=\"chart\" data-chart=\"\(chart.type.rawValue)\"><figcaption>".utf8)
        var caption = chart.title
        if data.isCut { caption += ", the first \(ChartData.maximumRows) rows" }
        HTMLEscape.append(caption, to: &out)
        out.append(contentsOf: "</figcaption>\n".utf8)
        out.append(
            contentsOf:
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" role=\"img\" aria-label=\""
                .utf8)
        HTMLEscape.append(chart.title, to: &out)
        out.append(contentsOf: "\">\n".utf8)
        if data.yRange != nil, !data.labels.isEmpty {
            switch chart.type {
            case .column, .bar: bars(horizontal: chart.type == .bar, to: &out)
            case .line, .scatter: plot(to: &out)
            case .pie: pie(to: &out)
            }
        }
        out.append(contentsOf: "</svg>\n".utf8)
        if chart.ys.count > 1 || chart.type == .pie { legend(to: &out) }
        out.append(contentsOf: "</figure>\n".utf8)
        return out
    }

    // MARK: Pieces

    private func shown(_ value: Double, _ renderer: NumberRenderer?) -> String {
        renderer?.string(value) ?? TerminalChart.shortest(value)
    }

    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let text = String(tenths / 10)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private func color(_ index: Int) -> String { Chart.color(index).hex }

    private func text(_ string: String, x: Double, y: Double, anchor: String, extra: String = "", to out: inout [UInt8])
    {
        out.append(
            contentsOf: "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"\(anchor)\"\(extra)>".utf8)
        HTMLEscape.append(string, to: &out)
        out.append(contentsOf: "</text>".utf8)
    }

    private func title(row: Int, value: Double, series: Int, to out: inout [UInt8]) {
        out.append(contentsOf: "<title>".utf8)
        var text = data.labels[row] + ": " + shown(value, yRenderers[series])
        if chart.ys.count > 1 { text = chart.yNames[series] + ", " + text }
        HTMLEscape.append(text, to: &out)
        out.append(contentsOf: "</title>".utf8)
    }

    private func legend(to out: inout [UInt8]) {
        out.append(contentsOf: "<ul class=\"legend\">".utf8)
        let names = chart.type == .pie ? data.labels : chart.yNames
        for (index, name) in names.enumerated() {
            out.append(contentsOf: "<li><i style=\"background:\(color(index))\"></i>".utf8)
            HTMLEscape.append(name, to: &out)
            out.append(contentsOf: "</li>".utf8)
        }
        out.append(contentsOf: "</ul>\n".utf8)
    }

    /// The value axis from the smallest value (or 0) to the largest (or 0).
    private var valueRange: (low: Double, high: Double) {
        let range = data.yRange ?? 0...0
        let low = min(0, range.lowerBound)
        let high = max(0, range.upperBound)
        return (low, high > low ? high : low + 1)
    }

    private func bars(horizontal: Bool, to out: inout [UInt8]) {
        let (left, top, right, bottom) = Self.plot
        let (low, high) = valueRange
        let count = Double(data.labels.count)
        let seriesCount = Double(data.series.count)
        // Along the categories: each row's band, its bars side by side in the middle 80 %.
        let along = horizontal ? bottom - top : right - left
        let across = horizontal ? right - left : bottom - top
        func place(_ value: Double) -> Double {
            horizontal ? left + (value - low) / (high - low) * across : bottom - (value - low) / (high - low) * across
        }
        let zero = place(0)
        axisLines(horizontal: horizontal, zero: zero, low: low, high: high, to: &out)
        let band = along / count
        let barSize = band * 0.8 / seriesCount
        for row in data.labels.indices {
            let start = (horizontal ? top : left) + band * Double(row) + band * 0.1
            for series in data.series.indices {
                guard let value = data.series[series][row] else { continue }
                let end = place(value)
                let (from, to) = (min(zero, end), max(zero, end))
                let offset = start + barSize * Double(series)
                let rect =
                    horizontal
                    ? "x=\"\(Self.number(from))\" y=\"\(Self.number(offset))\" width=\"\(Self.number(to - from))\" height=\"\(Self.number(barSize))\""
                    : "x=\"\(Self.number(offset))\" y=\"\(Self.number(from))\" width=\"\(Self.number(barSize))\" height=\"\(Self.number(to - from))\""
                out.append(
                    contentsOf: "<rect class=\"mk\" data-series=\"\(series)\" \(rect) fill=\"\(color(series))\">".utf8)
                title(row: row, value: value, series: series, to: &out)
                out.append(contentsOf: "</rect>\n".utf8)
            }
            // Category labels while they can be read.
            if data.labels.count <= 40 {
                let middle = (horizontal ? top : left) + band * (Double(row) + 0.5)
                let label = TerminalText.truncate(data.labels[row], toWidth: horizontal ? 10 : max(3, Int(band / 7)))
                if horizontal {
                    text(label, x: left - 6, y: middle + 4, anchor: "end", to: &out)
                } else {
                    text(label, x: middle, y: bottom + 16, anchor: "middle", to: &out)
                }
            }
        }
        out.append(contentsOf: "\n".utf8)
    }

    /// The value axis' line at 0 and its labels at the ends and at 0.
    private func axisLines(horizontal: Bool, zero: Double, low: Double, high: Double, to out: inout [UInt8]) {
        let (left, top, right, bottom) = Self.plot
        let line =
            horizontal
            ? "x1=\"\(Self.number(zero))\" y1=\"\(top)\" x2=\"\(Self.number(zero))\" y2=\"\(bottom)\""
            : "x1=\"\(left)\" y1=\"\(Self.number(zero))\" x2=\"\(right)\" y2=\"\(Self.number(zero))\""
        out.append(contentsOf: "<line class=\"ax\" \(line) stroke=\"#556B82\"/>".utf8)
        for value in Set([low, 0, high]).sorted() {
            let at =
                horizontal
                ? left + (value - low) / (high - low) * (right - left)
                : bottom - (value - low) / (high - low) * (bottom - top)
            if horizontal {
                text(shown(value, yRenderer), x: at, y: bottom + 16, anchor: "middle", to: &out)
            } else {
                text(shown(value, yRenderer), x: left - 6, y: at + 4, anchor: "end", to: &out)
            }
        }
    }

    private func plot(to out: inout [UInt8]) {
        let (left, top, right, bottom) = Self.plot
        let range = data.yRange ?? 0...0
        let low = range.lowerBound
        let high = range.upperBound > low ? range.upperBound : low + 1
        var xLow = 0.0
        var xHigh = Double(max(1, data.labels.count - 1))
        if chart.type == .scatter {
            let known = data.xs.compactMap { $0 }
            xLow = known.min() ?? 0
            xHigh = max(known.max() ?? 1, xLow + (known.max() == xLow ? 1 : 0))
        }
        func x(_ row: Int) -> Double? {
            let value = chart.type == .scatter ? data.xs[row] : Double(row)
            return value.map { left + ($0 - xLow) / (xHigh - xLow) * (right - left) }
        }
        func y(_ value: Double) -> Double { bottom - (value - low) / (high - low) * (bottom - top) }
        out.append(
            contentsOf:
                "<path class=\"ax\" d=\"M\(left) \(top)V\(bottom)H\(right)\" fill=\"none\" stroke=\"#556B82\"/>".utf8)
        text(shown(range.upperBound, yRenderer), x: left - 6, y: top + 4, anchor: "end", to: &out)
        text(shown(range.lowerBound, yRenderer), x: left - 6, y: bottom + 4, anchor: "end", to: &out)
        let first = chart.type == .scatter ? shown(xLow, xRenderer) : data.labels.first ?? ""
        let last = chart.type == .scatter ? shown(xHigh, xRenderer) : data.labels.last ?? ""
        text(first, x: left, y: bottom + 16, anchor: "start", to: &out)
        text(last, x: right, y: bottom + 16, anchor: "end", to: &out)
        out.append(contentsOf: "\n".utf8)
        for (series, values) in data.series.enumerated() {
            if chart.type == .line {
                // A gap where a value is missing: the line starts again after it.
                var path = ""
                var drawing = false
                for row in values.indices {
                    guard let value = values[row], let px = x(row) else {
                        drawing = false
                        continue
                    }
                    path += (drawing ? "L" : "M") + Self.number(px) + " " + Self.number(y(value))
                    drawing = true
                }
                out.append(
                    contentsOf:
                        "<path class=\"mk\" data-series=\"\(series)\" d=\"\(path)\" fill=\"none\" stroke=\"\(color(series))\" stroke-width=\"2\"/>\n"
                        .utf8)
            } else {
                for row in values.indices {
                    guard let value = values[row], let px = x(row) else { continue }
                    out.append(
                        contentsOf:
                            "<circle class=\"mk\" data-series=\"\(series)\" cx=\"\(Self.number(px))\" cy=\"\(Self.number(y(value)))\" r=\"3.5\" fill=\"\(color(series))\">"
                            .utf8)
                    title(row: row, value: value, series: series, to: &out)
                    out.append(contentsOf: "</circle>\n".utf8)
                }
            }
        }
    }

    private func pie(to out: inout [UInt8]) {
        let values = (data.series.first ?? []).map { max(0, $0 ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        let (cx, cy, r) = (Self.width / 2, (Self.height) / 2, Self.height / 2 - 16)
        var angle = -Double.pi / 2
        for (row, value) in values.enumerated() where value > 0 {
            let sweep = value / total * 2 * Double.pi
            let end = angle + sweep
            let shape: String
            if sweep >= 2 * Double.pi - 1e-9 {
                shape =
                    "<circle class=\"mk\" data-series=\"0\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" fill=\"\(color(row))\">"
            } else {
                let (x1, y1) = (cx + r * cos(angle), cy + r * sin(angle))
                let (x2, y2) = (cx + r * cos(end), cy + r * sin(end))
                let d =
                    "M\(cx) \(cy)L\(Self.number(x1)) \(Self.number(y1))A\(r) \(r) 0 \(sweep > Double.pi ? 1 : 0) 1 \(Self.number(x2)) \(Self.number(y2))Z"
                shape = "<path class=\"mk\" data-series=\"0\" d=\"\(d)\" fill=\"\(color(row))\" stroke=\"#FFFFFF\">"
            }
            out.append(contentsOf: shape.utf8)
            title(row: row, value: value, series: 0, to: &out)
            out.append(contentsOf: (shape.hasPrefix("<circle") ? "</circle>\n" : "</path>\n").utf8)
            angle = end
        }
    }

    /// The figure's rules; nothing without a chart.
    static func css(_ chart: Chart?) -> String {
        guard chart != nil else { return "" }
        return """
            .chart{margin:1.5em 0;max-width:\(Int(width))px}.chart figcaption{font-weight:600;margin-bottom:.4em}
            .chart svg{width:100%;height:auto;font:11px -apple-system,system-ui,sans-serif;fill:#1D2D3E}
            .chart text{fill:#556B82}.chart .legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.3em 1em}
            .chart .legend i{display:inline-block;width:.8em;height:.8em;margin-right:.3em;border-radius:2px}

            """
    }
}
