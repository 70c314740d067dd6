import Testing

@testable import GridReport

@Suite("Format: --format, --locale and --currency values")
struct FormatOptionTests {
    @Test func parsesColumnStyleAndDigits() throws {
        #expect(
            try FormatOption.parse("Price=currency:2")
                == FormatOption(column: "Price", style: .currency, fractionDigits: 2))
        #expect(try FormatOption.parse("3=percent:1") == FormatOption(column: "3", style: .percent, fractionDigits: 1))
        #expect(try FormatOption.parse("Open=decimal") == FormatOption(column: "Open", style: .decimal))
        #expect(
            try FormatOption.parse("Open=Decimal:0") == FormatOption(column: "Open", style: .decimal, fractionDigits: 0)
        )
        #expect(try FormatOption.parse("Total=spell-out") == FormatOption(column: "Total", style: .spellout))
        #expect(try FormatOption.parse("Close Price=scientific:15").fractionDigits == 15)
        // The column is what comes before the last '=': a header may hold one.
        #expect(try FormatOption.parse("a=b=none").column == "a=b")
    }

    @Test func columnNumbers() throws {
        #expect(try FormatOption.parse("3=percent").columnNumber == 3)
        #expect(try FormatOption.parse("Price=percent").columnNumber == nil)
        #expect(try FormatOption.parse("0=percent").columnNumber == nil)
        #expect(try FormatOption.parse("３=percent").columnNumber == nil)
    }

    @Test func numberFormat() throws {
        let option = try FormatOption.parse("Price=currency:2")
        #expect(
            option.numberFormat(locale: "de_DE", currencyCode: "USD")
                == NumberFormat(
                    style: .currency, locale: "de_DE", minimumFractionDigits: 2, maximumFractionDigits: 2,
                    currencyCode: "USD"))
        #expect(
            try FormatOption.parse("Rate=percent").numberFormat(locale: "en_US", currencyCode: "USD").currencyCode
                == nil)
    }

    private func error(_ body: () throws -> Any) -> GridReportError? {
        do {
            _ = try body()
            return nil
        } catch let error as GridReportError {
            return error
        } catch {
            return nil
        }
    }

    private let example = "write it like Price=currency:2 or 3=percent:1"
    private let styles =
        "none, decimal, currency, percent, scientific, spellout; for dates date, datetime or time with a pattern (Sold=date:dd.MM.yyyy)"

    @Test func missingEquals() {
        let failure = error { try FormatOption.parse("Price") }
        #expect(failure?.kind == .usage)
        #expect(failure?.exitCode == 64)
        #expect(
            failure?.description == "format: 'Price' has no '='; expected COLUMN=STYLE[:FRACTION_DIGITS] (\(example))"
        )
    }

    @Test func missingColumnOrStyle() {
        #expect(
            error { try FormatOption.parse("=currency") }?.description
                == "format: '=currency' names no column before '=' (give a header name or a 1-based column number; \(example))"
        )
        #expect(
            error { try FormatOption.parse("Price=") }?.description
                == "format: 'Price=' names no style after '='; the styles are \(styles) (\(example))")
        #expect(
            error { try FormatOption.parse("Price=:2") }?.description
                == "format: 'Price=:2' names no style after '='; the styles are \(styles) (\(example))")
    }

    @Test func unknownStyle() {
        #expect(
            error { try FormatOption.parse("Price=money:2") }?.description
                == "format: unknown style 'money' in 'Price=money:2'; the styles are \(styles) (\(example))")
    }

    @Test("fraction digits must be 0…15", arguments: ["x", "", "-1", "16", "2.5", "+2", "007", "99", "١"])
    func badDigits(digits: String) {
        let text = "Price=currency:" + digits
        #expect(
            error { try FormatOption.parse(text) }?.description
                == "format: fraction digits '\(digits)' in '\(text)' must be a whole number from 0 to 15 (\(example))"
        )
    }

    @Test func locales() throws {
        #expect(try FormatOption.parseLocale("en_US", option: "--locale") == "en_US")
        #expect(try FormatOption.parseLocale("de-DE", option: "--locale") == "de_DE")
        #expect(try FormatOption.parseLocale("FR_fr", option: "--locale") == "fr_FR")
        #expect(try FormatOption.parseLocale("ja", option: "--locale") == "ja")
        #expect(try FormatOption.parseLocale("zh-hant-tw", option: "--locale") == "zh_Hant_TW")
        #expect(try FormatOption.parseLocale("es_419", option: "--locale") == "es_419")
        #expect(try FormatOption.parseLocale("en_US_POSIX", option: "--locale") == "en_US_POSIX")
        // The shape is enough: ICU formats locales it has no data for like its root locale.
        #expect(try FormatOption.parseLocale("xx_YY", option: "--locale") == "xx_YY")
    }

    @Test(
        "not locale identifiers",
        arguments: ["", "english", "en_US.UTF-8", "C", "e", "en_USA", "en__US", "12_US", "en US"])
    func badLocales(id: String) {
        #expect(
            error { try FormatOption.parseLocale(id, option: "--input-locale") }?.description
                == "--input-locale: '\(id)' is not a locale identifier (use a language and region like en_US, de_DE, fr_FR or ja_JP)"
        )
    }

    @Test func currencyCodes() throws {
        #expect(try FormatOption.parseCurrencyCode("EUR", option: "--currency") == "EUR")
        #expect(try FormatOption.parseCurrencyCode("jpy", option: "--currency") == "JPY")
        for code in ["", "EU", "EURO", "E1R", "€UR", "US$"] {
            #expect(
                error { try FormatOption.parseCurrencyCode(code, option: "--currency") }?.description
                    == "--currency: '\(code)' is not a currency code (use three letters from ISO 4217, like USD, EUR or JPY)"
            )
        }
    }
}
