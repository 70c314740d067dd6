import Foundation

/// Reads numbers from CSV bytes: the C locale by default (`1234.5`, `-3`, `1e5`, `.5`), or a
/// locale's decimal and grouping separators (`1.234,5` in de_DE).
///
/// Hand-written rather than `Double(String)` because it runs on every cell of a million-row file
/// and must also tell identifiers apart: a leading zero (`007`) or more than 15 significant digits
/// would lose digits as a Double, so such values are not numbers.
public struct NumberParser: Sendable, Equatable {
    public enum Result: Equatable {
        case number(Double, fractionDigits: Int)
        /// Looks numeric, but must stay text to keep every digit.
        case identifier
        /// An integer of more than 15 significant digits, without a leading zero: an identifier in
        /// a column of integers (a card number), a number, this value, in a column of
        /// measurements (`22216075886112800` among `9e-4`, `1.2e3`).
        case longInteger(Double)
        /// Written as a number, but beyond what a double holds: `1e400` would be infinite, `1e-400`
        /// would be 0. Kept as text rather than changed.
        case outOfRange(tooSmall: Bool)
        case notANumber
    }

    public var decimalSeparator: [UInt8]
    /// nil: grouping is not accepted (the C locale).
    public var groupingSeparator: [UInt8]?

    /// The default: a point for decimals and, as csvkit and spreadsheets read them, commas
    /// grouping digits by three (`23,288`, `1,234.5`).
    public static let c = NumberParser(decimalSeparator: [UInt8(ascii: ".")], groupingSeparator: [UInt8(ascii: ",")])

    /// The decimal separator when it is one byte, so the per-value fast path need not look at
    /// the arrays; 0 otherwise. The fast path takes digits and that separator only, so values
    /// with grouping or anything else go to the general parser.
    private var plainDecimal: UInt8 = 0

    public init(decimalSeparator: [UInt8], groupingSeparator: [UInt8]?) {
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        plainDecimal = decimalSeparator.count == 1 ? decimalSeparator[0] : 0
    }

