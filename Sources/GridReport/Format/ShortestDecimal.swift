/// A double's shortest faithful decimal digits, at most 15 significant: the digits Swift prints
/// (the shortest that read back as the same double); when there are more, the double itself
/// rounded to 15 significant digits, as Excel shows it and Python's `%.15g` writes it
/// (`41.76300000000001` → `41.763`, `82.20000000000005` → `82.2`), halves away from zero.
///
/// `digits` holds the significant digits without leading or trailing zeros; the value is
/// 0.`digits` × 10^`exponent` (so `exponent` is the number of digits before the decimal point).
public struct ShortestDecimal: Equatable, Sendable {
    public static let maximumSignificantDigits = 15

    /// ASCII digits, at most 15, no trailing zeros; empty for zero.
    public var digits: [UInt8]
    public var exponent: Int
    public var negative: Bool

    public init(_ value: Double) {
        negative = value.sign == .minus && value != 0
        digits = []
        exponent = 0
        guard value.isFinite, value != 0 else { return }
        if let (digits, exponent) = Self.fewFractionDigits(value.magnitude) {
            self.digits = digits
            self.exponent = exponent
            return
        }
        describe(value.magnitude)
    }

    /// The same digits, read from the double's description whatever the value (the way every
    /// value took before `fewFractionDigits`; tests compare the two).
    init(describing value: Double) {
        negative = value.sign == .minus && value != 0
        digits = []
        exponent = 0
        guard value.isFinite, value != 0 else { return }
        describe(value.magnitude)
    }

    /// The digits of a magnitude below 10^15 with at most 6 fraction digits (amounts, counts,
    /// prices: most values, computed per row for added columns and totals), without making its
    /// description: the fewest fraction digits whose decimal reads back as the double are its
    /// shortest form. Below 10^15 two decimals of as many fraction digits are further apart than
    /// a unit in the double's last place, so no other decimal of those digits reads back as it,
    /// and at most 15 significant digits need no rounding. Nil otherwise.
    @inline(__always)
    static func fewFractionDigits(_ magnitude: Double) -> (digits: [UInt8], exponent: Int)? {
        guard magnitude < 1e15 else { return nil }
        var power = 1.0
        for fraction in 0...6 {
            let scaled = (magnitude * power).rounded()
            if scaled >= 1e15 { return nil }
            if scaled >= 1, scaled / power == magnitude {
                var whole = UInt64(scaled)
                var reversed: [UInt8] = []
                reversed.reserveCapacity(16)
                while whole > 0 {
                    reversed.append(UInt8(truncatingIfNeeded: whole % 10) + UInt8(ascii: "0"))
                    whole /= 10
                }
                let count = reversed.count
                let zeros = reversed.prefix { $0 == UInt8(ascii: "0") }.count
                return (reversed[zeros...].reversed(), count - fraction)
            }
            power *= 10
        }
        return nil
    }

    private mutating func describe(_ magnitude: Double) {
        var text = magnitude.description
        (digits, exponent) = text.withUTF8 { Self.significantDigits(of: $0) }
        if digits.count > Self.maximumSignificantDigits { roundToMaximumDigits(of: magnitude) }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
    }

