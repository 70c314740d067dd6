/// What one aggregate computes over a column's non-missing values (or, for `count` of rows, over
/// a group's rows): the totals of sections and the columns of a summary both say it this way.
public enum AggregateFunction: Sendable, Hashable {
    case sum, avg, min, max, count
    /// The number of different values.
    case distinct
    /// The `n`th percentile (1…99), as Excel's `PERCENTILE.INC` (and numpy's `linear` method)
    /// interpolates it; the median is the 50th.
    case percentile(Int)

    public static let median = AggregateFunction.percentile(50)

    /// The names a user may write, in the order errors list them.
    public static let names = ["sum", "avg", "min", "max", "count", "distinct", "median", "pN (N from 1 to 99)"]

    /// The name a user writes and a column's title shows: `sum`, `median`, `p90`.
    public var name: String {
        switch self {
        case .sum: return "sum"
        case .avg: return "avg"
        case .min: return "min"
        case .max: return "max"
        case .count: return "count"
        case .distinct: return "distinct"
        case .percentile(50): return "median"
        case .percentile(let n): return "p\(n)"
        }
    }

    /// Reads a name (`average` for `avg`, any case); throws `unknown` or `percentileOutOfRange`.
    public static func parse(_ text: String) throws(AggregateNameError) -> AggregateFunction {
        let name = text.lowercased()
        switch name {
        case "sum": return .sum
        case "avg", "average", "mean": return .avg
        case "min": return .min
        case "max": return .max
        case "count": return .count
        case "distinct": return .distinct
        case "median": return .median
        default:
            guard name.count > 1, name.first == "p", let n = Int(name.dropFirst()),
                name.dropFirst().allSatisfy(\.isASCII)
            else { throw .unknown(text) }
            guard (1...99).contains(n) else { throw .percentileOutOfRange(n) }
            return .percentile(n)
        }
    }

    /// Whether the aggregate keeps a group's values (to sort or to tell apart), not a few numbers.
    public var keepsValues: Bool {
        switch self {
        case .distinct, .percentile: return true
        case .sum, .avg, .min, .max, .count: return false
        }
    }

    /// Whether a column of `type` can be aggregated so: counts of anything; sums, averages and
    /// percentiles of numbers; the least and greatest of numbers, dates and times.
    public func accepts(_ type: ColumnType) -> Bool {
        switch self {
        case .count, .distinct: return true
        case .sum, .avg, .percentile: return type == .number
        case .min, .max: return type == .number || type.isTemporal
        }
    }
}

/// A name that is no aggregate.
public enum AggregateNameError: Error, Sendable, Equatable {
    case unknown(String)
    /// `p0`, `p100`, `p250`: a percentile must be from 1 to 99.
    case percentileOutOfRange(Int)
}
