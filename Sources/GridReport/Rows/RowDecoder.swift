/// Turns a record into a typed row by a schema: each value becomes the item of its column's type,
/// or an error at its place when it is not one (the second pass of every view reads rows so).
struct RowDecoder {
    let schema: Schema
    private let types: [ColumnType]
    // Each column's date forms, looked up by the per-cell path without copying a column.
    private let dateInputs: [DateForm?]
    private let dateDisplays: [DateForm?]
    private let readsCurrency: [Bool]
    private let keepsMissingWords: [Bool]
    private let parser: NumberParser
    private let classifier: CellClassifier
    /// Columns computed from the others (`--add`), with each column's record field; nil when
    /// every column is a field, its own position.
    let added: AddedColumnPlan?
    /// Status rules with whole conditions, whose states each row handed out is marked with
    /// (`StatusRules.mark`); nil marks nothing.
    var statusMarks: StatusRules?

    init(schema: Schema, options: ReadOptions, added: AddedColumnPlan? = nil) {
        self.schema = schema
        self.added = added
        types = schema.columns.map(\.type)
        dateInputs = schema.columns.map(\.dateInput)
        dateDisplays = schema.columns.map(\.dateDisplay)
        readsCurrency = schema.columns.map(\.readsCurrency)
        keepsMissingWords = schema.columns.map(\.keepsMissingWords)
        parser = options.numberParser
        classifier = options.classifier
    }

    /// Decodes the reader's current record into `row`, reused from the record before.
    func decode(_ reader: CSVReader, into row: inout GridRow) throws {
        // Items are replaced in place: emptying the array and appending again cost 6% of the
        // typed-items benchmark (both passes).
        if row.items.count != types.count { row.items = Array(repeating: .empty, count: types.count) }
        row.line = reader.line
        if let added { return try decode(reader, added: added, into: &row) }
        for (index, type) in types.enumerated() {
            row.items[index] = try item(reader, index, index, type)
        }
    }

    /// Every field at its place, then the added columns, each from the items before it.
    private func decode(_ reader: CSVReader, added: AddedColumnPlan, into row: inout GridRow) throws {
        for (index, field) in added.fields.enumerated() {
            if let field { row.items[index] = try item(reader, field, index, types[index]) }
        }
        for column in added.columns { row.items[column.position] = column.item(of: row.items) }
    }

    /// The columns to decode so that `columns` are decoded: with the added columns among them,
    /// what those read, each before it (`AddedColumnPlan.withOperands`). Made once for a pass,
    /// not for each row (sets and sorting per row were most of the added columns' typing pass).
    func decodingOrder(_ columns: [Int]) -> [Int] {
        added?.withOperands(columns) ?? columns
    }

    /// Decodes only `columns` (as `decodingOrder` gave them) of the reader's current record into
    /// `row`: what a sort's key pass reads (its keys and the filter's columns). The other items
    /// keep what they held.
    func decode(_ reader: CSVReader, columns: [Int], into row: inout GridRow) throws {
        if row.items.count != types.count { row.items = Array(repeating: .empty, count: types.count) }
        row.line = reader.line
        guard let added else {
            for index in columns { row.items[index] = try item(reader, index, index, types[index]) }
            return
        }
        for index in columns {
            if let field = added.fields[index] {
                row.items[index] = try item(reader, field, index, types[index])
            } else if let column = added.computed(at: index) {
                row.items[index] = column.item(of: row.items)
            }
        }
    }

    /// `decode(_:columns:into:)` for a rider (`FirstPassRider`): a number column's field whose
    /// number the profile's step parsed already (`numbers`) takes it, as parsing it again gives.
    func decode(_ reader: CSVReader, columns: [Int], into row: inout GridRow, numbers: RecordNumbers) throws {
        if row.items.count != types.count { row.items = Array(repeating: .empty, count: types.count) }
        row.line = reader.line
        for index in columns {
            let field: Int
            if let added {
                guard let decoded = added.fields[index] else {
                    if let column = added.computed(at: index) { row.items[index] = column.item(of: row.items) }
                    continue
                }
                field = decoded
            } else {
                field = index
            }
            let type = types[index]
            if type == .number, let value = numbers.number(field: field) {
                row.items[index] = .number(value)
            } else {
                row.items[index] = try item(reader, field, index, type)
            }
        }
    }

