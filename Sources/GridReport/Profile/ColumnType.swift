/// The type of a column: every non-missing value of a number column parses as a number, every
/// non-missing value of an image column names a picture; a date, time or date-time column holds
/// ISO 8601 values (`DateParser`); anything else is text.
public enum ColumnType: String, Sendable, Codable, CaseIterable {
    case text, number, image, date, time
    case dateTime = "datetime"

    /// Dates, times and date-times: text items that are never cut, date serials in a sheet.
    public var isTemporal: Bool { self == .date || self == .time || self == .dateTime }
}
