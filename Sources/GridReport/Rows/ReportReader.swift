/// How a CSV report is read.
public struct ReadOptions: Sendable, Equatable {
    public var csv: CSVOptions
    /// Row 0 holds the column titles; without it columns are named `1`, `2`, ….
    public var hasHeader: Bool
    /// The locale numbers are written in; nil is the C locale (`1234.5`).
    public var inputLocale: String?
    public var missingValues: [String]
    /// The size the input is cut at into chunks of records, one per thread at a time. Tests lower
    /// it (1: one record a chunk) to see that no output depends on where the input is cut.
    var chunkBytes = RecordChunk.defaultSize

    public init(
        csv: CSVOptions = CSVOptions(), hasHeader: Bool = true, inputLocale: String? = nil,
        missingValues: [String] = CellClassifier.defaultMissingValues
    ) {
        self.csv = csv
        self.hasHeader = hasHeader
        self.inputLocale = inputLocale
        self.missingValues = missingValues
    }
}

/// Reads a report in two passes over a seekable input: `profile()` learns the columns (types,
/// digits, widths) without keeping values, `forEachRow` streams typed rows. The first pass cuts
/// the records into chunks and profiles them on every core (`OrderedPipeline`); the second reads
/// the same chunks, on this thread (`forEachRow`) or on every core (`forEachChunk`), in file order.
public final class ReportReader {
    public let source: ByteSource
    public let options: ReadOptions
    private let parser: NumberParser
    let classifier: CellClassifier
    /// Set by the first pass: the delimiter it found and the column titles.
    public private(set) var delimiter: UInt8?
    public private(set) var columnNames: [String] = []

    public init(source: ByteSource, options: ReadOptions = ReadOptions()) {
        self.source = source
        self.options = options
        parser = options.inputLocale.map(NumberParser.init(locale:)) ?? .c
        classifier = CellClassifier(missingValues: options.missingValues)
    }

    public var displayName: String { source.displayName }

    private func makeReader() throws -> CSVReader {
        var csv = options.csv
        if let delimiter { csv.delimiter = delimiter }
        return try CSVReader(source: source, options: csv)
    }

    /// Reads the header (or the first record's width) and returns the reader positioned after it.
    private func startPass() throws -> CSVReader {
        try source.rewind()
        let reader = try makeReader()
        delimiter = reader.delimiter
        guard try reader.next() else {
            throw GridReportError(
                .data, at: SourceLocation(file: displayName, line: 1, column: 1), "the input is empty",
                hint: "a report needs a header row and data rows")
        }
        if options.hasHeader {
            columnNames = try (0..<reader.fieldCount).map { try reader.string(at: $0) }
        } else {
            columnNames = (1...reader.fieldCount).map(String.init)
        }
        return reader
    }

    /// The chunks the first pass cut the records into; the second pass reads them again.
    private(set) var chunks: [RecordChunk]?
    private var chunkSize: Int { max(1, options.chunkBytes) }

    /// The first pass: every value classified, nothing kept but the per-column profile. One
    /// thread cuts the records into chunks; the others profile them, and the parts are joined in
    /// file order.
    public func profile(progress: ((_ bytes: Int, _ rows: Int) -> Void)? = nil) throws -> DataProfile {
        let reader = try startPass()
        let names = columnNames
        var columns = names.map(ColumnProfile.init(name:))
        var rows = 0
        var cut: [RecordChunk] = []
        try OrderedPipeline<RecordChunk, (columns: [ColumnProfile], rows: Int)>.run(
            produce: { [options, chunkSize] emit in
                try reader.cutChunks(size: chunkSize, includingCurrent: !options.hasHeader, progress: progress) {
                    chunk in
                    cut.append(chunk)
                    return emit(chunk)
                }
            },
            transform: { chunk in try self.profile(chunk, columnCount: names.count) },
            consume: { part in
                for index in columns.indices { columns[index].append(part.columns[index]) }
                rows += part.rows
            })
        chunks = cut
        return DataProfile(columns: columns, rowCount: rows, byteCount: reader.bytesConsumed)
    }

