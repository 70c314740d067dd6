extension Report {
    /// The added columns (`--add`) the report shows, by column: what a sheet writes as a formula
    /// of the row's cells. Sparklines (`--spark`) are not among them: see `shownSparklines`.
    public var shownAddedColumns: [Int: ExpressionNode] {
        var shown: [Int: ExpressionNode] = [:]
        for column in computedColumns where column.spark == nil { shown[column.position] = column.node }
        return shown
    }

    /// The positions of `shownAddedColumns` in the order they are defined: each reads only
    /// columns of the file and the added columns before it.
    public var shownAddedColumnOrder: [Int] {
        computedColumns.filter { $0.spark == nil }.map(\.position)
    }

    /// The definition of the added column at `position`, as written (`Total = Units * Price`).
    public func addedColumnDefinition(at position: Int) -> String? {
        rows.decoder.added?.columns.first { $0.position == position }?.definition.text
            ?? stageSparklines.first { $0.position == position }?.definition.text
    }

    /// The sparkline columns (`--spark`) the report shows, by column: the columns each draws, in
    /// the file's order, as positions among the shown columns, or nil when one of them is not
    /// shown (a sheet's sparkline then has no cells to point at). A summary's draw its columns.
    public var shownSparklines: [Int: [Int]?] {
        var shown: [Int: [Int]?] = [:]
        for sparkline in stageSparklines { shown[sparkline.position] = sparkline.drawn }
        for column in computedColumns {
            guard let drawn = column.spark else { continue }
            shown[column.position] = drawn.allSatisfy { $0 < schema.columns.count } ? drawn : nil
        }
        return shown
    }

    /// The added columns shown, sparklines among them.
    private var computedColumns: [ComputedColumn] {
        (rows.decoder.added?.columns ?? []).filter { $0.position < schema.columns.count }
    }
}
