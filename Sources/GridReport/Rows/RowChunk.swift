/// The typed rows of one chunk of the second pass, decoded as they are visited; or a batch of a
/// store's rows (`RowStore`), typed already.
public final class RowChunk {
    private let reader: CSVReader?
    private let decoder: RowDecoder
    /// A store's rows; nil when they are read from records.
    private let stored: [GridRow]?
    /// The rows visited, once `forEach` has returned.
    public private(set) var count = 0
    /// The chunk's size in the input, to size what is made of it.
    public let byteCount: Int

    /// Rows it does not accept are passed over.
    private let filter: RowFilter?

    /// Rows are handed out with their first `shown` items (the rest are read only to filter by).
    private let shown: Int

    /// With a filter: the columns it tests, decoded first, and the others, decoded only for a
    /// row it keeps (nil: every column is decoded before the test).
    private let filterFirst: FilterColumns?

    init(
        _ chunk: RecordChunk, of records: RecordSet, decoder: RowDecoder, filter: RowFilter?, shown: Int,
        filterFirst: FilterColumns? = nil
    ) throws {
        reader = try records.reader(for: chunk)
        self.decoder = decoder
        self.filter = filter
        self.filterFirst = filter == nil ? nil : filterFirst
        self.shown = shown
        byteCount = chunk.count
        stored = nil
    }

    /// A batch of a store's rows, passed over where `filter` does not accept them.
    init(stored rows: [GridRow], decoder: RowDecoder, filter: RowFilter?, shown: Int) {
        reader = nil
        stored = rows
        self.decoder = decoder
        self.filter = filter
        filterFirst = nil
        self.shown = shown
        byteCount = 0
    }

    /// The rows of records gathered from anywhere in the file, in the order given (a sort's).
    init(sorted batch: [RecordChunk], of records: RecordSet, decoder: RowDecoder, shown: Int) throws {
        reader = try records.reader(forRecords: batch)
        self.decoder = decoder
        filter = nil
        filterFirst = nil
        self.shown = shown
        byteCount = batch.reduce(0) { $0 + $1.count }
        stored = nil
    }

    /// The rows of records a sort carried, in its order.
    init(sorted batch: SortedBatch, of records: RecordSet, decoder: RowDecoder, shown: Int) {
        reader = records.reader(forSorted: batch)
        self.decoder = decoder
        filter = nil
        filterFirst = nil
        self.shown = shown
        byteCount = batch.bytes.count
        stored = nil
    }

    /// Why reading stopped early: a row that could not be read. The rows before it were visited.
    public private(set) var failure: Error?

    /// Calls `body` with each row up to the first that cannot be read (kept in `failure` for the
    /// reader to throw once the rows before it are passed on); the row is reused, copy it to keep it.
    public func forEach(_ body: (GridRow) throws -> Void) throws {
        if let stored { return try visitStored(stored, body) }
        guard shown < decoder.schema.columns.count else { return try visitShown(body) }
        var out = GridRow(items: Array(repeating: .empty, count: shown), line: 0)
        let marks = decoder.statusMarks
        try visit { row, _ in
            if let marks {
                for index in 0..<shown { out.items[index] = row.items[index] }
                Self.mark(&out, marks, reading: row.items)
            } else {
                // Swapped, not copied: the next row's decoding replaces every item of `row`
                // before it is read (copying retained and released each shown item). Through
                // the buffers, so that each array is checked for uniqueness once a row, not
                // once an item.
                out.items.withUnsafeMutableBufferPointer { out in
                    row.items.withUnsafeMutableBufferPointer { row in
                        for index in 0..<shown { swap(&out[index], &row[index]) }
                    }
                }
            }
            out.line = row.line
            try body(out)
        }
    }

    /// A store's rows, those the filter accepts, with their first `shown` items.
    private func visitStored(_ rows: [GridRow], _ body: (GridRow) throws -> Void) throws {
        var visited = 0
        defer { count += visited }
        var out = GridRow(items: [], line: 0)
        let marks = decoder.statusMarks
        for row in rows {
            if let filter, !filter.accepts(row) { continue }
            if shown < row.items.count || marks != nil {
                out.items = Array(row.items.prefix(shown))
                out.marks = Array(row.marks.prefix(shown))
                out.line = row.line
                marks?.mark(&out, reading: row.items)
                try body(out)
            } else {
                try body(row)
            }
            visited += 1
        }
    }

