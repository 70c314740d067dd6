/// A header whose titles are years or ordinals (`Country,2010,2011,2012`, `Item,1,2,3`), as wide
/// statistics tables have. Its titles are numbers, so it cannot be told from a data row by types
/// alone; what tells it is the run the numbers make and the rows below, which hold other values.
enum NumberedTitles {
    /// The range a title that is a year is in.
    static let years = 1800...2100

    /// Whether `record`, as wide as the table, is titles of which some are years or ordinals:
    /// - its cells are all filled (but the first and the last: a row labels' column, and the
    ///   empty field after a trailing delimiter) and distinct;
    /// - its numbers are at least two plain integers in a strict run, of years (`2010,2011` or
    ///   `1940,1945`, either way) or of ordinals (`1,2,3`, step 1);
    /// - each stands over a column of numbers or dates, or an empty one (a year not yet reported);
    /// - the record below does not make the same run in those columns (then both are data), and
    ///   no record below holds a title's number in its column.
    static func matches(_ record: RecordSketch, below: [RecordSketch], width: Int) -> Bool {
        guard record.fields == width, record.cells.count == min(width, RecordSketch.maximumCells) else { return false }
        let columns = record.cells.indices.filter { record.cells[$0] == .typed }
        let numbers = columns.compactMap { record.smallIntegers[$0] }
        guard numbers.count >= 2, numbers.count == columns.count, isRun(numbers) else { return false }
        for (column, cell) in record.cells.enumerated() {
            if cell == .empty, column != 0, column != record.cells.count - 1 { return false }
        }
        guard Set(record.texts).count == record.texts.count else { return false }
        for column in columns {
            let text = below.count { $0.cell(column) == .text }
            if text > 0, text >= below.count { $0.cell(column) == .typed } { return false }
        }
        if let next = below.first {
            let run = columns.compactMap { next.smallIntegers[$0] }
            if run.count == columns.count, isRun(run) { return false }
        }
        return !below.contains { row in columns.contains { row.smallIntegers[$0] == record.smallIntegers[$0] } }
    }

    /// Strictly up or down, as years (`2010,2011` or `1940,1945,1950`) or as ordinals, step 1.
    private static func isRun(_ numbers: [Int]) -> Bool {
        guard numbers.count >= 2 else { return false }
        let steps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }
        guard steps.allSatisfy({ $0 > 0 }) || steps.allSatisfy({ $0 < 0 }) else { return false }
        return numbers.allSatisfy(years.contains) || steps.allSatisfy { abs($0) == 1 }
    }
}
