/// What shaping did to a report, as `inspect` tells it: the columns chosen (and those read only
/// to filter or sort by), the conditions, the sort keys, and the rows that remain of all.
public struct ShapeSummary: Sendable, Equatable, Encodable {
    /// The titles shown, when a choice was made (nil: every column).
    public var columns: [String]?
    /// Columns read only for the conditions or the sort.
    public var hidden: [String]
    /// The conditions as written.
    public var conditions: [String]
    public var sort: [Key]
    /// The rows that remain, and all the data rows.
    public var rows: Int
    public var totalRows: Int
    /// The first rows shown (`--limit`), when only they are.
    public var limit: Int?

    public init(rows: Int, totalRows: Int) {
        (self.columns, self.hidden, self.conditions, self.sort) = (nil, [], [], [])
        (self.rows, self.totalRows) = (rows, totalRows)
    }

    init(columns: [String]?, hidden: [String], conditions: [String], sort: [Key], rows: Int, totalRows: Int) {
        (self.columns, self.hidden, self.conditions, self.sort) = (columns, hidden, conditions, sort)
        (self.rows, self.totalRows) = (rows, totalRows)
    }

    public struct Key: Sendable, Equatable, Encodable {
        public var column: String
        public var descending: Bool
    }

    public var isEmpty: Bool { columns == nil && conditions.isEmpty && sort.isEmpty && limit == nil }

    /// `shaping: 3 of 7 columns (Name, Price, When); rows where Price > 100 and Name ~ x: 12 of
    /// 344; sorted by Price descending, then Name`.
    public var sentence: String {
        var parts: [String] = []
        if let columns {
            var part =
                "\(columns.count) of \(columns.count + hidden.count + droppedCount) columns (\(columns.joined(separator: ", ")))"
            if !hidden.isEmpty { part += ", \(hidden.joined(separator: ", ")) read to filter or sort by" }
            parts.append(part)
        }
        if !conditions.isEmpty {
            parts.append("rows where \(conditions.joined(separator: " and ")): \(rows) of \(totalRows)")
        }
        if !sort.isEmpty {
            parts.append(
                "sorted by "
                    + sort.map { $0.column + ($0.descending ? " descending" : "") }.joined(separator: ", then "))
        }
        if let limit {
            parts.append(
                limit < rows ? "the first \(limit) of \(rows) rows" : "all \(rows) rows (at most \(limit) asked for)")
        }
        return TerminalText.sanitize("shaping: " + parts.joined(separator: "; "))
    }

    /// Columns of the file neither shown nor read.
    var droppedCount = 0

    enum CodingKeys: String, CodingKey { case columns, hidden, conditions, sort, rows, totalRows, limit }
}

extension Report {
    /// How the report was shaped; nil when it was not.
    public var shapeSummary: ShapeSummary? {
        let projection = rows.records.projection
        var summary = ShapeSummary(
            columns: projection.map { _ in schema.columns.map(\.name) },
            hidden: rows.fullSchema.columns.dropFirst(schema.columns.count)
                .filter { !leftOutColumns.contains($0.index) }.map(\.name),
            conditions: rows.filter?.conditions.map(\.text) ?? [],
            sort: (sortRequest?.keys ?? []).compactMap { key in
                let names = rows.fullSchema.columns.map(\.name)
                return (try? key.resolve(in: names)).map {
                    ShapeSummary.Key(column: names[$0.column], descending: $0.descending)
                }
            },
            rows: rowCount, totalRows: profile.rowCount)
        summary.droppedCount = rows.records.fieldCount - rows.fullSchema.columns.count + leftOutColumns.count
        return summary.isEmpty ? nil : summary
    }
}
