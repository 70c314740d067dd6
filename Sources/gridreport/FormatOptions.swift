import ArgumentParser
import GridReport

/// How numbers are shown; the same for every subcommand.
struct FormatOptions: ParsableArguments {
    @Option(help: "The locale numbers are shown in. Default: LC_ALL, LC_NUMERIC or LANG, else en_US.")
    var locale: String?

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "A number column's style: COLUMN=STYLE[:FRACTION_DIGITS] (none, decimal, currency, percent, scientific, spellout). Repeatable.",
            valueName: "column=style[:digits]"))
    var formats: [String] = []

    @Option(help: "The ISO currency code of currency columns (USD, EUR, JPY…).")
    var currency: String?

    func currencyCode() throws -> String? {
        try currency.map { try FormatOption.parseCurrencyCode($0, option: "--currency") }
    }

    func apply(to spec: inout ReportSpec) throws {
        spec.locale = try locale.map { try FormatOption.parseLocale($0, option: "--locale") }
        for text in formats {
            let option = try FormatOption.parse(text)
            var column = ColumnSettings()
            column.style = option.style
            if let digits = option.fractionDigits {
                column.minimumFractionDigits = digits
                column.maximumFractionDigits = digits
            }
            spec.columns.append(ReportSpec.ColumnEntry(column: option.column, settings: column, origin: "--format"))
        }
    }
}
