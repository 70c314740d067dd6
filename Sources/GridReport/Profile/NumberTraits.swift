/// What the first pass learns about a column's numbers beyond their digits and range, for what
/// the layout and the schema decide later: how wide a total can be, whether the numbers are
/// years or yyyyMMdd dates, and whether they were written with grouping separators.
public struct NumberTraits: Sendable, Equatable {
    /// The sum of the positive numbers, and of the magnitudes of the negative ones: every sum of
    /// some of the numbers (a section's total, the grand total) lies between −`negativeSum` and
    /// `positiveSum`. Summed as doubles, so callers round them outwards.
    public var positiveSum = 0.0
    public var negativeSum = 0.0
    /// Numbers that are not whole (`1950.0` is whole).
    public var fractional = 0
    /// Whole numbers that are valid dates when read as yyyyMMdd (19580329), years 1000–2999.
    public var yyyymmdd = 0
    /// Whole numbers within 0–2399 whose last two digits are 60 or more: not HHMM clock times
    /// (`2003` is 20:03, `1975` is no time).
    public var notClockTimes = 0
    /// Numbers written with grouping separators (`23,288`), and those of them that would read
    /// as another number in a locale that swaps the decimal and grouping separators: one
    /// separator and no fraction (`1,234`).
    public var grouped = 0
    public var ambiguousGrouped = 0
    /// The first ambiguous value, for `inspect` (a number, not its text, so that the traits are
    /// plain data the per-value path copies and updates without reference counting).
    public var ambiguousExample: Double?

    public init() {}

    @inline(__always)
    mutating func note(_ value: Double) {
        if value > 0 { positiveSum += value } else { negativeSum -= value }
        // Whole when adding 2^52 leaves nothing to round away (every double from 2^52 on is
        // whole): two additions, where `rounded()` is a call into libm on baseline x86-64.
        let magnitude = value.magnitude
        if magnitude < 0x1p52 && (magnitude + 0x1p52) - 0x1p52 != magnitude {
            fractional += 1
        } else if value >= 10_000_101, value <= 29_991_231, Self.isYYYYMMDD(Int(value)) {
            yyyymmdd += 1
        } else if value < 2400 {
            // The hundreds rounded down, without a division or libm: a whole value's hundredth
            // less 0.495 is never within 0.005 of a half, so rounding it to the nearest (the
            // 2^52 trick) rounds the hundredth down. What is left are the minutes.
            let hours = ((value * 0.01 - 0.495) + 0x1p52) - 0x1p52
            if value - hours * 100 >= 60 { notClockTimes += 1 }
        }
    }

    /// Notes a number written with `separators` grouping separators (1 or more).
    mutating func noteGrouping(_ value: Double, separators: Int, fractionDigits: Int) {
        grouped += 1
        if separators == 1 && fractionDigits == 0 {
            ambiguousGrouped += 1
            if ambiguousExample == nil { ambiguousExample = value }
        }
    }

    /// Takes in the traits of the numbers that follow in the file.
    mutating func append(_ later: NumberTraits) {
        positiveSum += later.positiveSum
        negativeSum += later.negativeSum
        fractional += later.fractional
        yyyymmdd += later.yyyymmdd
        notClockTimes += later.notClockTimes
        grouped += later.grouped
        ambiguousGrouped += later.ambiguousGrouped
        ambiguousExample = ambiguousExample ?? later.ambiguousExample
    }

    static func isYYYYMMDD(_ number: Int) -> Bool {
        let year = number / 10_000
        let month = number / 100 % 100
        let day = number % 100
        return (1...12).contains(month) && day >= 1 && day <= DateParser.daysIn(month: month, year: year)
    }
}
