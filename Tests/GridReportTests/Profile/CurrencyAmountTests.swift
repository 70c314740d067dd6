import Testing

@testable import GridReport

/// Amounts written with a currency symbol before the number, and what is no amount.
@Suite("currency amounts")
struct CurrencyAmountTests {
    func parse(_ text: String, locale: String? = nil) -> (Double, Int)? {
        let parser = locale.map(NumberParser.init(locale:)) ?? .c
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            CurrencyAmount.parse(bytes, parser: parser).map { ($0.value, $0.symbol) }
        }
    }

    @Test(
        "symbols, grouping, signs and parentheses",
        arguments: [
            ("$878.47", 878.47, 0), ("$1,036.47", 1036.47, 0), ("€12.50", 12.5, 1), ("£3", 3, 2),
            ("-$5.00", -5, 0), ("$-5.00", -5, 0), ("($7.25)", -7.25, 0), (" $1 ", 1, 0), ("$.5", 0.5, 0),
        ] as [(String, Double, Int)])
    func amounts(text: String, value: Double, symbol: Int) {
        let amount = parse(text)
        #expect(amount?.0 == value && amount?.1 == symbol)
    }

    @Test(
        "no amount: plain numbers, signs inside, a symbol alone or after, other text",
        arguments: [
            "5", "-5", "$", "$+5", "$--5", "-$-5", "($-5)", "(-$5)", "5$", "US$5", "$five", "$5 each", "$007",
        ])
    func notAmounts(text: String) {
        #expect(parse(text) == nil)
    }

    @Test("the number after the symbol is read in the input locale")
    func locale() {
        #expect(parse("€1.234,50", locale: "de_DE")?.0 == 1234.5)
        #expect(parse("€1.234,50") == nil)
    }
}