    /// The separators NumberFormatter uses for a locale.
    public init(locale identifier: String) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: identifier)
        formatter.numberStyle = .decimal
        decimalSeparator = Array((formatter.decimalSeparator ?? ".").utf8)
        let grouping = formatter.groupingSeparator ?? ""
        groupingSeparator = grouping.isEmpty ? nil : Array(grouping.utf8)
        // Hand-typed data uses a plain space where the locale prints a no-break space.
        if grouping == "\u{00A0}" || grouping == "\u{202F}" { alternateGrouping = [UInt8(ascii: " ")] }
        plainDecimal = decimalSeparator.count == 1 ? decimalSeparator[0] : 0
    }

    private var alternateGrouping: [UInt8]?

    /// Single-byte separators, the common case, compared without touching the arrays.
    private var decimalByte: UInt8 { decimalSeparator.count == 1 ? decimalSeparator[0] : 0 }
    private var simpleSeparators: Bool {
        decimalSeparator.count == 1 && groupingSeparator == nil && alternateGrouping == nil
    }

    /// 10^k for 0 ≤ k ≤ 22, the powers a double holds exactly; a switch compiles to a constant
    /// table, where a tuple or an array would be built or checked on every call.
    @inline(__always)
    private static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        case 15: return 1e15
        case 16: return 1e16
        case 17: return 1e17
        case 18: return 1e18
        case 19: return 1e19
        case 20: return 1e20
        case 21: return 1e21
        default: return 1e22
        }
    }

    /// Parses a whole field (surrounding ASCII spaces allowed).
    @inline(__always)
    public func parse(_ field: UnsafeBufferPointer<UInt8>) -> Result {
        var separators = 0
        return parse(field, groupingSeparators: &separators)
    }

    /// Parses as `parse`, and counts the grouping separators a number was written with.
    @inline(__always)
    public func parse(_ field: UnsafeBufferPointer<UInt8>, groupingSeparators: inout Int) -> Result {
        if plainDecimal != 0, let result = Self.parsePlain(field, decimal: plainDecimal) { return result }
        return parseGeneral(field, groupingSeparators: &groupingSeparators)
    }

    /// The common shape, `-?digits(.digits)?` with at most 15 significant digits, in one tight
    /// loop; nil for anything else (exponents, signs, spaces…), which the general parser takes.
    ///
    /// One loop over the bytes that notes where the separator is, rather than a loop for the
    /// integer digits and another for the fraction: the two loops kept three induction variables
    /// (12 instructions a digit); this one takes 9, and typing 100,000 rows of bench-1m.csv ran
    /// 11% fewer instructions in the parser. The mantissa is an Int64 (17 digits at most fit) so
    /// it converts to a double in one instruction; below 10^15 both conversions are exact.
    @inline(__always)
    static func parsePlain(_ field: UnsafeBufferPointer<UInt8>, decimal: UInt8) -> Result? {
        let n = field.count
        guard n > 0, n <= 17 else { return nil }
        let negative = field[0] == UInt8(ascii: "-")
        let integerStart = negative ? 1 : 0
        var i = integerStart
        // Where the decimal separator is; n while there is none.
        var point = n
        var mantissa: Int64 = 0
        while i < n {
            let c = field[i]
            let digit = c &- UInt8(ascii: "0")
            if digit <= 9 {
                mantissa = mantissa &* 10 &+ Int64(digit)
            } else if c == decimal && point == n {
                point = i
            } else {
                return nil
            }
            i += 1
        }
        let integerDigits = point &- integerStart
        let fractionDigits = point == n ? 0 : n &- point &- 1
        guard integerDigits &+ fractionDigits > 0 else { return nil }
        // Leading zeros and long digit strings go to the general parser, which knows identifiers.
        if integerDigits > 1 && field[integerStart] == UInt8(ascii: "0") { return nil }
        if integerDigits &+ fractionDigits > 15 { return nil }
        let magnitude = Double(mantissa)
        let value = fractionDigits == 0 ? magnitude : magnitude / powerOfTen(fractionDigits)
        return .number(negative ? -value : value, fractionDigits: fractionDigits)
    }

    // Long, and kept whole: it reads every value the plain parser leaves, per cell. Split into
    // helpers (the digits taken, the integer part with grouping, the exponent, the value), two of
    // them stayed calls despite @inline(__always), and rendering bench-1m.csv took 2.5% more CPU
    // (median 2.00 s against 1.95 s, 30 rounds).
    func parseGeneral(_ field: UnsafeBufferPointer<UInt8>, groupingSeparators: inout Int) -> Result {
        var i = 0
        var n = field.count
        while i < n && field[i] == 0x20 { i += 1 }
        while n > i && field[n - 1] == 0x20 { n -= 1 }
        guard i < n else { return .notANumber }
        let start = i

        var negative = false
        if field[i] == UInt8(ascii: "-") || field[i] == UInt8(ascii: "+") {
            negative = field[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var integerDigits = 0
        var fractionDigits = 0
        var leadingZero = false
        var groupLength = -1  // digits since the last grouping separator; -1 before any separator
        var sawGrouping = false
        let simple = simpleSeparators
        let decimal = decimalByte

        @inline(__always) func matches(_ separator: [UInt8]?, at position: Int) -> Int {
            guard let separator, position + separator.count <= n else { return 0 }
            for k in 0..<separator.count where field[position + k] != separator[k] { return 0 }
            return separator.count
        }
        @inline(__always) func take(_ digit: UInt8) {
            if significant > 0 || digit != UInt8(ascii: "0") {
                significant += 1
                if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit - UInt8(ascii: "0")) }
            }
        }

        // Integer part, with grouping separators every three digits when the locale has them.
        while i < n {
            let c = field[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                if integerDigits == 0 && c == UInt8(ascii: "0") { leadingZero = true }
                take(c)
                integerDigits += 1
                if groupLength >= 0 { groupLength += 1 }
                i += 1
                continue
            }
            if simple { break }
            let groupMatch = max(matches(groupingSeparator, at: i), matches(alternateGrouping, at: i))
            if groupMatch > 0 && integerDigits > 0 {
                if groupLength >= 0 ? groupLength != 3 : integerDigits > 3 { return .notANumber }
                sawGrouping = true
                groupingSeparators += 1
                groupLength = 0
                i += groupMatch
                continue
            }
            break
        }
        if sawGrouping && groupLength != 3 { return .notANumber }
        if i < n, case let length = simple ? (field[i] == decimal ? 1 : 0) : matches(decimalSeparator, at: i),
            length > 0
        {
            i += length
            while i < n, field[i] >= UInt8(ascii: "0"), field[i] <= UInt8(ascii: "9") {
                take(field[i])
                fractionDigits += 1
                i += 1
            }
        }
        guard integerDigits + fractionDigits > 0 else { return .notANumber }
        var exponent = 0
        let hasExponent = i < n && (field[i] == UInt8(ascii: "e") || field[i] == UInt8(ascii: "E"))
        if hasExponent {
            i += 1
            var exponentNegative = false
            if i < n && (field[i] == UInt8(ascii: "-") || field[i] == UInt8(ascii: "+")) {
                exponentNegative = field[i] == UInt8(ascii: "-")
                i += 1
            }
            var digits = 0
            while i < n, field[i] >= UInt8(ascii: "0"), field[i] <= UInt8(ascii: "9") {
                if exponent < 100_000 { exponent = exponent * 10 + Int(field[i] - UInt8(ascii: "0")) }
                digits += 1
                i += 1
            }
            guard digits > 0 else { return .notANumber }
            if exponentNegative { exponent = -exponent }
        }
        guard i == n else { return .notANumber }
        // Only integers are identifiers (`007`, a 16-digit card number): a value with a fraction or
        // an exponent is a measurement (`41.76300000000001`, `3.879e-17`), always a number.
        let isMeasurement = fractionDigits > 0 || hasExponent
        if leadingZero && integerDigits > 1 && !isMeasurement { return .identifier }
        if significant > 15 {
            guard isMeasurement else {
                if leadingZero { return .identifier }
                guard case .number(let value, _) = longMeasurement(field, from: start, to: n) else {
                    return .identifier
                }
                return .longInteger(value)
            }
            return longMeasurement(field, from: start, to: n)
        }

        let shown = max(0, fractionDigits - exponent)
        let scale = exponent - fractionDigits
        var value: Double
        if mantissa == 0 {
            value = 0
        } else if scale >= 0 && scale <= 22 {
            // Exact: the mantissa has at most 15 digits (< 2^53) and 10^scale is exact.
            // Both factors are exact doubles, so the one rounding of the product is correct.
            value = Double(mantissa) * Self.powerOfTen(scale)
        } else if scale < 0 && scale >= -22 {
            value = Double(mantissa) / Self.powerOfTen(-scale)
        } else {
            value = Self.slowValue(mantissa, scale)
        }
        if value.isInfinite { return .outOfRange(tooSmall: false) }
        if !value.isFinite { return .notANumber }
        if value == 0 && mantissa != 0 { return .outOfRange(tooSmall: true) }
        return .number(negative ? -value : value, fractionDigits: shown)
    }

    /// A measurement written with more significant digits than a double holds (pandas' and R's
    /// `41.76300000000001`): read exactly by `strtod` (after the locale's separators are made C
    /// ones), shown with the fraction digits of its 15-significant-digit form (`41.763`: 3).
    private func longMeasurement(_ field: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Result {
        var text = [CChar]()
        text.reserveCapacity(end - start + 1)
        var i = start
        while i < end {
            let c = field[i]
            if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "+") || c == UInt8(ascii: "-")
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
            {
                text.append(CChar(bitPattern: c))
                i += 1
                continue
            }
            let decimalLength = matches(decimalSeparator, in: field, at: i, end: end)
            if decimalLength > 0 {
                text.append(CChar(bitPattern: UInt8(ascii: ".")))
                i += decimalLength
                continue
            }
            // A grouping separator (checked by the general parser already): left out.
            i += max(
                1,
                max(
                    matches(groupingSeparator, in: field, at: i, end: end),
                    matches(alternateGrouping, in: field, at: i, end: end)))
        }
        text.append(0)
        let value = text.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { strtod($0, nil) } ?? .nan }
        if value.isInfinite { return .outOfRange(tooSmall: false) }
        // Only called with more than 15 significant digits, so some digit is not 0.
        if value == 0 { return .outOfRange(tooSmall: true) }
        guard value.isFinite else { return .notANumber }
        return .number(value, fractionDigits: ShortestDecimal(value).fractionDigits)
    }

    private func matches(_ separator: [UInt8]?, in field: UnsafeBufferPointer<UInt8>, at position: Int, end: Int) -> Int
    {
        guard let separator, position + separator.count <= end else { return 0 }
        for k in 0..<separator.count where field[position + k] != separator[k] { return 0 }
        return separator.count
    }

    private static func slowValue(_ mantissa: UInt64, _ scale: Int) -> Double {
        Double("\(mantissa)e\(scale)") ?? .nan
    }
}
