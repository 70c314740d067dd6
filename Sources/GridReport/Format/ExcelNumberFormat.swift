import Foundation

/// The Excel number format equivalent to a NumberFormat, so that an XLSX keeps numbers as numbers.
///
/// The code is translated from the ICU pattern that `NumberFormatterFactory` gives the formatter, so
/// it follows the same decisions: the locale's placement of the currency symbol and the percent
/// sign, the currency's digits (JPY: none), an explicit negative subpattern. Excel codes always use
/// `,` and `.` for grouping and decimals (Excel localises them when it shows the sheet), and can group
/// only by thousands (hi_IN's `#,##,##0` becomes `#,##0`).
///
/// A ranged fraction (`#,##0.0##`, and the decimal style's default `#,##0.###`) makes Excel show a
/// trailing decimal point on whole numbers (`5.`); that is Excel's rendering of the same format.
public enum ExcelNumberFormat {
    /// The format code (`#,##0.00`, `0.0%`, `"$"#,##0.00`…), or nil when the value must be written
    /// as its formatted text (spell-out, or a pattern Excel cannot express such as per mille).
    public static func code(for format: NumberFormat) -> String? {
        if format.style == .spellout { return nil }
        if let shortest = format.shortestDigits {
            return shortestCode(kind: shortest.alignedFractionDigits, grouping: format.grouping ?? true)
        }
        let formatter = NumberFormatterFactory.make(format)
        guard let pattern = resolvedPattern(format, formatter) else { return nil }
        guard let number = numberCode(pattern.positive) else { return nil }

        let symbols = CurrencySymbols(
            symbol: formatter.currencySymbol ?? "¤",
            isoCode: formatter.internationalCurrencySymbol ?? formatter.currencyCode ?? "XXX")
        guard let positiveCode = sectionCode(pattern.positive, number: number, symbols: symbols) else { return nil }
        guard let negative = pattern.negative else { return positiveCode }
        // ICU ignores the digits of the negative subpattern and uses the positive one's; so does this.
        guard let negativeCode = sectionCode(negative, number: number, symbols: symbols) else { return nil }
        return positiveCode + ";" + negativeCode
    }

    /// The code of one kind of value in a shortest-digits column (see `ShortestDecimal.displayKind`):
    /// `#,##0.000` for three fraction digits (`0.000` without grouping), `0.000E+00` for a
    /// scientific mantissa with three, so that the sheet shows the digits the terminal shows.
    public static func shortestCode(kind: Int, grouping: Bool) -> String {
        if kind >= ShortestDecimal.scientificKindBase {
            let digits = kind - ShortestDecimal.scientificKindBase
            return "0" + (digits > 0 ? "." + String(repeating: "0", count: digits) : "") + "E+00"
        }
        return (grouping ? "#,##0" : "0") + (kind > 0 ? "." + String(repeating: "0", count: kind) : "")
    }

    /// The date format of a date, time or date-time column (nil for other columns): ISO 8601's
    /// order, so the sheet shows what the CSV says (`2007-11-11`, `2019-01-01 13:45:30`, `13:45:30`).
    public static func dateCode(for type: ColumnType) -> String? {
        switch type {
        case .date: return "yyyy-mm-dd"
        case .time: return "hh:mm:ss"
        case .dateTime: return "yyyy-mm-dd hh:mm:ss"
        case .text, .number, .image: return nil
        }
    }

    /// The pattern the formatter shows numbers with. The formatter's `negativeFormat` repeats the
    /// positive subpattern (in ICU's spelling, not always ours) when there is no explicit negative
    /// one, so an explicit negative is recognised by its own affixes.
    static func resolvedPattern(_ format: NumberFormat, _ formatter: NumberFormatter) -> ICUPattern? {
        if let explicit = format.pattern { return ICUPattern(explicit) }
        guard let positiveText = formatter.positiveFormat else { return nil }
        var pattern = ICUPattern(positiveText)
        if let negativeText = formatter.negativeFormat {
            let negative = ICUSubpattern(negativeText)
            if negative.prefix != pattern.positive.prefix || negative.suffix != pattern.positive.suffix {
                pattern.negative = negative
            }
        }
        return pattern
    }

    struct CurrencySymbols {
        var symbol: String
        var isoCode: String
    }

