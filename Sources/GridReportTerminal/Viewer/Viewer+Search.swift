import GridReport

extension Viewer {
    /// A row's shown text: every shown column's value as the table shows it (formats applied,
    /// sanitised), at its natural width so that nothing is cut.
    func searchRenderer() -> RegularTableRenderer {
        let columns = report.schema.columns.indices.filter { !report.schema.columns[$0].isHidden }
        let natural = report.tableNaturalCells
        let options = RegularTableRenderer.Options(border: .none, spacingCells: 2, wrap: false, color: false)
        return RegularTableRenderer(
            schema: report.schema, columns: columns, cells: columns.map { max(1, natural[$0]) },
            renderers: report.renderers, options: options)
    }

    /// Finds `text` from the row after the current one (`forward`) or before it, going round the
    /// end; jumps there and says on the status line when it went round, or that nothing matched.
    func find(_ text: String, forward: Bool) throws {
        let matcher = SearchText(text)
        let renderer = searchRenderer()
        let found = try findRow(forward: forward) { row in
            var line = ""
            renderer.render(row, to: &line)
            return matcher.matches(line)
        }
        guard let found else { return }
        let shown = TerminalText.sanitize(text)
        guard let row = found.row else {
            message = "not found: \(shown)"
            return
        }
        message = found.wrapped ? "/\(shown): search wrapped around" : "/\(shown)"
        // As `:N` does: a match off the screen becomes the top row, at once whatever its distance.
        try jump(to: row)
    }

    /// The first row after the current one (`forward`) or the last before it that `matches`,
    /// going round the end (`wrapped`); `row` nil when none does. Nil when a signal that ends the
    /// viewer stopped it (`stopRequested`), nothing found: on a file of millions of rows the
    /// search would otherwise hold the exit until it had read them all.
    func findRow(forward: Bool, where matches: (GridRow) -> Bool) throws -> (row: Int?, wrapped: Bool)? {
        var stopped = false
        func test(_ row: GridRow) -> Bool {
            if stopRequested() { stopped = true }
            return !stopped && matches(row)
        }
        var found: Int?
        var wrapped = false
        if forward {
            try index.forEach(from: currentRow + 1) { number, row in
                if test(row) { found = number }
                return found == nil && !stopped
            }
            if found == nil && !stopped {
                wrapped = true
                try index.forEach(from: 0) { number, row in
                    if number > currentRow { return false }
                    if test(row) { found = number }
                    return found == nil && !stopped
                }
            }
        } else {
            // Rows are read forwards: the last match before the current row, else the last after it.
            var before: Int?
            var after: Int?
            try index.forEach(from: 0) { number, row in
                if number != currentRow, test(row) {
                    if number < currentRow { before = number } else { after = number }
                }
                return !stopped
            }
            found = before ?? after
            wrapped = before == nil && after != nil
        }
        return stopped ? nil : (found, found != nil && wrapped)
    }
}