    /// The significant digits of a positive double's `description` (`1234.5`, `0.001`, `1.5e-07`),
    /// and the exponent of 0.`digits` × 10^`exponent`.
    @inline(__always)
    private static func significantDigits(of bytes: UnsafeBufferPointer<UInt8>) -> (digits: [UInt8], exponent: Int) {
        var pointSeen = false
        var beforePoint = 0
        var leadingZeros = 0
        var i = 0
        var collected: [UInt8] = []
        collected.reserveCapacity(20)
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: ".") {
                pointSeen = true
            } else if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                break
            } else {
                if collected.isEmpty && c == UInt8(ascii: "0") {
                    if pointSeen { leadingZeros += 1 }
                } else {
                    collected.append(c)
                    if !pointSeen { beforePoint += 1 }
                }
            }
            i += 1
        }
        let exponent = (beforePoint > 0 ? beforePoint : -leadingZeros) + exponentPart(of: bytes, from: i)
        return (collected, exponent)
    }

    /// The exponent after the `e` at `start` (0 when `start` is the end).
    @inline(__always)
    private static func exponentPart(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        var exponentPart = 0
        if i < bytes.count {
            i += 1
            var minus = false
            if i < bytes.count && (bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) {
                minus = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            while i < bytes.count {
                exponentPart = exponentPart * 10 + Int(bytes[i] &- UInt8(ascii: "0"))
                i += 1
            }
            if minus { exponentPart = -exponentPart }
        }
        return exponentPart
    }

    /// Rounds the digits to `maximumSignificantDigits` as the double `magnitude` rounds.
    ///
    /// The shortest digits round as the double does except when they are the midpoint itself
    /// (16 digits, the last a 5: `8220000000000005` for 82.20000000000005): any other midpoint
    /// between them and the double would be a shorter or closer decimal that reads back as the
    /// same double. There the double's exact value decides, and only an exact half rounds away
    /// from zero.
    private mutating func roundToMaximumDigits(of magnitude: Double) {
        let next = digits[Self.maximumSignificantDigits]
        var roundsUp = next >= UInt8(ascii: "5")
        if next == UInt8(ascii: "5"), digits.count == Self.maximumSignificantDigits + 1,
            let order = Self.compare(magnitude, toDigits: digits, exponent: exponent)
        {
            roundsUp = order >= 0
        }
        digits.removeSubrange(Self.maximumSignificantDigits...)
        guard roundsUp else { return }
        var k = digits.count - 1
        while k >= 0 {
            if digits[k] == UInt8(ascii: "9") {
                digits[k] = UInt8(ascii: "0")
                k -= 1
            } else {
                digits[k] += 1
                break
            }
        }
        if k < 0 {
            digits.insert(UInt8(ascii: "1"), at: 0)
            digits.removeLast()
            exponent += 1
        }
    }

    /// The sign of `magnitude` − 0.`digits` × 10^`exponent`, computed exactly; nil outside fixed
    /// notation's range, where 128 bits do not hold both sides (the shortest digits decide there).
    static func compare(_ magnitude: Double, toDigits digits: [UInt8], exponent: Int) -> Int? {
        let fractionDigits = digits.count - exponent
        guard !isExtreme(magnitude), magnitude >= 1e-6, fractionDigits >= 0, fractionDigits <= 22,
            digits.count <= 18
        else { return nil }
        var decimal: UInt128 = 0
        for digit in digits { decimal = decimal * 10 + UInt128(digit &- UInt8(ascii: "0")) }
        // magnitude = significand × 2^-shift; compare significand × 10^f with decimal × 2^shift.
        let bits = magnitude.bitPattern
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52)
        guard biasedExponent > 0 else { return nil }
        let significand = UInt128(bits & 0x000F_FFFF_FFFF_FFFF | (1 << 52))
        let shift = 1075 - biasedExponent
        var power: UInt128 = 1
        for _ in 0..<fractionDigits { power *= 10 }
        let left = significand * power
        guard shift >= 0 else { return nil }
        guard shift < 128, decimal.leadingZeroBitCount > shift else { return nil }
        let right = decimal << shift
        return left == right ? 0 : (left < right ? -1 : 1)
    }

    public var isZero: Bool { digits.isEmpty }

    /// Digits after the decimal point in fixed notation (0 for integers).
    public var fractionDigits: Int { max(0, digits.count - exponent) }

    /// Shown in scientific notation: non-zero magnitudes below 10^-6 or from 10^15 on, which fixed
    /// notation would show as 0 or with more than 15 integer digits.
    public var isExtreme: Bool { !digits.isEmpty && (exponent <= -6 || exponent > 15) }

    /// Whether `value` is shown in scientific notation (see `isExtreme`), without computing digits.
    @inline(__always)
    public static func isExtreme(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        return magnitude != 0 && (magnitude < 1e-6 || magnitude >= 1e15)
    }

    /// Digits after the point of the scientific mantissa (`3.879E-17`: 3).
    public var mantissaFractionDigits: Int { max(0, digits.count - 1) }

    /// The decimal exponent of scientific notation (`3.879E-17`: -17).
    public var scientificExponent: Int { exponent - 1 }

    /// How `value` is shown with shortest digits, found without building its digits in the common
    /// case: the fraction digits of fixed notation (0…20), or `scientificKindBase` plus the
    /// mantissa's fraction digits (0…14) for scientific notation. For per-cell number formats.
    @inline(__always)
    public static func displayKind(_ value: Double) -> Int {
        if !isExtreme(value) && value.isFinite {
            var text = value.description
            if let kind = text.withUTF8({ fixedFractionDigits($0) }) { return kind }
        }
        let decimal = ShortestDecimal(value)
        return decimal.isExtreme ? scientificKindBase + decimal.mantissaFractionDigits : decimal.fractionDigits
    }

    /// The first scientific kind of `displayKind`; fixed kinds lie below it.
    public static let scientificKindBase = 21

    /// Fraction digits of a plain `123.4500` description with at most 15 significant digits, or nil.
    private static func fixedFractionDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var significant = 0
        var seenNonZero = false
        var point = -1
        var lastNonZeroFraction = -1
        for index in 0..<bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: ".") {
                point = index
                continue
            }
            if c == UInt8(ascii: "-") { continue }
            guard c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") else { return nil }
            if c != UInt8(ascii: "0") {
                seenNonZero = true
                if point >= 0 { lastNonZeroFraction = index }
            }
            if seenNonZero { significant += 1 }
        }
        // Trailing zeros of the integer part count as significant here; they only make it safer.
        guard significant <= maximumSignificantDigits else { return nil }
        return point >= 0 && lastNonZeroFraction > point ? lastNonZeroFraction - point : 0
    }
}
