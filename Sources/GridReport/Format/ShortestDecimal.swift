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
        if let rounded = Self.rounded(value.magnitude) {
            digits = [UInt8](repeating: UInt8(ascii: "0"), count: rounded.digitCount)
            var rest = rounded.significand
            for k in digits.indices.reversed() {
                digits[k] += UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            exponent = rounded.exponent
            return
        }
        describe(value.magnitude)
    }

    /// The same digits, read from the double's description whatever the value (the way every
    /// value took before `rounded`; tests compare the two).
    init(describing value: Double) {
        negative = value.sign == .minus && value != 0
        digits = []
        exponent = 0
        guard value.isFinite, value != 0 else { return }
        describe(value.magnitude)
    }

    /// `fractionDigits` and `exponent` of `ShortestDecimal(value)` without making its digits, for
    /// a value shown in fixed notation (`isExtreme` false, zero included); nil otherwise (then
    /// `ShortestDecimal(value)` says). What
    /// profiling a computed number needs a row.
    @inline(__always)
    public static func fixedLayout(_ value: Double) -> (fractionDigits: Int, exponent: Int)? {
        let magnitude = value.magnitude
        if magnitude == 0 { return (0, 0) }
        // 999,999,999,999,999.9 rounds to 10^15, which is shown in scientific notation.
        guard let rounded = rounded(magnitude), rounded.exponent <= 15 else { return nil }
        return (max(0, rounded.digitCount - rounded.exponent), rounded.exponent)
    }

    /// A magnitude from 10^-6 up to 10^15 (fixed notation's) rounded to 15 significant digits
    /// exactly, halves away from zero: `significand`'s `digitCount` digits without trailing zeros,
    /// the value 0.`significand` × 10^`exponent`. Nil outside that range (or for NaN).
    ///
    /// They are the digits the description gives (`describe`), without making it: when the
    /// shortest digits number 15 or fewer, they are the 15-digit decimal nearest the double (at
    /// these magnitudes two such decimals lie more than 4 units in the double's last place apart,
    /// and the shortest lies within half of one), and when they number more, they round as the
    /// double itself does (`roundToMaximumDigits`). The double is s × 2^-shift (3 ≤ shift ≤ 72);
    /// s × 10^p with p ≤ 20 fits 128 bits, so the 15 digits and the rest are exact.
    @inline(__always)
    static func rounded(_ magnitude: Double) -> (significand: UInt64, digitCount: Int, exponent: Int)? {
        guard magnitude >= 1e-6, magnitude < 1e15 else { return nil }
        let bits = magnitude.bitPattern
        let significand = UInt128(bits & 0x000F_FFFF_FFFF_FFFF | (1 << 52))
        let shift = 1075 - Int(truncatingIfNeeded: bits >> 52)
        // p = 15 - exponent: guessed from the binary exponent (log10 2 ≈ 1233 / 4096), then set by
        // the integer part, which must have 15 digits.
        var p = min(max(14 - ((52 - shift) * 1233) >> 12, 0), 20)
        var whole: UInt64
        var scaled: UInt128
        // Wrapping operations, which cannot wrap here (53 bits times at most 67 bits; shifts
        // below 128), so that none is checked: the checked 128-bit product and shifts were
        // most of the instructions a computed value's profile cost (issue 48).
        while true {
            scaled = significand &* powersOfTen[p]
            whole = UInt64(truncatingIfNeeded: scaled &>> shift)
            if whole >= 1_000_000_000_000_000 {
                guard p > 0 else { return nil }
                p -= 1
            } else if whole < 100_000_000_000_000 {
                // The double nearest 10^-6 lies just below it: its description decides.
                guard p < 20 else { return nil }
                p += 1
            } else {
                break
            }
        }
        let remainder = scaled & ((UInt128(1) &<< shift) &- 1)
        if remainder >= UInt128(1) &<< (shift - 1) { whole += 1 }
        if whole == 1_000_000_000_000_000 { return (1, 1, 16 - p) }
        // At most 14 trailing zeros (`whole` has 15 digits): removed 8, 4, 2 and 1 at a time
        // rather than one by one (a mean's or a price's digits end in about ten).
        var count = 15
        if whole % 100_000_000 == 0 { (whole, count) = (whole / 100_000_000, count - 8) }
        if whole % 10_000 == 0 { (whole, count) = (whole / 10_000, count - 4) }
        if whole % 100 == 0 { (whole, count) = (whole / 100, count - 2) }
        if whole % 10 == 0 { (whole, count) = (whole / 10, count - 1) }
        return (whole, count, 15 - p)
    }

    /// 10^0 … 10^20.
    private static let powersOfTen: [UInt128] = (0...20).map { exponent in
        (0..<exponent).reduce(UInt128(1)) { value, _ in value * 10 }
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
        if let layout = fixedLayout(value) { return layout.fractionDigits }
        let decimal = ShortestDecimal(value)
        return decimal.isExtreme ? scientificKindBase + decimal.mantissaFractionDigits : decimal.fractionDigits
    }

    /// The first scientific kind of `displayKind`; fixed kinds lie below it.
    public static let scientificKindBase = 21
}
