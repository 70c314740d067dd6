/// Turns the first pass's profile and the user's settings into the report's columns.
public enum SchemaBuilder {
    /// The most fraction digits an inferred number column shows.
    public static let maxInferredFractionDigits = 6

    public static func build(profile: DataProfile, settings: ReportSettings) throws -> Schema {
        var schema = Schema(columns: profile.columns.enumerated().map { index, column in
            Column(index: index, name: column.name, type: column.inferredType)
        })
        var given = [ColumnSettings](repeating: ColumnSettings(), count: schema.columns.count)
        for entry in settings.columns {
            guard let column = schema.column(named: entry.column) else {
                throw unknownColumn(entry.column, origin: entry.origin, schema: schema)
            }
            given[column.index].merge(entry.settings)
        }
        for index in schema.columns.indices {
            let columnSettings = given[index]
            var column = schema.columns[index]
            if let type = columnSettings.type { column.type = type }
            column.width = columnSettings.width
            column.binding = columnSettings.binding
            column.alignment = columnSettings.alignment
            if column.type == .number {
                column.format = numberFormat(
                    inferredDigits: profile.columns[index].maxFractionDigits, settings: columnSettings, report: settings)
            }
            schema.columns[index] = column
        }
        return schema
    }

    /// The column's format: the data's digits in a decimal style, unless the user says otherwise.
    /// A style chosen without digits keeps the style's own (currency: the currency's; percent:
    /// the data's less two, since 0.125 shows as 12.5%).
    static func numberFormat(inferredDigits: Int, settings: ColumnSettings, report: ReportSettings) -> NumberFormat {
        let digits = min(inferredDigits, maxInferredFractionDigits)
        let style = settings.style ?? .decimal
        var format = NumberFormat(style: style, locale: settings.locale ?? report.locale)
        switch style {
        case .decimal, .none:
            format.minimumFractionDigits = digits
            format.maximumFractionDigits = digits
        case .percent:
            format.minimumFractionDigits = max(0, digits - 2)
            format.maximumFractionDigits = max(0, digits - 2)
        case .currency, .scientific, .spellout:
            break
        }
        if style == .decimal { format.grouping = true }
        if let minimum = settings.minimumFractionDigits {
            format.minimumFractionDigits = minimum
            if settings.maximumFractionDigits == nil, let maximum = format.maximumFractionDigits, maximum < minimum {
                format.maximumFractionDigits = minimum
            }
        }
        if let maximum = settings.maximumFractionDigits {
            format.maximumFractionDigits = maximum
            if settings.minimumFractionDigits == nil, let minimum = format.minimumFractionDigits, minimum > maximum {
                format.minimumFractionDigits = maximum
            }
        }
        format.grouping = settings.grouping ?? format.grouping
        format.currencyCode = settings.currencyCode ?? (style == .currency ? report.currencyCode : nil)
        format.rounding = settings.rounding
        format.pattern = settings.pattern
        return format
    }

    static func unknownColumn(_ key: String, origin: String, schema: Schema) -> GridReportError {
        let names = schema.columns.map { $0.name.isEmpty ? "\($0.index + 1)" : $0.name }
        return .usage(origin, "no column '\(key)'",
                      hint: "name a column by its header (\(names.joined(separator: ", "))) or by its number 1–\(names.count)")
    }
}
