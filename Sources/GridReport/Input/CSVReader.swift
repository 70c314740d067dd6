import Foundation

/// A streaming, byte-level RFC 4180 reader.
///
/// It keeps one buffer that always starts at the current record, so a record's fields are plain
/// byte ranges into it (no copy for unquoted fields) and an error can name its column by looking
/// back within the record. A record that does not fit makes the buffer grow, so a 10 MB field
/// costs 10 MB, never the whole file.
///
/// Decisions where RFC 4180 is silent: a quote inside an unquoted field is text (`5'10"` reads as
/// written, like most readers); text after a closing quote is an error; blank lines are skipped;
/// a UTF-8 BOM is dropped; a UTF-16 BOM is an error that says so.
///
/// Dialects beyond RFC 4180 (`CSVOptions`: lines skipped before the header, spaces after a
/// delimiter, an escape character in quoted fields, comment lines) go through the same scan,
/// specialized twice: `PlainScan` compiles their checks away, so reading plain CSV costs nothing
/// for them.
///
/// Use: `while try reader.next() { … reader.string(at: i) … }`. Field accessors see the current
/// record only.
public final class CSVReader {
    public let source: ByteSource
    // Unchecked like the state below: scanRecord reads it once per record, and the runtime
    // exclusivity check there (swift_beginAccess) was 3% of the typing pass's instructions.
    @exclusivity(unchecked) public private(set) var delimiter: UInt8
    public let ragged: RaggedPolicy
    private let maxFieldBytes: Int
    private let maxFields: Int
    /// The dialect: whether it is plain RFC 4180 (the scan without the checks below), spaces
    /// skipped at a field's start, and the escape, comment and quote bytes (-1: none). Quoting
    /// may be turned off after the first lines are read (`QuoteSniffer`), hence the vars.
    @exclusivity(unchecked) private var isPlain: Bool
    private let skipsInitialSpace: Bool
    private let escapeCode: Int
    private let commentCode: Int
    @exclusivity(unchecked) private var quoteCode: Int
    /// The byte that quotes fields, or nil when fields are read as written: as given, or turned
    /// off because the first lines of a tab file cannot be read with CSV quotes.
    public var quote: UInt8? { quoteCode < 0 ? nil : UInt8(quoteCode) }
    /// True when quoting was turned off by looking at the input rather than by a setting.
    public private(set) var quotingSniffedOff = false
    /// Rows padded or cut under the ragged policy, and the fields they gained or lost.
    public private(set) var raggedTally = RaggedTally()

    // The reader's state is touched per byte and per field and reachable only through its own
    // methods; the runtime exclusivity checks cost 7% of the typing pass.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    /// Valid bytes are `buffer[begin..<end]`; `begin` is the start of the current record.
    @exclusivity(unchecked) private var begin = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var atEOF = false
    /// Input bytes dropped from the front of the buffer so far.
    @exclusivity(unchecked) private var consumedBeforeBuffer = 0
    /// The NUL run that makes the input binary (absolute offset), and the NULs in a row so far.
    @exclusivity(unchecked) private var binaryRunStart: Int?
    @exclusivity(unchecked) private var nulRun = 0
    /// How far into the input NUL runs are looked for.
    static let binaryWindow = 1 << 20

    /// Where a field with escapes is collapsed (`withField`); as large as the largest such field.
    @exclusivity(unchecked) private var scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    @exclusivity(unchecked) private var scratchCapacity = 64
    @exclusivity(unchecked) private var starts: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var ends: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var escaped: UnsafeMutablePointer<Bool>
    @exclusivity(unchecked) private var fieldCapacity = 64
    /// `min(maxFields, fieldCapacity)`: below it a field is stored without a further check, so
    /// `push` compares once per field, not twice (the field cap added one to every field).
    @exclusivity(unchecked) private var pushLimit = 0
    /// Fields of the current record as read (before padding or truncation).
    @exclusivity(unchecked) private var readCount = 0
    /// Whether the current record has a quoted field, the only kind that can hold line breaks.
    @exclusivity(unchecked) private var sawQuotedField = false
    /// Fields of the current record as seen by callers.
    @exclusivity(unchecked) public private(set) var fieldCount = 0
    /// Field `i` as callers number it is the record's field `fieldMap[i]` (the columns a
    /// `ColumnChoice` shows, in its order); nil numbers them as the record does.
    @exclusivity(unchecked) private var fieldMap: UnsafeMutablePointer<Int>?
    @exclusivity(unchecked) private var mappedCount = 0
    /// The number of fields every record must have: the first record's (the header's).
    @exclusivity(unchecked) public private(set) var expectedFieldCount: Int?
    /// Whether the second record may have one field more than the first, which then sets the
    /// count (a header of titles one short: see `RecordSet.Header`); whether it had.
    var acceptsShortHeader = false
    private(set) var headerWasShort = false
    /// Whether every record keeps the fields it has, none padded or cut and none an error: for
    /// looking at the lines around a table (`RecordSketch`).
    var keepsEveryFieldCount = false

