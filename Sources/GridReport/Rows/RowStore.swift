/// Rows that no file holds as records: typed already by the stage that made them (a summary's
/// groups, a diff's merge) and read again as often as an output asks. A report built on a store
/// (`Report(store:schema:madeFrom:)`) is drawn by every view, writer and handoff as a file's is.
public protocol RowStore: Sendable {
    /// How many rows the store holds.
    var count: Int { get }

    /// The rows from `start` (0-based) on, in order, a batch at a time, until `body` returns false.
    func forEachBatch(from start: Int, _ body: ([GridRow]) throws -> Bool) throws
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
}
