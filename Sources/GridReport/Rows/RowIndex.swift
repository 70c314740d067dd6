/// Random access to a report's rows: a seek index of the byte offset (and line) of every
/// `stride`-th record, found chunk by chunk over the records the first pass cut. Any row is then
/// one short read away: from the mark before it, at most `stride - 1` records are skipped. When
/// the first pass counted each chunk's rows (`RecordSet.chunkRows`), a row's chunk is known at
/// once and only that chunk is read for its marks (the last screen is one chunk's read, not a
/// scan of the file); otherwise chunks are counted in order as far as asked. Marks are kept only
/// for the chunks read, one per `stride` rows, so memory grows with the file by 24 bytes a mark,
/// never with its text.
///
/// Rows that were filtered or sorted (`Report.shape`) are not in the file's order: for them the
/// index keeps each row's record instead (24 bytes a row, in a temporary file: `RecordList`),
/// gathered in one pass over the shaped rows.
public final class RowIndex {
    public let rows: RowSource
    public let stride: Int
    /// The first row of each chunk counted so far, and after them the rows counted: chunk `c`
    /// holds rows `firstRows[c]..<firstRows[c + 1]`.
    private var firstRows: [Int] = [0]
    /// Where rows start in each chunk read: its first record and every `stride`-th after it; each
    /// mark's range runs to the next mark (or its chunk's end), on record boundaries.
    private var chunkMarks: [Int: [Mark]] = [:]
    /// Each shaped row's record, in the shaped order; nil while the rows are the file's.
    private var shapedRecords: RecordList?
    /// A stage's rows (`RowSource.store`), those the filter keeps: a store is read from any row on
    /// without marks. Nil for a file's records.
    private var storedRows: (any RowStore)?

    struct Mark {
        var row: Int
        var records: RecordChunk
    }

    /// 128 rows: a row is found by decoding at most 127 others (well under a millisecond), and
    /// 10 million rows take 78,000 marks (under 2 MB).
    public init(rows: RowSource, stride: Int = 128) {
        self.rows = rows
        self.stride = max(1, stride)
        storedRows = rows.storeOrder ?? rows.store
        if rows.store == nil, let counts = rows.records.chunkRows, counts.count == rows.records.chunks.count {
            for count in counts { firstRows.append(firstRows[firstRows.count - 1] + count) }
        }
    }

    /// Whether the rows are filtered or sorted (then `indexedRows` is their number).
    public var isShaped: Bool { shapedRecords != nil || (rows.store != nil && rows.filter != nil) }

    /// Rows in the chunks counted so far (all of them once `isComplete`).
    public var indexedRows: Int { storedRows?.count ?? shapedRecords?.count ?? firstRows[firstRows.count - 1] }

    /// Chunks whose marks were found by reading them.
    public var chunksRead: Int { chunkMarks.count }

    private var chunksCounted: Int { firstRows.count - 1 }

    /// Whether every chunk is counted: `indexedRows` is then the number of rows.
    public var isComplete: Bool {
        storedRows != nil || shapedRecords != nil || chunksCounted == rows.records.chunks.count
    }

    /// An index of `rows` as shaped: sorted, the records in the sort's order; filtered, from one
    /// pass over them on every core; the rows in the file's order when they are not shaped.
    public convenience init(shaped rows: RowSource, stride: Int = 128) throws {
        self.init(rows: rows, stride: stride)
        guard rows.filter != nil || rows.order != nil else { return }
        if rows.store != nil, rows.storeOrder == nil {
            // A stage's rows grow with its groups: those the filter keeps are held as they are.
            var kept: [GridRow] = []
            try rows.forEach { kept.append($0) }
            storedRows = RowTable(rows: kept)
            return
        }
        let records = try RecordList()
        if let order = rows.order {
            // Sorted (and filtered before): the sort kept each row's record.
            try order.forEach { sorted in
                try records.append(sorted.record)
                return true
            }
        } else {
            try rows.forEachChunk(
                transform: { chunk in
                    var found: [RecordChunk] = []
                    try chunk.forEachWithRecord { _, record, _ in found.append(record) }
                    return found
                },
                consume: { found in
                    for record in found { try records.append(record) }
                })
        }
        try records.finish()
        shapedRecords = records
    }

