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

    /// How many records are looked at, and how many of the first may disagree with the rest.
    static let sampleRecords = 200
    static let maximumLines = 10

    /// The preamble the start of `source` has, if only its first records (at most
    /// `maximumLines`) have another field count than the at least two records sampled after them.
    /// Nil when the records read disagree elsewhere too, or cannot be read.
    public static func find(in source: ByteSource, options: CSVOptions) -> Preamble? {
        var options = options
        options.ragged = .truncate
        guard (try? source.rewind()) != nil, let reader = try? CSVReader(source: source, options: options) else {
            return nil
        }
        var counts: [Int] = []
        var lines: [Int] = []
        var titledAt: [Bool] = []
        while counts.count < sampleRecords, (try? reader.next()) == true {
            counts.append(reader.fieldsAsRead)
            lines.append(reader.line)
            titledAt.append(counts.count <= maximumLines + 1 && looksLikeTitles(reader))
        }
        guard let last = counts.last, counts.count >= 3 else { return nil }
        var first = counts.count - 1
        while first > 0 && counts[first - 1] == last { first -= 1 }
        guard first >= 1, first <= maximumLines, counts.count - first >= 2 else { return nil }
        return Preamble(lines: lines[first] - 1, fields: last, titled: titledAt[first])
    }

    /// Every field of the current record is there and none is a number.
    private static func looksLikeTitles(_ reader: CSVReader) -> Bool {
        (0..<reader.fieldCount).allSatisfy { index in
            reader.withField(index) { bytes in
                guard !bytes.isEmpty else { return false }
                if case .number = NumberParser.c.parse(bytes) { return false }
                return true
            }
        }
    }

    /// What to do: skip the lines, and read the rows after them without titles when they have none.
    var advice: ErrorText {
        let what = lines == 1 ? "the first line" : "the first \(lines) lines"
        let skip: ErrorText =
            titled ? "pass \(Setting.skipLines) \(lines)" : "pass \(Setting.skipLines) \(lines) \(Setting.noHeader)"
        return
            "\(what) look\(lines == 1 ? "s" : "") like a preamble: the rows after \(lines == 1 ? "it" : "them") have \(fields) fields; \(skip)"
    }
}

extension GridReportError {
    /// A ragged-row error of the first pass with the preamble advice, when only the first lines
    /// disagree; any other error as it is.
    static func withPreambleAdvice(_ error: Error, source: ByteSource, options: CSVOptions) -> Error {
        guard let error = error as? GridReportError,
            case .csv(.raggedRow(let at, let fields, let expected))? = error.reason,
            let preamble = Preamble.find(in: source, options: options)
        else { return error }
        return GridReportError(
            CSVError.raggedAfterPreamble(at: at, fields: fields, expected: expected, preamble: preamble))
    }
}
