/// What a total computes over a column's non-missing values.
public enum TotalKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case sum, avg, min, max, count

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

/// The running totals of one section (or of the whole report): count, exact sum, min and max of
/// each total's column, missing values skipped.
public struct TotalAccumulator: Sendable, Equatable {
    public private(set) var counts: [Int]
    public private(set) var sums: [ExactSum]
    public private(set) var minima: [Double]
    public private(set) var maxima: [Double]

    /// `fractionDigits`: per total, the most fraction digits its column's values are written with
    /// (the units its sum is kept in; see `ExactSum`).
    public init(fractionDigits: [Int]) {
        counts = Array(repeating: 0, count: fractionDigits.count)
        sums = fractionDigits.map(ExactSum.init(fractionDigits:))
        minima = Array(repeating: .infinity, count: fractionDigits.count)
        maxima = Array(repeating: -.infinity, count: fractionDigits.count)
    }

    /// Totals of columns whose digits are not known: sums in units of 1, exact all the same.
    public init(count: Int) { self.init(fractionDigits: Array(repeating: 0, count: count)) }

    @inline(__always)
    public mutating func add(_ row: GridRow, totals: [ColumnTotal]) {
        for (k, total) in totals.enumerated() {
            switch row.items[total.column] {
            case .number(let value):
                counts[k] += 1
                sums[k].add(value)
                if value < minima[k] { minima[k] = value }
                if value > maxima[k] { maxima[k] = value }
            case .empty:
                continue
            case .text, .header, .image, .date:
                counts[k] += 1
            }
        }
    }

    public mutating func reset() { self = TotalAccumulator(fractionDigits: sums.map(\.fractionDigits)) }

    /// The totals' values; nil where a column had no value to average, or to take the least or
    /// greatest of (a sum of nothing is 0, a count of nothing 0). Sums are the doubles nearest
    /// their exact decimal sums.
    public func values(_ totals: [ColumnTotal]) -> [Double?] {
        totals.enumerated().map { k, total in
            switch total.kind {
            case .sum: return sums[k].value
            case .count: return Double(counts[k])
            case .avg: return counts[k] == 0 ? nil : sums[k].value / Double(counts[k])
            case .min: return counts[k] == 0 ? nil : minima[k]
            case .max: return counts[k] == 0 ? nil : maxima[k]
            }
        }
    }
}
