/// Which columns a report shows, and in what order: `select` (these, in this order) or `drop`
/// (all but these, in file order), as written; nil shows every column. Applied where records are
/// read, so every later stage (profile, schema, widths, views, writers) sees only these columns.
public struct ColumnChoice: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case select, drop }

    public var kind: Kind
    /// The list as written (`Name,3,"Net, EUR",5-7`).
    public var list: String
    /// Where it was said: `--select`, `--drop` or a spec's place.
    public var origin: String
    /// Titles that filters and sort keys name: kept, hidden, after the shown columns when the
    /// choice leaves them out, so rows can still be filtered and sorted by them.
    public var needed: [String] = []

    public init(kind: Kind, list: String, origin: String) {
        self.kind = kind
        self.list = list
        self.origin = origin
    }

    /// The record's fields to read, in order (`fields`), of which the first `shown` are shown.
    public struct Projection: Sendable, Equatable {
        public var fields: [Int]
        public var shown: Int
    }

    /// The choice against the titles of the file's columns.
    public func project(names: [String]) throws -> Projection {
        let named = try ColumnList.resolve(ColumnList.split(list, origin: origin), names: names, origin: origin)
        var fields: [Int]
        switch kind {
        case .select: fields = named
        case .drop:
            let dropped = Set(named)
            fields = names.indices.filter { !dropped.contains($0) }
            guard !fields.isEmpty else { throw GridReportError(ShapeError.nothingLeft(origin: origin)) }
        }
        let shown = fields.count
        let chosen = fields.map { names[$0] }
        for title in needed where ColumnLookup.index(of: title, in: chosen) == nil {
            // A title only: a number in a filter or sort counts the shown columns.
            if let field = ColumnLookup.titleIndex(of: title, in: names), !fields.contains(field) {
                fields.append(field)
            }
        }
        return Projection(fields: fields, shown: shown)
    }
}
