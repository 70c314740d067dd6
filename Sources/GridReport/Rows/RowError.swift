/// A value that is not of its column's type, found by the second pass (a column typed by a
/// setting, or a value the first pass did not see the same way). A library user can match it
/// through `GridReportError.reason` (`.row(…)`); `GridReportError(_:)` words it, exit 65.
public enum RowError: Error, Sendable, Equatable {
    /// `text` in the number column named `column` (its title, or its number when it has none).
    case notANumber(text: String, column: String, at: SourceLocation)
    /// `text` in a date, time or date-time column, read as ISO 8601 (`pattern` nil) or in `pattern`.
    case notADate(text: String, column: String, type: ColumnType, pattern: String?, at: SourceLocation)
}

extension GridReportError {
    public init(_ row: RowError) {
        switch row {
        case .notANumber(let text, let column, let location):
            self.init(
                .data, at: location, "'\(text)' in column \(column) is not a number",
                hint: "fix the value, or give the column type: text")
        case .notADate(let text, let column, let type, let pattern?, let location):
            self.init(
                .data, at: location,
                "'\(TerminalText.sanitize(text))' in column \(column) is not a \(type.rawValue) in the pattern \(pattern)",
                hint: "fix the value, or give the pattern the column is written in")
        case .notADate(let text, let column, let type, nil, let location):
            self.init(
                .data, at: location,
                "'\(TerminalText.sanitize(text))' in column \(column) is not an ISO 8601 \(type == .time ? "time" : "date") (2007-11-11, 2019-01-01 13:45:30, 13:45)",
                hint: "fix the value, or give the column type: text")
        }
        reason = .row(row)
    }
}
