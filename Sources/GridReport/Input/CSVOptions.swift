import Foundation

/// How records whose field count differs from the header's are handled.
public enum RaggedPolicy: String, Sendable, CaseIterable {
    /// A row with another field count is an error.
    case error
    /// Short rows get empty cells; long rows are still an error.
    case pad
    /// Long rows are cut to the header's count and short rows padded.
    case truncate
}

public struct CSVOptions: Sendable, Equatable {
    /// The field delimiter; nil sniffs it among `,` `;` TAB `|` from the first lines.
    public var delimiter: UInt8?
    public var ragged: RaggedPolicy
    /// The largest field in bytes; a row may hold up to four times this. Memory stays bounded by
    /// it whatever the input (a file without line ends, a quoted field that never closes).
    public var maxFieldBytes: Int
    /// The most fields a row may have, checked while the row is read.
    public var maxFields: Int
    /// Lines before the header that are not records (a title, a note, metadata), skipped as
    /// lines: their quotes and delimiters mean nothing.
    public var skipLines = 0
    /// Records at the end that are not part of the table (notes, a source line, a copyright):
    /// left out before anything is typed. Blank lines are no records, so they do not count.
    public var skipFooter = 0
    /// The most `skipFooter` can be: the records held back while reading stay few.
    public static let maximumSkipFooter = 10_000
    /// Spaces after a delimiter (and at a line's start) are not part of the field, so a quoted
    /// field may follow them: `"JAM",   "GOLD",    9.63` (Python's `skipinitialspace`).
    public var skipInitialSpace = false
    /// A byte that takes the byte after it literally inside a quoted field: with `\`,
    /// `"H. Norwood \"Barney\" Ewell"`. `""` still stands for a quote.
    public var escape: UInt8?
    /// Lines that start with this byte are skipped, wherever they are (`#`).
    public var comment: UInt8?
    /// The byte that quotes a field (RFC 4180's `"`), or nil: no quoting, every field is read as
    /// written, quotes and all (a tab file's `"?" written in nematode column`).
    public var quote: UInt8? = CSVOptions.doubleQuote
    /// Whether `quote` was given. When it was not, a tab-separated input whose first records
    /// cannot be read with CSV quotes is read without quoting (see `QuoteSniffer`).
    public var quoteGiven = false

    public static let doubleQuote = UInt8(ascii: "\"")

    public static let defaultMaxFieldBytes = 16 << 20
    public static let defaultMaxFields = 131_072
    /// A run of this many NUL bytes at the start of the input means it is binary, not CSV.
    public static let binaryNULRun = 64

    public init(
        delimiter: UInt8? = nil, ragged: RaggedPolicy = .error,
        maxFieldBytes: Int = CSVOptions.defaultMaxFieldBytes, maxFields: Int = CSVOptions.defaultMaxFields
    ) {
        self.delimiter = delimiter
        self.ragged = ragged
        self.maxFieldBytes = max(1, maxFieldBytes)
        self.maxFields = max(1, maxFields)
    }

    /// A byte count as written for a limit: `16777216`, `16M`, `64MiB`, `512K`, `1G`.
    public static func parseByteSize(_ text: String, option: String) throws -> Int {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        var unit = 1
        for (suffix, size) in [
            ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20), ("G", 1 << 30),
        ]
        where digits.uppercased().hasSuffix(suffix.uppercased()) {
            digits = digits.dropLast(suffix.count)
            unit = size
            break
        }
        guard digits.count <= 12, let value = Int(digits), value > 0 else {
            throw GridReportError.usage(
                option, "'\(text.prefix(40))' is not a size in bytes",
                hint: "give a positive number of bytes, or one with K, M or G: 64M")
        }
        // At most 12 digits times 2^30 stays far inside Int; the range keeps the reader's
        // multiples of it (four times the field, for a row) inside too.
        let bytes = Double(value) * Double(unit)
        _ = try UserNumberRange.fieldBytes.checked(bytes, ErrorText(option), shown: "'\(text.prefix(40))'")
        return value * unit
    }

    /// Nothing but RFC 4180 (and blank lines): the reader's fastest scan reads it.
    var isPlainDialect: Bool {
        !skipInitialSpace && escape == nil && comment == nil && quote == CSVOptions.doubleQuote
    }

    public static let sniffedDelimiters: [UInt8] = [
        UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|"),
    ]

    /// Parses a delimiter setting: one ASCII character, or `tab`/`\t`.
    public static func parseDelimiter(_ text: String) throws -> UInt8 {
        switch text {
        case "tab", "\\t", "\t": return UInt8(ascii: "\t")
        case "comma": return UInt8(ascii: ",")
        case "semicolon": return UInt8(ascii: ";")
        case "pipe": return UInt8(ascii: "|")
        default: break
        }
        let bytes = Array(text.utf8)
        guard bytes.count == 1, bytes[0] < 0x80, bytes[0] != UInt8(ascii: "\""),
            bytes[0] != UInt8(ascii: "\n"), bytes[0] != UInt8(ascii: "\r")
        else {
            throw GridReportError.usage(
                .delimiter, "'\(text)' is not a single ASCII character other than a quote or a line break",
                hint: "use one of , ; | or tab")
        }
        return bytes[0]
    }

    /// Parses an escape or comment character: one ASCII character that is not a quote or a
    /// line break, and not the delimiter (checked where the delimiter is known).
    public static func parseDialectCharacter(_ text: String, setting: Setting) throws -> UInt8 {
        let bytes = Array(text.utf8)
        guard bytes.count == 1, bytes[0] < 0x80, bytes[0] > 0x20 || bytes[0] == 0x09, bytes[0] != UInt8(ascii: "\""),
            bytes[0] != 0x7F
        else {
            throw GridReportError.usage(
                setting, "'\(text.prefix(40))' is not a single visible ASCII character other than a quote",
                hint: setting == .escape ? "a backslash is the usual one: \\" : "a hash is the usual one: #")
        }
        return bytes[0]
    }

    /// Parses a quote setting: one visible ASCII character, or `none` for no quoting (nil).
    public static func parseQuote(_ text: String) throws -> UInt8? {
        if text == "none" { return nil }
        let bytes = Array(text.utf8)
        guard bytes.count == 1, bytes[0] > 0x20, bytes[0] < 0x7F else {
            throw GridReportError.usage(
                .quote, "'\(text.prefix(40))' is not a single visible ASCII character or none",
                hint: "give the character that quotes fields, such as ', or turn quoting off with \(Setting.noQuote)")
        }
        return bytes[0]
    }

    /// The dialect's characters must differ from one another: a delimiter that also escapes or
    /// starts comments could not be told apart.
    func checkDialect(delimiter: UInt8) throws {
        if let quote, quote == delimiter || quote == escape || quote == comment {
            let other = quote == delimiter ? "delimiter" : quote == escape ? "escape character" : "comment character"
            throw GridReportError.usage(
                .quote, "'\(Character(Unicode.Scalar(quote)))' is also the \(other)",
                hint: "give another quote character, or turn quoting off with \(Setting.noQuote)")
        }
        if let escape, escape == delimiter {
            throw GridReportError.usage(
                .escape, "'\(Character(Unicode.Scalar(escape)))' is also the delimiter",
                hint: "give another escape character")
        }
        if let comment, comment == delimiter || comment == escape {
            throw GridReportError.usage(
                .comment,
                "'\(Character(Unicode.Scalar(comment)))' is also the \(comment == delimiter ? "delimiter" : "escape character")",
                hint: "give another comment character")
        }
    }
}
