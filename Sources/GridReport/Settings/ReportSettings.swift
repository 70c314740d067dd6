/// What a user says about one column (from format or binding options, a spec file…); nil keeps what
/// the data calls for.
public struct ColumnSettings: Sendable, Equatable {
    public var type: ColumnType?
    public var width: ColumnWidth?
    public var binding: BindingSlot?
    public var alignment: HorizontalAlignment?
    public var style: NumberFormat.Style?
    public var locale: String?
    public var minimumFractionDigits: Int?
    public var maximumFractionDigits: Int?
    public var grouping: Bool?
    public var currencyCode: String?
    public var rounding: NumberFormat.Rounding?
    public var pattern: String?
    /// The ICU date pattern the column's values are written in (`dd.MM.yyyy`); nil reads ISO 8601.
    public var datePattern: String?

    public init() {}

    /// Nothing said about the column's type or number format: the data decides
    /// (`NumberReading`). Widths, bindings and alignment do not count.
    var isUnset: Bool { isUnsetButGrouping && grouping == nil && locale == nil }

    /// As `isUnset`, but grouping or a locale may be given (a year column keeps its digits).
    var isUnsetButGrouping: Bool {
        type == nil && style == nil && minimumFractionDigits == nil && maximumFractionDigits == nil
            && currencyCode == nil && rounding == nil && pattern == nil && datePattern == nil
    }

    /// Settings given later win field by field.
    public mutating func merge(_ other: ColumnSettings) {
        type = other.type ?? type
        width = other.width ?? width
        binding = other.binding ?? binding
        alignment = other.alignment ?? alignment
        style = other.style ?? style
        locale = other.locale ?? locale
        minimumFractionDigits = other.minimumFractionDigits ?? minimumFractionDigits
        maximumFractionDigits = other.maximumFractionDigits ?? maximumFractionDigits
        grouping = other.grouping ?? grouping
        currencyCode = other.currencyCode ?? currencyCode
        rounding = other.rounding ?? rounding
        pattern = other.pattern ?? pattern
        datePattern = other.datePattern ?? datePattern
    }
}

/// Settings for one column, named as the user named it, with where they said it (for errors).
public struct ColumnSettingsEntry: Sendable, Equatable {
    /// A header name or a 1-based index.
    public var column: String
    public var settings: ColumnSettings
    /// Where they were said: an option as the command names it, or `spec.yaml:12:5`.
    public var origin: String

    public init(column: String, settings: ColumnSettings, origin: String) {
        self.column = column
        self.settings = settings
        self.origin = origin
    }
}

/// Everything a user says about a report's columns.
public struct ReportSettings: Sendable, Equatable {
    /// The locale numbers are shown in.
    public var locale: String
    /// The currency of every currency column that names none.
    public var currencyCode: String?
    public var columns: [ColumnSettingsEntry]
    /// How dates are shown, in `locale`; nil shows them as written.
    public var dateDisplay: DateDisplay?

    public init(
        locale: String = "en_US", currencyCode: String? = nil, columns: [ColumnSettingsEntry] = [],
        dateDisplay: DateDisplay? = nil
    ) {
        self.locale = locale
        self.currencyCode = currencyCode
        self.columns = columns
        self.dateDisplay = dateDisplay
    }
}