    func chunkReader(_ chunk: RecordChunk) throws -> CSVReader {
        try CSVReader(
            chunk: chunk, source: source, delimiter: delimiter ?? UInt8(ascii: ","), ragged: options.csv.ragged,
            expectedFieldCount: columnNames.count)
    }

    /// A chunk's profile; its columns are unnamed, as only the merged one's names are used.
    private func profile(_ chunk: RecordChunk, columnCount: Int) throws -> (columns: [ColumnProfile], rows: Int) {
        let reader = try chunkReader(chunk)
        var columns = Array(repeating: ColumnProfile(name: ""), count: columnCount)
        var rows = 0
        while try reader.next() {
            try profileRecord(reader, into: &columns)
            rows += 1
        }
        return (columns, rows)
    }

    private func profileRecord(_ reader: CSVReader, into columns: inout [ColumnProfile]) throws {
        let line = reader.line
        for index in 0..<reader.fieldCount {
            try reader.withField(index) { bytes in
                if classifier.isMissing(bytes) { return }
                try profileValue(bytes, column: index, line: line, reader: reader, into: &columns[index])
            }
        }
    }

    /// A value that is not missing, into its column's profile.
    @inline(__always)
    private func profileValue(
        _ bytes: UnsafeBufferPointer<UInt8>, column index: Int, line: Int, reader: CSVReader,
        into column: inout ColumnProfile
    ) throws {
        if column.nonMissing == 0 { column.firstValue = String(decoding: bytes, as: UTF8.self) }
        column.nonMissing += 1
        // Once a column holds a value that is neither a number nor an identifier, no later
        // value can make it a number column: stop parsing its values (the common case for
        // text columns). Identifiers and numbers out of range are still counted, to say why
        // a column became text.
        if column.numbers + column.identifiers + column.outOfRange == column.nonMissing - 1,
            profileNumber(bytes, line: line, isFirstColumn: index == 0, into: &column)
        {
            return
        }
        if column.temporal == column.nonMissing - 1, let value = DateParser.parse(bytes) {
            switch value.kind {
            case .date: column.dates += 1
            case .time: column.times += 1
            case .dateTime: column.dateTimes += 1
            }
            if column.dateExample == nil { column.dateExample = String(decoding: bytes, as: UTF8.self) }
        }
        if column.firstTextLine == nil { column.firstTextLine = line }
        let measure = try TextMeasure.measure(bytes) { throw reader.invalidUTF8Error(inField: index) }
        if measure.width > column.maxTextWidth { column.maxTextWidth = measure.width }
        if measure.lines > column.maxLines { column.maxLines = measure.lines }
        // Likewise a value that names no picture rules the image type out.
        if column.images == column.nonMissing - 1, CellClassifier.isImageReference(bytes) {
            column.images += 1
            let image = ImageReference(String(decoding: bytes, as: UTF8.self))
            let width = TerminalText.displayWidth(ImagePlaceholder.text(for: image))
            if width > column.maxImageWidth { column.maxImageWidth = width }
        }
    }

    /// Parses a value of a column that may still be a number column; true when it is a number,
    /// which is then all there is to learn from it.
    @inline(__always)
    private func profileNumber(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, isFirstColumn: Bool, into column: inout ColumnProfile
    ) -> Bool {
        switch parser.parse(bytes) {
        case .number(let value, let digits):
            column.numbers += 1
            if ShortestDecimal.isExtreme(value) {
                column.noteExtreme(value)
            } else {
                if digits > column.maxFractionDigits { column.maxFractionDigits = digits }
                if digits < column.minFractionDigits { column.minFractionDigits = digits }
                if value < column.minimum { column.minimum = value }
                if value > column.maximum { column.maximum = value }
            }
            if column.example == nil { column.example = value }
            if isFirstColumn {
                if let last = column.lastNumber, value != last + 1 { column.countsUp = false }
                column.lastNumber = value
            }
            // Counted as the text measure counts it (a locale's grouping space is one cell in two
            // or three bytes): a chunk that starts after its column turned text counts such a
            // value here, where one reader would measure it as text, and the two must agree.
            let width = UTF8Text.scalarCount(bytes)
            if width > column.maxTextWidth { column.maxTextWidth = width }
            return true
        case .identifier:
            column.identifiers += 1
        case .outOfRange(let tooSmall):
            if column.outOfRange == 0 {
                column.outOfRangeExample = String(decoding: bytes.prefix(40), as: UTF8.self)
                column.outOfRangeLine = line
                column.outOfRangeTooSmall = tooSmall
            }
            column.outOfRange += 1
        case .notANumber:
            break
        }
        return false
    }

