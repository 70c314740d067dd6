/// Finds the columns a sparkline draws among a report's decoded columns.
enum SparkColumns {
    /// The decoded positions of the file's columns from `range.from` to `range.to`, in the file's
    /// order, whatever order `--select` shows them in. `schema`: the record's columns (the file's,
    /// or those a column choice reads, the file's field of each in `fileFields`); `positions`:
    /// where each of them was decoded. Every one must be a number column, or one without any
    /// value (a year not yet published, typed text for want of values): its cells are gaps.
    static func positions(
        of range: SparkRange, in schema: Schema, profile: DataProfile, fileFields: [Int]?, positions: [Int],
        definition: AddedColumn
    ) throws -> [Int] {
        let names = schema.columns.map(\.name)
        func index(_ title: String) throws -> Int {
            guard let index = ColumnLookup.titleIndex(of: title, in: names) else {
                throw GridReportError(
                    SparkError.unknownColumn(
                        title, suggestion: ColumnLookup.closest(to: title, in: names), text: definition.text,
                        origin: definition.origin))
            }
            return index
        }
        func field(_ index: Int) -> Int { fileFields.map { $0[index] } ?? index }
        let (first, last) = (try index(range.from), try index(range.to))
        guard field(first) <= field(last) else {
            throw GridReportError(
                SparkError.backwards(
                    from: names[first], to: names[last], text: definition.text, origin: definition.origin))
        }
        let fields = field(first)...field(last)
        let drawn = schema.columns.indices.filter { fields.contains(field($0)) }.sorted { field($0) < field($1) }
        if let text = drawn.first(where: {
            schema.columns[$0].type != .number && profile.columns[$0].nonMissing > 0
        }) {
            let column = schema.columns[text]
            throw GridReportError(
                SparkError.notNumbers(
                    column: column.shownName, type: column.type, text: definition.text, origin: definition.origin))
        }
        return drawn.map { positions[$0] }
    }
}
