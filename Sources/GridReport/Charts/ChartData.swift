/// A chart's points, read from its report's rows in the order they are shown: each row's X as
/// its cell shows it (and its number, for a scatter) and each series' Y (nil where a cell is
/// empty). The terminal and the page draw these; the sheet's chart reads its own cells instead.
public struct ChartData: Sendable, Equatable {
    public var labels: [String]
    public var xs: [Double?]
    public var series: [[Double?]]
    /// Whether rows were left out past `maximumRows`.
    public var isCut: Bool

    /// The most rows a drawn chart reads: more bars than a screen or a page can tell apart say
    /// nothing, and the points stay few enough to keep in memory.
    public static let maximumRows = 1000

    public init(labels: [String], xs: [Double?], series: [[Double?]], isCut: Bool = false) {
        self.labels = labels
        self.xs = xs
        self.series = series
        self.isCut = isCut
    }

    /// The first `limit` rows of `report` (all when nil), at most `maximumRows`.
    public static func collect(_ chart: Chart, report: Report, limit: Int? = nil) throws -> ChartData {
        let wanted = min(limit ?? .max, maximumRows)
        var data = ChartData(labels: [], xs: [], series: Array(repeating: [], count: chart.ys.count))
        let xRenderer = chart.x < report.renderers.count ? report.renderers[chart.x] : nil
        var read = 0
        try report.rows.forEach(limit: wanted == .max ? .max : wanted + 1) { row in
            read += 1
            guard read <= wanted else { return }
            let item = chart.x < row.items.count ? row.items[chart.x] : .empty
            data.labels.append(Self.label(item, renderer: xRenderer))
            data.xs.append(Self.number(item))
            for (position, y) in chart.ys.enumerated() {
                data.series[position].append(y < row.items.count ? Self.number(row.items[y]) : nil)
            }
        }
        data.isCut = read > wanted && wanted == maximumRows
        return data
    }

    /// The cell as a view shows it, on one line.
    static func label(_ item: GridItem, renderer: NumberRenderer?) -> String {
        switch item {
        case .header(let text), .text(let text): return TerminalText.sanitize(text)
        case .number(let value): return renderer?.string(value) ?? String(value)
        case .date(let date): return date.text
        case .image(let image): return image.reference
        case .empty: return ""
        }
    }

    static func number(_ item: GridItem) -> Double? {
        if case .number(let value) = item, value.isFinite { return value }
        return nil
    }

    /// The smallest and largest Y over every series; nil without any.
    public var yRange: ClosedRange<Double>? {
        let values = series.joined().compactMap { $0 }
        guard let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }
}