    /// Counts chunks until row `row` is in the index or the rows end.
    public func extend(through row: Int) throws {
        while indexedRows <= row && !isComplete { _ = try marks(ofChunk: chunksCounted) }
    }

    /// Counts every chunk: the number of rows is then known.
    public func indexAll() throws {
        while !isComplete { _ = try marks(ofChunk: chunksCounted) }
    }

    /// The marks of chunk `number` (counted already, or the next to count), read once.
    private func marks(ofChunk number: Int) throws -> [Mark] {
        if let marks = chunkMarks[number] { return marks }
        let chunk = rows.records.chunks[number]
        let reader = try rows.records.reader(for: chunk)
        let first = firstRows[number]
        var count = 0
        var found: [Mark] = []
        while try reader.next() {
            if count % stride == 0 {
                if !found.isEmpty { found[found.count - 1].records.end = reader.currentRecordOffset }
                found.append(
                    Mark(
                        row: first + count,
                        records: RecordChunk(start: reader.currentRecordOffset, end: chunk.end, firstLine: reader.line))
                )
            }
            count += 1
        }
        if number == chunksCounted { firstRows.append(first + count) }
        chunkMarks[number] = found
        return found
    }

    /// The rows in `range` that exist (fewer at the end), each its own copy.
    public func rows(_ range: Range<Int>) throws -> [GridRow] {
        var found: [GridRow] = []
        found.reserveCapacity(range.count)
        guard !range.isEmpty else { return found }
        try forEach(from: range.lowerBound) { row, item in
            found.append(item)
            return row + 1 < range.upperBound
        }
        return found
    }

    /// Calls `body` with each row number and row from `start` on, until it returns false or the rows
    /// end; the row is reused (copy it to keep it). The first row that cannot be read is thrown.
    public func forEach(from start: Int, _ body: (Int, GridRow) throws -> Bool) throws {
        guard start >= 0 else { return }
        if let storedRows {
            var number = start
            try storedRows.forEachBatch(from: start) { batch in
                for row in batch {
                    guard try body(number, row) else { return false }
                    number += 1
                }
                return true
            }
            return
        }
        if let shapedRecords {
            try forEach(from: start, of: shapedRecords, body)
            return
        }
        try extend(through: start)
        guard start < indexedRows else { return }
        var chunk = chunkIndex(of: start)
        while chunk < rows.records.chunks.count {
            let marks = try marks(ofChunk: chunk)
            var position = markIndex(before: start, in: marks)
            while position < marks.count {
                let mark = marks[position]
                let chunkRows = try rows.rows(in: mark.records)
                var number = mark.row
                var goingOn = true
                try chunkRows.forEach { row in
                    guard goingOn else { return }
                    if number >= start { goingOn = try body(number, row) }
                    number += 1
                }
                if let failure = chunkRows.failure { throw failure }
                guard goingOn else { return }
                position += 1
            }
            chunk += 1
        }
    }

    /// The shaped rows from `start`, read `stride` records at a time.
    private func forEach(
        from start: Int, of records: RecordList, _ body: (Int, GridRow) throws -> Bool
    ) throws {
        var first = start
        while first < records.count {
            let batch = try records.records(first..<min(records.count, first + stride))
            let batchRows = try RowChunk(sorted: batch, of: rows.records, decoder: rows.decoder, shown: rows.shown)
            var number = first
            var goingOn = true
            try batchRows.forEach { row in
                guard goingOn else { return }
                goingOn = try body(number, row)
                number += 1
            }
            if let failure = batchRows.failure { throw failure }
            guard goingOn else { return }
            first += batch.count
        }
    }

    /// The chunk that holds `row`, one of those counted.
    private func chunkIndex(of row: Int) -> Int {
        var low = 0
        var high = chunksCounted
        while low < high {
            let middle = (low + high) / 2
            if firstRows[middle + 1] <= row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The last of `marks` at or before `row` (0 when there is none).
    private func markIndex(before row: Int, in marks: [Mark]) -> Int {
        var low = 0
        var high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].row <= row { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }
}
