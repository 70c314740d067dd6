/// A chart drawn in a terminal under the table, `width` cells wide: column, bar and pie charts as
/// labelled horizontal bars in eighth blocks (a pie's bars are its slices' shares), line and
/// scatter charts as a braille plot (2 × 4 dots a cell). Colour gives each series Fiori's chart
/// colour; without it bars and points still show, a second series' bars in shades (`▓ ▒ ░`);
/// `ascii` draws `#`, `=`, `*` and `|` instead.
public struct TerminalChart {
    public let chart: Chart
    public let data: ChartData
    public let width: Int
    public let color: Bool
    public let ascii: Bool
    /// Each series' formatter, and the X column's (a scatter's X values).
    let yRenderers: [NumberRenderer?]
    let xRenderer: NumberRenderer?
    /// The axis' formatter: the one series' own; several series' values are shown shortest.
    let yRenderer: NumberRenderer?
    private let theme: TerminalTheme

    /// The plot's height in lines, for line and scatter charts.
    public static let plotLines = 10

    public init(
        chart: Chart, data: ChartData, report: Report, width: Int, color: Bool, ascii: Bool,
        depth: ColorDepth = .trueColor
    ) {
        self.chart = chart
        self.data = data
        self.width = max(width, 20)
        self.color = color
        self.ascii = ascii
        yRenderers = chart.ys.map { $0 < report.renderers.count ? report.renderers[$0] : nil }
        yRenderer = chart.ys.count == 1 ? yRenderers[0] : nil
        xRenderer = chart.x < report.renderers.count ? report.renderers[chart.x] : nil
        theme = TerminalTheme(theme: Theme(), depth: depth)
    }

    /// The chart's lines, each ending in a newline, after a blank line.
    public func render(to out: inout some TextOutputStream) {
        out.write("\n")
        var title = "\(chart.title) (\(chart.type.rawValue))"
        if data.isCut { title += ", the first \(ChartData.maximumRows) rows" }
        out.write(TerminalText.truncate(title, toWidth: width) + "\n")
        guard !data.labels.isEmpty, data.yRange != nil else {
            out.write("no values to chart\n")
            return
        }
        if chart.ys.count > 1 { out.write(legend() + "\n") }
        switch chart.type {
        case .column, .bar: bars(to: &out)
        case .pie: pie(to: &out)
        case .line, .scatter: plot(to: &out)
        }
    }

    private func painted(_ text: String, series: Int) -> String {
        color ? "\u{1B}[\(theme.code(Chart.color(series)))m\(text)\u{1B}[39m" : text
    }

    /// The glyph that fills whole cells of series `series`.
    private func fill(_ series: Int) -> String {
        if ascii { return ["#", "=", "*", "+", "o", "x"][series % 6] }
        if color || series == 0 { return "█" }
        return ["▓", "▒", "░"][(series - 1) % 3]
    }

    private func legend() -> String {
        let plots = chart.type == .line || chart.type == .scatter
        let items = chart.yNames.enumerated().map { index, name in
            painted(plots ? (marksPoints ? Self.markers[index % 6] : "⣿") : fill(index), series: index) + " " + name
        }
        return items.joined(separator: "  ")
    }

    private func shown(_ value: Double, _ renderer: NumberRenderer?) -> String {
        renderer?.string(value) ?? Self.shortest(value)
    }

