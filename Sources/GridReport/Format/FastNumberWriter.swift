import Foundation

/// Writes plain fixed-point numbers (decimal, currency, percent, none, and explicit patterns of that
/// shape) without calling NumberFormatter: the affixes, separators and digit counts are read once from
/// a configured formatter, the digits are rounded by `ShortestDecimalRounding` and grouped here.
///
/// It reproduces NumberFormatter byte for byte or not at all: `make` checks it against the formatter on
/// probe values and gives up on any difference (native digits, unusual grouping rules, currency
/// spacing…), and `string` returns nil for values it does not cover (NaN, infinities, magnitudes whose
/// shortest form needs more than 52 bits).
struct FastNumberWriter {
    private var positivePrefix: [UInt8]
    private var positiveSuffix: [UInt8]
    private var negativePrefix: [UInt8]
    private var negativeSuffix: [UInt8]
    private var decimalSeparator: [UInt8]
    private var groupingSeparator: [UInt8]
    /// 0: no grouping.
    private var primaryGrouping: Int
    private var secondaryGrouping: Int
    /// ICU groups only when the integer has at least primary + this many digits (es_ES: `1234` but `12.345`).
    private var minimumGroupingDigits: Int
    private var minimumFractionDigits: Int
    private var maximumFractionDigits: Int
    /// NumberFormatter multiplies percent values in binary (`value * 100`) before ICU sees them.
    private var multiplier: Double
    private var rounding: NumberFormat.Rounding

    /// Values whose output exercises every part of the writer: signs, zero and negative zero, grouping
    /// at 4, 5, 6 and 7 digits, trailing fraction zeros, values rounding to zero, midpoints.
    static let probes: [Double] = [
        0, -0.0, 0.5, -0.5, 1, -1, 12.34, -12.5, 1234, -1234.5, 12_345.678, 123_456.789,
        1_234_567.891, -9_876_543.21, 0.001, -0.001, 2.675, 1.005, 999.9996, 0.125, 1_000_000_000.25,
    ]

    /// The writer for `formatter`, or nil when NumberFormatter's output for it is not plain digits.
    static func make(formatter: NumberFormatter, format: NumberFormat) -> FastNumberWriter? {
        switch format.style {
        case .none, .decimal, .currency, .percent: break
        case .scientific, .spellout: return nil
        }
        guard let positiveText = formatter.positiveFormat else { return nil }
        let pattern = ICUSubpattern(positiveText)
        guard !pattern.hasUnsupportedNumberSyntax, !pattern.isScientific,
              pattern.minimumIntegerDigits == 1,
              pattern.maximumFractionDigits <= ShortestDecimalRounding.maximumDigits,
              !pattern.affixesContain("‰"), !formatter.alwaysShowsDecimalSeparator
        else { return nil }

        let usesCurrencySeparators = pattern.affixesContain("¤")
        let percent = format.style == .percent || pattern.affixesContain("%")
        let spacedPrefix = ICUPattern.unquotedCharacters(of: pattern.prefix).last == "¤"
        let spacedSuffix = ICUPattern.unquotedCharacters(of: pattern.suffix).first == "¤"
        for minimumGrouping in 1...2 {
            let writer = FastNumberWriter(
                positivePrefix: currencySpaced(formatter.positivePrefix ?? "", atEnd: spacedPrefix),
                positiveSuffix: currencySpaced(formatter.positiveSuffix ?? "", atEnd: false, atStart: spacedSuffix),
                negativePrefix: currencySpaced(formatter.negativePrefix ?? "-", atEnd: spacedPrefix),
                negativeSuffix: currencySpaced(formatter.negativeSuffix ?? "", atEnd: false, atStart: spacedSuffix),
                decimalSeparator: Array(((usesCurrencySeparators ? formatter.currencyDecimalSeparator : formatter.decimalSeparator) ?? ".").utf8),
                groupingSeparator: Array(((usesCurrencySeparators ? formatter.currencyGroupingSeparator : formatter.groupingSeparator) ?? ",").utf8),
                primaryGrouping: pattern.primaryGrouping,
                secondaryGrouping: pattern.secondaryGrouping,
                minimumGroupingDigits: minimumGrouping,
                minimumFractionDigits: pattern.minimumFractionDigits,
                maximumFractionDigits: pattern.maximumFractionDigits,
                multiplier: percent ? 100 : 1,
                rounding: format.rounding ?? .halfEven)
            // A probe beyond the writer's range (nil) goes to the formatter anyway.
            let agrees = probes.allSatisfy { value in
                writer.string(value).map { $0 == formatter.string(from: NSNumber(value: value)) } ?? true
            }
            if agrees { return writer }
            if pattern.primaryGrouping == 0 { break }
        }
        return nil
    }

