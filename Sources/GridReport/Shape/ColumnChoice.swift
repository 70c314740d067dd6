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
    /// The conditions and added columns as written: a title holding `and` or `or` (`Profit and
    /// Loss`) written bare in one is kept too (their names, read without the titles, split it).
    public var neededTexts: [String] = []
    /// The titles of the added columns (`--add`, `--spark`), which the list may name too.
    public var added: [String] = []
    /// The ranges sparklines draw (`--spark`): each of the file's columns from the first to the
    /// last is kept too, hidden when not chosen.
    public var neededRanges: [SparkRange] = []

    public init(kind: Kind, list: String, origin: String) {
        self.kind = kind
        self.list = list
        self.origin = origin
    }

    /// The record's fields to read, in order (`fields`), of which the first `shown` are shown.
    public struct Projection: Sendable, Equatable {
        public var fields: [Int]
        public var shown: Int
        /// Each added column's place among the shown columns (the fields' and the added ones'):
        /// where the list names it, else after the chosen ones; nil when it is dropped.
        public var addedPlaces: [Int?] = []
        /// The file's titles the choice leaves out, for the closest title to a name it cannot find
        /// (`--where 'Hgh > 1'` beside `--select Name` suggests the hidden `High`).
        public var leftOut: [String] = []
    }

    /// The choice against the titles of the file's columns.
    public func project(names: [String]) throws -> Projection {
        let named = try ColumnList.resolve(
            ColumnList.split(list, origin: origin), names: names + added, origin: origin)
        var fields: [Int]
        var addedPlaces: [Int?]
        switch kind {
        case .select:
            fields = named.filter { $0 < names.count }
            // An added column the list does not name follows the chosen ones: it was asked for.
            var place = named.count
            addedPlaces = added.indices.map { index in
                if let named = named.firstIndex(of: names.count + index) { return named }
                defer { place += 1 }
                return place
            }
        case .drop:
            let dropped = Set(named)
            fields = names.indices.filter { !dropped.contains($0) }
            guard !fields.isEmpty else { throw GridReportError(ShapeError.nothingLeft(origin: origin)) }
            // The added columns not dropped follow the file's, in order.
            var place = fields.count
            addedPlaces = added.indices.map { index in
                guard !dropped.contains(names.count + index) else { return nil }
                defer { place += 1 }
                return place
            }
        }
        let shown = fields.count
        let chosen = fields.map { names[$0] }
        let texts = neededTexts.map { $0.lowercased() }
        let spoken = ExpressionParser.titlesWithKeywords(names).filter { title in
            texts.contains { $0.contains(title.lowercased()) }
        }
        for title in needed + spoken where ColumnLookup.index(of: title, in: chosen) == nil {
            // A title only: a number in a filter or sort counts the shown columns.
            if let field = ColumnLookup.titleIndex(of: title, in: names), !fields.contains(field) {
                fields.append(field)
            }
        }
        for range in neededRanges {
            // A range that names no column or runs backwards is said by the sparkline's check.
            guard let first = ColumnLookup.titleIndex(of: range.from, in: names),
                let last = ColumnLookup.titleIndex(of: range.to, in: names), first <= last
            else { continue }
            fields += (first...last).filter { !fields.contains($0) }
        }
        let kept = Set(fields)
        return Projection(
            fields: fields, shown: shown, addedPlaces: addedPlaces,
            leftOut: names.indices.filter { !kept.contains($0) }.map { names[$0] })
    }
}
