import Testing

@testable import GridReport

/// The exact strings of every style in the four reference locales, as Foundation's NumberFormatter
/// shows them on Apple platforms. Each line that the Linux formatter gets wrong when configured the
/// obvious way is marked; those are what `NumberFormatterFactory` exists for.
@Suite("Format: pinned strings")
struct FormatPinnedStringsTests {
    private func expectStrings(
        _ format: NumberFormat, _ pins: [(Double, String)],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let renderer = NumberRenderer(format)
        for (value, expected) in pins {
            #expect(
                visible(renderer.string(value)) == visible(expected),
                "\(format.style) \(format.locale) \(value)", sourceLocation: sourceLocation)
        }
    }

    private func digits(_ style: NumberFormat.Style, _ locale: String, _ digits: Int, grouping: Bool? = nil)
        -> NumberFormat
    {
        NumberFormat(
            style: style, locale: locale, minimumFractionDigits: digits, maximumFractionDigits: digits,
            grouping: grouping)
    }

    // Halves round away from zero unless a rounding mode is given, as in a spreadsheet.
    @Test func enUS() {
        expectStrings(
            NumberFormat(style: .none, locale: "en_US"),
            [
                (1_234_567.891, "1234568"), (-1_234_567.891, "-1234568"), (0, "0"), (-0.0, "-0"),
                (0.5, "1"), (1.5, "2"), (2.675, "3"), (1e20, "100000000000000000000"),
            ])
        expectStrings(
            NumberFormat(style: .decimal, locale: "en_US"),
            [
                (1_234_567.891, "1,234,567.891"), (-1_234_567.891, "-1,234,567.891"), (0, "0"), (-0.0, "-0"),
                (0.5, "0.5"), (0.1234, "0.123"), (0.0005, "0.001"), (-0.0005, "-0.001"), (0.0015, "0.002"),
                (999.9996, "1,000"), (1e20, "100,000,000,000,000,000,000"),
            ])
        // Linux, digits set the usual way: 1,234,567.891 (the maximum is dropped when the minimum > 0).
        expectStrings(
            digits(.decimal, "en_US", 2),
            [
                (1_234_567.891, "1,234,567.89"), (-1_234_567.891, "-1,234,567.89"), (0, "0.00"), (-0.0, "-0.00"),
                (0.5, "0.50"), (2.675, "2.68"), (1.005, "1.01"), (1.015, "1.02"), (0.125, "0.13"), (0.375, "0.38"),
                (-0.001, "-0.00"), (-0.006, "-0.01"), (1e20, "100,000,000,000,000,000,000.00"),
            ])
        expectStrings(
            digits(.decimal, "en_US", 2, grouping: false),
            [
                (1_234_567.891, "1234567.89"), (-1_234_567.891, "-1234567.89"),
            ])
        expectStrings(
            NumberFormat(style: .decimal, locale: "en_US", minimumFractionDigits: 1, maximumFractionDigits: 3),
            [
                (2, "2.0"), (2.5, "2.5"), (2.12345, "2.123"), (-1234.0001, "-1,234.0"),
            ])
        expectStrings(
            NumberFormat(style: .currency, locale: "en_US"),
            [
                (1_234_567.891, "$1,234,567.89"), (-1_234_567.891, "-$1,234,567.89"), (0, "$0.00"), (-0.0, "$0.00"),
                (2.675, "$2.68"), (-0.005, "-$0.01"), (1e20, "$100,000,000,000,000,000,000.00"),
            ])
        expectStrings(digits(.currency, "en_US", 0), [(1_234_567.891, "$1,234,568"), (2.5, "$3")])
        // Linux, digits set the usual way: $1.55 (the currency's maximum of 2 stays).
        expectStrings(digits(.currency, "en_US", 1), [(1.55, "$1.6"), (1.25, "$1.3"), (-1234.56, "-$1,234.6")])
        expectStrings(
            NumberFormat(style: .percent, locale: "en_US"),
            [
                (0.1234, "12%"), (-0.5, "-50%"), (0, "0%"), (0.125, "13%"), (0.135, "14%"),
                (12_345.678, "1,234,568%"), (-0.004, "-0%"),
            ])
        expectStrings(digits(.percent, "en_US", 1), [(0.1234, "12.3%"), (-0.001, "-0.1%"), (1234.5, "123,450.0%")])
        expectStrings(
            NumberFormat(style: .scientific, locale: "en_US"),
            [
                (1_234_567.891, "1.234567891E6"), (-0.000123, "-1.23E-4"), (0, "0E0"), (1e-10, "1E-10"),
                (123, "1.23E2"),
            ])
        // Linux, digits set the usual way: 1.2E6.
        expectStrings(
            digits(.scientific, "en_US", 2),
            [
                (1_234_567.891, "1.23E6"), (-0.000123456, "-1.23E-4"), (0, "0.00E0"), (999_900, "1.00E6"),
                (1e20, "1.00E20"),
            ])
        expectStrings(
            NumberFormat(style: .spellout, locale: "en_US"),
            [
                (1234.5, "one thousand two hundred thirty-four point five"), (-7, "minus seven"), (0, "zero"),
                // Linux, a double: "eighteen quadrillion fourteen trillion…" (2^54).
                (1e17, "one hundred quadrillion"),
            ])
    }

    @Test func deDE() {
        expectStrings(NumberFormat(style: .none, locale: "de_DE"), [(1_234_567.891, "1234568"), (-0.0, "-0")])
        expectStrings(
            NumberFormat(style: .decimal, locale: "de_DE"),
            [
                (1_234_567.891, "1.234.567,891"), (-1_234_567.891, "-1.234.567,891"), (0, "0"), (0.5, "0,5"),
                (999.9996, "1.000"), (1e20, "100.000.000.000.000.000.000"),
            ])
        expectStrings(
            digits(.decimal, "de_DE", 2),
            [
                (1_234_567.891, "1.234.567,89"), (-1_234_567.891, "-1.234.567,89"), (0, "0,00"), (2.675, "2,68"),
                (-0.001, "-0,00"),
            ])
        expectStrings(digits(.decimal, "de_DE", 2, grouping: false), [(1_234_567.891, "1234567,89")])
        expectStrings(
            NumberFormat(style: .currency, locale: "de_DE"),
            [
                (1_234_567.891, "1.234.567,89\u{00A0}€"), (-1_234_567.891, "-1.234.567,89\u{00A0}€"),
                (0, "0,00\u{00A0}€"), (2.675, "2,68\u{00A0}€"),
            ])
        expectStrings(
            NumberFormat(style: .currency, locale: "de_DE", currencyCode: "USD"),
            [
                (-1234.5, "-1.234,50\u{00A0}$")
            ])
        expectStrings(
            NumberFormat(style: .percent, locale: "de_DE"),
            [
                (0.1234, "12\u{00A0}%"), (-0.5, "-50\u{00A0}%"), (12_345.678, "1.234.568\u{00A0}%"),
            ])
        expectStrings(digits(.percent, "de_DE", 1), [(0.1234, "12,3\u{00A0}%")])
        expectStrings(
            NumberFormat(style: .scientific, locale: "de_DE"),
            [(1_234_567.891, "1,234567891E6"), (-0.000123, "-1,23E-4")])
        expectStrings(digits(.scientific, "de_DE", 2), [(1_234_567.891, "1,23E6"), (0, "0,00E0")])
        expectStrings(
            NumberFormat(style: .spellout, locale: "de_DE"),
            [
                (
                    1234.5,
                    "ein\u{00AD}tausend\u{00AD}zwei\u{00AD}hundert\u{00AD}vier\u{00AD}und\u{00AD}dreißig Komma fünf"
                ),
                (-7, "minus sieben"), (0, "null"), (1e17, "ein\u{00AD}hundert Billiarden"),
            ])
    }

    @Test func frFR() {
        // fr_FR groups with U+202F NARROW NO-BREAK SPACE and puts U+00A0 NO-BREAK SPACE before € and %.
        expectStrings(NumberFormat(style: .none, locale: "fr_FR"), [(1_234_567.891, "1234568")])
        expectStrings(
            NumberFormat(style: .decimal, locale: "fr_FR"),
            [
                (1_234_567.891, "1\u{202F}234\u{202F}567,891"), (-1_234_567.891, "-1\u{202F}234\u{202F}567,891"),
                (0, "0"), (0.5, "0,5"), (1234, "1\u{202F}234"), (999.9996, "1\u{202F}000"),
            ])
        expectStrings(
            digits(.decimal, "fr_FR", 2),
            [
                (1_234_567.891, "1\u{202F}234\u{202F}567,89"), (0, "0,00"), (2.675, "2,68"), (-0.001, "-0,00"),
            ])
        expectStrings(digits(.decimal, "fr_FR", 2, grouping: false), [(1_234_567.891, "1234567,89")])
        expectStrings(
            NumberFormat(style: .currency, locale: "fr_FR"),
            [
                (1_234_567.891, "1\u{202F}234\u{202F}567,89\u{00A0}€"),
                (-1_234_567.891, "-1\u{202F}234\u{202F}567,89\u{00A0}€"),
                (0, "0,00\u{00A0}€"),
            ])
        expectStrings(
            NumberFormat(style: .currency, locale: "fr_FR", currencyCode: "CHF"),
            [
                (-1234.5, "-1\u{202F}234,50\u{00A0}CHF")
            ])
        expectStrings(
            NumberFormat(style: .percent, locale: "fr_FR"),
            [
                (0.1234, "12\u{00A0}%"), (12_345.678, "1\u{202F}234\u{202F}568\u{00A0}%"),
            ])
        expectStrings(digits(.percent, "fr_FR", 1), [(0.1234, "12,3\u{00A0}%")])
        expectStrings(NumberFormat(style: .scientific, locale: "fr_FR"), [(1_234_567.891, "1,234567891E6")])
        expectStrings(digits(.scientific, "fr_FR", 2), [(-0.000123456, "-1,23E-4")])
        expectStrings(
            NumberFormat(style: .spellout, locale: "fr_FR"),
            [
                (1234.5, "mille deux cent trente-quatre virgule cinq"), (-7, "moins sept"), (0, "zéro"),
                (1e17, "cent billiards"),
            ])
    }

    @Test func frenchGroupingSeparatorIsNarrowNoBreakSpace() {
        let text = NumberRenderer(.inferred(fractionDigits: 0, locale: "fr_FR")).string(1234)
        #expect(Array(text.unicodeScalars).map(\.value) == [0x31, 0x202F, 0x32, 0x33, 0x34])
    }

    @Test func jaJP() {
        expectStrings(NumberFormat(style: .none, locale: "ja_JP"), [(1_234_567.891, "1234568")])
        expectStrings(
            NumberFormat(style: .decimal, locale: "ja_JP"),
            [
                (1_234_567.891, "1,234,567.891"), (-1_234_567.891, "-1,234,567.891"), (0, "0"), (0.5, "0.5"),
            ])
        expectStrings(digits(.decimal, "ja_JP", 2), [(1_234_567.891, "1,234,567.89"), (2.675, "2.68")])
        // The yen has no minor unit: no fraction digits unless asked for.
        expectStrings(
            NumberFormat(style: .currency, locale: "ja_JP"),
            [
                (1_234_567.891, "¥1,234,568"), (-1_234_567.891, "-¥1,234,568"), (0, "¥0"), (2.5, "¥3"), (2.675, "¥3"),
            ])
        expectStrings(digits(.currency, "ja_JP", 2), [(1_234_567.891, "¥1,234,567.89"), (-0.005, "-¥0.01")])
        expectStrings(NumberFormat(style: .currency, locale: "ja_JP", currencyCode: "USD"), [(-1234.5, "-$1,234.50")])
        expectStrings(NumberFormat(style: .percent, locale: "ja_JP"), [(0.1234, "12%"), (-0.004, "-0%")])
        expectStrings(digits(.percent, "ja_JP", 1), [(0.1234, "12.3%")])
        expectStrings(NumberFormat(style: .scientific, locale: "ja_JP"), [(1_234_567.891, "1.234567891E6")])
        expectStrings(digits(.scientific, "ja_JP", 2), [(1_234_567.891, "1.23E6")])
        expectStrings(
            NumberFormat(style: .spellout, locale: "ja_JP"),
            [
                (1234.5, "千二百三十四・五"), (-7, "マイナス七"), (0, "〇"), (1e17, "十京"),
            ])
    }

    @Test func currencyCodesInEnglish() {
        expectStrings(NumberFormat(style: .currency, locale: "en_US", currencyCode: "EUR"), [(-1234.5, "-€1,234.50")])
        expectStrings(NumberFormat(style: .currency, locale: "en_US", currencyCode: "JPY"), [(1234.5, "¥1,235")])
        // A symbol that ends in a letter is spaced from the digits (ICU's currency spacing).
        expectStrings(
            NumberFormat(style: .currency, locale: "en_US", currencyCode: "CHF"),
            [
                (1234.5, "CHF\u{00A0}1,234.50"), (-1234.5, "-CHF\u{00A0}1,234.50"),
            ])
    }

    @Test func otherLocalesTheLinuxFormatterGetsWrong() {
        // Linux: 12,345,678.50 (the secondary grouping size is forced to 0).
        expectStrings(digits(.decimal, "hi_IN", 2), [(-12_345_678.5, "-1,23,45,678.50"), (1234.5, "1,234.50")])
        expectStrings(NumberFormat(style: .currency, locale: "hi_IN"), [(12_345_678.5, "₹1,23,45,678.50")])
        // ICU's minimum grouping digits survive the explicit pattern: es_ES does not group 4 digits.
        expectStrings(digits(.decimal, "es_ES", 2), [(1234.5, "1234,50"), (12_345.5, "12.345,50")])
        // An explicit negative subpattern survives the rebuilt digits.
        expectStrings(digits(.currency, "de_CH", 1), [(-1234.56, "CHF-1’234.6"), (1234.56, "CHF\u{00A0}1’234.6")])
    }

    @Test func explicitPatterns() {
        expectStrings(
            NumberFormat(style: .decimal, locale: "en_US", pattern: "#,##0.00;(#,##0.00)"),
            [
                (-1234.5, "(1,234.50)"), (1234.5, "1,234.50"), (-0.0, "(0.00)"),
            ])
        expectStrings(
            NumberFormat(style: .decimal, locale: "de_DE", pattern: "#,##0.00;(#,##0.00)"), [(-1234.5, "(1.234,50)")])
        expectStrings(NumberFormat(style: .decimal, locale: "en_US", pattern: "0.0%"), [(0.1234, "12.3%")])
        expectStrings(
            NumberFormat(style: .decimal, locale: "en_US", pattern: "'USD' #,##0.00"), [(-1234.5, "-USD 1,234.50")])
        expectStrings(NumberFormat(style: .scientific, locale: "en_US", pattern: "0.000E0"), [(1234.5, "1.235E3")])
    }

    @Test func nonFiniteValues() {
        // Linux: -+∞ for negative infinity and $NaN for NaN in the currency style.
        for style in [NumberFormat.Style.decimal, .currency, .percent] {
            let renderer = NumberRenderer(NumberFormat(style: style, locale: "en_US"))
            #expect(renderer.string(.infinity) == "+∞")
            #expect(renderer.string(-.infinity) == "-∞")
            #expect(renderer.string(.nan) == "NaN")
        }
    }

    @Test func inferredFormat() {
        let format = NumberFormat.inferred(fractionDigits: 3, locale: "de_DE")
        #expect(
            format
                == NumberFormat(
                    style: .decimal, locale: "de_DE", minimumFractionDigits: 3,
                    maximumFractionDigits: 3, grouping: true))
        #expect(NumberRenderer(format).string(1234.5) == "1.234,500")
        #expect(NumberFormat.inferred(fractionDigits: 40, locale: "en_US").maximumFractionDigits == 15)
        #expect(NumberFormat.inferred(fractionDigits: -1, locale: "en_US").minimumFractionDigits == 0)
    }
}
