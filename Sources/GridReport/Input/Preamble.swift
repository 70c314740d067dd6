/// Lines above a table that are not part of it: a title, a note, metadata such as
/// `569,30,malignant,benign` above 31-field rows. They make a file look ragged; the advice is to
/// skip them, not to pad or cut every row to their field count.
public struct Preamble: Sendable, Equatable {
    /// The lines to skip from the start of the file (those already skipped included).
    public var lines: Int
    /// The field count of the rows after it.
    public var fields: Int
    /// Whether the first row after it looks like column titles (no value in it is a number).
    public var titled: Bool
    /// Its short text values: a column that is text only because of them needs no `--na`.
    var texts: Set<String> = []
    /// Whether it is a workbook's rows, which the advice calls rows, not lines.
    var inSheet = false
    /// Whether its lines are comments (`#`) that `comment` reads away, within the table too:
    /// then `lines` counts them all and the advice names `comment`, not `skipLines`.
    var commented = false
    /// The line of the first comment.
    var firstLine = 1

    public init(lines: Int, fields: Int, titled: Bool) {
        self.lines = lines
        self.fields = fields
        self.titled = titled
    }

    public static func == (left: Preamble, right: Preamble) -> Bool {
        left.lines == right.lines && left.fields == right.fields && left.titled == right.titled
    }

    /// How many records are looked at, and how many of the first may be lines above the table.
    static let sampleRecords = 200
    static let maximumLines = 20

    /// The preamble the start of `source` has: the records above the first one that the records
    /// below it agree with (see `find(_:)`). Nil when the first record is the header or the
    /// first data row, or no record is agreed with; also when the input cannot be read.
    public static func find(in source: ByteSource, options: CSVOptions) -> Preamble? {
        var records: [RecordSketch] = []
        guard
            RecordSketch.read(
                source, options: options,
                {
                    records.append($0)
                    return records.count < sampleRecords
                })
        else { return nil }
        // Escaped quotes and comment lines make rows disagree that skipping lines does not fix.
        if options.escape == nil, records.contains(where: \.hasEscapedQuote) { return nil }
        if options.comment == nil, records.contains(where: \.startsWithHash) { return commented(records) }
        var preamble = find(records)
        preamble?.inSheet = source.reading.workbook != nil
        return preamble
    }

    /// Comment lines for `comment` to read away, when they alone disagree: the input starts with
    /// one, and every other line has the table's field count (a header one field short too).
    /// Nil when other lines disagree as well: no one option is the advice then.
    static func commented(_ records: [RecordSketch]) -> Preamble? {
        let rest = records.filter { !$0.startsWithHash }
        guard records.first?.startsWithHash == true, let width = RecordSketch.tableFieldCount(rest),
            rest.dropFirst().allSatisfy({ $0.fields == width }), rest.first.map({ $0.fields >= width - 1 }) ?? true
        else { return nil }
        var preamble = Preamble(lines: records.count - rest.count, fields: width, titled: true)
        preamble.commented = true
        preamble.firstLine = records[0].line
        return preamble
    }

    /// The table starts at the first record that has the table's field count (the most common)
    /// and that the next records agree with: they have that count too, and no text where the
    /// table's values are numbers or dates (a note, a title in a number column). That record is
    /// the header when it is titles over the table: no number or date in it, text over every
    /// column whose values are numbers or dates. Otherwise it is the first data row, and a
    /// preamble only when a record above it has another field count: rows of the same shape
    /// above it may be data. A first record that reads as a header is never skipped.
    /// A first record one field short of the table reads as a header with the first column
    /// untitled (row names), unless titles as wide as the table come below it: then it is a note
    /// above them (`Sales report` over `Name,Price`), as it is over a wider table.
    static func find(_ records: [RecordSketch]) -> Preamble? {
        guard records.count >= 2, let width = RecordSketch.tableFieldCount(records) else { return nil }
        let shortTitles = isTitles(0, records, width: width)
        if shortTitles && records[0].fields == width { return nil }
        for start in 0...min(maximumLines, records.count - 2) where agrees(start, records, width: width) {
            guard start > 0 else { return nil }
            var preamble = Preamble(
                lines: records[start].line - 1, fields: width, titled: isTitles(start, records, width: width))
            guard !shortTitles || (preamble.titled && records[start].fields == width) else { return nil }
            guard
                preamble.titled
                    || (records[start].fields == width && records[..<start].contains { $0.fields != width })
            else { return nil }
            // The titles are values too while the lines above them are read as the header.
            preamble.texts = Set(records[..<(preamble.titled ? start + 1 : start)].flatMap(\.texts))
            return preamble
        }
        return nil
    }

