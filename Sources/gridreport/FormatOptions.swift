import ArgumentParser
import GridReport

/// How numbers and dates are shown; the same for every subcommand.
struct FormatOptions: ParsableArguments {
    @Option(help: "The locale numbers and dates are shown in. Default: LC_ALL, LC_NUMERIC or LANG, else en_US.")
    var locale: String?

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp(
            "A number column's style: COLUMN=STYLE[:FRACTION_DIGITS] (none, decimal, currency, percent, scientific, spellout); or a date column's type and the pattern it is written in: COLUMN=date|datetime|time[:PATTERN] (Sold=date:dd.MM.yyyy). Repeatable.",
            valueName: "column=style[:digits]"))
    var formats: [String] = []

    @Option(
        name: .customLong("date-style"),
        help: ArgumentHelp(
            "Show dates, times and date-times in the locale's short, medium or long form. Default: as written.",
            valueName: "style"))
    var dateStyle: String?

    @Option(
        name: .customLong("date-format"),
        help: ArgumentHelp(
            "Show dates in an ICU pattern (dd.MM.yyyy, d MMM y, HH:mm); one with only time fields shows times.",
            valueName: "pattern"))
    var dateFormat: String?

    @Option(help: "The ISO currency code of currency columns (USD, EUR, JPY…).")
    var currency: String?

    func dateDisplay() throws -> DateDisplay? {
        if dateStyle != nil && dateFormat != nil {
            throw GridReportError.usage(
                "--date-style, --date-format", "dates are shown in one way",
                hint: "give only one of --date-style and --date-format")
        }
        if let dateStyle {
            guard let style = DateStyle(rawValue: dateStyle.lowercased()) else {
                throw GridReportError.usage(
                    "--date-style", "unknown style '\(dateStyle)'; the styles are short, medium and long",
                    hint: "or give a pattern with --date-format, like --date-format dd.MM.yyyy")
            }
            return .style(style)
        }
        return try dateFormat.map { .pattern(try DatePattern($0, origin: "--date-format").text) }
    }

    func currencyCode() throws -> String? {
        try currency.map { try FormatOption.parseCurrencyCode($0, option: "--currency") }
    }

    func apply(to spec: inout ReportSpec) throws {
        spec.locale = try locale.map { try FormatOption.parseLocale($0, option: "--locale") }
        spec.dateDisplay = try dateDisplay()
        for text in formats {
            if let option = try DateColumnOption.parse(text) {
                spec.columns.append(
                    ReportSpec.ColumnEntry(column: option.column, settings: option.settings, origin: "--format"))
                continue
            }
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