    /// The second pass: typed rows in file order, read on this thread. The row passed to `body`
    /// is reused; copy it to keep it.
    public func forEachRow(
        schema: Schema, progress: ((_ bytes: Int, _ rows: Int) -> Void)? = nil, _ body: (GridRow) throws -> Void
    ) throws {
        let chunks = try self.chunks ?? cutWithoutProfile()
        let types = schema.columns.map(\.type)
        var rows = 0
        for chunk in chunks {
            let chunkRows = try RowChunk(chunk, of: self, schema: schema, types: types, isFirst: chunk == chunks.first)
            try chunkRows.forEach(body)
            if let failure = chunkRows.failure { throw failure }
            rows += chunkRows.count
            progress?(chunk.end, rows)
        }
    }

    /// The same rows, decoded ahead on the other cores while `body` runs here: for a body that
    /// is slow itself (the XLSX writer). Each row is its own copy.
    public func forEachRowDecodedAhead(
        schema: Schema, progress: ((_ bytes: Int, _ rows: Int) -> Void)? = nil,
        _ body: (GridRow) throws -> Void
    ) throws {
        try forEachChunk(
            schema: schema, progress: progress,
            transform: { rows in
                var batch = [GridRow]()
                try rows.forEach { batch.append($0) }
                return batch
            },
            consume: { batch in
                for row in batch { try body(row) }
            })
    }

    /// The second pass, on every core: `transform` runs on a worker thread with the typed rows of
    /// one chunk, `consume` on this thread with its result, chunk after chunk in file order.
    public func forEachChunk<Output>(
        schema: Schema, progress: ((_ bytes: Int, _ rows: Int) -> Void)? = nil,
        transform: @escaping (RowChunk) throws -> Output, consume: (Output) throws -> Void
    ) throws {
        let chunks = try self.chunks ?? cutWithoutProfile()
        let types = schema.columns.map(\.type)
        var rows = 0
        try OrderedPipeline<RecordChunk, (output: Output, end: Int, rows: Int, failure: Error?)>.run(
            produce: { emit in
                for chunk in chunks { guard emit(chunk) else { return } }
            },
            transform: { chunk in
                let rows = try RowChunk(chunk, of: self, schema: schema, types: types, isFirst: chunk == chunks.first)
                let output = try transform(rows)
                return (output, chunk.end, rows.count, rows.failure)
            },
            consume: { part in
                // The rows before a bad one are passed on first, as a single reader would.
                try consume(part.output)
                if let failure = part.failure { throw failure }
                rows += part.rows
                progress?(part.end, rows)
            })
    }

    /// The chunks, for a second pass without a first one (a library caller who has a schema).
    func cutWithoutProfile() throws -> [RecordChunk] {
        let reader = try startPass()
        var cut: [RecordChunk] = []
        try reader.cutChunks(size: chunkSize, includingCurrent: !options.hasHeader, progress: nil) {
            cut.append($0)
            return true
        }
        chunks = cut
        return cut
    }

    private func notANumber(_ bytes: UnsafeBufferPointer<UInt8>, column: Column, at location: SourceLocation)
        -> GridReportError
    {
        let text = String(decoding: bytes, as: UTF8.self)
        let name = column.name.isEmpty ? String(column.index + 1) : column.name
        return .data(
            location, "'\(text)' in column \(name) is not a number",
            hint: "fix the value, or give the column type: text")
    }

