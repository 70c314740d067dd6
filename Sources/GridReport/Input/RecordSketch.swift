/// One record as the checks for lines around a table see it (`Preamble`, `Footer`): where it
/// starts, how many fields it has, and what kind of value each of its first fields holds. A title
/// row is text over columns whose values below are numbers or dates; a note is text where the
/// table has numbers, or another field count.
struct RecordSketch: Equatable {
    enum Cell: UInt8 { case empty, text, typed }

    var line: Int
    var fields: Int
    var cells: [Cell]
    /// The short text values, for telling whether a column's few non-numbers are these lines'.
    var texts: [String]
    /// The first text value, to show which line is meant.
    var firstText: String?
    /// The plain integers of at most 4 digits (`2014`, `3`) by column: a header's years and
    /// ordinals are numbers, told from data by the rows below (`NumberedTitles`).
    var smallIntegers: [Int: Int] = [:]
    /// Whether its first field starts with `#`, as a comment line does (`# final, 31 July`).
    var startsWithHash = false
    /// Whether a field holds a backslash before a quote or at its end (`"H. Norwood \"Barney\""`
    /// read without `--escape`): its field count may come from an escaped quote.
    var hasEscapedQuote = false

    /// Only the first fields are looked at: enough for any title row, bounded for a wide file.
    static let maximumCells = 256

    init(line: Int, fields: Int, cells: [Cell], texts: [String] = [], firstText: String? = nil) {
        self.line = line
        self.fields = fields
        self.cells = cells
        self.texts = texts
        self.firstText = firstText
    }

    /// The current record of `reader`, which keeps every record's field count.
    init(_ reader: CSVReader) {
        line = reader.line
        fields = reader.fieldCount
        var cells: [Cell] = []
        var texts: [String] = []
        var firstText: String?
        var smallIntegers: [Int: Int] = [:]
        var startsWithHash = false
        var hasEscapedQuote = false
        for index in 0..<min(fields, Self.maximumCells) {
            let cell = reader.withField(index) { bytes -> Cell in
                let trimmed = bytes.trimmingSpaces
                if trimmed.hasEscapedQuote { hasEscapedQuote = true }
                // A column titled `#` alone is no comment.
                if index == 0, trimmed.count > 1, trimmed.first == UInt8(ascii: "#") { startsWithHash = true }
                guard !trimmed.isEmpty else { return .empty }
                switch NumberParser.c.parse(trimmed) {
                case .number, .identifier, .longInteger:
                    if let value = trimmed.smallInteger { smallIntegers[index] = value }
                    return .typed
                case .notANumber, .outOfRange: break
                }
                if DateParser.parse(trimmed) != nil { return .typed }
                if trimmed.count <= OffendingValues.maximumBytes {
                    texts.append(String(decoding: bytes, as: UTF8.self))
                }
                if firstText == nil { firstText = String(decoding: trimmed, as: UTF8.self) }
                return .text
            }
            cells.append(cell)
        }
        self.cells = cells
        self.texts = texts
        self.firstText = firstText
        self.smallIntegers = smallIntegers
        self.startsWithHash = startsWithHash
        self.hasEscapedQuote = hasEscapedQuote
    }

    func cell(_ column: Int) -> Cell { column < cells.count ? cells[column] : .empty }

    var hasTyped: Bool { cells.contains(.typed) }

    /// Reads records of `source` from its start (after `options.skipLines`), each with the fields
    /// it has, handing each to `body` until it returns false. False when the input cannot be read
    /// (the caller's own error stands).
    static func read(_ source: ByteSource, options: CSVOptions, _ body: (RecordSketch) -> Bool) -> Bool {
        guard (try? source.rewind()) != nil, let reader = try? CSVReader(source: source, options: options) else {
            return false
        }
        reader.keepsEveryFieldCount = true
        while (try? reader.next()) == true {
            guard body(RecordSketch(reader)) else { return true }
        }
        return true
    }

    /// The columns whose values in `records` are mostly numbers or dates: where a title or a
    /// note shows as text.
    static func typedColumns(_ records: some Collection<RecordSketch>) -> [Bool] {
        let width = records.map(\.cells.count).max() ?? 0
        var typed = [Int](repeating: 0, count: width)
        var text = [Int](repeating: 0, count: width)
        for record in records {
            for (column, cell) in record.cells.enumerated() {
                if cell == .typed { typed[column] += 1 } else if cell == .text { text[column] += 1 }
            }
        }
        return (0..<width).map { typed[$0] > text[$0] }
    }

    /// The most common field count, the later one on a tie (the table's, not its title lines').
    static func tableFieldCount(_ records: [RecordSketch]) -> Int? {
        var counts: [Int: Int] = [:]
        var best: (fields: Int, count: Int)?
        for record in records {
            counts[record.fields, default: 0] += 1
            let count = counts[record.fields, default: 0]
            if count >= best?.count ?? 0 { best = (record.fields, count) }
        }
        return best?.fields
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Without the spaces around it, as a value is typed.
    fileprivate var trimmingSpaces: UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = count
        while start < end && self[start] == UInt8(ascii: " ") { start += 1 }
        while end > start && self[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }

    /// A backslash before a quote, or at the end (the quote after it closed the field).
    fileprivate var hasEscapedQuote: Bool {
        guard let backslash = firstIndex(of: UInt8(ascii: "\\")) else { return false }
        if last == UInt8(ascii: "\\") { return true }
        return (backslash..<(count - 1)).contains {
            self[$0] == UInt8(ascii: "\\") && self[$0 + 1] == UInt8(ascii: "\"")
        }
    }

    /// Its value when it is 1 to 4 digits and no leading zero (`007` is an identifier).
    fileprivate var smallInteger: Int? {
        guard (1...4).contains(count), count == 1 || self[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for byte in self {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
