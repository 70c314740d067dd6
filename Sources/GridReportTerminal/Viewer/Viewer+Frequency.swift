import GridReport

/// A frequency table shown over the grid (`c`): the table, a report drawn as any other, and the
/// grid as it was, to come back to.
public struct FrequencyView {
    public let table: FrequencyTable
    let grid: GridState
}

/// What the viewer shows and where it stands in it: what `c` keeps and `q` over a frequency
/// table puts back (the same rows, column and scroll).
struct GridState {
    var report: Report
    var settings: ViewerSettings
    var index: RowIndex
    var currentRow: Int
    var topRow: Int
    var currentColumn: Int
    var firstScrolled: Int
    var chosenMode: DisplayMode?
    var filter: RowCondition?
    var sort: SortKey?
    var search: String?
}

extension Viewer {
    /// `c`: the current column's frequency table (its values, `Count`, `%`, most frequent first),
    /// counted over the rows shown (as filtered) by the summary stage, and shown as the grid is,
    /// from its first row. Enter on a value comes back to the rows holding it; q or Esc to the
    /// grid as it was.
    func openFrequency() throws {
        guard frequency == nil else {
            message = "this is a frequency table: Enter shows a value's rows, q returns"
            return
        }
        guard let column = try currentSchemaColumn() else { return }
        let table = try report.frequencyTable(of: column)
        let grid = state
        let plan = try table.report.bindingPlan(bindOptions: [])
        var settings = self.settings
        settings.plan = plan
        settings.labels = !plan.isExplicit
        settings.keys = nil
        settings.shape = RowShape()
        settings.note = nil
        settings.chart = nil
        settings.name += " › " + report.schema.columns[column].shownName + " frequency"
        restore(
            GridState(
                report: table.report, settings: settings, index: try RowIndex(shaped: table.report.rows),
                currentRow: 0, topRow: 0, currentColumn: 0, firstScrolled: 0, chosenMode: nil, filter: nil,
                sort: nil, search: nil))
        frequency = FrequencyView(table: table, grid: grid)
        try keepCurrentRowShown()
    }

    /// q or Esc over a frequency table: the grid as it was.
    func closeFrequency() throws {
        guard let frequency else { return }
        restore(frequency.grid)
        self.frequency = nil
        try keepCurrentRowShown()
    }

    /// Enter over a frequency table: the grid again, its rows filtered to the current row's value
    /// (and to the filter it had), from the first; the status line says the filter, `F` clears it.
    func showRowsOfFrequencyValue() throws {
        guard let frequency, rowCount > 0, let row = try row(currentRow),
            let value = frequency.table.value(of: row)
        else { return }
        try closeFrequency()
        let condition = try RowCondition.holding(
            value, in: report.schema.columns[frequency.table.column], names: report.schema.columns.map(\.name),
            origin: "filter")
        // Within the filter the table counted under (once: the same value again changes nothing).
        let combined = try filter.map { filter in
            filter.text == condition.text || filter.text.hasSuffix(" and \(condition.text)")
                ? filter : try RowCondition.parse("(\(filter.text)) and \(condition.text)", origin: "filter")
        }
        try reshape(filter: combined ?? condition, sort: sort)
        // `==` compares text without regard to case, as `--where` does: say so where it keeps
        // the rows of another value too.
        if case .text(let text) = value, message == nil {
            let folded = text.lowercased()
            let others = frequency.table.values.compactMap { item -> String? in
                guard case .text(let other) = item, other != text, other.lowercased() == folded else { return nil }
                return other
            }
            if !others.isEmpty {
                message =
                    "note: == compares text without regard to case, so the rows of "
                    + others.prefix(3).map { "\"\(TerminalText.sanitize($0))\"" }.joined(separator: ", ")
                    + " show too"
            }
        }
    }

    var state: GridState {
        GridState(
            report: report, settings: settings, index: index, currentRow: currentRow, topRow: topRow,
            currentColumn: currentColumn, firstScrolled: firstScrolled, chosenMode: chosenMode, filter: filter,
            sort: sort, search: search)
    }

    /// Shows `state`: what is cached for another report or window is dropped.
    func restore(_ state: GridState) {
        report = state.report
        settings = state.settings
        index = state.index
        (currentRow, topRow, currentColumn, firstScrolled) = (
            state.currentRow, state.topRow, state.currentColumn, state.firstScrolled
        )
        (chosenMode, filter, sort, search) = (state.chosenMode, state.filter, state.sort, state.search)
        rowCache = [:]
        linesCache = [:]
        cachedPainter = nil
    }
}
