/// One key of a sort as written, `COLUMN` or `COLUMN:desc`.
public struct SortKey: Sendable, Equatable {
    /// The column's title or 1-based number, as written.
    public var column: String
    public var descending: Bool
    /// Where it was said: the flag as the command names it, or a spec's place.
    public var origin: String

    public init(column: String, descending: Bool = false, origin: String) {
        self.column = column
        self.descending = descending
        self.origin = origin
    }

    /// `COLUMN[:asc|:desc],…` (a title with a comma in double quotes).
    public static func parseList(_ text: String, origin: String) throws -> [SortKey] {
        try ColumnList.split(text, origin: origin).map { item in
            var column = item.text
            var descending = false
            if let colon = column.lastIndex(of: ":") {
                let direction = String(column[column.index(after: colon)...]).trimmingSpacesAndTabs.lowercased()
                if direction == "desc" || direction == "asc" {
                    descending = direction == "desc"
                    column = String(column[..<colon]).trimmingSpacesAndTabs
                } else if !item.quoted && (direction.isEmpty || direction.allSatisfy(\.isLetter)) {
                    throw GridReportError(ShapeError.sortDirection(item.text, origin: origin))
                }
            }
            guard !column.isEmpty else { throw GridReportError(ShapeError.emptyList(origin: origin)) }
            return SortKey(column: column, descending: descending, origin: origin)
        }
    }
}