    /// The records after `start` that have the table's field count: where its columns' types are seen.
    private static func body(after start: Int, _ records: [RecordSketch], width: Int) -> [RecordSketch] {
        records[(start + 1)...].filter { $0.fields == width }
    }

    /// The next few records have the table's field count and no text in its number and date columns.
    private static func agrees(_ start: Int, _ records: [RecordSketch], width: Int) -> Bool {
        guard records[start].fields == width || isTitles(start, records, width: width) else { return false }
        let typed = RecordSketch.typedColumns(body(after: start, records, width: width))
        let next = records[(start + 1)...].prefix(3)
        return !next.isEmpty
            && next.allSatisfy { record in
                record.fields == width && !typed.indices.contains { typed[$0] && record.cell($0) == .text }
            }
    }

    /// No number or date, and text over every number and date column of the records below (a
    /// header one field short titles the columns after the first); with no such column, text in
    /// most fields. Or titles some of which are years or ordinals (`NumberedTitles`).
    private static func isTitles(_ start: Int, _ records: [RecordSketch], width: Int) -> Bool {
        let record = records[start]
        guard record.fields == width || record.fields == width - 1 else { return false }
        let body = body(after: start, records, width: width)
        guard !record.hasTyped else { return NumberedTitles.matches(record, below: body, width: width) }
        let offset = width - record.fields
        let typed = RecordSketch.typedColumns(body)
        guard typed.contains(true) else { return record.cells.filter { $0 == .text }.count * 2 > record.fields }
        return typed.indices.allSatisfy { column in
            !typed[column] || (column >= offset && record.cell(column - offset) == .text)
        }
    }

    /// `the first 3 lines look like a preamble: the rows after them have 5 fields`; in a workbook,
    /// whose rows are no lines, `the first 4 rows look like notes above the table: the rows after
    /// them have 6 cells`.
    var finding: ErrorText {
        if commented {
            return
                "\(lines == 1 ? "1 line starts" : "\(lines) lines start") with # as comments do (the first: line \(firstLine)); the others have \(fields) field\(fields == 1 ? "" : "s")"
        }
        let them = lines == 1 ? "it" : "them"
        guard inSheet else {
            return
                "the first \(lines == 1 ? "line looks" : "\(lines) lines look") like a preamble: the rows after \(them) have \(fields) field\(fields == 1 ? "" : "s")"
        }
        return
            "the first \(lines == 1 ? "row looks like a note" : "\(lines) rows look like notes") above the table: the rows after \(them) have \(fields) cell\(fields == 1 ? "" : "s")"
    }
}

extension GridReportError {
    /// A ragged-row error of the first pass with the advice to skip the lines above the table
    /// and the rows below it, when they are what disagrees; any other error as it is.
    static func withTableBoundsAdvice(_ error: Error, source: ByteSource, options: CSVOptions) -> Error {
        guard let error = error as? GridReportError,
            case .csv(.raggedRow(let at, let fields, let expected))? = error.reason,
            let bounds = TableBounds(
                preamble: Preamble.find(in: source, options: options), footer: Footer.find(in: source, options: options)
            )
        else { return error }
        return GridReportError(
            CSVError.raggedOutsideTable(at: at, fields: fields, expected: expected, bounds: bounds))
    }
}
