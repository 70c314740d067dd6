extension Report {
    /// The columns the shown added columns read (and those they read in turn) that the report
    /// does not show, by position among the decoded columns (each past the shown ones).
    public var hiddenFormulaOperands: [Int] {
        guard let added = rows.decoder.added else { return [] }
        let shown = schema.columns.count
        var needed = Set<Int>()
        var waiting = added.columns.filter { $0.position < shown }.flatMap(\.node.columns)
        while let column = waiting.popLast() {
            guard column >= shown, needed.insert(column).inserted else { continue }
            if let computed = added.columns.first(where: { $0.position == column }) {
                waiting += computed.node.columns
            }
        }
        return needed.sorted()
    }

    /// The same rows showing, after the report's columns, the decoded columns up to the last of
    /// `hiddenFormulaOperands` and of those the whole conditions of `rules` read: what a sheet
    /// writes, hidden, so that an added column's formula and a rule's conditional format refer to
    /// cells and stay live (otherwise they could only be written as values). Nil when every
    /// operand is shown, and for a stage's rows (a summary's, a diff's).
    public func showingFormulaOperands(rules: StatusRules = .none) -> Report? {
        guard !isMadeByStage, aggregatedReport == nil else { return nil }
        let shown = schema.columns.count
        let ruleOperands = rules.rules.compactMap(\.condition).flatMap(\.columns).filter { $0 >= shown }
        guard let last = (hiddenFormulaOperands + ruleOperands).max() else { return nil }
        return Report(widening: self, toShow: last + 1)
    }
}