    private func notADate(_ bytes: UnsafeBufferPointer<UInt8>, column: Column, at location: SourceLocation)
        -> GridReportError
    {
        let text = TerminalText.sanitize(String(decoding: bytes, as: UTF8.self))
        let name = column.name.isEmpty ? String(column.index + 1) : column.name
        if let form = column.dateInput {
            return .data(
                location,
                "'\(text)' in column \(name) is not a \(column.type.rawValue) in the pattern \(form.pattern.text)",
                hint: "fix the value, or give the pattern the column is written in")
        }
        return .data(
            location,
            "'\(text)' in column \(name) is not an ISO 8601 \(column.type == .time ? "time" : "date") (2007-11-11, 2019-01-01 13:45:30, 13:45)",
            hint: "fix the value, or give the column type: text")
    }

    fileprivate func decode(
        _ reader: CSVReader, schema: Schema, types: [ColumnType], dates: DateForms, into row: inout GridRow
    ) throws {
        // Items are replaced in place: emptying the array and appending again cost 6% of the
        // typed-items benchmark (both passes).
        if row.items.count != types.count { row.items = Array(repeating: .empty, count: types.count) }
        row.line = reader.line
        for (index, type) in types.enumerated() {
            let item: GridItem = try reader.withField(index) { bytes in
                if classifier.isMissing(bytes) { return .empty }
                switch type {
                case .number:
                    if case .number(let value, _) = parser.parse(bytes) { return .number(value) }
                    throw notANumber(bytes, column: schema.columns[index], at: reader.location(ofField: index))
                case .image:
                    return .image(ImageReference(try Self.string(bytes, reader, index)))
                case .date, .time, .dateTime:
                    let serial: Double?
                    if let input = dates.inputs[index] {
                        serial = input.read(bytes)
                    } else {
                        serial = DateParser.parse(bytes)?.serial
                    }
                    if let serial {
                        // A date is a text item: the text every view shows is made here, once.
                        let text = try dates.displays[index]?.write(serial) ?? Self.string(bytes, reader, index)
                        return .date(DateItem(text: text, serial: serial))
                    }
                    throw notADate(bytes, column: schema.columns[index], at: reader.location(ofField: index))
                case .text:
                    return .text(try Self.string(bytes, reader, index))
                }
            }
            row.items[index] = item
        }
    }

    /// Each column's date forms, looked up by the per-cell path without copying a column.
    struct DateForms {
        var inputs: [DateForm?]
        var displays: [DateForm?]

        init(_ schema: Schema) {
            inputs = schema.columns.map(\.dateInput)
            displays = schema.columns.map(\.dateDisplay)
        }
    }

    @inline(__always)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ reader: CSVReader, _ index: Int) throws -> String
    {
        if let text = UTF8Text.string(bytes) { return text }
        throw reader.invalidUTF8Error(inField: index)
    }
}

/// The typed rows of one chunk of the second pass, decoded as they are visited.
public final class RowChunk {
    private let reader: CSVReader
    private let owner: ReportReader
    private let schema: Schema
    private let types: [ColumnType]
    private let dates: ReportReader.DateForms
    /// The rows visited, once `forEach` has returned.
    public private(set) var count = 0
    /// The chunk's size in the input, to size what is made of it.
    public let byteCount: Int
    /// Whether these are the first rows of the report.
    public let isFirst: Bool

    init(_ chunk: RecordChunk, of owner: ReportReader, schema: Schema, types: [ColumnType], isFirst: Bool) throws {
        reader = try owner.chunkReader(chunk)
        self.owner = owner
        self.schema = schema
        self.types = types
        dates = ReportReader.DateForms(schema)
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
                try owner.decode(reader, schema: schema, types: types, dates: dates, into: &row)
            } catch {
                failure = error
                return
            }
            try body(row)
            visited += 1
        }
    }
}
