/// Encodings checked against a report's columns and given each column's range from the first
/// pass's profile (its smallest and largest number), once: every output draws these values and
/// none computes a range or a threshold of its own.
public struct Encodings: Sendable, Equatable {
    /// A bar from 0 to the value: `negative` and `positive` are how far the column's values reach
    /// either side of 0 (0 when none are on that side), so both sides share one scale.
    public struct Bar: Sendable, Equatable {
        public var negative: Double
        public var positive: Double

        /// Fiori's informative blue for bars right of the axis, its negative red left of it.
        public static let positiveColor = StatusState.information.fioriColor
        public static let negativeColor = StatusState.negative.fioriColor

        /// The bar's length as a share of the whole span, and whether it lies left of the axis.
        @inline(__always)
        public func share(_ value: Double) -> Double {
            let span = negative + positive
            return span > 0 ? min(1, abs(value) / span) : 0
        }
    }

    /// A colour scale: two or three stops, smallest value first.
    public struct Scale: Sendable, Equatable {
        public struct Stop: Sendable, Equatable {
            public var value: Double
            public var color: ThemeColor
        }

        public var stops: [Stop]
        public var palette: ScalePalette
        /// Whether the middle stop is at 0 (values either side of it), else at the middle of the range.
        public var midpointIsZero: Bool

        /// The colour of `value`: linear between the stops around it, in sRGB.
        public func color(of value: Double) -> ThemeColor {
            guard let first = stops.first, let last = stops.last else { return ThemeColor(red: 0, green: 0, blue: 0) }
            if value <= first.value { return first.color }
            if value >= last.value { return last.color }
            for index in 1..<stops.count where value <= stops[index].value {
                let low = stops[index - 1]
                let high = stops[index]
                let t = high.value > low.value ? (value - low.value) / (high.value - low.value) : 1
                return ThemeColor.mix(low.color, high.color, t)
            }
            return last.color
        }
    }

    /// Icons by two thresholds: below `low` the first, from `high` up (above it, when `high` is
    /// not `inclusive`) the last, the middle one between.
    public struct Icons: Sendable, Equatable {
        public var set: IconSet
        public var low: Double
        public var high: Double
        public var highInclusive: Bool
        /// Whether the thresholds were given, rather than the set's own (0 for arrows, thirds of
        /// the range for lights).
        public var given: Bool

        /// 0 (low), 1 (middle) or 2 (high).
        @inline(__always)
        public func level(_ value: Double) -> Int {
            if value < low { return 0 }
            return (highInclusive ? value >= high : value > high) ? 2 : 1
        }
    }

    /// What one column is encoded with.
    public struct Column: Sendable, Equatable {
        public var index: Int
        public var bar: Bar?
        public var scale: Scale?
        public var icons: Icons?
    }

    /// The encoded columns, in schema order.
    public let columns: [Column]
    /// Per schema column, its position in `columns`, or -1.
    private let positions: [Int]

    public static let none = Encodings(columns: [], columnCount: 0)

    init(columns: [Column], columnCount: Int) {
        self.columns = columns.sorted { $0.index < $1.index }
        var positions = [Int](repeating: -1, count: columnCount)
        for (position, column) in self.columns.enumerated() { positions[column.index] = position }
        self.positions = positions
    }

    public var isEmpty: Bool { columns.isEmpty }

    /// The encodings of schema column `index`, nil when it has none.
    @inline(__always)
    public func column(_ index: Int) -> Column? {
        guard index >= 0, index < positions.count else { return nil }
        let position = positions[index]
        return position < 0 ? nil : columns[position]
    }
}
