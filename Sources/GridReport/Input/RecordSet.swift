/// The records of an input as a pass over it found them: the delimiter, the column titles and the
/// chunks of records after the header. A value: nothing is left to learn from the source, and the
/// records can be read again as often as asked, each chunk by a reader of its own on any thread.
public struct RecordSet {
    public let source: ByteSource
    public let options: ReadOptions
    public let delimiter: UInt8
    /// The titles of row 0, or `1`, `2`, … without a header.
    public let columnNames: [String]
    public let chunks: [RecordChunk]
    /// The record's fields the columns are, when a `ColumnChoice` chose them (nil: every field).
    public let projection: ColumnChoice.Projection?
    /// The rows the ragged policy padded or cut, as the first pass counted them.
    public internal(set) var raggedTally = RaggedTally()
    /// Each chunk's number of records, when the first pass counted them (nil: not counted), so
    /// that a row's chunk is found without reading the chunks before it (`RowIndex`).
    public internal(set) var chunkRows: [Int]?

    public var displayName: String { source.displayName }

    /// Cuts the records into chunks without profiling them: for a library caller who already has
    /// a schema. `FirstPass` cuts them while it profiles.
    public static func cut(_ source: ByteSource, options: ReadOptions = ReadOptions()) throws -> RecordSet {
        let header = try Header(source, options: options)
        return header.records(try header.cutRecords(progress: nil))
    }

    /// A reader of one chunk's records, which must have as many fields as there are columns.
    func reader(for chunk: RecordChunk) throws -> CSVReader {
        let reader = try CSVReader(
            chunk: chunk, source: source, options: options.csv, delimiter: delimiter,
            expectedFieldCount: fieldCount)
        if let projection { reader.project(projection.fields) }
        return reader
    }

    /// A reader of records gathered from anywhere in the file, in the order given.
    func reader(forRecords records: [RecordChunk]) throws -> CSVReader {
        let reader = try CSVReader(
            records: records, source: source, options: options.csv, delimiter: delimiter,
            expectedFieldCount: fieldCount)
        if let projection { reader.project(projection.fields) }
        return reader
    }

    /// The same records cut short to `chunks` (a pass's first, read while the pass goes on).
    func keeping(_ chunks: [RecordChunk], rows: [Int]) -> RecordSet {
        var records = RecordSet(
            source: source, options: options, delimiter: delimiter, columnNames: columnNames, chunks: chunks,
            projection: projection, fieldCount: fieldCount)
        records.chunkRows = rows
        return records
    }

    /// Fields in each record of the file (the header's), whichever of them are columns.
    let fieldCount: Int

    /// The start of a pass: the source read from its first byte up to the end of row 0.
    struct Header {
        /// Positioned after row 0 (on it without a header, where it is the first record).
        let reader: CSVReader
        let source: ByteSource
        let options: ReadOptions
        let columnNames: [String]
        let projection: ColumnChoice.Projection?

        init(_ source: ByteSource, options: ReadOptions) throws {
            try source.rewind()
            let reader = try CSVReader(source: source, options: options.csv)
            guard try reader.next() else { throw GridReportError(CSVError.empty(file: source.displayName)) }
            let names =
                options.hasHeader
                ? try (0..<reader.fieldCount).map { try reader.string(at: $0) }
                : (1...reader.fieldCount).map(String.init)
            projection = try options.columnChoice?.project(names: names)
            columnNames = projection.map { $0.fields.map { names[$0] } } ?? names
            self.reader = reader
            self.source = source
            self.options = options
        }

        /// Cuts the records after row 0 (row 0 too without a header) into chunks, each handed to
        /// `emit` as it is cut (false: stop), and returns them.
        func cutRecords(
            progress: ((_ bytes: Int, _ rows: Int) -> Void)?, emit: (RecordChunk) -> Bool = { _ in true }
        ) throws -> [RecordChunk] {
            var chunks: [RecordChunk] = []
            try reader.cutChunks(size: options.chunkSize, includingCurrent: !options.hasHeader, progress: progress) {
                chunks.append($0)
                return emit($0)
            }
            return chunks
        }

        func records(_ chunks: [RecordChunk]) -> RecordSet {
            // The chunks' readers quote as the first reader decided (quoting may be sniffed off).
            var options = options
            options.csv.quote = reader.quote
            options.csv.quoteGiven = true
            return RecordSet(
                source: source, options: options, delimiter: reader.delimiter, columnNames: columnNames,
                chunks: chunks, projection: projection, fieldCount: reader.expectedFieldCount ?? columnNames.count)
        }
    }
}
