/// The first pass over an input: every value classified, nothing kept but each column's profile
/// and where the records are. One thread cuts the records into chunks; the others profile them
/// (`ChunkProfiler`), and the parts are joined in file order (`OrderedPipeline`).
public struct FirstPass {
    public let profile: DataProfile
    /// The records the pass cut, for the second pass (`RowSource`) to read again.
    public let records: RecordSet

    /// Two chunks (256 KB): one more than the first, so that a file of one chunk is not drawn
    /// twice, and few enough to be read in milliseconds.
    public static let earlyChunks = 2

    /// What a pass has found so far: the chunks joined, their profile and their rows' count.
    init(profile: DataProfile, records: RecordSet) {
        self.profile = profile
        self.records = records
    }

    /// An input whose encoding was a guess (UTF-8, no byte order mark said otherwise) and that
    /// turns out not to be UTF-8 is read again as Windows-1252: `records.source.reading` says so
    /// and where.
    ///
    /// `early` hears, once, of the pass as far as its first chunks (`earlyChunks`: types and widths
    /// from them alone, their records readable at once), for a viewer that draws before the pass
    /// ends; not for a file of fewer chunks.
    public init(
        _ source: ByteSource, options: ReadOptions = ReadOptions(),
        progress: ((_ bytes: Int, _ rows: Int) -> Void)? = nil, early: ((FirstPass) -> Void)? = nil
    ) throws {
        try self.init(source, options: options, progress: progress, early: early, rider: nil)
    }

    /// The same, with `rider` shown each chunk's records as they are profiled.
    init(
        _ source: ByteSource, options: ReadOptions, progress: ((_ bytes: Int, _ rows: Int) -> Void)?,
        early: ((FirstPass) -> Void)?, rider: (any FirstPassRider)?
    ) throws {
        let options = source.reading.workbook == nil ? options : options.forWorkbook()
        do {
            try self.init(reading: source, options: options, progress: progress, early: early, rider: rider)
        } catch let error as GridReportError where source.reading.isGuess {
            guard case .csv(.invalidUTF8(let location, _)) = error.reason else { throw error }
            let decoded = try TextDecoding.windows1252(after: source, notUTF8At: location)
            // What the rider saw was read as UTF-8: it is not used.
            rider?.giveUp()
            try self.init(reading: decoded, options: options, progress: progress, early: early, rider: nil)
        }
    }

    private init(
        reading source: ByteSource, options: ReadOptions, progress: ((_ bytes: Int, _ rows: Int) -> Void)?,
        early: ((FirstPass) -> Void)?, rider: (any FirstPassRider)?
    ) throws {
        let header: RecordSet.Header
        do {
            header = try RecordSet.Header(source, options: options)
        } catch {
            throw GridReportError.withTableBoundsAdvice(error, source: source, options: options.csv)
        }
        let names = header.columnNames
        let profiler = ChunkProfiler(options: options, columnCount: names.count)
        // What a chunk's reader needs; the chunks themselves are known at the end.
        let layout = header.records([])
        var columns = names.map(ColumnProfile.init(name:))
        var rows = 0
        var cut: [RecordChunk] = []
        var footerRows = 0
        var chunkRows: [Int] = []
        var read: [RecordChunk] = []
        var ragged = RaggedTally()
        do {
            try OrderedPipeline<RecordChunk, (ChunkProfiler.Part, RaggedTally, RecordChunk, (any RecordWatcher)?)>.run(
                produce: { emit in (cut, footerRows) = try header.cutRecords(progress: progress, emit: emit) },
                transform: { chunk in
                    let reader = try layout.reader(for: chunk)
                    var watcher = rider?.watcher()
                    let part = try profiler.profile(reader, watcher: watcher)
                    if watcher == nil, let rider {
                        // No guess yet when the chunk began (the first chunks): its own profile
                        // makes one, and its records are read again for the rider.
                        let profile = DataProfile(
                            columns: zip(names, part.columns).map { name, column in
                                var column = column
                                column.name = name
                                return column
                            }, rowCount: part.rows, byteCount: chunk.count)
                        watcher = rider.watcher(guessingFrom: profile, records: layout)
                        if let watcher {
                            let again = try layout.reader(for: chunk)
                            try watcher.watch(again) { _, _ in }
                        }
                    }
                    return (part, reader.raggedTally, chunk, watcher)
                },
                consume: { part, tally, chunk, watcher in
                    rider?.consume(watcher)
                    for index in columns.indices { columns[index].append(part.columns[index]) }
                    rows += part.rows
                    chunkRows.append(part.rows)
                    ragged = ragged + tally
                    if early != nil && chunkRows.count <= Self.earlyChunks { read.append(chunk) }
                    // Not after the first chunk: a file of one chunk is read whole at once.
                    if let early, chunkRows.count == Self.earlyChunks {
                        // The chunks' records as their readers read them (the cutter, on its
                        // thread, is not asked: it goes on reading).
                        var records = layout.keeping(read, rows: chunkRows)
                        records.raggedTally = ragged
                        early(
                            FirstPass(
                                profile: DataProfile(columns: columns, rowCount: rows, byteCount: chunk.end),
                                records: records))
                    }
                })
        } catch {
            throw GridReportError.withTableBoundsAdvice(error, source: source, options: options.csv)
        }
        var records = header.records(cut)
        records.footerRows = footerRows
        records.raggedTally = ragged
        records.chunkRows = chunkRows
        self.records = records
        profile = DataProfile(columns: columns, rowCount: rows, byteCount: header.reader.bytesConsumed)
    }
}
