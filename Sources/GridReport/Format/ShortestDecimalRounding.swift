/// Rounds a double to a fixed number of fraction digits the way ICU (and so NumberFormatter) does:
/// on the shortest decimal that reads back as the same double, not on the exact binary value.
/// 2.675 is stored as 2.67499999999999982236431605997495353221893310546875, yet NumberFormatter
/// shows `2.68` at two digits (half-even on `2.675`); 0.29 floors to `0.29`, not `0.28`.
///
/// The shortest form is never computed. Below `limits[digits]` a double's rounding interval is
/// narrower than 10^-(digits+1), so the shortest form can only differ from the exact value in the
/// rounding decision when it *is* the grid point or the midpoint next to the value; both are found
/// exactly with 128-bit integer arithmetic on the double's significand.
enum ShortestDecimalRounding {
    enum Direction {
        case nearestEven, nearestUp, nearestDown, towardZero, awayFromZero
    }

    static let powersOfTen: [UInt64] = (0...18).map { exponent in
        (0..<exponent).reduce(UInt64(1)) { value, _ in value * 10 }
    }

    static let maximumDigits = 15

    /// Magnitudes below these keep value × 10^(digits+1) under 2^52 (with a margin for the division).
    static let limits: [Double] = (0...maximumDigits).map { digits in
        4_503_599_627_370_496.0 / Double(powersOfTen[digits + 1]) * 0.999
    }

    /// `magnitude` × 10^digits rounded to an integer, or nil outside the exact range (large values,
    /// NaN, infinities): callers fall back to NumberFormatter there.
    static func scaledInteger(_ magnitude: Double, digits: Int, direction: Direction) -> UInt64? {
        scaledInteger(magnitude, power: powersOfTen[digits], limit: limits[digits], direction: direction)
    }

    /// The same with 10^digits and `limits[digits]` looked up by the caller once (the global tables
    /// cost a lazy-initialisation check per access in a hot loop).
    @inline(__always)
    static func scaledInteger(_ magnitude: Double, power: UInt64, limit: Double, direction: Direction) -> UInt64? {
        guard magnitude < limit else { return nil }
        if magnitude == 0 { return 0 }
        let bits = magnitude.bitPattern
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52)
        let fraction = bits & 0x000F_FFFF_FFFF_FFFF
        let significand = biasedExponent == 0 ? fraction : fraction | (1 << 52)
        // magnitude = significand × 2^-shift; shift >= 1 because magnitude < 2^52.
        let shift = biasedExponent == 0 ? 1074 : 1075 - biasedExponent
        if shift >= 105 {
            // magnitude × 10^digits < 2^103 × 2^-105: far below the first midpoint, and 0 lies
            // outside the rounding interval, so only rounding away from zero reaches 1.
            return direction == .awayFromZero ? 1 : 0
        }
        let lowerIsCloser = fraction == 0 && biasedExponent > 1
        let significandIsEven = significand & 1 == 0
        // Most values of a report fit 64 bits (significand × 10^digits < 2^64 and 4 × 2^shift too).
        let (high, low) = significand.multipliedFullWidth(by: power)
        if high == 0 && shift <= 61 {
            return decide(
                low, shift: shift, power: power, lowerIsCloser: lowerIsCloser,
                significandIsEven: significandIsEven, direction: direction)
        }
        return decide(
            UInt128(high) << 64 | UInt128(low), shift: shift, power: UInt128(power),
            lowerIsCloser: lowerIsCloser, significandIsEven: significandIsEven, direction: direction)
    }

    /// The rounding decision for `scaled` × 2^-shift (the magnitude × 10^digits, exactly).
    @inline(__always)
    private static func decide<T: FixedWidthInteger & UnsignedInteger>(
        _ scaled: T, shift: Int, power: T, lowerIsCloser: Bool, significandIsEven: Bool, direction: Direction
    ) -> UInt64 {
        let one = T(1) << shift
        let quotient = UInt64(truncatingIfNeeded: scaled >> shift)
        let remainder = scaled & (one &- 1)
        let half = one >> 1
        // Half an ulp, in units of 2^-shift of the scaled value, times 4: the half below a power of
        // two is half as wide, and the ×4 keeps it integral.
        let upperHalfUlp4 = power << 1
        let lowerHalfUlp4 = lowerIsCloser ? power : upperHalfUlp4

        // Whether a decimal at `distance` from the value lies in its rounding interval; on the
        // boundary it reads back as this double only when the significand is even (ties-to-even).
        @inline(__always)
        func isInInterval(_ distance: T, _ halfUlp4: T) -> Bool {
            let distance4 = distance << 2
            return distance4 < halfUlp4 || (distance4 == halfUlp4 && significandIsEven)
        }

        switch direction {
        case .towardZero, .awayFromZero:
            if isInInterval(remainder, lowerHalfUlp4) { return quotient }
            if isInInterval(one &- remainder, upperHalfUlp4) { return quotient + 1 }
            return direction == .towardZero ? quotient : quotient + 1
        case .nearestEven, .nearestUp, .nearestDown:
            let shortestIsMidpoint =
                remainder >= half
                ? isInInterval(remainder &- half, lowerHalfUlp4)
                : isInInterval(half &- remainder, upperHalfUlp4)
            if shortestIsMidpoint {
                switch direction {
                case .nearestUp: return quotient + 1
                case .nearestDown: return quotient
                default: return quotient & 1 == 0 ? quotient : quotient + 1
                }
            }
            return remainder > half ? quotient + 1 : quotient
        }
    }
}
