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
    /// The column (from 0) the header had no title for, being one field short of the rows.
    public internal(set) var untitledColumn: Int?
    /// The rows `CSVOptions.skipFooter` left out: fewer than it asks when the table had fewer.
    public internal(set) var footerRows = 0

    public var displayName: String { source.displayName }

    /// Cuts the records into chunks without profiling them: for a library caller who already has
    /// a schema. `FirstPass` cuts them while it profiles.
    public static func cut(_ source: ByteSource, options: ReadOptions = ReadOptions()) throws -> RecordSet {
        let header = try Header(source, options: options)
        let (chunks, footerRows) = try header.cutRecords(progress: nil)
        var records = header.records(chunks)
        records.footerRows = footerRows
        return records
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

    /// A reader of records a sort carried, one after the other in `bytes` (`SortedBatch`).
    func reader(forSorted batch: SortedBatch) -> CSVReader {
        let reader = CSVReader(
            sortedRecords: batch.bytes, lines: batch.lines, source: source, options: options.csv,
            delimiter: delimiter, expectedFieldCount: fieldCount)
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
        /// Positioned after row 0 (on it without a header, where it is the first record; on row
        /// 1 when it was read to see whether the header is one title short).
        let reader: CSVReader
        /// Whether the reader is on the first record to cut.
        let onFirstRecord: Bool
        /// The column the header is one title short of.
        let untitledColumn: Int?
        let source: ByteSource
        let options: ReadOptions
        let columnNames: [String]
        let projection: ColumnChoice.Projection?

        init(_ source: ByteSource, options: ReadOptions) throws {
            try source.rewind()
            // The rows left out at the end may have any field count; the chunks' readers, which
            // never see them, check the others.
            var csv = options.csv
            if csv.skipFooter > 0 { csv.ragged = .truncate }
            let reader = try CSVReader(source: source, options: csv)
            guard try reader.next() else {
                // An input skipped whole is not empty: saying so would send the reader to the file.
                let skipped = options.csv.skipLines
                throw GridReportError(
                    skipped > 0
                        ? CSVError.emptyAfterSkipping(file: source.displayName, lines: skipped)
                        : CSVError.empty(file: source.displayName))
            }
            var names =
                options.hasHeader
                ? try (0..<reader.fieldCount).map { try reader.string(at: $0) }
                : (1...reader.fieldCount).map(String.init)
            if options.hasHeader && Self.isTitles(reader) {
                (onFirstRecord, untitledColumn) = try Self.readShortHeader(reader, &names)
            } else {
                (onFirstRecord, untitledColumn) = (!options.hasHeader, nil)
            }
            projection = try options.columnChoice?.project(names: names)
            columnNames = projection.map { $0.fields.map { names[$0] } } ?? names
            self.reader = reader
            self.source = source
            self.options = options
        }

        /// Every field of the current record is there and none is a number.
        private static func isTitles(_ reader: CSVReader) -> Bool {
            (0..<reader.fieldCount).allSatisfy { index in
                reader.withField(index) { bytes in
                    guard !bytes.isEmpty else { return false }
                    if case .number = NumberParser.c.parse(bytes) { return false }
                    return true
                }
            }
        }

        /// Reads row 1 after a header of titles, and when it has one field more (R's
        /// `write.table` leaves the row names' title out; so do statistics exports), names the
        /// extra column with an empty title (shown by its number): the first column, or the last
        /// when row 1 ends in an empty field (every line but the header ends with a delimiter).
        /// Whether there is a row 1, and the untitled column.
        private static func readShortHeader(_ reader: CSVReader, _ names: inout [String]) throws -> (Bool, Int?) {
            reader.acceptsShortHeader = true
            defer { reader.acceptsShortHeader = false }
            guard try reader.next() else { return (false, nil) }
            guard reader.headerWasShort else { return (true, nil) }
            let endsEmpty = reader.withField(reader.fieldCount - 1) { $0.isEmpty }
            let untitled = endsEmpty ? names.count : 0
            names.insert("", at: untitled)
            return (true, untitled)
        }

        /// Cuts the records after row 0 (row 0 too without a header) into chunks, each handed to
        /// `emit` as it is cut (false: stop), and returns them with the rows left out as the footer.
        func cutRecords(
            progress: ((_ bytes: Int, _ rows: Int) -> Void)?, emit: (RecordChunk) -> Bool = { _ in true }
        ) throws -> (chunks: [RecordChunk], footerRows: Int) {
            var chunks: [RecordChunk] = []
            let footerRows = try reader.cutChunks(
                size: options.chunkSize, includingCurrent: onFirstRecord, leavingOut: options.csv.skipFooter,
                progress: progress
            ) {
                chunks.append($0)
                return emit($0)
            }
            return (chunks, footerRows)
        }

        func records(_ chunks: [RecordChunk]) -> RecordSet {
            // The chunks' readers quote as the first reader decided (quoting may be sniffed off).
            var options = options
            options.csv.quote = reader.quote
            options.csv.quoteGiven = true
            var records = RecordSet(
                source: source, options: options, delimiter: reader.delimiter, columnNames: columnNames,
                chunks: chunks, projection: projection, fieldCount: reader.expectedFieldCount ?? columnNames.count)
            records.untitledColumn = untitledColumn
            return records
        }
    }
}
