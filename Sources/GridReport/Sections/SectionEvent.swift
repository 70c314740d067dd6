/// What a grouped report is made of, in the order it is shown: a renderer or a sheet writer
/// takes these one at a time.
public enum SectionEvent {
    /// A section starts: `level` 0 is the outermost group-by column.
    case header(SectionHeader)
    /// A data row (reused between events: copy it to keep it).
    case row(GridRow)
    /// A section ends, with its subtotals (one per plan total; nil where there was no value).
    case footer(SectionHeader, totals: [Double?])
    /// The report ends, with its grand totals.
    case grandTotal([Double?])
}

/// A section's title: the group-by column, the value its rows share, and how many rows it has.
public struct SectionHeader: Sendable, Equatable {
    public var level: Int
    public var column: Int
    public var columnName: String
    /// Nil when the rows' value is missing.
    public var value: String?
    public var count: Int
    /// Its rows counted by kind (`2 added, 1 changed`), for a stage's rows that say their kinds
    /// (`RowKinds`); nil for a file's.
    public var tally: String? = nil

    /// The value as shown: `(missing)` for a missing one.
    public var shownValue: String { value ?? "(missing)" }

    /// `Island: Torgersen (52)`, or with its rows by kind `Region: West — 2 added, 1 changed`.
    public var title: String {
        let name = "\(columnName.isEmpty ? String(column + 1) : columnName): \(shownValue)"
        guard let tally else { return "\(name) (\(SectionError.grouped(count)))" }
        return "\(name) — \(tally)"
    }
}
