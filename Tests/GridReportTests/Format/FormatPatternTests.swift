import Testing

@testable import GridReport

@Suite("Format: ICU patterns and the formatter's configuration")
struct FormatPatternTests {
    @Test func splitsAffixesAndNumber() {
        let currency = ICUSubpattern("¤#,##0.00")
        #expect(currency.prefix == "¤")
        #expect(currency.number == "#,##0.00")
        #expect(currency.suffix == "")
        #expect(currency.minimumIntegerDigits == 1)
        #expect(currency.minimumFractionDigits == 2)
        #expect(currency.maximumFractionDigits == 2)
        #expect(currency.primaryGrouping == 3)
        #expect(currency.secondaryGrouping == 0)
        #expect(currency.affixesContain("¤"))

        let german = ICUSubpattern("#,##0.00\u{00A0}¤")
        #expect(german.prefix.isEmpty)
        #expect(german.suffix == "\u{00A0}¤")

        let indian = ICUSubpattern("#,##,##0.###")
        #expect(indian.primaryGrouping == 3)
        #expect(indian.secondaryGrouping == 2)
        #expect(indian.minimumFractionDigits == 0)
        #expect(indian.maximumFractionDigits == 3)
    }

    @Test func scientificAndUnsupportedSyntax() {
        let scientific = ICUSubpattern("0.00E0")
        #expect(scientific.isScientific)
        #expect(scientific.exponentDigits == 1)
        #expect(scientific.maximumFractionDigits == 2)
        #expect(!scientific.hasUnsupportedNumberSyntax)
        #expect(ICUSubpattern("#E0").minimumIntegerDigits == 0)
        #expect(ICUSubpattern("@@#").hasUnsupportedNumberSyntax)
        #expect(ICUSubpattern("#,##0.05").hasUnsupportedNumberSyntax)
        #expect(ICUSubpattern("*x#,##0").hasUnsupportedNumberSyntax)
        #expect(!ICUSubpattern("'*'#,##0").hasUnsupportedNumberSyntax)
    }

    @Test func quotesHideSpecialCharacters() {
        let quoted = ICUSubpattern("'#1 ¤' #,##0")
        #expect(quoted.prefix == "'#1 ¤' ")
        #expect(quoted.number == "#,##0")
        #expect(!quoted.affixesContain("¤"))
        #expect(!quoted.affixesContain("#"))
        let pattern = ICUPattern("'a;b' 0.0;(0.0)")
        #expect(pattern.positive.prefix == "'a;b' ")
        #expect(pattern.negative?.prefix == "(")
        #expect(pattern.negative?.suffix == ")")
        #expect(ICUPattern("0.0").negative == nil)
    }

    @Test func fractionDigitsFollowApplesRules() {
        #expect(NumberFormatterFactory.fractionDigits(minimum: 2, maximum: 2, defaults: (0, 3)) == (2, 2))
        #expect(NumberFormatterFactory.fractionDigits(minimum: 4, maximum: nil, defaults: (0, 3)) == (4, 4))
        #expect(NumberFormatterFactory.fractionDigits(minimum: 1, maximum: nil, defaults: (0, 3)) == (1, 3))
        #expect(NumberFormatterFactory.fractionDigits(minimum: nil, maximum: 1, defaults: (2, 2)) == (1, 1))
        #expect(NumberFormatterFactory.fractionDigits(minimum: 3, maximum: 1, defaults: (0, 3)) == (3, 3))
        #expect(NumberFormatterFactory.fractionDigits(minimum: nil, maximum: nil, defaults: (0, 3)) == (0, 3))
    }

