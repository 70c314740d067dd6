/// The ranges of the numbers a user gives that size something (points, bytes, cells), and the one
/// conversion of such numbers to integers. A value outside its range is a usage error naming the
/// setting, before any of it is used: `1e-300` points per cell or a `1e19`-point sheet would make
/// integers no `Int` holds, or allocations no machine has. The ranges are listed in docs/errors.md.
public struct UserNumberRange: Sendable, Equatable {
    public let bounds: ClosedRange<Double>
    /// What the number counts, plural: `points`, `bytes`.
    public let unit: String
    /// The range in words, where the bare numbers would not say it well.
    private let words: String?

    public init(_ bounds: ClosedRange<Double>, _ unit: String, words: String? = nil) {
        self.bounds = bounds
        self.unit = unit
        self.words = words
    }

    /// Points per terminal cell: a cell of 1 to 100 points.
    public static let pointsPerCell = UserNumberRange(1...100, "points")
    /// Points between columns.
    public static let spacing = UserNumberRange(0...1000, "points")
    /// The compact breakpoint, in points.
    public static let compactBelow = UserNumberRange(0...100_000, "points")
    /// A sheet's width, in points: Excel's widest sheet (16,384 columns of 255 characters) is
    /// about 22 million points; a million is far beyond any printable one.
    public static let sheetWidth = UserNumberRange(1...1_000_000, "points")
    /// A given column width in points (`--widths`, a column's `width`).
    public static let columnPoints = UserNumberRange(1...1_000_000, "points")
    /// The longest field, in bytes: the reader holds up to four times this much of one row.
    public static let fieldBytes = UserNumberRange(1...Double(1 << 30), "bytes", words: "1 byte to 1G (1 GiB)")

    /// `value`, if it is a finite number within the range; else the usage error naming `origin`.
    /// `shown`: the value as the user wrote it, when that says more than the number.
    public func checked(_ value: Double, _ origin: ErrorText, shown: String? = nil) throws -> Double {
        guard value.isFinite, bounds.contains(value) else {
            throw GridReportError.usage(origin, "must be from \(description), not \(shown ?? Self.format(value))")
        }
        return value
    }

    /// `1 to 100 points`.
    public var description: String {
        words ?? "\(Self.format(bounds.lowerBound)) to \(Self.format(bounds.upperBound)) \(unit)"
    }

    /// Whole values without a fraction (`1024`, not `1024.0`), others as Swift prints them.
    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The one conversion of a user-given (or user-derived) number to an integer: rounded by `rule`,
/// then clamped into `range`, NaN to its lower bound. It never traps, whatever the value.
public enum CheckedInteger {
    public static func clamped(
        _ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, to range: ClosedRange<Int>
    ) -> Int {
        let rounded = value.rounded(rule)
        guard !rounded.isNaN, rounded > Double(range.lowerBound) else { return range.lowerBound }
        // Double(Int.max) rounds up to 2^63, which Int cannot hold: compare before converting.
        guard rounded < Double(range.upperBound) else { return range.upperBound }
        return Int(rounded)
    }
}
