import GridReport

extension Viewer {
    /// `s` (ascending) or `S` (descending): the rows sorted by the current column with the
    /// library's typed, stable sort (`--sort`'s); the same key again restores the order before.
    func sortByCurrentColumn(descending: Bool) throws {
        guard let column = try currentSchemaColumn() else { return }
        let name = report.schema.columns[column].name
        let key = SortKey(column: name, descending: descending, origin: descending ? "S" : "s")
        let same = sort.map { $0.column == key.column && $0.descending == key.descending } ?? false
        try reshape(filter: filter, sort: same ? nil : key)
    }

    /// `f`'s text: a condition in `--where`'s grammar (`Price > 100`, `Name ~ berlin`). One that does
    /// not parse, or names no column, says why on the status line and changes nothing.
    func applyFilter(_ text: String) throws {
        let condition: RowCondition
        do {
            condition = try RowCondition.parse(text, origin: "filter")
        } catch {
            message = settings.describe(error)
            return
        }
        try reshape(filter: condition, sort: sort)
    }

    /// The rows shaped by the command line's filter and sort with the viewer's laid over them;
    /// back to what was shown when that fails. The cursor goes to the first row.
    func reshape(filter: RowCondition?, sort: SortKey?) throws {
        let shape = RowShape(
            conditions: settings.shape.conditions + (filter.map { [$0] } ?? []),
            sortKeys: sort.map { [$0] } ?? settings.shape.sortKeys)
        do {
            try report.shape(shape, sortBudget: settings.sortBudget)
            index = try RowIndex(shaped: report.rows)
        } catch {
            message = settings.describe(error)
            try report.shape(
                RowShape(
                    conditions: settings.shape.conditions + (self.filter.map { [$0] } ?? []),
                    sortKeys: self.sort.map { [$0] } ?? settings.shape.sortKeys), sortBudget: settings.sortBudget)
            index = try RowIndex(shaped: report.rows)
            return
        }
        self.filter = filter
        self.sort = sort
        chartCache = nil
        rowCache = [:]
        linesCache = [:]
        currentRow = 0
        topRow = 0
    }
}
