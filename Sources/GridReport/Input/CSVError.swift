/// What is wrong with a CSV input, and where. A library user can match it through
/// `GridReportError.reason`; `GridReportError(_:)` words it as the command prints it.
public enum CSVError: Error, Sendable, Equatable {
    /// The input holds no record, not even a header.
    case empty(file: String)
    /// No record is left after the lines `CSVOptions.skipLines` skips (as many as the input has, or more).
    case emptyAfterSkipping(file: String, lines: Int)
    /// The input starts with a UTF-32 byte order mark.
    case utf32(file: String)
    /// The input starts with a UTF-16 byte order mark.
    case utf16(file: String)
    /// The input looks like UTF-16 (NULs in every other byte) without a byte order mark.
    case utf16WithoutByteOrderMark(file: String, bigEndian: Bool)
    /// A run of NUL bytes: the input is binary.
    case binary(file: String, offset: Int)
    /// A field longer than `limit` bytes starts at the location.
    case fieldTooLong(at: SourceLocation, limit: Int)
    /// A record longer than `limit` bytes starts at the location.
    case rowTooLong(at: SourceLocation, limit: Int)
    case tooManyFields(at: SourceLocation, limit: Int)
    /// A row with another number of fields than the header, and no ragged policy.
    case raggedRow(at: SourceLocation, fields: Int, expected: Int)
    /// A ragged row where lines above the table (a title, metadata, notes: `skipLines` skips them)
    /// or rows below it (notes, a source, a copyright: `skipFooter` leaves them out) disagree with it.
    case raggedOutsideTable(at: SourceLocation, fields: Int, expected: Int, bounds: TableBounds)
    case unterminatedQuote(at: SourceLocation)
    case textAfterClosingQuote(at: SourceLocation)
    /// Text after a closing quote on a later line than the field's opening quote: the quote
    /// opened at `openedAt` was most likely never closed, and its field ran on, over line breaks
    /// and rows, to a quote at `noticedAt` that ends nothing.
    case runawayQuote(openedAt: SourceLocation, noticedAt: SourceLocation)
    case invalidUTF8(at: SourceLocation, byte: UInt8)
}

extension GridReportError {
    /// The sentence of a CSV error, exit 65 (`.data`); the limits a user can raise say so.
    public init(_ csv: CSVError) {
        switch csv {
        case .empty(let file):
            self.init(
                .data, at: SourceLocation(file: file, line: 1, column: 1), "the input is empty",
                hint: "a report needs a header row and data rows")
        case .emptyAfterSkipping(let file, let lines):
            self.init(
                .data, at: SourceLocation(file: file, line: 1, column: 1),
                "nothing is left after the \(CSVReader.grouped(lines)) line\(lines == 1 ? "" : "s") \(Setting.skipLines) skips",
                hint: "skip fewer lines than the input has")
        case .utf32(let file):
            self.init(
                .data, at: SourceLocation(file: file, line: 1, column: 1),
                "the file is UTF-32 (it starts with a UTF-32 byte order mark), not UTF-8",
                hint: "convert it first: iconv -f UTF-32 -t UTF-8 FILE > FILE.utf8.csv")
        case .utf16(let file):
            self.init(
                .data, at: SourceLocation(file: file, line: 1, column: 1),
                "the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8",
                hint: "read it with \(Setting.encoding) utf-16")
        case .utf16WithoutByteOrderMark(let file, let bigEndian):
            let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
            self.init(
                .data, at: SourceLocation(file: file, line: 1, column: 1),
                "the file looks like \(name) without a byte order mark, not UTF-8",
                hint: "read it with \(Setting.encoding) \(name.lowercased())")
        case .binary(let file, let offset):
            self.init(
                .data, at: file,
                "the input looks binary, not CSV: \(CSVOptions.binaryNULRun) NUL bytes in a row at byte \(offset)",
                hint: "give a CSV file (UTF-8 text)")
        case .fieldTooLong(let location, let limit):
            self.init(.data, at: location, "a field longer than \(CSVReader.grouped(limit)) bytes starts here")
            self.limit = .fieldSize
        case .rowTooLong(let location, let limit):
            self.init(.data, at: location, "a row longer than \(CSVReader.grouped(limit)) bytes starts here")
            self.limit = .fieldSize
        case .tooManyFields(let location, let limit):
            self.init(.data, at: location, "row has more than \(CSVReader.grouped(limit)) fields")
            self.limit = .columns
        case .raggedRow(let location, let fields, let expected):
            let fix: ErrorText =
                fields < expected
                ? "pass \(Setting.ragged) pad to fill short rows with empty cells"
                : "pass \(Setting.ragged) truncate to drop the extra fields"
            self.init(
                .data, at: location, "row has \(fields) field\(fields == 1 ? "" : "s"), the header has \(expected)",
                hint: "every row needs \(expected) field\(expected == 1 ? "" : "s"); \(fix)")
        case .raggedOutsideTable(let location, let fields, let expected, let bounds):
            self.init(
                .data, at: location, "row has \(fields) field\(fields == 1 ? "" : "s"), the header has \(expected)",
                hint: bounds.advice)
        case .unterminatedQuote(let location):
            self.init(
                .data, at: location, "unterminated quoted field: the quote opened here is never closed",
                hint:
                    "close it with a \" or double the quotes inside it as \"\", or read quotes as text with \(Setting.noQuote)"
            )
        case .textAfterClosingQuote(let location):
            self.init(
                .data, at: location, "unexpected text after a closing quote",
                hint:
                    "a quoted field must end at a delimiter or line end; write a quote inside it as \"\", or read quotes as text with \(Setting.noQuote)"
            )
        case .runawayQuote(let opened, let noticed):
            self.init(
                .data, at: opened,
                "the quote opened here is never closed: its field runs on to line \(CSVReader.grouped(noticed.line)), where text follows a quote (\(noticed.line):\(noticed.column))",
                hint:
                    "close it with a \" or double the quotes inside it as \"\", or read quotes as text with \(Setting.noQuote)"
            )
        case .invalidUTF8(let location, let byte):
            self.init(
                .data, at: location, "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))",
                hint: "read it as Windows' code page with \(Setting.encoding) windows-1252, or save it as UTF-8")
        }
        reason = .csv(csv)
    }
}