    /// 1-based line where the current record starts.
    @exclusivity(unchecked) public private(set) var line = 0
    /// 1-based line where the next record starts.
    @exclusivity(unchecked) private var nextLine = 1
    /// 1-based record number of the current record (the header is 1).
    @exclusivity(unchecked) public private(set) var recordNumber = 0

    private static let quote = UInt8(ascii: "\"")
    private static let space = UInt8(ascii: " ")
    private static let lf = UInt8(ascii: "\n")
    private static let cr = UInt8(ascii: "\r")
    /// True for the bytes that end an unquoted field: the delimiter, CR and LF.
    private let stops: UnsafeMutablePointer<Bool> = {
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        table.initialize(repeating: false, count: 256)
        return table
    }()

    private func setStops() {
        stops[Int(delimiter)] = true
        stops[Int(Self.lf)] = true
        stops[Int(Self.cr)] = true
    }

    public init(source: ByteSource, options: CSVOptions = CSVOptions(), initialCapacity: Int = 1 << 20) throws {
        self.source = source
        self.ragged = options.ragged
        maxFieldBytes = options.maxFieldBytes
        maxFields = options.maxFields
        (isPlain, skipsInitialSpace, escapeCode, commentCode, quoteCode) = Self.dialect(options)
        pushLimit = min(maxFields, fieldCapacity)
        capacity = max(initialCapacity, 16)
        buffer = .allocate(capacity: capacity)
        starts = .allocate(capacity: fieldCapacity)
        ends = .allocate(capacity: fieldCapacity)
        escaped = .allocate(capacity: fieldCapacity)
        delimiter = options.delimiter ?? UInt8(ascii: ",")
        recordLines = nil
        try startInput()
        if options.skipLines > 0 {
            try skipPreamble(lines: options.skipLines)
            try fillSniffWindow()
        }
        if options.delimiter == nil {
            delimiter = DelimiterSniffer.sniff(
                UnsafeBufferPointer(start: buffer + begin, count: end - begin), comment: options.comment)
        }
        try options.checkDialect(delimiter: delimiter)
        if !options.quoteGiven && delimiter == UInt8(ascii: "\t") && quoteCode >= 0
            && !QuoteSniffer.quotesAreCSV(
                UnsafeBufferPointer(start: buffer + begin, count: end - begin), quote: UInt8(quoteCode),
                delimiter: delimiter)
        {
            quoteCode = -1
            isPlain = false
            quotingSniffedOff = true
        }
        setStops()
    }

    /// The dialect's settings as the scan reads them. A space delimiter takes precedence over
    /// skipping spaces, as in Python's csv.
    private static func dialect(_ options: CSVOptions) -> (Bool, Bool, Int, Int, Int) {
        (
            options.isPlainDialect, options.skipInitialSpace && options.delimiter != 0x20,
            options.escape.map(Int.init) ?? -1, options.comment.map(Int.init) ?? -1, options.quote.map(Int.init) ?? -1
        )
    }

    /// A reader of one chunk of a file that a first reader cut at record boundaries: the chunk is
    /// read whole, and lines and the field count go on from where the chunk starts in the file.
    init(chunk: RecordChunk, source: ByteSource, options: CSVOptions, delimiter: UInt8, expectedFieldCount: Int) throws
    {
        self.source = source
        self.ragged = options.ragged
        self.delimiter = delimiter
        (isPlain, skipsInitialSpace, escapeCode, commentCode, quoteCode) = Self.dialect(options)
        // The first reader cut the chunk within the limits already.
        maxFieldBytes = Int.max
        maxFields = Int.max
        pushLimit = fieldCapacity
        capacity = max(chunk.count, 16)
        buffer = .allocate(capacity: capacity)
        starts = .allocate(capacity: fieldCapacity)
        ends = .allocate(capacity: fieldCapacity)
        escaped = .allocate(capacity: fieldCapacity)
        self.expectedFieldCount = expectedFieldCount
        recordLines = nil
        nextLine = chunk.firstLine
        consumedBeforeBuffer = chunk.start
        atEOF = true
        setStops()
        try source.read(into: buffer, count: chunk.count, at: chunk.start)
        end = chunk.count
    }

