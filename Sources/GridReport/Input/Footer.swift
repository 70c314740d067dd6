/// Rows below a table that are not part of it: notes, a source line (`Dataset: …`, `Source: …`),
/// a copyright. Statistics exports end with them; they make the file ragged, or a number column
/// text. The advice is `skipFooter` rows, which leaves them out before anything is typed.
public struct Footer: Sendable, Equatable {
    /// How many rows (records: blank lines are none) end the input after the table.
    public var rows: Int
    /// The first text of the first of them, to show which rows are meant.
    public var first: String
    /// Their short text values: a column that is text only because of them needs no `--na`.
    var texts: Set<String>

    public init(rows: Int, first: String) {
        self.rows = rows
        self.first = first
        texts = []
    }

    public static func == (left: Footer, right: Footer) -> Bool {
        left.rows == right.rows && left.first == right.first
    }

    /// How many of the last records are looked at, and how many of them may be a footer.
    static let sampleRecords = 40
    static let maximumRows = 10

    /// The footer of `records`, the last records of an input in order: the longest run at the
    /// end (at most `maximumRows`) of notes, records without a number or a date that have
    /// another field count than the table's or, with its count, values in at most half their
    /// fields (a note in a sheet fills a cell or two; a data row whose number is text fills its
    /// row). Nil unless one of them holds text and one shows it is no data row: another field
    /// count, or text in a column of numbers or dates. With no such column, only field counts tell.
    static func find(_ records: [RecordSketch]) -> Footer? {
        guard let width = RecordSketch.tableFieldCount(records) else { return nil }
        let typed = RecordSketch.typedColumns(records.filter { $0.fields == width })
        let hasTyped = typed.contains(true)
        func isNote(_ record: RecordSketch) -> Bool {
            // A comment line (`# …`) is for `comment` to read away, wherever it is, never a footer.
            guard !record.hasTyped, !record.startsWithHash else { return false }
            return record.fields != width || (hasTyped && record.cells.filter { $0 != .empty }.count * 2 <= width)
        }
        var start = records.count
        while start > 0, records.count - start < maximumRows, isNote(records[start - 1]) { start -= 1 }
        guard start > 0, start < records.count else { return nil }
        let notes = records[start...]
        let shown = notes.contains { record in
            record.fields != width || typed.indices.contains { typed[$0] && record.cell($0) == .text }
        }
        guard shown, notes.contains(where: { $0.firstText != nil }) else { return nil }
        var footer = Footer(rows: notes.count, first: Self.shortened(notes.lazy.compactMap(\.firstText).first ?? ""))
        footer.texts = Set(notes.flatMap(\.texts))
        return footer
    }

    /// The footer of the whole input, read from its start with every field count kept: for an
    /// error that stopped the first pass, which has no chunks to read the end from. Records are
    /// only cut on the way (their places kept for the last few), and the last are looked at;
    /// past `maximumScanBytes` nothing is said, so an error in a huge file comes at once.
    static func find(in source: ByteSource, options: CSVOptions) -> Footer? {
        guard (try? source.rewind()) != nil, let reader = try? CSVReader(source: source, options: options) else {
            return nil
        }
        reader.keepsEveryFieldCount = true
        var last: [RecordChunk] = []
        var next = 0
        while (try? reader.next()) == true {
            guard reader.bytesConsumed <= maximumScanBytes else { return nil }
            // A ring of the last records, so memory stays flat on a long input.
            let record = RecordChunk(
                start: reader.currentRecordOffset, end: reader.bytesConsumed, firstLine: reader.line)
            if last.count < sampleRecords { last.append(record) } else { last[next] = record }
            next = (next + 1) % sampleRecords
        }
        // Read as the first reader decided (quoting may be sniffed off).
        var options = options
        options.quote = reader.quote
        options.quoteGiven = true
        guard
            let tail = try? CSVReader(
                records: Array(last[next...] + last[..<next]), source: source, options: options,
                delimiter: reader.delimiter, expectedFieldCount: reader.expectedFieldCount ?? 0)
        else { return nil }
        tail.keepsEveryFieldCount = true
        var sketches: [RecordSketch] = []
        while (try? tail.next()) == true { sketches.append(RecordSketch(tail)) }
        return find(sketches)
    }

    /// How much of an input is read for the advice of an error.
    static let maximumScanBytes = 256 << 20

    /// The footer of the records a pass cut: the last chunks are read again, none of the rest.
    static func find(in records: RecordSet) -> Footer? {
        var sketches: [RecordSketch] = []
        for chunk in records.chunks.reversed() where sketches.count < sampleRecords {
            guard
                let reader = try? CSVReader(
                    chunk: chunk, source: records.source, options: records.options.csv, delimiter: records.delimiter,
                    expectedFieldCount: records.fieldCount)
            else { return nil }
            reader.keepsEveryFieldCount = true
            var chunkSketches: [RecordSketch] = []
            while (try? reader.next()) == true { chunkSketches.append(RecordSketch(reader)) }
            sketches = chunkSketches + sketches
        }
        return find(Array(sketches.suffix(sampleRecords)))
    }

    /// A text of at most 40 characters, cut with `…`.
    private static func shortened(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}

/// The lines above a table and the rows below it, and what to pass to read the table alone.
public struct TableBounds: Sendable, Equatable {
    public var preamble: Preamble?
    public var footer: Footer?

    public init?(preamble: Preamble?, footer: Footer?) {
        guard preamble != nil || footer != nil else { return nil }
        self.preamble = preamble
        self.footer = footer
    }

    /// `the first 10 lines look like a preamble: the rows after them have 13 fields; the last 4
    /// rows look like a footer below the table (the first: "Dataset: …"); pass skipLines 10 skipFooter 4`.
    var advice: ErrorText {
        var parts: [ErrorText] = []
        var pass: ErrorText = "pass"
        if let preamble {
            parts.append(preamble.finding)
            if preamble.commented {
                pass = "\(pass) \(Setting.comment) '#'"
            } else {
                pass = "\(pass) \(Setting.skipLines) \(preamble.lines)"
                if !preamble.titled { pass = "\(pass) \(Setting.noHeader)" }
            }
        }
        if let footer {
            let them = footer.rows == 1 ? "the last row looks" : "the last \(footer.rows) rows look"
            parts.append(
                "\(them) like a footer below the table (the first: \"\(TerminalText.sanitize(footer.first))\")")
            pass = "\(pass) \(Setting.skipFooter) \(footer.rows)"
        }
        parts.append(pass)
        return parts.dropFirst().reduce(parts[0]) { "\($0); \($1)" }
    }

    /// Whether every one of `values` is in the lines above the table or the rows below it.
    func holds(_ values: [String]) -> Bool {
        let texts = (preamble?.texts ?? []).union(footer?.texts ?? [])
        return !values.isEmpty && values.allSatisfy { texts.contains($0) }
    }
}
