import Foundation

/// The NumberFormatter properties that show a `NumberFormat`, in the order they are set: what
/// `NumberFormatterFactory` applies for the terminal and the sheet, and what `gridreport handoff`
/// writes out as Swift, so that the app's formatter is this one and not a second copy of it.
public struct NumberFormatterSettings: Sendable, Equatable {
    public var style: NumberFormat.Style
    public var locale: String
    public var currencyCode: String?
    public var rounding: NumberFormat.Rounding
    /// nil leaves the style's own grouping.
    public var usesGroupingSeparator: Bool?
    /// The shortest-digits default: significant digits (1 up to this many) instead of fraction
    /// digits. The terminal writes those values itself (`ShortestNumberWriter`); a NumberFormatter
    /// with these settings shows the same digits, but in full where the terminal switches to
    /// scientific notation (below 10^-6 and from 10^15 on).
    public var maximumSignificantDigits: Int?
    /// The ICU patterns that fix digits and grouping (see `NumberFormatterFactory` for why a pattern
    /// rather than the digit properties); nil keeps the style's own.
    public var positiveFormat: String?
    public var negativeFormat: String?

    public init(_ format: NumberFormat) {
        style = format.style
        locale = format.locale
        currencyCode = format.currencyCode
        // Halves away from zero unless asked otherwise, as Excel and LibreOffice round the same
        // format, so the terminal and the sheet show the same digits (`-118.2739305` at 6 digits:
        // `-118.273931` in both, where ICU's default half-even gave `-118.273930`).
        rounding = format.rounding ?? .halfUp
        usesGroupingSeparator = format.grouping
        if format.shortestDigits != nil {
            style = .decimal
            usesGroupingSeparator = format.grouping ?? true
            maximumSignificantDigits = ShortestDecimal.maximumSignificantDigits
            return
        }
        guard format.style != .spellout else { return }
        if let pattern = format.pattern {
            let parts = ICUPattern.splitSubpatterns(pattern)
            positiveFormat = parts.positive
            negativeFormat = parts.negative
            return
        }
        // The pattern is rebuilt from the one the formatter has with everything but the pattern
        // set (grouping off changes the integer part ICU gives).
        let base = makeFormatter()
        if let rebuilt = NumberFormatterFactory.rebuiltPattern(for: format, base: base) {
            positiveFormat = rebuilt.positive
            negativeFormat = rebuilt.negative
        }
    }

    /// A formatter with these settings, set in the order they are listed (the patterns last, so
    /// that they are honoured as written).
    public func makeFormatter() -> NumberFormatter {
        let formatter = Self.formatter(style: style, locale: locale, currencyCode: currencyCode)
        formatter.roundingMode = rounding.formatterMode
        if let usesGroupingSeparator { formatter.usesGroupingSeparator = usesGroupingSeparator }
        if let maximumSignificantDigits {
            formatter.usesSignificantDigits = true
            formatter.minimumSignificantDigits = 1
            formatter.maximumSignificantDigits = maximumSignificantDigits
        }
        if let positiveFormat { formatter.positiveFormat = positiveFormat }
        if let negativeFormat { formatter.negativeFormat = negativeFormat }
        return formatter
    }

    private static func formatter(style: NumberFormat.Style, locale: String, currencyCode: String?) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = style.formatterStyle
        if let currencyCode { formatter.currencyCode = currencyCode }
        return formatter
    }
}

extension NumberFormat {
    /// The fraction digits the currency style shows with no digits given: the currency's own
    /// (2 for USD and EUR, 0 for JPY, 3 for KWD), as the locale's formatter writes them.
    var currencyFractionDigits: Int {
        var plain = self
        plain.minimumFractionDigits = nil
        plain.maximumFractionDigits = nil
        plain.pattern = nil
        plain.shortestDigits = nil
        plain.style = .currency
        let formatter = NumberFormatterSettings(plain).makeFormatter()
        let zero = formatter.string(from: 0) ?? ""
        guard let separator = formatter.currencyDecimalSeparator, !separator.isEmpty,
            let range = zero.range(of: separator, options: .backwards)
        else { return 0 }
        return zero[range.upperBound...].prefix { $0.isNumber }.count
    }
}
