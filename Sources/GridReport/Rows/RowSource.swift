/// The typed rows of a report: its records (cut by the first pass, over a seekable file or spooled
/// standard input) decoded by its schema, as often as asked. The one way every view and the XLSX
/// writer read rows: on this thread (`forEach`), decoded ahead on the other cores for a reader that
/// is slow itself (`forEach(decodingAhead:)`), or a chunk at a time on every core (`forEachChunk`).
/// Rows come in file order whichever way, and the first bad one is thrown after the rows before it.
public struct RowSource {
    /// The records of the input; for a store's rows (`store`), those of the input the stage that
    /// made them read (what the report is named after, and its input's warnings).
    public let records: RecordSet
    /// Rows made by a stage (a summary, a diff), typed already; nil when they are the records'.
    public let store: (any RowStore)?
    /// The columns of the rows handed out.
    public var schema: Schema { Schema(columns: Array(decoder.schema.columns.prefix(shown))) }
    /// Those and the columns read only to filter or sort by, after them (`ColumnChoice.needed`).
    public var fullSchema: Schema { decoder.schema }
    var decoder: RowDecoder
    /// The record field of each decoded column (by position); nil for an added column.
    public func field(of position: Int) -> Int? {
        guard let added = decoder.added else { return position }
        return added.field(of: position)
    }
    /// The first `shown` columns of the decoded rows are handed out.
    private(set) var shown: Int

    /// The same rows with their first `count` decoded columns handed out (more than `shown`:
    /// columns read only to compute, filter or sort by).
    func showing(_ count: Int) -> RowSource {
        var wider = self
        wider.shown = min(count, decoder.schema.columns.count)
        return wider
    }
    /// The rows every read passes over (`--where`); nil keeps them all.
    public internal(set) var filter: RowFilter?
    /// With a filter whose untested columns are known to decode (`RowDecoder.decodesEveryValue`),
    /// those are decoded only for the rows it keeps.
    var filterFirst: FilterColumns?
    /// The rows' records in the order a sort put them (`--sort`), already filtered; nil reads
    /// them in file order.
    var order: SortedRecords?
    /// A store's rows in the order a sort put them, already filtered (and cut to a top N); nil
    /// reads the store as its stage made it.
    var storeOrder: RowTable?
    private let progress: (any ProgressObserver)?
    /// Where this pass's bytes start in the progress (after the first pass's).
    private let progressOffset: Int

    /// `progress` hears of each chunk read, its bytes counted from `progressOffset`, and is
    /// finished at the end of each read.
    /// `added`: the columns computed from the others, among `schema`'s.
    public init(
        records: RecordSet, schema: Schema, shown: Int? = nil, progress: (any ProgressObserver)? = nil,
        progressOffset: Int = 0, added: AddedColumnPlan? = nil
    ) {
        self.records = records
        decoder = RowDecoder(schema: schema, options: records.options, added: added)
        self.shown = min(shown ?? schema.columns.count, schema.columns.count)
        self.progress = progress
        self.progressOffset = progressOffset
        store = nil
    }

    /// The rows of `store`, typed by `schema`, made from the input whose records are `records`;
    /// the first `shown` columns handed out.
    public init(store: any RowStore, schema: Schema, madeFrom records: RecordSet, shown: Int? = nil) {
        self.records = records
        self.store = store
        decoder = RowDecoder(schema: schema, options: records.options)
        self.shown = min(shown ?? schema.columns.count, schema.columns.count)
        progress = nil
        progressOffset = 0
    }

    /// Calls `body` with the first `limit` rows, then stops reading. Decoded here, the row passed
    /// to `body` is reused (copy it to keep it); `decodingAhead`, each row is its own copy.
    public func forEach(limit: Int = .max, decodingAhead: Bool = false, _ body: (GridRow) throws -> Void) throws {
        guard limit > 0 else { return }
        var seen = 0
        func visit(_ row: GridRow) throws {
            try body(row)
            seen += 1
            if seen >= limit { throw LimitReached() }
        }
        do {
            if decodingAhead {
                try forEachChunk(
                    transform: { rows in
                        var batch = [GridRow]()
                        try rows.forEach { batch.append($0) }
                        return batch
                    },
                    consume: { batch in
                        for row in batch { try visit(row) }
                    })
            } else {
                try forEachInTurn(visit)
            }
        } catch is LimitReached {
            progress?.finish()
        }
    }

