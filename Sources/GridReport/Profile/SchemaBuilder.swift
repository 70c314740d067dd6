/// Turns the first pass's profile and the user's settings into the report's columns.
public enum SchemaBuilder {
    /// The most fraction digits an inferred number column shows.
    public static let maxInferredFractionDigits = 6

    public static func build(profile: DataProfile, settings: ReportSettings) throws -> Schema {
        var schema = Schema(
            columns: profile.columns.enumerated().map { index, column in
                Column(index: index, name: column.name, type: column.inferredType)
            })
        var given = [ColumnSettings](repeating: ColumnSettings(), count: schema.columns.count)
        var patternOrigins = [String?](repeating: nil, count: schema.columns.count)
        for entry in settings.columns {
            guard let column = schema.column(named: entry.column) else {
                throw unknownColumn(entry.column, origin: entry.origin, schema: schema)
            }
            given[column.index].merge(entry.settings)
            if entry.settings.datePattern != nil { patternOrigins[column.index] = entry.origin }
        }
        for index in schema.columns.indices {
            var columnSettings = given[index]
            var column = schema.columns[index]
            if let type = columnSettings.type { column.type = type }
            let currency = profile.columns[index].currencyAmounts > 0 ? profile.columns[index].currencySymbol : 0
            column.readsCurrency = column.type == .number && currency > 0
            if column.readsCurrency {
                // Amounts, never years or dates; shown in their currency unless a format is given.
                if columnSettings.isUnset {
                    columnSettings.style = .currency
                    // A currency the user names wins (`$` may be Canadian).
                    if settings.currencyCode == nil {
                        columnSettings.currencyCode = CurrencyAmount.symbols[currency - 1].code
                    }
                }
            } else if column.type == .number, columnSettings.isUnset {
                column.numberReading = NumberReading.of(profile.columns[index], name: column.name)
                if column.numberReading == .yyyymmdd {
                    column.type = .date
                    column.dateInput = DateForm(pattern: .yyyymmdd, locale: settings.locale)
                }
            } else if column.type == .number, columnSettings.isUnsetButGrouping {
                column.numberReading = NumberReading.of(profile.columns[index], name: column.name).flatMap {
                    $0.showsAsWritten ? $0 : nil
                }
            }
            if let text = columnSettings.datePattern {
                column.dateInput = try dateInput(
                    text, column: &column, given: columnSettings, origin: patternOrigins[index] ?? "format",
                    report: settings)
                if let example = profile.columns[index].firstValue {
                    column.writtenDatePattern = column.dateInput?.pattern.asWritten(example)
                }
            }
            if column.type.isTemporal, let display = settings.dateDisplay {
                column.dateDisplay = try display.form(for: column.type, locale: settings.locale)
            }
            column.width = columnSettings.width
            column.keepsMissingWords = column.type == .text && profile.columns[index].keepsMarkers
            column.secondFractionDigits = profile.columns[index].secondFractionDigits
            column.binding = columnSettings.binding
            column.alignment = columnSettings.alignment
            if column.type == .number {
                column.format = numberFormat(
                    profile: profile.columns[index], name: column.name, settings: columnSettings, report: settings)
                if column.numberReading?.showsAsWritten == true {
                    column.format = NumberFormat(
                        style: .decimal, locale: columnSettings.locale ?? settings.locale, minimumFractionDigits: 0,
                        maximumFractionDigits: 0, grouping: columnSettings.grouping ?? false)
                }
            }
            schema.columns[index] = column
        }
        return schema
    }

    /// The column's format. With no style but decimal (or none) and no digits or pattern given, the
    /// data decides: the fraction digits every value is written with when they agree (`2.50`,
    /// `13.10`: 2) or two for money written raggedly (`ColumnProfile.looksLikeRaggedMoney`), else each value's own shortest digits (`ShortestDigits`); grouped, except in
    /// the integer columns `isIdentifierNamed` picks (years, ids, codes…) and where `grouping` says.
    /// Otherwise the user's format, as `numberFormat(inferredDigits:…)` builds it.
    static func numberFormat(profile: ColumnProfile, name: String, settings: ColumnSettings, report: ReportSettings)
        -> NumberFormat
    {
        let style = settings.style ?? .decimal
        let digitsGiven =
            settings.minimumFractionDigits != nil || settings.maximumFractionDigits != nil
            || settings.pattern != nil
        guard style == .decimal || style == .none, !digitsGiven else {
            return numberFormat(inferredDigits: profile.maxFractionDigits, settings: settings, report: report)
        }
        var format = NumberFormat(style: style, locale: settings.locale ?? report.locale)
        // A decimal style given by the user groups: `--format fips=decimal` is asked for grouping.
        let groupsByDefault =
            style == .decimal
            && (settings.style != nil || !(profile.holdsIntegers && isIdentifierNamed(name, profile: profile)))
        format.grouping = settings.grouping ?? groupsByDefault
        format.rounding = settings.rounding
        if profile.fractionDigitsAgree && profile.maxFractionDigits <= FormatOption.maximumFractionDigits
            || profile.looksLikeRaggedMoney
        {
            format.minimumFractionDigits = profile.maxFractionDigits
            format.maximumFractionDigits = profile.maxFractionDigits
        } else {
            format.shortestDigits = .init(alignedFractionDigits: profile.maxFractionDigits)
        }
        return format
    }

    /// Whether an integer column's name says it holds years or identifiers: a word of it names a
    /// code (`IdentifierTitle`), or it contains `year` (`birthyear`) and every value lies in
    /// 1000…2999.
    public static func isIdentifierNamed(_ name: String, profile: ColumnProfile) -> Bool {
        if IdentifierTitle.codeWord(name) != nil { return true }
        return name.lowercased().contains("year") && profile.numbers > 0
            && profile.minimum >= 1000 && profile.maximum <= 2999
    }

    /// The column's format: the data's digits in a decimal style, unless the user says otherwise.
    /// A style chosen without digits keeps the style's own (percent: the data's less two, since
    /// 0.125 shows as 12.5%), except that a currency shows at least the digits its values are
    /// written with (`$3.499` is no `$3.50`, nor `¥3`), the currency's own when they have fewer.
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
        case .currency:
            var currency = format
            currency.currencyCode = settings.currencyCode ?? report.currencyCode
            let written = min(inferredDigits, FormatOption.maximumFractionDigits)
            if written > currency.currencyFractionDigits {
                format.minimumFractionDigits = written
                format.maximumFractionDigits = written
            }
        case .scientific, .spellout:
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

    /// The form a column's dates are read in. A pattern without a type types the column by its
    /// fields (a date, a time or both); with one, it must fit it.
    static func dateInput(
        _ text: String, column: inout Column, given: ColumnSettings, origin: String, report: ReportSettings
    ) throws -> DateForm {
        let pattern = try DatePattern(text, origin: ErrorText(origin))
        if given.type == nil { column.type = pattern.kind }
        guard column.type.isTemporal else {
            throw GridReportError(
                SchemaError.patternOnNonDateColumn(
                    pattern: text, column: column.shownName, type: column.type, origin: origin))
        }
        guard column.type == .time ? pattern.hasTime : pattern.hasDate else {
            throw GridReportError(
                SchemaError.patternWithoutFields(
                    pattern: text, column: column.shownName, type: column.type, origin: origin))
        }
        return DateForm(pattern: pattern, locale: given.locale ?? report.locale)
    }

    static func unknownColumn(_ key: String, origin: String, schema: Schema) -> GridReportError {
        GridReportError(SchemaError.unknownColumn(key, columns: schema.columns.map(\.shownName), origin: origin))
    }
}
