/// A column of the report: its header, its type and how it is shown.
public struct Column: Sendable, Equatable {
    /// 0-based position in the CSV record.
    public var index: Int
    public var name: String
    public var type: ColumnType
    /// The number format of a number column (nil for text and image columns).
    public var format: NumberFormat?
    /// The Fiori width value given for the column (nil: natural width).
    public var width: ColumnWidth?
    /// An explicit compact-mode binding.
    public var binding: BindingSlot?
    /// Alignment override; nil follows the type (numbers trailing, the rest leading).
    public var alignment: HorizontalAlignment?
    /// How a date, time or date-time column's values are read: nil is ISO 8601.
    public var dateInput: DateForm?
    /// How they are shown: nil is as written.
    public var dateDisplay: DateForm?
    /// Whole numbers the data shows to be years or yyyyMMdd dates (nil: amounts, or the user said).
    public var numberReading: NumberReading?
    /// The most digits of a fraction of a second its ISO 8601 values are written with, which the
    /// sheet's format shows as the terminal does (`hh:mm:ss.000`).
    public var secondFractionDigits = 0
    /// A number column whose values are written with a currency symbol (`$878.47`,
    /// `CurrencyAmount`): read without it.
    public var readsCurrency = false
    /// A text column whose missing-value words are its values (`ColumnProfile.keepsMarkers`):
    /// only a blank cell is empty.
    public var keepsMissingWords = false
    /// The input pattern as the column's first value is written with it (`DatePattern.asWritten`):
    /// the sheet's format when no display form is given, so it shows the dates as the terminal
    /// does, as written.
    public var writtenDatePattern: DatePattern?

    public init(
        index: Int, name: String, type: ColumnType, format: NumberFormat? = nil,
        width: ColumnWidth? = nil, binding: BindingSlot? = nil, alignment: HorizontalAlignment? = nil
    ) {
        self.index = index
        self.name = name
        self.type = type
        self.format = format
        self.width = width
        self.binding = binding
        self.alignment = alignment
    }

    public var effectiveAlignment: HorizontalAlignment {
        alignment ?? (type == .number ? .trailing : .leading)
    }

    public var isHidden: Bool { width == .hidden }

    /// The name a message gives the column: its title, or its number (1-based) when it has none.
    public var shownName: String { name.isEmpty ? String(index + 1) : name }
}

public enum HorizontalAlignment: String, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

/// The columns of a report, in CSV order.
public struct Schema: Sendable, Equatable {
    public var columns: [Column]

    public init(columns: [Column]) { self.columns = columns }

    public var headerItems: [GridItem] { columns.map { .header($0.name) } }

    /// Finds a column by header name (exact, then case-insensitive) or by 1-based index.
    public func column(named key: String) -> Column? {
        ColumnLookup.index(of: key, in: columns.map(\.name)).map { columns[$0] }
    }
}