    /// The item of `field` as a computed column's program reads it (`ExpressionProgram`): a
    /// number, a date's serial, NaN for anything else; a number column's number taken from
    /// `numbers` when the profile's step parsed it.
    @inline(__always)
    func number(_ reader: CSVReader, field: Int, at index: Int, numbers: RecordNumbers) throws -> Double {
        let type = types[index]
        if type == .number, let value = numbers.number(field: field) { return value }
        switch try item(reader, field, index, type) {
        case .number(let value): return value
        case .date(let date): return date.serial
        default: return .nan
        }
    }

    @inline(__always)
    private func item(_ reader: CSVReader, _ field: Int, _ index: Int, _ type: ColumnType) throws -> GridItem {
        try reader.withField(field) { bytes in
            if classifier.isMissing(bytes) {
                guard keepsMissingWords[index], !bytes.isBlank else { return .empty }
                return .text(try Self.string(bytes, reader, field))
            }
            // Numbers stay on this path so that `parse` is inlined here; the other types go
            // through a call (measured: with them inline, `parse` was called, not inlined).
            if type == .number {
                switch parser.parse(bytes) {
                case .number(let value, _), .longInteger(let value): return .number(value)
                default: break
                }
                if readsCurrency[index], let amount = CurrencyAmount.parse(bytes, parser: parser) {
                    return .number(amount.value)
                }
                throw notANumber(bytes, column: schema.columns[index], at: reader.location(ofField: field))
            }
            return try nonNumberItem(bytes, type: type, reader: reader, field: field, index: index)
        }
    }

    /// Whether `column`'s every value decodes as its type, so that a pass that leaves it
    /// undecoded throws no later than one that decodes it: the first pass saw every value, and
    /// found each a number (for a number column) or an ISO date or time read without a pattern
    /// (for those). Every text was checked for UTF-8 there.
    static func decodesEveryValue(_ column: Column, profile: ColumnProfile) -> Bool {
        switch column.type {
        case .text, .image: return true
        case .number:
            return profile.numbers == profile.nonMissing && (profile.currencyAmounts == 0 || column.readsCurrency)
        case .date, .time, .dateTime: return column.dateInput == nil && profile.temporal == profile.nonMissing
        }
    }

    /// Whether `a` and `b` decode every value alike: what a decoder reads of a column. A pass
    /// that decoded by a guessed schema (`FirstPassRider`) made the items the final one makes.
    static func decodesAlike(_ a: Column, _ b: Column) -> Bool {
        a.type == b.type && a.dateInput == b.dateInput && a.dateDisplay == b.dateDisplay
            && a.readsCurrency == b.readsCurrency && a.keepsMissingWords == b.keepsMissingWords
    }

    /// A value of a column that is not a number column.
    @inline(never)
    private func nonNumberItem(
        _ bytes: UnsafeBufferPointer<UInt8>, type: ColumnType, reader: CSVReader, field: Int, index: Int
    ) throws -> GridItem {
        switch type {
        case .text, .number:  // a number column never comes here
            return .text(try Self.string(bytes, reader, field))
        case .image:
            return .image(ImageReference(try Self.string(bytes, reader, field)))
        case .date, .time, .dateTime:
            let serial: Double?
            if let input = dateInputs[index] {
                serial = input.read(bytes)
            } else {
                serial = DateParser.parse(bytes)?.serial
            }
            if let serial {
                // A date is a text item: the text every view shows is made here, once.
                let text = try dateDisplays[index]?.write(serial) ?? Self.string(bytes, reader, field)
                return .date(DateItem(text: text, serial: serial))
            }
            throw notADate(bytes, column: schema.columns[index], at: reader.location(ofField: field))
        }
    }

    private func notANumber(_ bytes: UnsafeBufferPointer<UInt8>, column: Column, at location: SourceLocation)
        -> GridReportError
    {
        GridReportError(
            RowError.notANumber(text: String(decoding: bytes, as: UTF8.self), column: column.shownName, at: location))
    }

    private func notADate(_ bytes: UnsafeBufferPointer<UInt8>, column: Column, at location: SourceLocation)
        -> GridReportError
    {
        GridReportError(
            RowError.notADate(
                text: String(decoding: bytes, as: UTF8.self), column: column.shownName, type: column.type,
                pattern: column.dateInput?.pattern.text, at: location))
    }

    @inline(__always)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ reader: CSVReader, _ index: Int) throws -> String
    {
        if let text = UTF8Text.string(bytes) { return text }
        throw reader.invalidUTF8Error(inField: index)
    }
}
