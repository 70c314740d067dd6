/// How a number column is shown: a NumberFormatter configuration.
public struct NumberFormat: Sendable, Equatable, Hashable, Codable {
    public enum Style: String, Sendable, Codable, CaseIterable {
        case none, decimal, currency, percent, scientific, spellout
    }

    public enum Rounding: String, Sendable, Codable, CaseIterable {
        case halfEven, halfUp, halfDown, up, down, ceiling, floor
    }

    public var style: Style
    /// Locale identifier (`en_US`, `de_DE`…).
    public var locale: String
    public var minimumFractionDigits: Int?
    public var maximumFractionDigits: Int?
    public var grouping: Bool?
    public var currencyCode: String?
    public var rounding: Rounding?
    /// An explicit ICU pattern (`#,##0.00;(#,##0.00)`); wins over style digits and grouping.
    public var pattern: String?

    public init(
        style: Style = .decimal, locale: String = "en_US", minimumFractionDigits: Int? = nil,
        maximumFractionDigits: Int? = nil, grouping: Bool? = nil, currencyCode: String? = nil,
        rounding: Rounding? = nil, pattern: String? = nil
    ) {
        self.style = style
        self.locale = locale
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
        self.grouping = grouping
        self.currencyCode = currencyCode
        self.rounding = rounding
        self.pattern = pattern
    }
}

extension NumberFormat {
    /// The format of a number column whose format was inferred from the data: decimal, grouped, with
    /// exactly `fractionDigits` fraction digits (the caller caps them, at 6 by the design; values
    /// outside 0…15 are clamped to it, the most NumberFormatter shows of a double).
    public static func inferred(fractionDigits: Int, locale: String) -> NumberFormat {
        let digits = min(max(fractionDigits, 0), 15)
        return NumberFormat(style: .decimal, locale: locale, minimumFractionDigits: digits,
                            maximumFractionDigits: digits, grouping: true)
    }
}
