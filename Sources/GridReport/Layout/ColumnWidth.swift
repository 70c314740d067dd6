/// A Fiori column width: `-1` flexible, `0` hidden, `0 < v < 1` a fraction of the content width,
/// `v >= 1` absolute points.
public enum ColumnWidth: Sendable, Equatable, Hashable {
    case flexible
    case hidden
    case fraction(Double)
    case points(Double)

    /// The value as written in a Fiori width array.
    public var value: Double {
        switch self {
        case .flexible: return -1
        case .hidden: return 0
        case .fraction(let f): return f
        case .points(let p): return p
        }
    }
}
