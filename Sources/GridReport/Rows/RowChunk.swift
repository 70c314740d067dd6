/// The typed rows of one chunk of the second pass, decoded as they are visited.
public final class RowChunk {
    private let reader: CSVReader
    private let decoder: RowDecoder
    /// The rows visited, once `forEach` has returned.
    public private(set) var count = 0
    /// The chunk's size in the input, to size what is made of it.
    public let byteCount: Int
    /// Whether these are the first rows of the report.
    public let isFirst: Bool

    init(_ chunk: RecordChunk, of records: RecordSet, decoder: RowDecoder, isFirst: Bool) throws {
        reader = try records.reader(for: chunk)
        self.decoder = decoder
        byteCount = chunk.count
        self.isFirst = isFirst
    }

    /// Why reading stopped early: a row that could not be read. The rows before it were visited.
    public private(set) var failure: Error?

    /// Calls `body` with each row up to the first that cannot be read (kept in `failure` for the
    /// reader to throw once the rows before it are passed on); the row is reused, copy it to keep it.
    public func forEach(_ body: (GridRow) throws -> Void) throws {
        var row = GridRow(items: [], line: 0)
        var visited = 0
        defer { count += visited }
        while true {
            do {
                guard try reader.next() else { return }
                try decoder.decode(reader, into: &row)
            } catch {
                failure = error
                return
            }
            try body(row)
            visited += 1
        }
    }
}
