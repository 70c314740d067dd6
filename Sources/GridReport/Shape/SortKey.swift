/// One key of a sort as written, `COLUMN` or `COLUMN:desc`.
public struct SortKey: Sendable, Equatable {
    /// The column's title or 1-based number, as written.
    public var column: String
    public var descending: Bool
    /// Where it was said: the flag as the command names it, or a spec's place.
    public var origin: String

    /// The item as written when `:asc` or `:desc` was taken off it: a column may be titled so
    /// (`Time:desc`), and a title names it first.
    public var written: String?

    public init(column: String, descending: Bool = false, origin: String, written: String? = nil) {
        self.column = column
        self.descending = descending
        self.origin = origin
        self.written = written
    }

    /// `COLUMN[:asc|:desc],…` (a title with a comma in double quotes). What follows the last
    /// colon is a direction only when it is `asc` or `desc`; `Time:UTC` is a title.
    public static func parseList(_ text: String, origin: String) throws -> [SortKey] {
        try ColumnList.split(text, origin: origin).map { item in
            guard let colon = item.text.lastIndex(of: ":") else {
                return SortKey(column: item.text, origin: origin)
            }
            let direction = String(item.text[item.text.index(after: colon)...]).trimmingSpacesAndTabs.lowercased()
            guard direction == "desc" || direction == "asc" else { return SortKey(column: item.text, origin: origin) }
            let column = String(item.text[..<colon]).trimmingSpacesAndTabs
            guard !column.isEmpty else { throw GridReportError(ShapeError.emptyList(origin: origin)) }
            return SortKey(
                column: column, descending: direction == "desc", origin: origin,
                written: item.quoted ? nil : item.text)
        }
    }

    /// The column this key names among `names`: the whole item as a title first, then the
    /// column before its direction; an item whose text after a colon is neither a title nor a
    /// direction is a `sortDirection` error.
    func resolve(in names: [String]) throws -> (column: Int, descending: Bool) {
        if let written, let whole = ColumnLookup.index(of: written, in: names) { return (whole, false) }
        if let found = ColumnLookup.index(of: column, in: names) { return (found, descending) }
        if let colon = column.lastIndex(of: ":"),
            ColumnLookup.index(of: String(column[..<colon]).trimmingSpacesAndTabs, in: names) != nil
        {
            throw GridReportError(ShapeError.sortDirection(column, origin: origin))
        }
        return (try ColumnLookup.find(column, in: names, origin: origin), descending)
    }
}