    /// A reader of whole records from anywhere in a file, in the order given (a sort's): each is
    /// read into one buffer, a line break added after one that has none (the file's last), and
    /// each record's line is its own.
    init(
        records: [RecordChunk], source: ByteSource, options: CSVOptions, delimiter: UInt8, expectedFieldCount: Int
    ) throws {
        self.source = source
        self.ragged = options.ragged
        self.delimiter = delimiter
        (isPlain, skipsInitialSpace, escapeCode, commentCode, quoteCode) = Self.dialect(options)
        maxFieldBytes = Int.max
        maxFields = Int.max
        pushLimit = fieldCapacity
        capacity = max(records.reduce(records.count) { $0 + $1.count }, 16)
        buffer = .allocate(capacity: capacity)
        starts = .allocate(capacity: fieldCapacity)
        ends = .allocate(capacity: fieldCapacity)
        escaped = .allocate(capacity: fieldCapacity)
        self.expectedFieldCount = expectedFieldCount
        recordLines = records.map(\.firstLine)
        atEOF = true
        setStops()
        for record in records {
            try source.read(into: buffer + end, count: record.count, at: record.start)
            end += record.count
            if end > 0 && buffer[end - 1] != Self.lf && buffer[end - 1] != Self.cr {
                buffer[end] = Self.lf
                end += 1
            }
        }
    }