    /// Excel's number part for an ICU number part.
    static func numberCode(_ pattern: ICUSubpattern) -> String? {
        if pattern.number.contains("@") || pattern.number.contains(where: { ("1"..."9").contains($0) }) {
            return nil
        }
        var code: String
        var fraction: String
        if pattern.isScientific {
            code = "0"
            // `#E0` (NumberFormatter's default scientific) shows every significant digit; Excel
            // keeps 15, the first before the point.
            fraction =
                pattern.minimumIntegerDigits == 0 && pattern.maximumFractionDigits == 0
                ? String(repeating: "#", count: 14)
                : String(repeating: "0", count: pattern.minimumFractionDigits)
                    + String(repeating: "#", count: pattern.maximumFractionDigits - pattern.minimumFractionDigits)
        } else {
            if pattern.usesGrouping {
                code = "#,##0"
            } else {
                code =
                    pattern.minimumIntegerDigits == 0
                    ? "#" : String(repeating: "0", count: pattern.minimumIntegerDigits)
            }
            fraction =
                String(repeating: "0", count: pattern.minimumFractionDigits)
                + String(repeating: "#", count: pattern.maximumFractionDigits - pattern.minimumFractionDigits)
        }
        if !fraction.isEmpty { code += "." + fraction }
        if pattern.isScientific {
            code += "E+" + String(repeating: "0", count: max(2, pattern.exponentDigits))
        }
        return code
    }

    /// One section of the code: the affixes translated around the number part.
    static func sectionCode(_ pattern: ICUSubpattern, number: String, symbols: CurrencySymbols) -> String? {
        guard var prefix = affixTokens(pattern.prefix, symbols: symbols),
            var suffix = affixTokens(pattern.suffix, symbols: symbols)
        else { return nil }
        // ICU's currency spacing (`CHF 1,234.50`) is not in the pattern; Excel needs it written.
        if case .quoted(let symbol)? = prefix.last, pattern.prefix.last == "¤",
            ICUPattern.currencyNeedsSpace(symbol.unicodeScalars.last)
        {
            prefix.append(.literal(" "))
        }
        if case .quoted(let symbol)? = suffix.first, pattern.suffix.first == "¤",
            ICUPattern.currencyNeedsSpace(symbol.unicodeScalars.first)
        {
            suffix.insert(.literal(" "), at: 0)
        }
        return render(prefix) + number + render(suffix)
    }

    enum Token: Equatable {
        /// Text that is always written in double quotes (currency symbols).
        case quoted(String)
        /// Text written bare where Excel allows it, quoted where not.
        case literal(String)
        /// Excel's percent sign (it multiplies by 100, as NumberFormatter's percent does).
        case percent
    }

    /// The affix as tokens, or nil when it holds something Excel cannot show (per mille, padding).
    static func affixTokens(_ affix: String, symbols: CurrencySymbols) -> [Token]? {
        var tokens: [Token] = []
        let characters = Array(affix)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "'":
                // 'text' is literal; '' is a quote character.
                var end = index + 1
                var text = ""
                while end < characters.count {
                    if characters[end] == "'" {
                        if end + 1 < characters.count && characters[end + 1] == "'" {
                            text.append("'")
                            end += 2
                            continue
                        }
                        break
                    }
                    text.append(characters[end])
                    end += 1
                }
                tokens.append(.literal(index + 1 == end && end < characters.count ? "'" : text))
                index = end + 1
                continue
            case "¤":
                var run = 1
                while index + run < characters.count && characters[index + run] == "¤" { run += 1 }
                tokens.append(.quoted(run == 1 ? symbols.symbol : symbols.isoCode))
                index += run
                continue
            case "%":
                tokens.append(.percent)
            case "‰", "*":
                return nil
            default:
                tokens.append(.literal(String(character)))
            }
            index += 1
        }
        return tokens
    }

    /// Characters Excel shows as themselves without quotes (the apostrophe too, but it reads better
    /// inside the quoted text it usually belongs to: `"it's"`).
    static let bareCharacters: Set<Character> = [
        "$", "-", "+", "/", "(", ")", ":", "!", "^", "&", "~", "{", "}", "<", ">", "=", " ",
    ]

    /// Text in double quotes; a double quote itself cannot be inside them and is escaped as `\"`.
    static func quoted(_ text: String) -> String {
        text.split(separator: "\"", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "\"" + $0 + "\"" }
            .joined(separator: "\\\"")
    }

    static func render(_ tokens: [Token]) -> String {
        var code = ""
        var pendingQuoted = ""
        func flush() {
            guard !pendingQuoted.isEmpty else { return }
            code += quoted(pendingQuoted)
            pendingQuoted = ""
        }
        for token in tokens {
            switch token {
            case .percent:
                flush()
                code += "%"
            case .quoted(let text):
                flush()
                code += quoted(text)
            case .literal(let text):
                for character in text {
                    // No-break spaces (de_DE `1,00 €`, fr_FR `12 %`) are spaces to Excel.
                    let shown: Character = character == "\u{00A0}" || character == "\u{202F}" ? " " : character
                    if bareCharacters.contains(shown) {
                        flush()
                        code.append(shown)
                    } else {
                        pendingQuoted.append(shown)
                    }
                }
            }
        }
        flush()
        return code
    }
}
