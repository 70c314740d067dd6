/// A diff as a table that every view and writer draws as it draws any: a schema of the change
/// column (`+`, `−`, `→`) and each diff column, and rows whose cells carry marks (`GridRow.marks`)
/// — the Fiori state a view draws them in, as it draws a status rule's (added positive, removed
/// negative, changed critical, unchanged neutral) and, for a changed cell, its old value.
public struct DiffTable {
    public let diff: ReportDiff
    public let schema: Schema
    /// Unchanged rows are in the table too (drawn greyed).
    public let includesUnchanged: Bool

    /// The title of the change column.
    public static let changeTitle = "Change"

    /// Changed numbers are drawn with their difference (`(+62.50, +5.0 %)`).
    public let showsDelta: Bool

    public init(_ diff: ReportDiff, includesUnchanged: Bool = false, showsDelta: Bool = false) {
        self.diff = diff
        self.includesUnchanged = includesUnchanged
        self.showsDelta = showsDelta
        var columns = [Column(index: 0, name: Self.changeTitle, type: .text)]
        for (position, shown) in diff.columns.columns.enumerated() {
            var column =
                shown.new.map { diff.new.schema.columns[$0] } ?? diff.old.schema.columns[shown.old!]
            column.index = position + 1
            // Typed differently in the two, a column's values are shown as the text they compare as.
            if diff.columns.typedDifferently.contains(shown.name) {
                column = Column(index: position + 1, name: shown.name, type: .text)
            }
            columns.append(column)
        }
        schema = Schema(columns: columns)
    }

    /// The table's rows in key order. A row is reused between calls (copy it to keep it). Every
    /// row of the diff is counted on the way, shown or not: the diff's summary once done, where
    /// its building left the counting to this merge.
    public func forEachRow(_ body: (GridRow) throws -> Void) throws {
        var counts = diff.summary.columnsOnly
        let columns = diff.columns.columns
        let retyped = columns.map { diff.columns.typedDifferently.contains($0.name) }
        var out = GridRow(
            items: Array(repeating: .empty, count: columns.count + 1), line: 0,
            marks: Array(repeating: CellMark(), count: columns.count + 1))
        try diff.forEach { row in
            counts.count(row.change)
            guard row.change != .unchanged || includesUnchanged else { return }
            let state = row.change.state ?? .neutral
            out.line = row.new?.line ?? row.old?.line ?? 0
            out.items[0] = row.change == .unchanged ? .empty : .text(row.change.mark)
            out.marks[0] = CellMark(state: state)
            for (k, column) in columns.enumerated() {
                let item = row.item(column)
                out.items[k + 1] = retyped[k] && !item.isEmpty ? .text(DiffComparison.text(of: item)) : item
                if row.change == .changed {
                    var previous = row.changed[k] ? row.oldItem(column) : nil
                    if retyped[k], let old = previous, !old.isEmpty { previous = .text(DiffComparison.text(of: old)) }
                    out.marks[k + 1] = CellMark(
                        state: row.changed[k] ? .critical : nil, previous: previous,
                        showsDifference: showsDelta && previous != nil)
                } else {
                    out.marks[k + 1] = CellMark(state: state, isRemoved: row.change == .removed)
                }
                // A column only in the old report is gone from every row the new one has: its
                // old value is shown removed (in the negative state but on an unchanged row,
                // which stays greyed), whatever its type, pictures too.
                if column.isRemoved && row.change != .added && row.change != .removed {
                    out.marks[k + 1] = CellMark(state: row.change == .changed ? .negative : .neutral, isRemoved: true)
                }
            }
            try body(out)
        }
        if !diff.isCounted {
            diff.summary = counts
            diff.isCounted = true
        }
    }
}

extension DiffTable {
    /// The diff as a report that every view, writer and handoff draws as it draws a file's: the
    /// table's schema and rows, named after the new report. One merge makes the rows, spilled to
    /// a temporary file as they come (`SpilledRows`, removed on every exit as a sort's runs are)
    /// with their profile and their `old → new` widths learnt on the way: memory stays flat
    /// whatever the number of rows shown, and each output reads the file, not the merge again.
    public func report() throws -> Report {
        let schema = Report.numbered(self.schema)
        let renderers = NumberRenderer.shared(for: schema.columns.map(\.format))
        var profile = RowProfiler.Rows(schema: schema)
        var marked = MarkedCell.Widths(columns: schema.columns.count, renderers: renderers)
        let rows = try SpilledRows.Writer(prefix: "gridreport-diff") {
            GridReportError(DiffError.spill(folder: $0, errno: $1))
        }
        try forEachRow { row in
            profile.add(row)
            marked.add(row)
            try rows.append(row)
        }
        let report = Report(
            store: try rows.finish(), numbered: schema, madeFrom: diff.new, profile: profile.profile,
            markedCells: marked.widths, renderers: renderers)
        // Sections count their rows by change: `Region: West — 2 added, 1 changed`.
        report.rowKinds = RowKinds(column: 0, kinds: DiffChange.allCases.map { ($0.mark, $0.rawValue) })
        return report
    }
}
