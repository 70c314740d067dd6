import Testing

@testable import GridReport

@Suite("Format: Excel number format codes")
struct FormatExcelTests {
    private func code(
        _ style: NumberFormat.Style, _ locale: String, digits: Int? = nil, grouping: Bool? = nil,
        currencyCode: String? = nil, pattern: String? = nil
    ) -> String? {
        ExcelNumberFormat.code(
            for: NumberFormat(
                style: style, locale: locale, minimumFractionDigits: digits, maximumFractionDigits: digits,
                grouping: grouping, currencyCode: currencyCode, pattern: pattern))
    }

    @Test("decimal, the same in every locale", arguments: ["en_US", "de_DE", "fr_FR", "ja_JP"])
    func decimal(locale: String) {
        #expect(code(.decimal, locale, digits: 2) == "#,##0.00")
        #expect(code(.decimal, locale, digits: 2, grouping: false) == "0.00")
        #expect(code(.decimal, locale, digits: 0) == "#,##0")
        #expect(code(.decimal, locale) == "#,##0.###")
        #expect(
            ExcelNumberFormat.code(
                for: NumberFormat(style: .decimal, locale: locale, minimumFractionDigits: 1, maximumFractionDigits: 3))
                == "#,##0.0##")
        #expect(ExcelNumberFormat.code(for: .inferred(fractionDigits: 6, locale: locale)) == "#,##0.000000")
        #expect(code(.none, locale) == "0")
        #expect(code(.none, locale, digits: 2) == "0.00")
    }

    @Test func percent() {
        #expect(code(.percent, "en_US") == "#,##0%")
        #expect(code(.percent, "en_US", digits: 1) == "#,##0.0%")
        #expect(code(.percent, "en_US", digits: 1, grouping: false) == "0.0%")
        #expect(code(.percent, "ja_JP", digits: 1) == "#,##0.0%")
        // de_DE and fr_FR put a (no-break) space before the sign; Excel gets a plain space.
        #expect(code(.percent, "de_DE", digits: 1) == "#,##0.0 %")
        #expect(code(.percent, "fr_FR") == "#,##0 %")
    }

    @Test func currency() {
        #expect(code(.currency, "en_US") == "\"$\"#,##0.00")
        #expect(code(.currency, "de_DE") == "#,##0.00 \"€\"")
        #expect(code(.currency, "fr_FR") == "#,##0.00 \"€\"")
        #expect(code(.currency, "ja_JP") == "\"¥\"#,##0")
        #expect(code(.currency, "ja_JP", digits: 2) == "\"¥\"#,##0.00")
        #expect(code(.currency, "en_US", digits: 0, grouping: false) == "\"$\"0")
        #expect(code(.currency, "en_US", currencyCode: "EUR") == "\"€\"#,##0.00")
        #expect(code(.currency, "en_US", currencyCode: "JPY") == "\"¥\"#,##0")
        #expect(code(.currency, "de_DE", currencyCode: "USD") == "#,##0.00 \"$\"")
        #expect(code(.currency, "ja_JP", currencyCode: "USD") == "\"$\"#,##0.00")
        // A letter symbol is spaced from the digits, as ICU shows it.
        #expect(code(.currency, "en_US", currencyCode: "CHF") == "\"CHF\" #,##0.00")
        // de_CH has its own negative subpattern.
        #expect(code(.currency, "de_CH") == "\"CHF\" #,##0.00;\"CHF\"-#,##0.00")
    }

    @Test func scientific() {
        #expect(code(.scientific, "en_US", digits: 2) == "0.00E+00")
        #expect(code(.scientific, "de_DE", digits: 0) == "0E+00")
        #expect(
            ExcelNumberFormat.code(
                for: NumberFormat(
                    style: .scientific, locale: "en_US", minimumFractionDigits: 1, maximumFractionDigits: 3))
                == "0.0##E+00")
        // NumberFormatter's default shows every significant digit; Excel keeps 15.
        #expect(code(.scientific, "fr_FR") == "0.##############E+00")
    }

    @Test func spelloutIsWrittenAsText() {
        for locale in ["en_US", "de_DE", "fr_FR", "ja_JP"] {
            #expect(code(.spellout, locale) == nil)
        }
    }

    @Test func explicitPatterns() {
        #expect(code(.decimal, "en_US", pattern: "#,##0.00;(#,##0.00)") == "#,##0.00;(#,##0.00)")
        #expect(code(.decimal, "de_DE", pattern: "#,##0.00;(#,##0.00)") == "#,##0.00;(#,##0.00)")
        #expect(code(.decimal, "en_US", pattern: "0.0%") == "0.0%")
        #expect(code(.decimal, "en_US", pattern: "'USD' #,##0.00") == "\"USD\" #,##0.00")
        #expect(code(.decimal, "en_US", pattern: "#,##0.00 'kg';-#,##0.00 'kg'") == "#,##0.00 \"kg\";-#,##0.00 \"kg\"")
        #expect(code(.decimal, "en_US", pattern: "#,##0 'it''s'") == "#,##0 \"it's\"")
        #expect(code(.currency, "en_US", pattern: "¤¤ #,##0.00") == "\"USD\" #,##0.00")
        #expect(code(.decimal, "en_US", pattern: "0.000E0") == "0.000E+00")
        // A double quote cannot stand inside Excel's quotes; it is escaped.
        #expect(code(.decimal, "en_US", pattern: "#,##0 \"x\"") == "#,##0 \\\"\"x\"\\\"")
        // Excel has no per mille and no padding: the caller writes the text.
        #expect(code(.decimal, "en_US", pattern: "#,##0‰") == nil)
        #expect(code(.decimal, "en_US", pattern: "*x#,##0") == nil)
    }

    @Test func indianGroupingBecomesThousands() {
        #expect(code(.decimal, "hi_IN", digits: 2) == "#,##0.00")
        #expect(code(.currency, "hi_IN") == "\"₹\"#,##0.00")
    }
}
