/// One subpattern of an ICU decimal pattern (`¤#,##0.00`, `(#,##0.00)`, `0.00E0`), split into its
/// affixes and its number part, with the digit counts the number part implies.
///
/// Only what this package needs is understood: the affixes are kept as pattern text (quotes and
/// special characters intact) so that callers can translate them; anything unusual in the number
/// part (significant digits, rounding increments, padding) is flagged rather than interpreted.
struct ICUSubpattern: Equatable {
    var prefix: String
    var number: String
    var suffix: String

    /// `0`s before the decimal point.
    var minimumIntegerDigits: Int
    /// `0`s after the decimal point.
    var minimumFractionDigits: Int
    /// `0`s and `#`s after the decimal point.
    var maximumFractionDigits: Int
    /// Digits after the last grouping comma of the integer part (0: no grouping).
    var primaryGrouping: Int
    /// Digits between the last two grouping commas (0: same as primary).
    var secondaryGrouping: Int
    /// `0`s after `E` (0: no exponent).
    var exponentDigits: Int
    var exponentShowsPlus: Bool
    /// `@`, rounding increments (`1`–`9`), or padding (`*`): things the fast path and the Excel
    /// translation do not reproduce.
    var hasUnsupportedNumberSyntax: Bool

    var usesGrouping: Bool { primaryGrouping > 0 }
    var isScientific: Bool { exponentDigits > 0 }

    /// Unquoted special characters of the affixes.
    func affixesContain(_ special: Character) -> Bool {
        ICUPattern.unquotedCharacters(of: prefix).contains(special)
            || ICUPattern.unquotedCharacters(of: suffix).contains(special)
    }

    init(_ text: String) {
        let chars = Array(text)
        var index = 0
        var inQuote = false
        var padding = false
        // The number part starts at the first unquoted digit character.
        while index < chars.count {
            let c = chars[index]
            if c == "'" {
                inQuote.toggle()
            } else if !inQuote {
                if c == "*" {
                    padding = true
                    index += 2
                    continue
                }
                if ICUPattern.numberCharacters.contains(c) { break }
            }
            index += 1
        }
        prefix = String(chars[0..<min(index, chars.count)])
        let start = index
        while index < chars.count, ICUPattern.numberCharacters.contains(chars[index]) { index += 1 }
        if index < chars.count, chars[index] == "E" {
            index += 1
            if index < chars.count, chars[index] == "+" { index += 1 }
            while index < chars.count, chars[index] == "0" { index += 1 }
        }
        number = String(chars[start..<index])
        suffix = String(chars[index...])
        if ICUPattern.unquotedCharacters(of: suffix).contains("*") { padding = true }

        var mantissa = Substring(number)
        var exponent = Substring("")
        if let e = number.firstIndex(of: "E") {
            mantissa = number[..<e]
            exponent = number[number.index(after: e)...]
        }
        let integer = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerPart = integer.first ?? ""
        let fractionPart = integer.count > 1 ? integer[1] : ""
        minimumIntegerDigits = integerPart.filter { $0 == "0" }.count
        minimumFractionDigits = fractionPart.filter { $0 == "0" }.count
        maximumFractionDigits = fractionPart.filter { $0 == "0" || $0 == "#" }.count
        let groups = integerPart.split(separator: ",", omittingEmptySubsequences: false)
        primaryGrouping = groups.count > 1 ? groups[groups.count - 1].count : 0
        secondaryGrouping = groups.count > 2 ? groups[groups.count - 2].count : 0
        if secondaryGrouping == primaryGrouping { secondaryGrouping = 0 }
        exponentShowsPlus = exponent.hasPrefix("+")
        exponentDigits = exponent.filter { $0 == "0" }.count
        hasUnsupportedNumberSyntax =
            padding
            || number.contains { $0 == "@" || ("1"..."9").contains($0) }
            || fractionPart.contains(",")
            || (!exponent.isEmpty && exponentDigits == 0)
    }

    /// The same subpattern with another number part.
    func replacingNumber(with newNumber: String) -> String {
        prefix + newNumber + suffix
    }
}

/// An ICU decimal pattern: a positive subpattern and an optional explicit negative one.
struct ICUPattern: Equatable {
    static let numberCharacters: Set<Character> = [
        "#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ",", ".", "@",
    ]

    var positive: ICUSubpattern
    /// Nil when the pattern has no `;` (ICU then shows negatives as `-` + positive).
    var negative: ICUSubpattern?

    init(_ text: String) {
        let parts = ICUPattern.splitSubpatterns(text)
        positive = ICUSubpattern(parts.positive)
        negative = parts.negative.map(ICUSubpattern.init)
    }

    /// Splits at the first unquoted `;`.
    static func splitSubpatterns(_ text: String) -> (positive: String, negative: String?) {
        var inQuote = false
        for index in text.indices {
            let c = text[index]
            if c == "'" {
                inQuote.toggle()
            } else if c == ";" && !inQuote {
                return (String(text[..<index]), String(text[text.index(after: index)...]))
            }
        }
        return (text, nil)
    }

    /// The characters of affix text that are outside quotes (ICU's special characters live there).
    static func unquotedCharacters(of affix: String) -> [Character] {
        var result: [Character] = []
        var inQuote = false
        for c in affix {
            if c == "'" { inQuote.toggle() } else if !inQuote { result.append(c) }
        }
        return result
    }

    /// ICU's currency spacing: a no-break space goes between a currency symbol and the digits when
    /// the symbol's character next to them is not itself a symbol or a space (`CHF 1,234.50`, `$1,234.50`).
    static func currencyNeedsSpace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
