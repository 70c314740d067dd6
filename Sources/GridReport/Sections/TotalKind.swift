/// The aggregates a section's footer can show: those a sheet's `SUBTOTAL` computes.
public enum TotalKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case sum, avg, min, max, count

    /// The kind that computes `function`; nil for those only a summary computes.
    public init?(_ function: AggregateFunction) {
        guard let kind = Self.allCases.first(where: { $0.aggregate == function }) else { return nil }
        self = kind
    }

    /// The aggregate it is.
    public var aggregate: AggregateFunction {
        switch self {
        case .sum: return .sum
        case .avg: return .avg
        case .min: return .min
        case .max: return .max
        case .count: return .count
        }
    }

    /// Excel's SUBTOTAL function number: 9 SUM, 1 AVERAGE, 5 MIN, 4 MAX, 2 COUNT (numbers),
    /// 3 COUNTA (non-empty cells, for a count of a text column). Numbers below 100 include rows
    /// hidden by collapsing an outline, so a collapsed section still shows its totals.
    public func subtotalFunction(numberColumn: Bool) -> Int {
        switch self {
        case .sum: return 9
        case .avg: return 1
        case .min: return 5
        case .max: return 4
        case .count: return numberColumn ? 2 : 3
        }
    }
}

/// One column's total in a plan.
public struct ColumnTotal: Sendable, Equatable {
    public var column: Int
    public var kind: TotalKind

    public init(column: Int, kind: TotalKind) {
        self.column = column
        self.kind = kind
    }
}

/// The running totals of one section (or of the whole report): one `Aggregator` per total,
/// the values a summary's columns keep too.
public struct TotalAccumulator: Sendable, Equatable {
    private var aggregators: [Aggregator]
    private let empty: [Aggregator]

    /// `fractionDigits`: per total, the most fraction digits its column's values are written with
    /// (the units its sum is kept in; see `ExactSum`).
    public init(_ totals: [ColumnTotal], fractionDigits: [Int]) {
        empty = zip(totals, fractionDigits).map { Aggregator($0.kind.aggregate, fractionDigits: $1) }
        aggregators = empty
    }

    /// A cell marked removed (a diff's row or column gone from the new version) is not counted:
    /// totals add what the report holds now.
    @inline(__always)
    public mutating func add(_ row: GridRow, totals: [ColumnTotal]) {
        for (k, total) in totals.enumerated() {
            if !row.marks.isEmpty && row.marks[total.column].isRemoved { continue }
            aggregators[k].add(row.items[total.column])
        }
    }

    public mutating func reset() { aggregators = empty }

    /// The totals' values; nil where a column had no value to average, or to take the least or
    /// greatest of (a sum of nothing is 0, a count of nothing 0). Sums are the doubles nearest
    /// their exact decimal sums.
    public func values(_ totals: [ColumnTotal]) -> [Double?] { aggregators.map(\.value) }
}
