/// Sparkline columns of a summary (`--spark` with `--summary`): a summary is a report of its own,
/// so a sparkline draws its columns, as it draws a file's: a pivot's month columns read across,
/// a group a row. They are computed after the summary, from its rows, and placed among its
/// columns by `--select` as added columns are among a file's.
enum SummarySparklines {
    /// `table` with a text column for each of `sparklines` after its own, each row's cell drawn
    /// from the columns its range names (in the table's order); and for each, those columns.
    static func add(_ sparklines: [AddedColumn], to table: SummaryTable, ascii: Bool) throws -> (
        table: SummaryTable, drawn: [[Int]]
    ) {
        let profile = try RowProfiler.profile(RowTable(rows: table.rows), schema: table.schema)
        let names = table.schema.columns.map(\.name)
        var columns = table.schema.columns
        var drawn: [[Int]] = []
        for (k, definition) in sparklines.enumerated() {
            guard let range = definition.spark else { continue }
            try AddedColumnBuilder.checkName(definition, at: k, added: sparklines, recordNames: names)
            drawn.append(
                try SparkColumns.positions(
                    of: range, in: table.schema, profile: profile, fileFields: nil, positions: Array(names.indices),
                    definition: definition))
            columns.append(Column(index: columns.count, name: definition.name, type: .text))
        }
        var result = table
        result.schema = Schema(columns: columns)
        result.rows = table.rows.map { row in
            let cells = drawn.map { ComputedColumn.sparkline($0, of: row.items, ascii: ascii) }
            var row = row
            row.items += cells
            return row
        }
        return (result, drawn)
    }

    /// The columns of a table of `own` columns and sparklines after them that `projection`
    /// (of the own columns, the sparklines its added columns) shows, in order, then those it
    /// keeps hidden; and how many are shown.
    static func fields(_ projection: ColumnChoice.Projection, own: Int) -> (fields: [Int], shown: Int) {
        let placed = Dictionary(
            projection.addedPlaces.enumerated().compactMap { k, place in place.map { ($0, own + k) } },
            uniquingKeysWith: { first, _ in first })
        var shown: [Int] = []
        var next = 0
        var place = 0
        let total = projection.shown + placed.count
        // Places are 0..<total, each once: the bound only keeps a mistake from looping.
        while shown.count < total, place < 2 * total {
            if let sparkline = placed[place] {
                shown.append(sparkline)
            } else if next < projection.shown {
                shown.append(projection.fields[next])
                next += 1
            }
            place += 1
        }
        return (shown + projection.fields.dropFirst(projection.shown), shown.count)
    }
}

/// A sparkline column a stage computed over its own rows (a summary's): where it is among the
/// report's columns, as written, and the columns it draws among the shown ones (nil when one of
/// them is not shown).
public struct StageSparkline: Sendable {
    public var position: Int
    public var definition: AddedColumn
    public var drawn: [Int]?
}