    /// At most two decimals, none when whole: an axis label of several series.
    public static func shortest(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return String(value) }
        let whole = Int(hundredths) / 100
        let rest = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if rest == 0 { return "\(sign)\(whole)" }
        return "\(sign)\(whole)." + (rest % 10 == 0 ? "\(rest / 10)" : (rest < 10 ? "0\(rest)" : "\(rest)"))
    }

    /// Whether the plot draws a character per point (`*`, `o`, `+`) rather than braille dots: in
    /// ASCII, and without colour when several series would be told apart by colour alone.
    private var marksPoints: Bool { ascii || (!color && chart.ys.count > 1) }

    // MARK: Bars

    /// One line per row and series: the label (on the series' first line), a bar from an axis
    /// at 0, and the value.
    private func bars<Out: TextOutputStream>(to out: inout Out) {
        let labelWidth = min(data.labels.map(TerminalText.displayWidth).max() ?? 0, width / 3)
        let values = data.series.enumerated().map { series, column in
            column.map { $0.map { shown($0, yRenderers[series]) } ?? "" }
        }
        let valueWidth = values.joined().map(TerminalText.displayWidth).max() ?? 0
        let range = data.yRange ?? 0...0
        let negative = max(0, -range.lowerBound)
        let positive = max(0, range.upperBound)
        let cells = max(4, width - labelWidth - valueWidth - 2)
        let hasAxis = negative > 0
        let span = negative + positive
        let barCells = cells - (hasAxis ? 1 : 0)
        let negativeCells = span > 0 ? Int((Double(barCells) * negative / span).rounded()) : 0
        let positiveCells = barCells - negativeCells
        // One scale both sides of the axis (as a data bar's), so the side whose share of the
        // cells was rounded down does not cut its largest values.
        let cellsPerUnit = min(
            negativeCells > 0 ? Double(negativeCells) / negative : .infinity,
            positiveCells > 0 ? Double(positiveCells) / positive : .infinity)
        for row in data.labels.indices {
            for series in data.series.indices {
                let label = series == 0 ? TerminalText.truncate(data.labels[row], toWidth: labelWidth) : ""
                var line = TerminalText.pad(label, toWidth: labelWidth, alignment: .leading) + " "
                let value = data.series[series][row]
                let v = value ?? 0
                if hasAxis {
                    let filled =
                        v < 0 && span > 0 ? min(negativeCells, Int((-v * cellsPerUnit).rounded())) : 0
                    line += String(repeating: " ", count: negativeCells - filled)
                    if filled > 0 { line += painted(String(repeating: fill(series), count: filled), series: series) }
                    line += ascii ? "|" : "│"
                }
                let eighths =
                    v > 0 && span > 0 ? min(positiveCells * 8, Int((v * cellsPerUnit * 8).rounded())) : 0
                let bar = positiveBar(eighths: eighths, series: series)
                line += bar.text.isEmpty ? "" : painted(bar.text, series: series)
                line += String(repeating: " ", count: positiveCells - bar.cells) + " "
                line += TerminalText.pad(values[series][row], toWidth: valueWidth, alignment: .trailing)
                out.write(line + "\n")
            }
        }
    }

    /// `eighths` of a cell as whole cells and, for the first series with block glyphs, a part.
    private func positiveBar(eighths: Int, series: Int) -> (text: String, cells: Int) {
        let smooth = !ascii && fill(series) == "█"
        let whole = smooth ? eighths / 8 : (eighths + 4) / 8
        let part = smooth ? eighths % 8 : 0
        var text = String(repeating: fill(series), count: whole)
        if part > 0 { text += EncodingPainter.eighthBlocks[part - 1] }
        return (text, whole + (part > 0 ? 1 : 0))
    }

    // MARK: Pie

    /// One line per slice: the label, a bar as long as its share of the whole, the share and the value.
    private func pie<Out: TextOutputStream>(to out: inout Out) {
        let values = data.series.first ?? []
        let total = values.compactMap { $0 }.filter { $0 > 0 }.reduce(0, +)
        let labelWidth = min(data.labels.map(TerminalText.displayWidth).max() ?? 0, width / 3)
        let texts = values.map { $0.map { shown($0, yRenderer) } ?? "" }
        let valueWidth = texts.map(TerminalText.displayWidth).max() ?? 0
        let cells = max(4, width - labelWidth - valueWidth - 9)
        for row in data.labels.indices {
            let v = max(0, values[row] ?? 0)
            let share = total > 0 ? v / total : 0
            var line =
                TerminalText.pad(
                    TerminalText.truncate(data.labels[row], toWidth: labelWidth), toWidth: labelWidth,
                    alignment: .leading)
                + " "
            let bar = positiveBar(eighths: Int((share * Double(cells) * 8).rounded()), series: 0)
            line += bar.text.isEmpty ? "" : painted(bar.text, series: row)
            line += String(repeating: " ", count: cells - bar.cells)
            let tenths = Int((share * 1000).rounded())
            line += TerminalText.pad("\(tenths / 10).\(tenths % 10)%", toWidth: 7, alignment: .trailing) + " "
            line += TerminalText.pad(texts[row], toWidth: valueWidth, alignment: .trailing)
            out.write(line + "\n")
        }
    }

    // MARK: Plot

    /// A braille plot (a character plot with `ascii`): Y labels at the top, middle and bottom, the
    /// X axis under it with its first and last values. A line joins each series' points in row
    /// order, evenly spaced; a scatter places them by X.
    private func plot<Out: TextOutputStream>(to out: inout Out) {
        let range = data.yRange ?? 0...0
        let low = range.lowerBound
        let high = range.upperBound > range.lowerBound ? range.upperBound : range.lowerBound + 1
        let middle = (low + high) / 2
        let yLabels = [shown(range.upperBound, yRenderer), shown(middle, yRenderer), shown(low, yRenderer)]
        let labelWidth = yLabels.map(TerminalText.displayWidth).max() ?? 0
        let columns = max(4, width - labelWidth - 2)
        let lines = Self.plotLines
        let (dotsX, dotsY) = marksPoints ? (1, 1) : (2, 4)
        let gridWidth = columns * dotsX
        let gridHeight = lines * dotsY
        var dots = [[Bool]](repeating: [Bool](repeating: false, count: gridWidth), count: gridHeight)
        var owner = [[Int]](repeating: [Int](repeating: -1, count: columns), count: lines)
        let xs: [Double?]
        var xLow = 0.0
        var xHigh = Double(max(1, data.labels.count - 1))
        if chart.type == .scatter {
            xs = data.xs
            let known = data.xs.compactMap { $0 }
            xLow = known.min() ?? 0
            xHigh = max(known.max() ?? 1, xLow + (known.max() == xLow ? 1 : 0))
        } else {
            xs = data.labels.indices.map(Double.init)
        }
        func point(_ x: Double, _ y: Double) -> (Int, Int) {
            let px = Int(((x - xLow) / (xHigh - xLow) * Double(gridWidth - 1)).rounded())
            let py = gridHeight - 1 - Int(((y - low) / (high - low) * Double(gridHeight - 1)).rounded())
            return (min(max(px, 0), gridWidth - 1), min(max(py, 0), gridHeight - 1))
        }
        for (series, values) in data.series.enumerated() {
            var previous: (Int, Int)?
            for row in values.indices {
                guard let y = values[row], let x = xs[row] else {
                    previous = nil
                    continue
                }
                let here = point(x, y)
                // A scatter's point is 2 × 2 dots, to be seen; a line's points are joined.
                let path =
                    chart.type == .line
                    ? (previous.map { Self.segment($0, here) } ?? [here])
                    : marksPoints
                        ? [here]
                        : [
                            here, (min(here.0 + 1, gridWidth - 1), here.1), (here.0, max(here.1 - 1, 0)),
                            (min(here.0 + 1, gridWidth - 1), max(here.1 - 1, 0)),
                        ]
                for (px, py) in path {
                    dots[py][px] = true
                    owner[py / dotsY][px / dotsX] = series
                }
                previous = here
            }
        }
        let labelRows = [0: yLabels[0], lines / 2: yLabels[1], lines - 1: yLabels[2]]
        for line in 0..<lines {
            var text =
                TerminalText.pad(labelRows[line] ?? "", toWidth: labelWidth, alignment: .trailing)
                + (labelRows[line] == nil ? (ascii ? " |" : " │") : (ascii ? " +" : " ┤"))
            var drawn = text
            for column in 0..<columns {
                let glyph = cell(
                    dots, line: line, column: column, dotsX: dotsX, dotsY: dotsY, series: owner[line][column])
                text += owner[line][column] >= 0 ? painted(glyph, series: owner[line][column]) : glyph
                if glyph != " " { drawn = text }
            }
            // No spaces after the last point.
            out.write(drawn + "\n")
        }
        out.write(
            String(repeating: " ", count: labelWidth + 1) + (ascii ? "+" : "└")
                + String(repeating: ascii ? "-" : "─", count: columns) + "\n")
        let first = chart.type == .scatter ? shown(xLow, xRenderer) : data.labels.first ?? ""
        let last = chart.type == .scatter ? shown(xHigh, xRenderer) : data.labels.last ?? ""
        let room = columns - TerminalText.displayWidth(last) - 1
        let left = TerminalText.truncate(first, toWidth: max(0, room))
        out.write(
            String(repeating: " ", count: labelWidth + 2)
                + TerminalText.pad(left, toWidth: max(0, room), alignment: .leading) + " "
                + last + "\n")
    }

    private func cell(_ dots: [[Bool]], line: Int, column: Int, dotsX: Int, dotsY: Int, series: Int) -> String {
        if marksPoints { return dots[line][column] ? Self.markers[max(0, series) % 6] : " " }
        // Braille dots 1–8: the left column's top three, the right's, then the bottom row.
        let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        var value: UInt32 = 0
        for dy in 0..<dotsY {
            for dx in 0..<dotsX where dots[line * dotsY + dy][column * dotsX + dx] { value |= bits[dy][dx] }
        }
        return value == 0 ? " " : String(Character(Unicode.Scalar(0x2800 + value)!))
    }

    static let markers = ["*", "o", "+", "x", "@", "%"]

    /// The dots from `a` to `b` (Bresenham's line), both ends included.
    static func segment(_ a: (Int, Int), _ b: (Int, Int)) -> [(Int, Int)] {
        var (x, y) = a
        let (dx, dy) = (abs(b.0 - a.0), -abs(b.1 - a.1))
        let (sx, sy) = (a.0 < b.0 ? 1 : -1, a.1 < b.1 ? 1 : -1)
        var error = dx + dy
        var points: [(Int, Int)] = []
        while true {
            points.append((x, y))
            if x == b.0 && y == b.1 { break }
            let twice = 2 * error
            if twice >= dy {
                error += dy
                x += sx
            }
            if twice <= dx {
                error += dx
                y += sy
            }
        }
        return points
    }
}
