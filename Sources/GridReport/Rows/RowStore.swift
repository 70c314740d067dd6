/// Rows that no file holds as records: typed already by the stage that made them (a summary's
/// groups, a diff's merge) and read again as often as an output asks. A report built on a store
/// (`Report(store:schema:madeFrom:)`) is drawn by every view, writer and handoff as a file's is.
public protocol RowStore: Sendable {
    /// How many rows the store holds.
    var count: Int { get }

    /// The rows from `start` (0-based) on, in order, a batch at a time, until `body` returns false.
    func forEachBatch(from start: Int, _ body: ([GridRow]) throws -> Bool) throws

    /// Each row in order with its place in the store (in units of the store's choosing), which
    /// `rows(at:)` reads again: what a sections' index keeps of a stage's rows, as it keeps a
    /// file's records by their bytes.
    func forEachPlacedRow(_ body: (GridRow, Range<Int>) throws -> Void) throws

    /// The rows at `places`: one row's place, or the places of rows that follow one another.
    func rows(at places: Range<Int>) throws -> [GridRow]
}

/// A store in memory, for a stage whose rows grow with groups rather than with the input's rows.
public struct RowTable: RowStore {
    public var rows: [GridRow]

    /// Rows a batch holds: as many as a chunk of a file typically does.
    static let batchRows = 4096

    public init(rows: [GridRow]) { self.rows = rows }

    public var count: Int { rows.count }

    public func forEachBatch(from start: Int, _ body: ([GridRow]) throws -> Bool) throws {
        var first = max(0, start)
        while first < rows.count {
            let end = min(rows.count, first + Self.batchRows)
            guard try body(Array(rows[first..<end])) else { return }
            first = end
        }
    }

    /// Places are row numbers.
    public func forEachPlacedRow(_ body: (GridRow, Range<Int>) throws -> Void) throws {
        for (index, row) in rows.enumerated() { try body(row, index..<index + 1) }
    }

    public func rows(at places: Range<Int>) throws -> [GridRow] { Array(rows[places]) }
}
