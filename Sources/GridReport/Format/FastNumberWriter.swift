import Foundation

/// Writes plain fixed-point numbers (decimal, currency, percent, none, and explicit patterns of that
/// shape) without calling NumberFormatter: the affixes, separators and digit counts are read once from
/// a configured formatter, the digits are rounded by `ShortestDecimalRounding` and grouped here.
///
/// It reproduces NumberFormatter byte for byte or not at all: `make` checks it against the formatter on
/// probe values and gives up on any difference (native digits, unusual grouping rules…), and `string`
/// returns nil for values it does not cover (NaN, infinities, magnitudes whose shortest form needs
/// more than 52 bits).
final class FastNumberWriter {
    struct Symbols: Equatable {
        var positivePrefix: String
        var positiveSuffix: String
        var negativePrefix: String
        var negativeSuffix: String
        var decimalSeparator: String
        var groupingSeparator: String
    }

    struct Layout: Equatable {
        /// Digits per group (0: no grouping); the secondary size is 0 when it equals the primary.
        var primaryGrouping: Int
        var secondaryGrouping: Int
        /// ICU groups only integers of at least primary + this many digits (es_ES: `1234`, `12.345`).
        var minimumGroupingDigits: Int
        var minimumFractionDigits: Int
        var maximumFractionDigits: Int
        /// NumberFormatter multiplies percent values in binary (`value * 100`) before ICU sees them.
        var multiplier: Double
        var rounding: NumberFormat.Rounding
    }

    /// Values whose output exercises every part of the writer: signs, zero and negative zero, grouping
    /// at 4, 5, 6, 7 and 10 digits, trailing fraction zeros, values rounding to zero, midpoints.
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