    /// The configured formatter carries the explicit pattern that avoids the Linux quirks.
    @Test func formatterPatterns() {
        func pattern(_ format: NumberFormat) -> String? {
            let formatter = NumberFormatterFactory.make(format)
            return formatter.positiveFormat.map { $0 + ";" + (formatter.negativeFormat ?? "") }
        }
        #expect(pattern(.inferred(fractionDigits: 2, locale: "en_US")) == "#,##0.00;#,##0.00")
        #expect(
            pattern(
                NumberFormat(
                    style: .decimal, locale: "en_US", minimumFractionDigits: 1, maximumFractionDigits: 3,
                    grouping: false))
                == "0.0##;0.0##")
        #expect(
            pattern(NumberFormat(style: .currency, locale: "de_DE", minimumFractionDigits: 1, maximumFractionDigits: 1))
                == "#,##0.0\u{00A0}¤;#,##0.0\u{00A0}¤")
        #expect(
            pattern(NumberFormat(style: .percent, locale: "fr_FR", minimumFractionDigits: 2, maximumFractionDigits: 2))
                == "#,##0.00\u{00A0}%;#,##0.00\u{00A0}%")
        #expect(
            pattern(
                NumberFormat(style: .scientific, locale: "en_US", minimumFractionDigits: 2, maximumFractionDigits: 2))
                == "0.00E0;0.00E0")
        #expect(pattern(NumberFormat(style: .decimal, locale: "hi_IN")) == "#,##,##0.###;#,##,##0.###")
        #expect(
            pattern(NumberFormat(style: .currency, locale: "de_CH", minimumFractionDigits: 0, maximumFractionDigits: 0))
                == "¤\u{00A0}#,##0;¤-#,##0")
        #expect(
            pattern(NumberFormat(style: .decimal, locale: "en_US", pattern: "#,##0.00;(#,##0.00)"))
                == "#,##0.00;(#,##0.00)")
    }

    @Test func secondaryGroupingOfLocales() {
        #expect(NumberFormatterFactory.secondaryGroupingSize(locale: "hi_IN") == 2)
        #expect(NumberFormatterFactory.secondaryGroupingSize(locale: "en_IN") == 2)
        #expect(NumberFormatterFactory.secondaryGroupingSize(locale: "en_US") == 0)
        #expect(NumberFormatterFactory.secondaryGroupingSize(locale: "fr_FR") == 0)
    }

    /// NumberFormatter drops a pattern ICU refuses and formats with the style's defaults; these
    /// are refused before it sees them, with the character where reading stopped.
    @Test(
        "patterns ICU refuses are named with the place",
        arguments: [
            ("#,##0.00.00", "unexpected '.' at character 9"),
            ("0#", "'#' at character 2 follows a '0' before the decimal point"),
            ("#,##0.0#0", "'0' at character 9 follows a '#' after the decimal point"),
            ("'abc", "the quote at character 1 is never closed"),
            ("#,##0,", "a grouping comma ends the integer part at character 6"),
            ("#,,##0", "two grouping commas next to each other at character 3"),
            ("#,##0E0", "an exponent ('E' at character 6) cannot go with grouping commas"),
            ("0.0E", "'E' at character 4 has no '0' after it (write 0.00E0)"),
            ("0.00;(0.00);x", "unexpected ';' at character 12"),
            ("*x*y0", "a second pad character ('*') at character 3"),
            ("0*", "'*' at the end has no pad character after it"),
            ("@0", "'0' at character 2 follows '@'; '@' and '0' do not mix"),
            ("", "it is empty"),
        ])
    func refusedPatterns(pattern: String, problem: String) {
        #expect(ICUPatternSyntax.problem(in: pattern) == problem)
    }

    @Test(
        "patterns ICU reads are accepted",
        arguments: [
            "#,##0.00", "#,##0.00;(#,##0.00)", "¤#,##0.00", "#,##0.00\u{00A0}¤", "0.0%", "0.00E0", "##0.###E+00",
            "#,##,##0.###", "'#'0", "@@#", "1.5", "*x#,##0", "0.00;", "abc", "0 'pcs'", "#,##0.00 ‰",
        ])
    func acceptedPatterns(pattern: String) {
        #expect(ICUPatternSyntax.problem(in: pattern) == nil)
    }
}
