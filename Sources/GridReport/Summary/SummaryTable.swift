/// A summary's result: typed columns and their rows, what a report is made of. Rows are held in
/// memory: there is one per group (or per column of a profile).
public struct SummaryTable: Sendable, Equatable {
    public var schema: Schema
    public var rows: [GridRow]
    /// A pivot's values, in the order of its columns; empty for other forms.
    var pivotValues: [GridItem] = []
    /// The rows summarized.
    var sourceRowCount = 0

    public init(schema: Schema, rows: [GridRow]) {
        self.schema = schema
        self.rows = rows
    }

    /// Rows numbered as lines of a file whose header is line 1.
    init(columns: [Column], items: [[GridItem]]) {
        schema = Schema(columns: columns)
        rows = items.enumerated().map { GridRow(items: $1, line: $0 + 2) }
    }
}
