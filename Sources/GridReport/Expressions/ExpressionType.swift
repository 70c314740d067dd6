/// What an expression gives: a number, a date (a spreadsheet serial, as dates compare and count),
/// text, or true/false.
public enum ExpressionType: Sendable, Equatable {
    case number, date, text, boolean

    /// The type a column's values have in an expression: pictures are their references' text.
    init(_ type: ColumnType) {
        switch type {
        case .number: self = .number
        case .date, .time, .dateTime: self = .date
        case .text, .image: self = .text
        }
    }

    /// As a sentence says it: `"Region" is text`, `is a number`.
    public var described: String {
        switch self {
        case .number: return "a number"
        case .date: return "a date"
        case .text: return "text"
        case .boolean: return "true or false"
        }
    }
}

/// One value while a row is evaluated. Dates are their serials (`number`); `empty` is a missing
/// value, which arithmetic passes on.
public enum ExpressionValue: Sendable, Equatable {
    case empty
    case number(Double)
    case text(String)
    case boolean(Bool)
}