        let currency = pattern.affixesContain("¤")
        let spacedPrefix = ICUPattern.unquotedCharacters(of: pattern.prefix).last == "¤"
        let spacedSuffix = ICUPattern.unquotedCharacters(of: pattern.suffix).first == "¤"
        let symbols = Symbols(
            positivePrefix: currencySpaced(formatter.positivePrefix ?? "", atEnd: spacedPrefix),
            positiveSuffix: currencySpaced(formatter.positiveSuffix ?? "", atStart: spacedSuffix),
            negativePrefix: currencySpaced(formatter.negativePrefix ?? "-", atEnd: spacedPrefix),
            negativeSuffix: currencySpaced(formatter.negativeSuffix ?? "", atStart: spacedSuffix),
            decimalSeparator: (currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator) ?? ".",
            groupingSeparator: (currency ? formatter.currencyGroupingSeparator : formatter.groupingSeparator) ?? ",")
        var layout = Layout(
            primaryGrouping: pattern.primaryGrouping, secondaryGrouping: pattern.secondaryGrouping,
            minimumGroupingDigits: 1,
            minimumFractionDigits: pattern.minimumFractionDigits,
            maximumFractionDigits: pattern.maximumFractionDigits,
            multiplier: format.style == .percent || pattern.affixesContain("%") ? 100 : 1,
            rounding: format.rounding ?? .halfUp)
        // ICU's minimum grouping digits is locale data that no formatter attribute exposes: try both.
        for minimumGrouping in 1...2 {
            layout.minimumGroupingDigits = minimumGrouping
            guard let writer = FastNumberWriter(symbols: symbols, layout: layout) else { return nil }
            // A probe beyond the writer's range (nil) goes to the formatter anyway.
            let agrees = probes.allSatisfy { value in
                writer.string(value).map { $0 == formatter.string(from: NSNumber(value: value)) } ?? true
            }
            if agrees { return writer }
            if pattern.primaryGrouping == 0 { break }
        }
        return nil
    }

    /// ICU's currency spacing, which the formatter's affix attributes leave out.
    static func currencySpaced(_ affix: String, atEnd: Bool = false, atStart: Bool = false) -> String {
        var text = affix
        if atEnd && ICUPattern.currencyNeedsSpace(affix.unicodeScalars.last) { text += "\u{00A0}" }
        if atStart && ICUPattern.currencyNeedsSpace(affix.unicodeScalars.first) { text = "\u{00A0}" + text }
        return text
    }

    let symbols: Symbols
    let layout: Layout

    // The hot loop reads plain stored values and one byte table (affixes, separators, the digit
    // pairs "00"…"99"): no arrays (retain/release per use), no globals (a lazy-init check per use).
    private let bytes: UnsafeMutablePointer<UInt8>
    private let positivePrefix: (offset: Int, count: Int)
    private let positiveSuffix: (offset: Int, count: Int)
    private let negativePrefix: (offset: Int, count: Int)
    private let negativeSuffix: (offset: Int, count: Int)
    private let decimalSeparator: (offset: Int, count: Int)
    private let groupingSeparator: (offset: Int, count: Int)
    private let digitPairs: Int
    private let primaryGrouping: Int
    private let laterGrouping: Int
    /// The smallest integer part that is grouped.
    private let groupedFrom: UInt64
    private let minimumFractionDigits: Int
    private let maximumFractionDigits: Int
    private let power: UInt64
    private let limit: Double
    private let multiplier: Double

    /// Scratch layout: the integer's ungrouped digits in [0, 24), the whole string after them,
    /// ending at `scratchSize`. The string is at most two affixes (24 bytes each), 16 digits (the
    /// rounded value is below 2^52), a decimal separator and, with groups of 2 or more, 8 grouping
    /// separators (6 bytes each): 134 bytes, which `init` guarantees by refusing anything larger.
    private static let digitsEnd = 24
    private static let scratchSize = 160
    static let maximumSeparatorBytes = 6
    static let maximumAffixBytes = 24

    init?(symbols: Symbols, layout: Layout) {
        let affixes = [symbols.positivePrefix, symbols.positiveSuffix, symbols.negativePrefix, symbols.negativeSuffix]
        guard symbols.decimalSeparator.utf8.count <= Self.maximumSeparatorBytes,
            symbols.groupingSeparator.utf8.count <= Self.maximumSeparatorBytes,
            affixes.allSatisfy({ $0.utf8.count <= Self.maximumAffixBytes }),
            layout.primaryGrouping == 0 || layout.primaryGrouping >= 2,
            layout.secondaryGrouping == 0 || layout.secondaryGrouping >= 2,
            layout.maximumFractionDigits <= ShortestDecimalRounding.maximumDigits
        else { return nil }
        self.symbols = symbols
        self.layout = layout
        var parts = [
            symbols.positivePrefix, symbols.positiveSuffix, symbols.negativePrefix,
            symbols.negativeSuffix, symbols.decimalSeparator, symbols.groupingSeparator,
        ].map { Array($0.utf8) }
        let pairs: [UInt8] = (0..<100).flatMap { (pair: Int) -> [UInt8] in
            [UInt8(48 + pair / 10), UInt8(48 + pair % 10)]
        }
        parts.append(pairs)
        let table = parts.flatMap { $0 }
        bytes = .allocate(capacity: table.count)
        bytes.initialize(from: table, count: table.count)
        var ranges: [(offset: Int, count: Int)] = []
        var offset = 0
        for part in parts {
            ranges.append((offset, part.count))
            offset += part.count
        }
        (positivePrefix, positiveSuffix, negativePrefix) = (ranges[0], ranges[1], ranges[2])
        (negativeSuffix, decimalSeparator, groupingSeparator) = (ranges[3], ranges[4], ranges[5])
        digitPairs = ranges[6].offset
        primaryGrouping = layout.primaryGrouping
        laterGrouping = layout.secondaryGrouping > 0 ? layout.secondaryGrouping : layout.primaryGrouping
        let groupedDigits = layout.primaryGrouping + layout.minimumGroupingDigits
        groupedFrom =
            layout.primaryGrouping > 0 && groupedDigits <= 19
            ? ShortestDecimalRounding.powersOfTen[groupedDigits - 1] : .max
        minimumFractionDigits = layout.minimumFractionDigits
        maximumFractionDigits = layout.maximumFractionDigits
        power = ShortestDecimalRounding.powersOfTen[layout.maximumFractionDigits]
        limit = ShortestDecimalRounding.limits[layout.maximumFractionDigits]
        multiplier = layout.multiplier
    }

    deinit {
        bytes.deallocate()
    }

    func string(_ value: Double) -> String? {
        withBytes(value) { text in
            String(unsafeUninitializedCapacity: text.count) { buffer in
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: text.baseAddress!, byteCount: text.count)
                return text.count
            }
        }
    }

    /// The formatted value's UTF-8 bytes, valid inside `body` only; nil when the fast path does
    /// not cover the value.
    func withBytes<R>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let scaledValue = multiplier == 1 ? value : value * multiplier
        let negative = scaledValue.sign == .minus
        guard
            let rounded = ShortestDecimalRounding.scaledInteger(
                scaledValue.magnitude, power: power, limit: limit, direction: direction(negative: negative))
        else { return nil }

        let integer = rounded / power
        var fraction = rounded &- integer &* power
        var fractionDigits = maximumFractionDigits
        while fractionDigits > minimumFractionDigits && fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        let prefix = negative ? negativePrefix : positivePrefix
        let suffix = negative ? negativeSuffix : positiveSuffix
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchSize) { scratch in
            let base = scratch.baseAddress!
            let digitsStart = writeDigits(of: integer, in: base)
            // The whole string, right to left, ending at `scratchSize`: suffix, fraction, decimal
            // separator, grouped integer, prefix.
            var start = Self.scratchSize - suffix.count
            Self.copy(bytes + suffix.offset, to: base + start, count: suffix.count)
            if fractionDigits > 0 {
                start = writeFraction(fraction, digits: fractionDigits, before: start, in: base)
            }
            start = writeInteger(integer, digitsFrom: digitsStart, before: start, in: base)
            start -= prefix.count
            Self.copy(bytes + prefix.offset, to: base + start, count: prefix.count)
            return body(UnsafeBufferPointer(start: base + start, count: Self.scratchSize - start))
        }
    }

    /// The integer's digits, ungrouped, right to left, ending at `digitsEnd`; returns where they
    /// start.
    @inline(__always)
    private func writeDigits(of integer: UInt64, in base: UnsafeMutablePointer<UInt8>) -> Int {
        var digitsStart = Self.digitsEnd
        var digits = integer
        while digits >= 100 {
            digitsStart -= 2
            writePair(Int(truncatingIfNeeded: digits % 100), to: base + digitsStart)
            digits /= 100
        }
        if digits >= 10 {
            digitsStart -= 2
            writePair(Int(truncatingIfNeeded: digits), to: base + digitsStart)
        } else {
            digitsStart -= 1
            base[digitsStart] = UInt8(truncatingIfNeeded: digits) &+ 48
        }
        return digitsStart
    }

    /// The fraction's `digits` digits and the decimal separator, right to left, ending before
    /// `end`; returns where they start.
    @inline(__always)
    private func writeFraction(_ fraction: UInt64, digits: Int, before end: Int, in base: UnsafeMutablePointer<UInt8>)
        -> Int
    {
        var start = end
        var fractionLeft = fraction
        var left = digits
        while left >= 2 {
            start -= 2
            writePair(Int(truncatingIfNeeded: fractionLeft % 100), to: base + start)
            fractionLeft /= 100
            left -= 2
        }
        if left == 1 {
            start -= 1
            base[start] = UInt8(truncatingIfNeeded: fractionLeft) &+ 48
        }
        start -= decimalSeparator.count
        Self.copy(bytes + decimalSeparator.offset, to: base + start, count: decimalSeparator.count)
        return start
    }

    /// The integer's digits (written from `digitsStart` to `digitsEnd`), grouped when it is large
    /// enough, right to left, ending before `end`; returns where they start.
    @inline(__always)
    private func writeInteger(
        _ integer: UInt64, digitsFrom digitsStart: Int, before end: Int, in base: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var start = end
        if integer < groupedFrom {
            let count = Self.digitsEnd - digitsStart
            start -= count
            Self.copy(base + digitsStart, to: base + start, count: count)
        } else {
            var source = Self.digitsEnd
            var untilSeparator = primaryGrouping
            while source > digitsStart {
                if untilSeparator == 0 {
                    start -= groupingSeparator.count
                    Self.copy(bytes + groupingSeparator.offset, to: base + start, count: groupingSeparator.count)
                    untilSeparator = laterGrouping
                }
                source -= 1
                start -= 1
                base[start] = base[source]
                untilSeparator -= 1
            }
        }
        return start
    }

    /// Two ASCII digits of `pair` (0…99) from the digit-pair table.
    @inline(__always)
    private func writePair(_ pair: Int, to target: UnsafeMutablePointer<UInt8>) {
        let source = bytes + digitPairs + pair &* 2
        target[0] = source[0]
        target[1] = source[1]
    }

    /// A byte loop: the copies are a few bytes long, shorter than a call to memmove.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        var index = 0
        while index < count {
            target[index] = source[index]
            index += 1
        }
    }

    private func direction(negative: Bool) -> ShortestDecimalRounding.Direction {
        switch layout.rounding {
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
