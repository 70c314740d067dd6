import Foundation

/// The columns a summary's report has, made from the columns they summarize.
enum SummaryColumns {
    /// A group-by column as the summary shows it: its type, format and date forms, at `index`,
    /// with no width or binding (those were given for the report's own columns).
    static func copy(_ column: Column, at index: Int, name: String? = nil) -> Column {
        var copy = column
        copy.index = index
        copy.name = name ?? column.name
        copy.width = nil
        copy.binding = nil
        return copy
    }

    /// A count: a grouped whole number in the column's (or the report's) locale.
    static func count(_ name: String, at index: Int, locale: String) -> Column {
        Column(index: index, name: name, type: .number, format: countFormat(locale: locale))
    }

    static func countFormat(locale: String) -> NumberFormat {
        NumberFormat(
            style: .decimal, locale: locale, minimumFractionDigits: 0, maximumFractionDigits: 0, grouping: true)
    }

    /// A share of all rows, a fraction shown as a percent: with one fraction digit, or as many
    /// (up to 6) as the smallest share needs to show at least one unit of its last digit (one row
    /// of a million is 0.0001%, not 0.0%).
    static func share(at index: Int, locale: String, smallest: Double) -> Column {
        var digits = 1
        while digits < 6, smallest > 0, smallest * 100 * pow(10, Double(digits)) < 1 { digits += 1 }
        return Column(
            index: index, name: "%", type: .number,
            format: NumberFormat(
                style: .percent, locale: locale, minimumFractionDigits: digits, maximumFractionDigits: digits))
    }

    /// The column of `total` over `source`, titled `Delay (avg)` (or `title`): counts as counts;
    /// sums, least and greatest in the column's format (dates as dates); averages and
    /// percentiles with two more fraction digits, as sections show averages.
    static func total(
        _ function: AggregateFunction, of source: Column, at index: Int, title: String? = nil, locale: String
    )
        -> Column
    {
        let name = title ?? "\(source.shownName) (\(function.name))"
        switch function {
        case .count, .distinct:
            return count(name, at: index, locale: source.format?.locale ?? locale)
        case .min, .max:
            return copy(source, at: index, name: name)
        case .sum:
            var column = Column(index: index, name: name, type: .number, format: source.format)
            column.readsCurrency = source.readsCurrency
            return column
        case .avg, .percentile:
            return Column(
                index: index, name: name, type: .number, format: source.format.map(SectionPlan.averageFormat))
        }
    }
}
