import Foundation

/// A sum of a column's numbers in decimal, as they are written, without binary noise: 0.1 + 0.2
/// is 0.3, and 9,994 sales of 4-decimal money add up to the cent a spreadsheet shows.
///
/// Each value is taken as its shown decimal (its written digits, or the double rounded to 15
/// significant digits: see `ShortestDecimal`). Values with at most the column's fraction digits
/// (the common case) are added as integers in units of 10^-`fractionDigits`, one multiplication
/// and a check each; what overflows 64 bits, and values with more digits, are added as `Decimal`
/// (38 digits); values beyond `Decimal`'s exponents (|x| < 10^-100 or > 10^100) as doubles.
public struct ExactSum: Sendable, Equatable {
    /// The fraction digits of the integer units (0…15).
    public let fractionDigits: Int
    private let scale: Double
    private var units: Int64 = 0
    private var decimal: Decimal = 0
    private var huge: Double = 0

    public init(fractionDigits: Int) {
        self.fractionDigits = min(max(fractionDigits, 0), 15)
        var scale = 1.0
        for _ in 0..<self.fractionDigits { scale *= 10 }
        self.scale = scale
    }

    /// Adds `value`, taken as the decimal it shows.
    @inline(__always)
    public mutating func add(_ value: Double) {
        let product = value * scale
        // Below 10^15 units, `scaled` / 10^digits has at most 15 significant digits; it is the
        // value's decimal when the value is that decimal's double (written with at most
        // `fractionDigits`), or within 5 × 10^-16 of it, less than half a unit of its 15th digit
        // (a longer value's 15-digit form; the others take the slow way).
        if product.magnitude < 1e15 {
            // Rounded to a whole number by adding 2^52, where `rounded()` is a call into libm.
            let whole = (product.magnitude + 0x1p52) - 0x1p52
            let scaled = product < 0 ? -whole : whole
            let shown = scaled / scale
            if shown == value || (shown - value).magnitude < value.magnitude * 5e-16 {
                add(units: Int64(scaled))
                return
            }
        }
        addSlowly(value)
    }

    @inline(__always)
    private mutating func add(units scaled: Int64) {
        let (sum, overflow) = units.addingReportingOverflow(scaled)
        if !overflow {
            units = sum
            return
        }
        decimal += Self.decimal(units, fractionDigits: fractionDigits)
        units = scaled
    }

    private mutating func addSlowly(_ value: Double) {
        guard value.isFinite else {
            huge += value
            return
        }
        let shown = ShortestDecimal(value)
        guard !shown.isZero else { return }
        let exponent = shown.exponent - shown.digits.count
        guard exponent > -100, exponent < 100 else {
            huge += value
            return
        }
        var significand: UInt64 = 0
        for digit in shown.digits { significand = significand * 10 + UInt64(digit &- UInt8(ascii: "0")) }
        decimal += Decimal(sign: shown.negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    }

    /// Takes in a sum of other values (of the same column).
    public mutating func add(_ other: ExactSum) {
        decimal += other.exactDecimal
        huge += other.huge
    }

    static func decimal(_ units: Int64, fractionDigits: Int) -> Decimal {
        Decimal(
            sign: units < 0 ? .minus : .plus, exponent: -fractionDigits,
            significand: Decimal(units.magnitude))
    }

    /// The sum in decimal, what does not fit a `Decimal` left out.
    var exactDecimal: Decimal { decimal + Self.decimal(units, fractionDigits: fractionDigits) }

    /// The double nearest the exact sum: it shows the sum's digits (up to 15 significant).
    public var value: Double {
        if decimal == 0 && huge == 0 {
            // Both exact doubles, so the one rounding of the quotient is correct.
            if units.magnitude < 1 << 53 { return Double(units) / scale }
        }
        let exact = exactDecimal
        let nearest = exact == 0 ? 0 : (Double(exact.description) ?? NSDecimalNumber(decimal: exact).doubleValue)
        return nearest + huge
    }
}
