import Foundation

/// Writes each value with its own shortest faithful digits (`ShortestDecimal`): the default display
/// of a number column whose values do not agree on their fraction digits. The integer part is
/// grouped as the locale groups it (unless grouping is off); magnitudes below 10^-6 or from 10^15
/// on are written in scientific notation (`3.879E-17`, as Excel's `0.000E+00` shows them), never as 0.
final class ShortestNumberWriter {
    let decimalSeparator: [UInt8]
    let groupingSeparator: [UInt8]
    let minusSign: [UInt8]
    let primaryGrouping: Int
    let laterGrouping: Int
    /// ICU groups only integers of at least primary + this many digits (es_ES: `1234`, `12.345`).
    let minimumGroupingDigits: Int

    init(format: NumberFormat) {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: format.locale)
        formatter.numberStyle = .decimal
        decimalSeparator = Array((formatter.decimalSeparator ?? ".").utf8)
        groupingSeparator = Array((formatter.groupingSeparator ?? ",").utf8)
        minusSign = Array((formatter.negativePrefix ?? "-").utf8)
        let grouping = format.grouping ?? true
        let primary = formatter.groupingSize > 0 ? formatter.groupingSize : 3
        primaryGrouping = grouping ? primary : 0
        let secondary = grouping ? NumberFormatterFactory.secondaryGroupingSize(locale: format.locale) : 0
        laterGrouping = secondary > 0 ? secondary : primary
        // 1234 as the locale's formatter groups it tells the minimum grouping digits.
        let probe = formatter.string(from: 1234) ?? "1,234"
        minimumGroupingDigits = probe.contains(where: { !$0.isWholeNumber }) ? 1 : 2
    }

    /// The value as shown, in `bytes` (cleared first); returns the fraction digits written, or -1
    /// for scientific notation.
    @discardableResult
    func write(_ value: Double, into bytes: inout [UInt8]) -> Int {
        bytes.removeAll(keepingCapacity: true)
        let decimal = ShortestDecimal(value)
        if decimal.negative { bytes.append(contentsOf: minusSign) }
        if decimal.isZero {
            bytes.append(UInt8(ascii: "0"))
            return 0
        }
        let digits = decimal.digits
        if decimal.isExtreme {
            bytes.append(digits[0])
            if digits.count > 1 {
                bytes.append(contentsOf: decimalSeparator)
                bytes.append(contentsOf: digits[1...])
            }
            let exponent = decimal.scientificExponent
            bytes.append(UInt8(ascii: "E"))
            bytes.append(exponent < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            let magnitude = exponent.magnitude
            if magnitude < 10 { bytes.append(UInt8(ascii: "0")) }
            bytes.append(contentsOf: String(magnitude).utf8)
            return -1
        }
        let integerCount = max(0, decimal.exponent)
        if integerCount == 0 {
            bytes.append(UInt8(ascii: "0"))
        } else {
            let grouped = primaryGrouping > 0 && integerCount >= primaryGrouping + minimumGroupingDigits
            for position in 0..<integerCount {
                bytes.append(position < digits.count ? digits[position] : UInt8(ascii: "0"))
                let remaining = integerCount - position - 1
                if grouped && remaining > 0 && isGroupBoundary(remaining) {
                    bytes.append(contentsOf: groupingSeparator)
                }
            }
        }
        if digits.count > decimal.exponent {
            bytes.append(contentsOf: decimalSeparator)
            if decimal.exponent < 0 {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -decimal.exponent))
            }
            bytes.append(contentsOf: digits[max(0, decimal.exponent)...])
        }
        return decimal.fractionDigits
    }

    /// Whether a separator follows when `remaining` integer digits are still to come.
    @inline(__always)
    private func isGroupBoundary(_ remaining: Int) -> Bool {
        if remaining == primaryGrouping { return true }
        if remaining < primaryGrouping { return false }
        return (remaining - primaryGrouping) % laterGrouping == 0
    }
}
