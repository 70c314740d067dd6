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

    /// The positions of `shownAddedColumns` in the order they are defined: each reads only
    /// columns of the file and the added columns before it.
    public var shownAddedColumnOrder: [Int] {
        (rows.decoder.added?.columns ?? []).map(\.position).filter { $0 < schema.columns.count }
    }

    /// The definition of the added column at `position`, as written (`Total = Units * Price`).
    public func addedColumnDefinition(at position: Int) -> String? {
        rows.decoder.added?.columns.first { $0.position == position }?.definition.text
    }
}
