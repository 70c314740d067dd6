/// The typed rows of one chunk of the second pass, decoded as they are visited.
public final class RowChunk {
    private let reader: CSVReader
    private let decoder: RowDecoder
    /// The rows visited, once `forEach` has returned.
    public private(set) var count = 0
    /// The chunk's size in the input, to size what is made of it.
    public let byteCount: Int

    /// Rows it does not accept are passed over.
    private let filter: RowFilter?

    init(_ chunk: RecordChunk, of records: RecordSet, decoder: RowDecoder, filter: RowFilter?) throws {
        reader = try records.reader(for: chunk)
        self.decoder = decoder
        self.filter = filter
        byteCount = chunk.count
    }

    /// The rows of records gathered from anywhere in the file, in the order given (a sort's).
    init(sorted batch: [RecordChunk], of records: RecordSet, decoder: RowDecoder) throws {
        reader = try records.reader(forRecords: batch)
        self.decoder = decoder
        filter = nil
        byteCount = batch.reduce(0) { $0 + $1.count }
    }

    /// Why reading stopped early: a row that could not be read. The rows before it were visited.
    public private(set) var failure: Error?

    /// Calls `body` with each row up to the first that cannot be read (kept in `failure` for the
    /// reader to throw once the rows before it are passed on); the row is reused, copy it to keep it.
    public func forEach(_ body: (GridRow) throws -> Void) throws {
        try visit { row, _ in try body(row) }
    }

    /// `forEach`, with where each row's record is in the file.
    func forEachWithRecord(_ body: (GridRow, RecordChunk) throws -> Void) throws {
        try visit { row, reader in
            try body(
                row, RecordChunk(start: reader.currentRecordOffset, end: reader.bytesConsumed, firstLine: row.line))
        }
    }

    @inline(__always)
    private func visit(_ body: (GridRow, CSVReader) throws -> Void) throws {
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
            if let filter, !filter.accepts(row) { continue }
            try body(row, reader)
            visited += 1
        }
    }
}
