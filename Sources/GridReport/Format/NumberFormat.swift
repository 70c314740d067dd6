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
    /// nil: `halfUp`, halves away from zero, as spreadsheets round.
    public var rounding: Rounding?
    /// An explicit ICU pattern (`#,##0.00;(#,##0.00)`); wins over style digits and grouping.
    public var pattern: String?
    /// Set for the default display of a column whose values do not agree on their digits: each
    /// value shows its own shortest faithful digits (at most 15 significant, scientific below
    /// 10^-6 and from 10^15 on), grouped when `grouping` is not false; in a table the decimal
    /// points line up on this many fraction digits. Fraction digits and patterns are then unused.
    public var shortestDigits: ShortestDigits?

    public struct ShortestDigits: Sendable, Equatable, Hashable, Codable {
        /// The most fraction digits an ordinary value of the column shows.
        public var alignedFractionDigits: Int

        public init(alignedFractionDigits: Int) { self.alignedFractionDigits = alignedFractionDigits }
    }

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
        return NumberFormat(
            style: .decimal, locale: locale, minimumFractionDigits: digits,
            maximumFractionDigits: digits, grouping: true)
    }
}
