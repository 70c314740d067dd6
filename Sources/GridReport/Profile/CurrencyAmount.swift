/// Amounts written with a currency symbol before the number, as bank exports and spreadsheets
/// saved as CSV write them: `$878.47`, `$1,036.47`, `€12.50`, `£3`, and negative `-$5.00`,
/// `$-5.00` or `($5.00)`. csvlook reads them as numbers; so does the first pass, when every value
/// of a column is a number and those with a symbol all have the same one.
public enum CurrencyAmount {
    /// The symbols read, and the currency each is taken for (`$` for US dollars, as Excel's
    /// en-US currency format and csvlook take it).
    public static let symbols: [(bytes: [UInt8], code: String, text: String)] = [
        (Array("$".utf8), "USD", "$"), (Array("€".utf8), "EUR", "€"), (Array("£".utf8), "GBP", "£"),
    ]

    public struct Amount: Equatable {
        public var value: Double
        public var fractionDigits: Int
        public var groupingSeparators: Int
        /// Its index in `symbols`.
        public var symbol: Int
    }

    /// The amount `field` writes, its number read by `parser` (the input locale's: `€12,50` with
    /// de_DE); nil for anything else, a plain number included.
    public static func parse(_ field: UnsafeBufferPointer<UInt8>, parser: NumberParser) -> Amount? {
        var start = 0
        var end = field.count
        while start < end && field[start] == 0x20 { start += 1 }
        while end > start && field[end - 1] == 0x20 { end -= 1 }
        guard end - start >= 2 else { return nil }
        let parenthesized = field[start] == UInt8(ascii: "(") && field[end - 1] == UInt8(ascii: ")")
        if parenthesized {
            start += 1
            end -= 1
        }
        var negative = false
        if start < end && field[start] == UInt8(ascii: "-") {
            negative = true
            start += 1
        }
        guard
            let symbol = symbols.firstIndex(where: { symbol in
                end - start >= symbol.bytes.count
                    && symbol.bytes.indices.allSatisfy { field[start + $0] == symbol.bytes[$0] }
            })
        else { return nil }
        start += symbols[symbol].bytes.count
        if !negative && start < end && field[start] == UInt8(ascii: "-") {
            negative = true
            start += 1
        }
        // The number itself carries no sign: `$+5`, `$--5` and `-$-5` are no amounts.
        guard start < end, !(parenthesized && negative),
            field[start] >= UInt8(ascii: "0") && field[start] <= UInt8(ascii: "9")
                || parser.decimalSeparator.first == field[start]
        else { return nil }
        var separators = 0
        guard
            case .number(let value, let digits) = parser.parse(
                UnsafeBufferPointer(rebasing: field[start..<end]), groupingSeparators: &separators)
        else { return nil }
        return Amount(
            value: negative || parenthesized ? -value : value, fractionDigits: digits, groupingSeparators: separators,
            symbol: symbol)
    }
}