    /// ICU's currency spacing, which the formatter's affix attributes leave out: a no-break space
    /// between a currency symbol that ends in a letter and the digits (`CHF 1,234.50`, but `$1,234.50`).
    static func currencySpaced(_ affix: String, atEnd: Bool, atStart: Bool = false) -> [UInt8] {
        func needsSpace(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            switch scalar.properties.generalCategory {
            case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
                 .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
        var text = affix
        if atEnd && needsSpace(affix.unicodeScalars.last) { text += "\u{00A0}" }
        if atStart && needsSpace(affix.unicodeScalars.first) { text = "\u{00A0}" + text }
        return Array(text.utf8)
    }

    func string(_ value: Double) -> String? {
        let scaledValue = multiplier == 1 ? value : value * multiplier
        let negative = scaledValue.sign == .minus
        guard let rounded = ShortestDecimalRounding.scaledInteger(
            scaledValue.magnitude, digits: maximumFractionDigits, direction: direction(negative: negative))
        else { return nil }

        let power = ShortestDecimalRounding.powersOfTen[maximumFractionDigits]
        let integer = rounded / power
        var fraction = rounded % power
        var fractionDigits = maximumFractionDigits
        while fractionDigits > minimumFractionDigits && fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var integerDigits = 1
        var rest = integer
        while rest >= 10 { rest /= 10; integerDigits += 1 }
        let laterGrouping = secondaryGrouping > 0 ? secondaryGrouping : primaryGrouping
        var separatorCount = 0
        if primaryGrouping > 0 && integerDigits >= primaryGrouping + minimumGroupingDigits {
            separatorCount = (integerDigits - primaryGrouping + laterGrouping - 1) / laterGrouping
        }
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        let integerWidth = integerDigits + separatorCount * groupingSeparator.count
        let fractionWidth = fractionDigits > 0 ? decimalSeparator.count + fractionDigits : 0
        let count = prefix.count + integerWidth + fractionWidth + suffix.count

        return String(unsafeUninitializedCapacity: count) { buffer in
            var position = 0
            for byte in prefix { buffer[position] = byte; position += 1 }
            // Integer digits right to left, a separator before each completed group.
            var cursor = position + integerWidth - 1
            var remaining = integer
            var inGroup = 0
            var groupSize = primaryGrouping
            var separatorsLeft = separatorCount
            for _ in 0..<integerDigits {
                if separatorsLeft > 0 && inGroup == groupSize {
                    for byte in groupingSeparator.reversed() { buffer[cursor] = byte; cursor -= 1 }
                    separatorsLeft -= 1
                    inGroup = 0
                    groupSize = laterGrouping
                }
                buffer[cursor] = UInt8(truncatingIfNeeded: remaining % 10) &+ 48
                cursor -= 1
                remaining /= 10
                inGroup += 1
            }
            position += integerWidth
            if fractionDigits > 0 {
                for byte in decimalSeparator { buffer[position] = byte; position += 1 }
                var digitsLeft = fraction
                for offset in stride(from: fractionDigits - 1, through: 0, by: -1) {
                    buffer[position + offset] = UInt8(truncatingIfNeeded: digitsLeft % 10) &+ 48
                    digitsLeft /= 10
                }
                position += fractionDigits
            }
            for byte in suffix { buffer[position] = byte; position += 1 }
            return position
        }
    }

    private func direction(negative: Bool) -> ShortestDecimalRounding.Direction {
        switch rounding {
        case .halfEven: return .nearestEven
        case .halfUp: return .nearestUp
        case .halfDown: return .nearestDown
        case .down: return .towardZero
        case .up: return .awayFromZero
        case .ceiling: return negative ? .towardZero : .awayFromZero
        case .floor: return negative ? .awayFromZero : .towardZero
        }
    }
}
