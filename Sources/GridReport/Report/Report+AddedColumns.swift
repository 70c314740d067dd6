extension Report {
    /// The added columns (`--add`) the report shows, by column: what a sheet writes as a formula
    /// of the row's cells.
    public var shownAddedColumns: [Int: ExpressionNode] {
        var shown: [Int: ExpressionNode] = [:]
        for column in rows.decoder.added?.columns ?? [] where column.position < schema.columns.count {
            shown[column.position] = column.node
        }
        return shown
    }
}
