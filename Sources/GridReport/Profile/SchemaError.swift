/// Settings that do not fit the columns found, when the schema is built: a column that is not
/// there, or a date pattern on a column it cannot read. `origin` is where the setting came from (a
/// spec's `file:line:col`, or a flag's value as the command names it). A library user can match it
/// through `GridReportError.reason` (`.schema(…)`); `GridReportError(_:)` words it, exit 64.
public enum SchemaError: Error, Sendable, Equatable {
    /// No column has the title or number `key`; `columns` are the shown names of those there are.
    case unknownColumn(String, columns: [String], origin: String)
    /// A date pattern on a column that is not a date, time or date-time column.
    case patternOnNonDateColumn(pattern: String, column: String, type: ColumnType, origin: String)
    /// A pattern without the fields its column's type needs (a time column's pattern without time).
    case patternWithoutFields(pattern: String, column: String, type: ColumnType, origin: String)
    /// A number format (a style or pattern) on a column typed text; `explanation` says why it is
    /// text when a few values make it so.
    case numberFormatOnTextColumn(column: String, origin: String, explanation: TypingExplanation?)
}

extension GridReportError {
    public init(_ schema: SchemaError) {
        switch schema {
        case .unknownColumn(let key, let columns, let origin):
            self = .usage(
                origin, "no column '\(key)'",
                hint:
                    "name a column by its header (\(columns.joined(separator: ", "))) or by its number 1–\(columns.count)"
            )
        case .patternOnNonDateColumn(let pattern, let column, let type, let origin):
            self = .usage(
                origin, "the date pattern '\(pattern)' is for a date column, and \(column) is \(type.rawValue)",
                hint: "give the column type: date, datetime or time, or leave out the pattern")
        case .patternWithoutFields(let pattern, let column, let type, let origin):
            let wanted = type == .time ? "time (H, h, m, s)" : "date (d, M, y)"
            self = .usage(
                origin,
                "the date pattern '\(pattern)' has no \(wanted) fields for the \(type.rawValue) column \(column)",
                hint: DatePattern.example)
        case .numberFormatOnTextColumn(let column, let origin, let explanation):
            self = .usage(
                ErrorText(origin),
                explanation?.sentence ?? "column \"\(column)\" is text, so a number format does not apply to it",
                hint: explanation == nil ? "inspect shows each column's type and why" : nil)
        }
        reason = .schema(schema)
    }
}