    /// A reader of whole records already read (a sort's, which carried them), one after the
    /// other in `bytes`, each ending in a line break, and each record's line.
    init(
        sortedRecords bytes: [UInt8], lines: [Int], source: ByteSource, options: CSVOptions, delimiter: UInt8,
        expectedFieldCount: Int
    ) {
        self.source = source
        self.ragged = options.ragged
        self.delimiter = delimiter
        (isPlain, skipsInitialSpace, escapeCode, commentCode, quoteCode) = Self.dialect(options)
        maxFieldBytes = Int.max
        maxFields = Int.max
        pushLimit = fieldCapacity
        capacity = max(bytes.count, 16)
        buffer = .allocate(capacity: capacity)
        starts = .allocate(capacity: fieldCapacity)
        ends = .allocate(capacity: fieldCapacity)
        escaped = .allocate(capacity: fieldCapacity)
        self.expectedFieldCount = expectedFieldCount
        recordLines = lines
        atEOF = true
        setStops()
        if !bytes.isEmpty { bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) } }
        end = bytes.count
    }

    /// Each record's line, for a reader of records gathered from all over a file.
    private let recordLines: [Int]?

    deinit {
        fieldMap?.deallocate()
        buffer.deallocate()
        starts.deallocate()
        ends.deallocate()
        escaped.deallocate()
        stops.deallocate()
        scratch.deallocate()
    }

    /// Fills the first chunk, drops a UTF-8 BOM and refuses UTF-16.
    private func startInput() throws {
        // A stream (a decompressor's, a decoder's) may hand over a few bytes at a time: the
        // sniffers see the lines they need, as they do of a plain file's first read.
        try fillSniffWindow()
        let available = end - begin
        if available >= 4
            && ((buffer[0] == 0 && buffer[1] == 0 && buffer[2] == 0xFE && buffer[3] == 0xFF)
                || (buffer[0] == 0xFF && buffer[1] == 0xFE && buffer[2] == 0 && buffer[3] == 0))
        {
            throw GridReportError(.utf32(file: source.displayName))
        }
        if available >= 2 && ((buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF)) {
            throw GridReportError(.utf16(file: source.displayName))
        }
        if available >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF { begin = 3 }
        // UTF-16 without a byte order mark: ASCII text with a NUL before or after every character.
        if available >= 4 && begin == 0 {
            let bigEndian = buffer[0] == 0 && buffer[1] != 0 && buffer[2] == 0 && buffer[3] != 0
            let littleEndian = buffer[0] != 0 && buffer[1] == 0 && buffer[2] != 0 && buffer[3] == 0
            if bigEndian || littleEndian {
                throw GridReportError(.utf16WithoutByteOrderMark(file: source.displayName, bigEndian: bigEndian))
            }
        }
    }

    /// The bytes the delimiter and quote sniffers look at are in the buffer: the first
    /// `DelimiterSniffer.maxLines` lines and one more, or `sniffWindow` bytes.
    private func holdsSniffWindow() -> Bool {
        if end - begin >= min(Self.sniffWindow, capacity) { return true }
        var lines = 0
        var q = begin
        while q < end {
            if buffer[q] == Self.lf {
                lines += 1
                if lines > DelimiterSniffer.maxLines { return true }
            }
            q += 1
        }
        return false
    }

    private static let sniffWindow = 1 << 16

    private func fillSniffWindow() throws {
        while !holdsSniffWindow(), try fill() {}
    }

    /// Skips the lines before the header as lines (up to a LF, CR or CRLF), whatever they hold.
    /// A line longer than the row limit is an error, so memory stays bounded here too.
    private func skipPreamble(lines count: Int) throws {
        var skipped = 0
        while skipped < count {
            var q = begin
            while q < end && buffer[q] != Self.lf && buffer[q] != Self.cr { q += 1 }
            let needsMore = q == end || (buffer[q] == Self.cr && q + 1 == end)
            if needsMore && !atEOF {
                try checkRecordSize(fieldStart: begin)
                _ = try fill()
                continue
            }
            if q == end {
                // The last line, without a line break.
                begin = end
                nextLine += 1
                return
            }
            begin = buffer[q] == Self.cr && q + 1 < end && buffer[q + 1] == Self.lf ? q + 2 : q + 1
            nextLine += 1
            skipped += 1
        }
    }

    /// Notes where the first run of `CSVOptions.binaryNULRun` NUL bytes starts, among the first
    /// `binaryWindow` bytes of the input, as they are read. The record that holds it is the error
    /// (`checkBinary`), not the read that found it: otherwise the records before it would depend
    /// on how much one read brings in (a pipe, the buffer's size).
    private func noteNULRuns(from start: Int) {
        guard binaryRunStart == nil else { return }
        let stop = min(end, Self.binaryWindow - consumedBeforeBuffer)
        var index = start
        while index < stop {
            if buffer[index] != 0 {
                nulRun = 0
                // Text holds few NULs, if any: memchr skips to the next one (a byte at a time,
                // this loop was 1% of typing 100,000 rows).
                guard let found = memchr(buffer + index, 0, stop - index) else { return }
                index = buffer.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            nulRun += 1
            if nulRun == CSVOptions.binaryNULRun {
                binaryRunStart = consumedBeforeBuffer + index + 1 - nulRun
                return
            }
            index += 1
        }
    }

    /// Throws when the record that ends (or, incomplete, reaches) `recordEnd` holds the NUL run.
    @inline(__always)
    private func checkBinary(before recordEnd: Int) throws {
        if let start = binaryRunStart, start < recordEnd {
            throw GridReportError(.binary(file: source.displayName, offset: start))
        }
    }

    /// Before the buffer grows for the current record: the field (starting at `fieldStart`) or
    /// the row it is in must stay within the limits, so memory stays bounded whatever the input.
    private func checkRecordSize(fieldStart: Int) throws {
        let field = end - fieldStart
        let record = end - begin
        // Four fields' worth, saturating: a limit near Int.max must not wrap to a negative one.
        let rowLimit = maxFieldBytes > Int.max / 4 ? Int.max : maxFieldBytes * 4
        guard field > maxFieldBytes || record > rowLimit else { return }
        if field > maxFieldBytes {
            throw GridReportError(
                .fieldTooLong(at: location(ofOffset: fieldStart, recordLine: nextLine), limit: maxFieldBytes))
        }
        throw GridReportError(
            .rowTooLong(at: location(ofOffset: begin, recordLine: nextLine), limit: rowLimit))
    }

    /// A whole record larger than the field limit: each of its fields and the record itself must
    /// be within the limits.
    private func checkFieldSizes(recordEnd: Int) throws {
        for index in 0..<readCount where ends[index] - starts[index] > maxFieldBytes {
            let fieldStart =
                starts[index] > begin && Int(buffer[starts[index] - 1]) == quoteCode ? starts[index] - 1 : starts[index]
            let savedEnd = end
            end = max(ends[index], fieldStart + maxFieldBytes + 1)
            defer { end = savedEnd }
            try checkRecordSize(fieldStart: fieldStart)
        }
        let savedEnd = end
        end = recordEnd
        defer { end = savedEnd }
        try checkRecordSize(fieldStart: recordEnd)
    }

    /// `1,048,576`: a count as the error sentences write it.
    public static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// Reads more input after `end`, moving the current record to the front or growing the
    /// buffer when it is full. Returns false at end of input.
    private func fill() throws -> Bool {
        if atEOF { return false }
        if begin > 0 && (end == capacity || begin > capacity / 2) {
            let count = end - begin
            memmove(buffer, buffer + begin, count)
            consumedBeforeBuffer += begin
            begin = 0
            end = count
        }
        if end == capacity {
            // A record larger than the buffer: double it, so rescanning stays linear overall.
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = bigger
            capacity *= 2
        }
        let n = try source.read(into: buffer + end, count: capacity - end)
        if n == 0 {
            atEOF = true
            return false
        }
        end += n
        noteNULRuns(from: end - n)
        return true
    }

    // MARK: Records

    private enum ScanResult {
        case record(next: Int)
        /// The record goes on past the buffer; `fieldStart` is where the field it stops in starts
        /// (its opening quote, if quoted), for the size limits. Returned rather than stored per
        /// field in the reader: that store was 2% of the scan.
        case needMore(fieldStart: Int)
        case blank(next: Int)
    }

    /// Advances to the next record; false at end of input.
    public func next() throws -> Bool {
        // The previous record's fields are no longer needed.
        if let next = pendingBegin {
            begin = next
            pendingBegin = nil
        }
        while true {
            if begin >= end {
                if !(try fill()) { return false }
                continue
            }
            switch try (isPlain ? scanRecord(PlainScan.self) : scanRecord(DialectScan.self)) {
            case .needMore(let fieldStart):
                try checkBinary(before: consumedBeforeBuffer + end)
                try checkRecordSize(fieldStart: fieldStart)
                if !(try fill()) {
                    // End of input inside a record: scan once more knowing nothing follows.
                    continue
                }
            case .blank(let next):
                nextLine += 1
                begin = next
            case .record(let next):
                try checkBinary(before: consumedBeforeBuffer + next)
                // The last read can bring in more than a limit's worth at once.
                if next - begin > maxFieldBytes { try checkFieldSizes(recordEnd: next) }
                if let recordLines { nextLine = recordLines[recordNumber] }
                line = nextLine
                // The common cases (no quoted field, the expected field count) are told here, not
                // in a call per record each: the two calls were 2% of the typing pass.
                nextLine += sawQuotedField ? 1 + embeddedLineBreaks() : 1
                recordNumber += 1
                if readCount == expectedFieldCount {
                    fieldCount = readCount
                } else {
                    try checkFieldCount()
                }
                pendingBegin = next
                return true
            }
        }
    }

    /// Where the record after the current one starts; applied lazily so that fields stay valid
    /// until the next call to `next()`.
    @exclusivity(unchecked) private var pendingBegin: Int?

    private func tooManyFields() -> GridReportError {
        GridReportError(
            .tooManyFields(at: source.location(line: nextLine, column: 1), limit: maxFields))
    }

    /// At `pushLimit`: one more field is too many, or the field arrays are full.
    @inline(never)
    private func makeRoom(before stop: Int) throws {
        if readCount >= maxFields {
            try checkBinary(before: consumedBeforeBuffer + stop)
            throw tooManyFields()
        }
        growFields()
    }

    private func growFields() {
        let newCapacity = fieldCapacity * 2
        func grow<T>(_ old: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<T> {
            let new = UnsafeMutablePointer<T>.allocate(capacity: newCapacity)
            new.moveInitialize(from: old, count: fieldCapacity)
            old.deallocate()
            return new
        }
        starts = grow(starts)
        ends = grow(ends)
        escaped = grow(escaped)
        fieldCapacity = newCapacity
        pushLimit = min(maxFields, fieldCapacity)
    }

    @inline(__always)
    private func push(_ start: Int, _ stop: Int, _ hasEscapes: Bool) throws {
        if readCount >= pushLimit { try makeRoom(before: stop) }
        starts[readCount] = start
        ends[readCount] = stop
        escaped[readCount] = hasEscapes
        readCount += 1
    }

    /// The high bit of each byte of `word` equal to the byte repeated in `pattern` (lowest one
    /// exact; a borrow can only mark bytes above a true match).
    @inline(__always)
    private static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let x = word ^ pattern
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    private static let lfWord: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    private static let crWord: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

    /// One record, scanned eight bytes at a time. It stays one function of about 130 lines: it is
    /// the loop every byte of the input goes through (the `parse` bench row is this loop), and its
    /// state (the cursor, the field start, the quote state, the SWAR masks) lives in locals the
    /// optimizer keeps in registers; helpers would pass that state through memory per field.
    /// `D` is `PlainScan` for RFC 4180, where the dialect's branches fold away.
    private func scanRecord<D: ScanDialect>(_: D.Type) throws -> ScanResult {
        readCount = 0
        sawQuotedField = false
        let delimiterWord = UInt64(delimiter) &* 0x0101_0101_0101_0101
        var p = begin
        let end = self.end
        let buf = buffer
        let delimiter = self.delimiter
        let eof = atEOF
        // A constant in the plain scan, so it compiles as before; -1 (none) never matches a byte.
        let quote = D.isPlain ? Int(Self.quote) : quoteCode
        // A line break right at the record's start is a blank line.
        if buf[p] == Self.lf { return .blank(next: p + 1) }
        if buf[p] == Self.cr {
            if p + 1 == end && !eof { return .needMore(fieldStart: begin) }
            return .blank(next: (p + 1 < end && buf[p + 1] == Self.lf) ? p + 2 : p + 1)
        }
        if !D.isPlain && Int(buf[p]) == commentCode { return skipCommentLine(from: p) }
        while true {
            if !D.isPlain && skipsInitialSpace {
                while p < end && buf[p] == Self.space { p += 1 }
                if p == end && !eof { return .needMore(fieldStart: begin) }
            }
            if p < end && Int(buf[p]) == quote {
                sawQuotedField = true
                let open = p
                p += 1
                let contentStart = p
                var hasEscapes = false
                // The next quote at or after `p`, kept while escapes before it are skipped, so a
                // run of escapes does not search for it again each time.
                var knownQuote = -1
                while true {
                    let q: Int
                    if !D.isPlain && knownQuote >= p {
                        q = knownQuote
                    } else {
                        guard let found = memchr(buf + p, Int32(quote), end - p) else {
                            if eof {
                                try checkBinary(before: consumedBeforeBuffer + end)
                                throw unterminatedQuote(at: open)
                            }
                            return .needMore(fieldStart: open)
                        }
                        q = buf.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    }
                    if !D.isPlain && escapeCode >= 0, let escape = memchr(buf + p, Int32(escapeCode), q - p) {
                        // An escape before the quote: the byte after it (at most the quote) is text.
                        hasEscapes = true
                        knownQuote = q
                        p = buf.distance(to: escape.assumingMemoryBound(to: UInt8.self)) + 2
                        continue
                    }
                    if q + 1 == end {
                        if !eof { return .needMore(fieldStart: open) }
                        p = q + 1
                        try push(contentStart, q, hasEscapes)
                        return .record(next: p)
                    }
                    if Int(buf[q + 1]) == quote {
                        hasEscapes = true
                        p = q + 2
                        continue
                    }
                    try push(contentStart, q, hasEscapes)
                    p = q + 1
                    break
                }
                let c = buf[p]
                if c == delimiter {
                    p += 1
                    if p == end {
                        if !eof { return .needMore(fieldStart: open) }
                        try push(p, p, false)
                        return .record(next: p)
                    }
                    continue
                }
                if c == Self.lf { return .record(next: p + 1) }
                if c == Self.cr {
                    if p + 1 == end && !eof { return .needMore(fieldStart: open) }
                    return .record(next: (p + 1 < end && buf[p + 1] == Self.lf) ? p + 2 : p + 1)
                }
                // A NUL run before this point is what the input is, as a smaller read would say.
                try checkBinary(before: consumedBeforeBuffer + p)
                throw textAfterClosingQuote(at: p, quoteOpenedAt: open)
            }
            // Unquoted field: runs to the delimiter or the line end.
            let start = p
            var stop = p
            var found = false
            // Eight bytes at a time while they hold no stop byte, then one at a time.
            while stop + 8 <= end {
                let word = UnsafeRawPointer(buf + stop).loadUnaligned(as: UInt64.self)
                let hits =
                    Self.matches(word, delimiterWord) | Self.matches(word, Self.lfWord)
                    | Self.matches(word, Self.crWord)
                if hits != 0 {
                    stop += hits.trailingZeroBitCount >> 3
                    found = true
                    break
                }
                stop += 8
            }
            let table = stops
            while !found && stop < end {
                if table[Int(buf[stop])] {
                    found = true
                    break
                }
                stop += 1
            }
            if !found {
                if !eof { return .needMore(fieldStart: start) }
                try push(start, stop, false)
                return .record(next: stop)
            }
            try push(start, stop, false)
            let c = buf[stop]
            if c == delimiter {
                p = stop + 1
                if p == end {
                    if !eof { return .needMore(fieldStart: start) }
                    try push(p, p, false)
                    return .record(next: p)
                }
                continue
            }
            if c == Self.lf { return .record(next: stop + 1) }
            if stop + 1 == end && !eof { return .needMore(fieldStart: start) }
            return .record(next: (stop + 1 < end && buf[stop + 1] == Self.lf) ? stop + 2 : stop + 1)
        }
    }

    /// A comment line: skipped like a blank one, up to its line break.
    private func skipCommentLine(from start: Int) -> ScanResult {
        var q = start
        while q < end && buffer[q] != Self.lf && buffer[q] != Self.cr { q += 1 }
        if q == end { return atEOF ? .blank(next: end) : .needMore(fieldStart: begin) }
        if buffer[q] == Self.lf { return .blank(next: q + 1) }
        if q + 1 == end && !atEOF { return .needMore(fieldStart: begin) }
        return .blank(next: q + 1 < end && buffer[q + 1] == Self.lf ? q + 2 : q + 1)
    }

    /// Line breaks inside the quoted fields of the current record (CRLF counts once).
    private func embeddedLineBreaks() -> Int {
        guard sawQuotedField else { return 0 }
        var count = 0
        for i in 0..<readCount where ends[i] > starts[i] {
            // Only quoted fields can hold line breaks; unquoted ones stop at them.
            guard starts[i] > begin, Int(buffer[starts[i] - 1]) == quoteCode else { continue }
            let length = ends[i] - starts[i]
            // Most quoted fields hold no line break: let memchr say so.
            guard
                memchr(buffer + starts[i], Int32(Self.lf), length) != nil
                    || memchr(buffer + starts[i], Int32(Self.cr), length) != nil
            else { continue }
            var p = starts[i]
            while p < ends[i] {
                let c = buffer[p]
                if c == Self.lf {
                    count += 1
                } else if c == Self.cr && !(p + 1 < ends[i] && buffer[p + 1] == Self.lf) {
                    count += 1
                }
                p += 1
            }
        }
        return count
    }

    private func checkFieldCount() throws {
        guard let expected = expectedFieldCount else {
            expectedFieldCount = readCount
            fieldCount = readCount
            return
        }
        fieldCount = readCount
        if readCount == expected || keepsEveryFieldCount { return }
        if acceptsShortHeader && recordNumber == 2 && readCount == expected + 1 {
            expectedFieldCount = readCount
            headerWasShort = true
            return
        }
        if readCount < expected && ragged != .error {
            raggedTally.paddedRows += 1
            raggedTally.addedFields += expected - readCount
            // Padding sits where the record's last field ends, so its location is on the record's line.
            let at = ends[readCount - 1]
            while readCount < expected { try push(at, at, false) }
            fieldCount = expected
            return
        }
        if readCount > expected && ragged == .truncate {
            raggedTally.truncatedRows += 1
            raggedTally.droppedFields += readCount - expected
            fieldCount = expected
            return
        }
        let location = source.location(line: line, column: 1)
        throw GridReportError(.raggedRow(at: location, fields: readCount, expected: expected))
    }

    // MARK: Fields

    /// The raw bytes of field `index` (inside the quotes, `""` not yet collapsed).
    @inline(__always)
    public func withRawField<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let index = recordField(index)
        return try body(UnsafeBufferPointer(start: buffer + starts[index], count: ends[index] - starts[index]))
    }

    /// From now on, field `i` is the record's field `fields[i]` (every index below `fieldCount`).
    func project(_ fields: [Int]) {
        fieldMap?.deallocate()
        let map = UnsafeMutablePointer<Int>.allocate(capacity: max(1, fields.count))
        map.initialize(from: fields, count: fields.count)
        fieldMap = map
        mappedCount = fields.count
    }

    /// The fields callers read: the projected ones, else every field of the record.
    public var columnCount: Int { fieldMap == nil ? fieldCount : mappedCount }

    @inline(__always)
    private func recordField(_ index: Int) -> Int {
        if let fieldMap { return fieldMap[index] }
        return index
    }

    /// True when field `index` holds `""` escapes, so its raw bytes are not its value.
    @inline(__always)
    public func hasEscapes(_ index: Int) -> Bool { escaped[recordField(index)] }

    /// The value's bytes of field `index`, with `""` collapsed and escapes taken out (those of a
    /// field with escapes are in a buffer of the reader's, valid until the next call). The body
    /// is called in one place only, so that it inlines once: the first pass's per-cell closure,
    /// inlined twice, made its caller too large to inline the number parser (3% of the pass).
    @inline(__always)
    public func withField<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let index = recordField(index)
        return try body(
            escaped[index]
                ? collapsedField(index)
                : UnsafeBufferPointer(start: buffer + starts[index], count: ends[index] - starts[index]))
    }

    /// The value of a field with escapes, written into `scratch`.
    @inline(never)
    private func collapsedField(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let length = ends[index] - starts[index]
        if length > scratchCapacity {
            scratch.deallocate()
            scratchCapacity = max(length, scratchCapacity * 2)
            scratch = .allocate(capacity: scratchCapacity)
        }
        var count = 0
        var p = starts[index]
        while p < ends[index] {
            let c = buffer[p]
            if Int(c) == escapeCode && p + 1 < ends[index] {
                scratch[count] = buffer[p + 1]
                p += 2
            } else {
                scratch[count] = c
                p += (Int(c) == quoteCode) ? 2 : 1
            }
            count += 1
        }
        return UnsafeBufferPointer(start: scratch, count: count)
    }

    /// Field `index` as a String; invalid UTF-8 is an error at its line and column.
    public func string(at index: Int) throws -> String {
        try withField(index) { bytes in
            if let text = UTF8Text.string(bytes) { return text }
            throw invalidUTF8Error(inField: index)
        }
    }

    // MARK: Locations

    /// Where field `index` of the current record starts (its opening quote, if quoted).
    public func location(ofField index: Int) -> SourceLocation {
        let index = recordField(index)
        var offset = starts[index]
        if offset > begin && Int(buffer[offset - 1]) == quoteCode { offset -= 1 }
        return location(ofOffset: min(offset, end), recordLine: line, field: index)
    }

    /// The offset of the end of the current record in the input, for progress.
    public var bytesConsumed: Int { consumedBeforeBuffer + (pendingBegin ?? begin) }

    /// The current record's bytes as they are in the input, its line break included (until the
    /// next call to `next()`).
    func withCurrentRecord<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: buffer + begin, count: (pendingBegin ?? begin) - begin))
    }

    /// The offset of the start of the current record in the input.
    var currentRecordOffset: Int { consumedBeforeBuffer + begin }

    /// The line where whatever follows the current record starts.
    var nextRecordLine: Int { nextLine }

    /// The 1-based line and column of an absolute buffer offset inside the current record.
    /// A workbook's record names its sheet's cell (`field`'s, else the row) instead.
    private func location(ofOffset offset: Int, recordLine: Int, field: Int? = nil) -> SourceLocation {
        var lineNumber = recordLine
        var lineStart = begin
        var p = begin
        while p < offset {
            let c = buffer[p]
            if c == Self.lf || (c == Self.cr && !(p + 1 < end && buffer[p + 1] == Self.lf)) {
                lineNumber += 1
                lineStart = p + 1
            }
            p += 1
        }
        var column = 1
        p = lineStart
        while p < offset {
            if buffer[p] & 0xC0 != 0x80 { column += 1 }
            p += 1
        }
        var location = SourceLocation(file: source.displayName, line: lineNumber, column: column)
        location.cell = source.places?.place(line: recordLine, field: field)
        return location
    }

    private func unterminatedQuote(at offset: Int) -> GridReportError {
        GridReportError(.unterminatedQuote(at: location(ofOffset: offset, recordLine: nextLine)))
    }

    /// Text after a closing quote; when a line break lies between the field's opening quote and
    /// there, the field ran on from a quote never closed, and the error starts where it opened.
    private func textAfterClosingQuote(at offset: Int, quoteOpenedAt open: Int) -> GridReportError {
        let noticed = location(ofOffset: offset, recordLine: nextLine)
        let opened = location(ofOffset: open, recordLine: nextLine)
        guard opened.line < noticed.line else { return GridReportError(.textAfterClosingQuote(at: noticed)) }
        return GridReportError(.runawayQuote(openedAt: opened, noticedAt: noticed))
    }

    func invalidUTF8Error(inField index: Int) -> GridReportError {
        let index = recordField(index)
        // Find the first byte where decoding fails.
        var p = starts[index]
        let stop = ends[index]
        while p < stop {
            let c = buffer[p]
            let length: Int
            switch c {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            if length == 0 || p + length > stop { break }
            let sequence = UnsafeBufferPointer(start: buffer + p, count: length)
            if String(validating: sequence, as: UTF8.self) == nil { break }
            p += length
        }
        return GridReportError(.invalidUTF8(at: location(ofOffset: p, recordLine: line), byte: buffer[p]))
    }
}

/// Whether a scan is of plain RFC 4180, known at compile time so that its specialization has no
/// dialect checks at all.
protocol ScanDialect { static var isPlain: Bool { get } }
enum PlainScan: ScanDialect { static var isPlain: Bool { true } }
enum DialectScan: ScanDialect { static var isPlain: Bool { false } }

/// The rows a ragged policy changed: padded ones and the empty fields they gained, cut ones and
/// the fields they lost.
public struct RaggedTally: Sendable, Equatable {
    public var paddedRows = 0
    public var addedFields = 0
    public var truncatedRows = 0
    public var droppedFields = 0

    public init() {}

    public static func + (a: RaggedTally, b: RaggedTally) -> RaggedTally {
        var sum = a
        sum.paddedRows += b.paddedRows
        sum.addedFields += b.addedFields
        sum.truncatedRows += b.truncatedRows
        sum.droppedFields += b.droppedFields
        return sum
    }
}