    /// `forEach` with every column decoded (those read only to filter or sort by too), where
    /// each row's record is in the file, and the reader on it (to read its fields as written).
    /// Not for a store's rows, which have no records (they are shaped in memory, `Report.shape`).
    func forEachWithRecord(_ body: (GridRow, RecordChunk, CSVReader) throws -> Void) throws {
        try visit { row, reader in
            try body(
                row, RecordChunk(start: reader.currentRecordOffset, end: reader.bytesConsumed, firstLine: row.line),
                reader)
        }
    }

    /// For a sort's key pass: each row the filter accepts, with only `columns` decoded (the
    /// others' items are left as they were: empty, or a row before's), its record's bytes and
    /// start in the file, and the reader on it (to read its fields as written). `columns` must
    /// hold those the filter reads.
    func forEachKeyRow(
        columns: [Int], _ body: (GridRow, UnsafeBufferPointer<UInt8>, Int, CSVReader) throws -> Void
    ) throws {
        guard let reader else { return }
        var row = GridRow(items: [], line: 0)
        var visited = 0
        defer { count += visited }
        let columns = decoder.decodingOrder(columns)
        let test = filter?.test
        while true {
            do {
                guard try reader.next() else { return }
                try decoder.decode(reader, columns: columns, into: &row)
            } catch {
                failure = error
                return
            }
            if let test, !test.accepts(row) { continue }
            try reader.withCurrentRecord { record in try body(row, record, reader.currentRecordOffset, reader) }
            visited += 1
        }
    }

    /// The common case, kept a loop of its own: every decoded column is shown.
    private func visitShown(_ body: (GridRow) throws -> Void) throws {
        guard let reader else { return }
        var row = GridRow(items: [], line: 0)
        var visited = 0
        defer { count += visited }
        let marks = decoder.statusMarks
        // Held in locals, unwrapped once: read from `self` or bound in the loop, the filter and
        // its columns were copied for every row.
        let (test, lazily) = (filter?.test, filterFirst != nil)
        let (tested, rest) = (filterFirst?.tested ?? [], filterFirst?.rest ?? [])
        while true {
            do {
                guard try reader.next() else { return }
                if lazily {
                    try decoder.decode(reader, columns: tested, into: &row)
                    if let test, !test.accepts(row) { continue }
                    try decoder.decode(reader, columns: rest, into: &row)
                } else {
                    try decoder.decode(reader, into: &row)
                    if let test, !test.accepts(row) { continue }
                }
            } catch {
                failure = error
                return
            }
            if let marks { Self.mark(&row, marks) }
            try body(row)
            visited += 1
        }
    }

    /// A reused row of the file's marked by `marks` afresh (the row before's marks dropped).
    @inline(__always)
    private static func mark(_ row: inout GridRow, _ marks: StatusRules, reading items: [GridItem]? = nil) {
        if !row.marks.isEmpty { row.marks.removeAll(keepingCapacity: true) }
        if let items { marks.mark(&row, reading: items) } else { marks.mark(&row) }
    }

    @inline(__always)
    private func visit(_ body: (inout GridRow, CSVReader) throws -> Void) throws {
        guard let reader else { return }
        var row = GridRow(items: [], line: 0)
        var visited = 0
        defer { count += visited }
        let (test, lazily) = (filter?.test, filterFirst != nil)
        let (tested, rest) = (filterFirst?.tested ?? [], filterFirst?.rest ?? [])
        while true {
            do {
                guard try reader.next() else { return }
                if lazily {
                    try decoder.decode(reader, columns: tested, into: &row)
                    if let test, !test.accepts(row) { continue }
                    try decoder.decode(reader, columns: rest, into: &row)
                } else {
                    try decoder.decode(reader, into: &row)
                    if let test, !test.accepts(row) { continue }
                }
            } catch {
                failure = error
                return
            }
            try body(&row, reader)
            visited += 1
        }
    }
}

/// A filter's columns and the others: a row is decoded in two steps, the second only when the
/// filter keeps it (`RowSource.filterFirst`).
struct FilterColumns {
    var tested: [Int]
    var rest: [Int]
}
