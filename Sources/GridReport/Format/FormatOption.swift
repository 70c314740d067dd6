import Foundation

/// A format option, `COLUMN=STYLE[:FRACTION_DIGITS]` (`Price=currency:2`, `3=percent:1`,
/// `Open=decimal`), and the checks of the other number settings (locale, currency).
///
/// Parsing is pure: the command hands over the text and prints the thrown `GridReportError`.
public struct FormatOption: Sendable, Equatable {
    /// A header name or a 1-based column number, as written; the caller resolves it.
    public var column: String
    public var style: NumberFormat.Style
    /// Minimum and maximum fraction digits both; nil keeps the style's own.
    public var fractionDigits: Int?

    public init(column: String, style: NumberFormat.Style, fractionDigits: Int? = nil) {
        self.column = column
        self.style = style
        self.fractionDigits = fractionDigits
    }

    public static let maximumFractionDigits = 15

    /// `column` as a 1-based column number when it is written in digits (`3`), else nil.
    public var columnNumber: Int? {
        guard !column.isEmpty, column.allSatisfy(\.isASCIIDigit), let number = Int(column), number >= 1 else {
            return nil
        }
        return number
    }

    /// The NumberFormat for the column in `locale`, with `currencyCode` when it is a currency.
    public func numberFormat(locale: String, currencyCode: String? = nil) -> NumberFormat {
        NumberFormat(
            style: style, locale: locale, minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
            currencyCode: style == .currency ? currencyCode : nil)
    }

    static let example: ErrorText = "write it like Price=currency:2 or 3=percent:1"
    static var styleList: String {
        NumberFormat.Style.allCases.map(\.rawValue).joined(separator: ", ")
            + "; for dates date, datetime or time with a pattern (Sold=date:dd.MM.yyyy)"
    }

    /// Parses `COLUMN=STYLE[:FRACTION_DIGITS]`. The column is everything before the last `=` (a header
    /// may contain `=`, a style never does); styles are matched without regard to case, and
    /// `spell-out` is accepted for `spellout`.
    public static func parse(_ text: String) throws -> FormatOption {
        guard let equals = text.lastIndex(of: "=") else {
            throw GridReportError.usage(
                .format, "'\(text)' has no '='; expected COLUMN=STYLE[:FRACTION_DIGITS]", hint: example)
        }
        let column = String(text[..<equals])
        let value = text[text.index(after: equals)...]
        guard !column.isEmpty else {
            throw GridReportError.usage(
                .format, "'\(text)' names no column before '='",
                hint: "give a header name or a 1-based column number; " + example)
        }
        let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let styleText = String(parts[0])
        guard !styleText.isEmpty else {
            throw GridReportError.usage(
                .format, "'\(text)' names no style after '='; the styles are \(styleList)", hint: example)
        }
        guard let style = style(named: styleText) else {
            throw GridReportError.usage(
                .format, "unknown style '\(styleText)' in '\(text)'; the styles are \(styleList)", hint: example)
        }
        var digits: Int?
        if parts.count > 1 {
            let digitsText = parts[1]
            guard !digitsText.isEmpty, digitsText.allSatisfy(\.isASCIIDigit), digitsText.count <= 2,
                let number = Int(digitsText), number <= maximumFractionDigits
            else {
                throw GridReportError.usage(
                    .format,
                    "fraction digits '\(digitsText)' in '\(text)' must be a whole number from 0 to \(maximumFractionDigits)",
                    hint: example)
            }
            digits = number
        }
        return FormatOption(column: column, style: style, fractionDigits: digits)
    }

    static func style(named name: String) -> NumberFormat.Style? {
        let lowered = name.lowercased()
        if lowered == "spell-out" { return .spellout }
        return NumberFormat.Style(rawValue: lowered)
    }

    /// Checks a locale identifier loosely and returns it in canonical form (`en-us` → `en_US`).
    ///
    /// Accepted: any identifier Foundation lists (`Locale.availableIdentifiers`, compared after the
    /// canonical form), or the shape `language[_Script][_REGION]` — a 2–3 letter language, a 4 letter
    /// script, a 2 letter or 3 digit region, separated by `_` or `-`. The shape admits locales ICU has
    /// no data for (`xx_YY`); those format like the root locale, as NumberFormatter does with them.
    /// Anything else (empty, `english`, `en_US.UTF-8`, `C`) is a usage error naming `option`.
    public static func parseLocale(_ id: String, option: String) throws -> String {
        let parts = id.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }.map(String.init)
        if let canonical = canonicalLocale(parts) {
            return canonical
        }
        let underscored = parts.joined(separator: "_")
        if !id.isEmpty, Locale.availableIdentifiers.contains(underscored) {
            return underscored
        }
        throw GridReportError.usage(
            option, "'\(id)' is not a locale identifier",
            hint: "use a language and region like en_US, de_DE, fr_FR or ja_JP")
    }

    /// `language[_Script][_REGION]` in canonical case, or nil when `parts` do not have that shape.
    static func canonicalLocale(_ parts: [String]) -> String? {
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy(\.isASCIILetter), parts.count <= 3
        else { return nil }
        var result = [language.lowercased()]
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isASCIILetter) {
            result.append(script.prefix(1).uppercased() + script.dropFirst().lowercased())
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let isLetters = region.count == 2 && region.allSatisfy(\.isASCIILetter)
            let isDigits = region.count == 3 && region.allSatisfy(\.isASCIIDigit)
            guard isLetters || isDigits else { return nil }
            result.append(region.uppercased())
            rest = rest.dropFirst()
        }
        return rest.isEmpty ? result.joined(separator: "_") : nil
    }

    /// Checks an ISO 4217 currency code: three ASCII letters, returned in capitals (`eur` → `EUR`).
    public static func parseCurrencyCode(_ code: String, option: String) throws -> String {
        guard code.count == 3, code.allSatisfy(\.isASCIILetter) else {
            throw GridReportError.usage(
                option, "'\(code)' is not a currency code",
                hint: "use three letters from ISO 4217, like USD, EUR or JPY")
        }
        return code.uppercased()
    }
}

// File-private: other parts of the module may well name the same helpers.
extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