    private func forEachInTurn(_ body: (GridRow) throws -> Void) throws {
        var rows = 0
        try forEachUnit { unit in
            let chunkRows = try self.rows(of: unit)
            try chunkRows.forEach(body)
            if let failure = chunkRows.failure { throw failure }
            rows += chunkRows.count
            progress?.update(bytes: progressOffset + unit.end, rows: rows)
            return true
        }
        progress?.finish()
    }

    /// What one reader reads: a chunk of the file, or a batch of sorted records; `end` is how far
    /// into the input the reading is, for progress.
    enum ReadUnit {
        case chunk(RecordChunk)
        case sorted(SortedBatch, end: Int)
        /// A batch of a store's rows; `end` counts rows, not bytes.
        case stored([GridRow], end: Int)

        var end: Int {
            switch self {
            case .chunk(let chunk): return chunk.end
            case .sorted(_, let end), .stored(_, let end): return end
            }
        }
    }

    /// The units in order, until `emit` returns false: the first pass's chunks, or the sorted
    /// records in batches of about a chunk's bytes.
    private func forEachUnit(_ emit: (ReadUnit) throws -> Bool) throws {
        if let store = storeOrder ?? store {
            var end = 0
            try store.forEachBatch(from: 0) { batch in
                end += batch.count
                return try emit(.stored(batch, end: end))
            }
            return
        }
        guard let order else {
            for chunk in records.chunks { guard try emit(.chunk(chunk)) else { return } }
            return
        }
        // The sort carried each record's bytes: a batch is a copy of them, made here and read
        // on a worker.
        var batch = SortedBatch()
        var bytes = 0
        var read = 0
        var stopped = false
        try order.forEach { sorted in
            batch.append(sorted.bytes, line: sorted.record.firstLine)
            bytes += sorted.record.count
            guard bytes >= records.options.chunkSize || batch.count >= 4096 else { return true }
            read += bytes
            stopped = try !emit(.sorted(batch, end: read))
            batch = SortedBatch()
            bytes = 0
            return !stopped
        }
        if !stopped && batch.count > 0 { _ = try emit(.sorted(batch, end: read + bytes)) }
    }

    private func rows(of unit: ReadUnit) throws -> RowChunk {
        switch unit {
        case .chunk(let chunk): return try rows(in: chunk)
        case .sorted(let batch, _): return RowChunk(sorted: batch, of: records, decoder: decoder, shown: shown)
        case .stored(let batch, _):
            return RowChunk(stored: batch, decoder: decoder, filter: storeOrder == nil ? filter : nil, shown: shown)
        }
    }

    /// The rows on every core: `transform` runs on a worker thread with the typed rows of one
    /// chunk, `consume` on this thread with its result, chunk after chunk in file order.
    public func forEachChunk<Output>(
        transform: @escaping (RowChunk) throws -> Output, consume: (Output) throws -> Void
    ) throws {
        var rows = 0
        try OrderedPipeline<ReadUnit, (output: Output, end: Int, rows: Int, failure: Error?)>.run(
            produce: { emit in try forEachUnit(emit) },
            transform: { unit in
                let rows = try self.rows(of: unit)
                let output = try transform(rows)
                return (output, unit.end, rows.count, rows.failure)
            },
            consume: { part in
                // The rows before a bad one are passed on first, as a single reader would.
                try consume(part.output)
                if let failure = part.failure { throw failure }
                rows += part.rows
                progress?.update(bytes: progressOffset + part.end, rows: rows)
            })
        progress?.finish()
    }

    /// The rows of any run of whole records (a chunk, or a section's run), decoded as visited.
    func rows(in chunk: RecordChunk) throws -> RowChunk {
        try RowChunk(chunk, of: records, decoder: decoder, filter: filter, shown: shown, filterFirst: filterFirst)
    }
}

/// Ends a limited read early; never leaves `RowSource.forEach`.
private struct LimitReached: Error {}
