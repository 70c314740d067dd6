/// The date forms of a format option: `COLUMN=date[:PATTERN]`, `COLUMN=datetime[:PATTERN]` and
/// `COLUMN=time[:PATTERN]` (`Sold=date:dd.MM.yyyy`) type a column by hand, read in ISO 8601 or in
/// the pattern given, as a spec's `type:` and `format:` do.
public struct DateColumnOption: Sendable, Equatable {
    /// A header name or a 1-based column number, as written.
    public var column: String
    public var type: ColumnType
    public var pattern: DatePattern?

    /// The option, or nil when `text` names no date type after its `=` (a number style, read by
    /// `FormatOption`). The column is everything before the last `=`, as there.
    public static func parse(_ text: String) throws -> DateColumnOption? {
        guard let equals = text.lastIndex(of: "=") else { return nil }
        let column = String(text[..<equals])
        let value = text[text.index(after: equals)...]
        let parts = value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let type = ColumnType(rawValue: parts[0].lowercased()), type.isTemporal, !column.isEmpty else {
            return nil
        }
        let pattern = try parts.count > 1 ? DatePattern(String(parts[1]), origin: ErrorText(Setting.format)) : nil
        return DateColumnOption(column: column, type: type, pattern: pattern)
    }

    /// The column's settings: its type, and the pattern it is read in.
    public var settings: ColumnSettings {
        var settings = ColumnSettings()
        settings.type = type
        settings.datePattern = pattern?.text
        return settings
    }
}
