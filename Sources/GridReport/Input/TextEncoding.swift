/// The text encoding an input is read in. Everything after the input stage sees UTF-8: another
/// encoding is decoded into UTF-8 while the input is read (`InputFile`).
public enum TextEncoding: String, Sendable, CaseIterable {
    /// A byte order mark decides; without one, valid UTF-8 is UTF-8 and anything else is read as
    /// Windows-1252, with a warning.
    case auto
    case utf8 = "utf-8"
    /// UTF-16 whose byte order its byte order mark gives (without one: the first character's, else
    /// little-endian, as Windows writes it).
    case utf16 = "utf-16"
    case utf16LE = "utf-16le"
    case utf16BE = "utf-16be"
    /// Windows' Western code page, as the WHATWG Encoding Standard defines it: the five bytes it
    /// leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) read as the C1 controls of the same number.
    case windows1252 = "windows-1252"
    /// ISO 8859-1: each byte is the character of the same number.
    case latin1

    /// How messages and `inspect` name the encoding.
    public var displayName: String {
        switch self {
        case .auto: return "auto"
        case .utf8: return "UTF-8"
        case .utf16: return "UTF-16"
        case .utf16LE: return "UTF-16LE"
        case .utf16BE: return "UTF-16BE"
        case .windows1252: return "Windows-1252"
        case .latin1: return "Latin-1"
        }
    }

    /// An encoding's name as a user writes it: the names above in any case, and the usual spellings
    /// without a dash (`utf8`, `utf16le`), `cp1252` and `iso-8859-1`.
    public static func parse(_ text: String, setting: Setting = .encoding) throws -> TextEncoding {
        let name = text.lowercased()
        if let encoding = TextEncoding(rawValue: name) { return encoding }
        let aliases: [String: TextEncoding] = [
            "utf8": .utf8, "utf16": .utf16, "utf16le": .utf16LE, "utf16be": .utf16BE, "cp1252": .windows1252,
            "windows1252": .windows1252, "iso-8859-1": .latin1, "iso8859-1": .latin1, "latin-1": .latin1,
        ]
        if let encoding = aliases[name] { return encoding }
        throw GridReportError.usage(
            setting, "'\(text.prefix(40))' is not an encoding gridreport reads",
            hint: "use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
    }
}

/// How an input was read: what `inspect` reports and what a warning about a guess says.
public struct InputReading: Sendable, Equatable {
    /// The compression the input was decompressed from (`gzip`), if any.
    public var compression: String?
    /// The encoding the text was decoded from; never `.auto` or `.utf16` once the input is open.
    public var encoding: TextEncoding
    /// Whether a byte order mark told the encoding.
    public var byteOrderMark: Bool
    /// Whether the encoding is a guess (`auto` without a byte order mark) that invalid UTF-8 may
    /// still overturn: then the input is read again as Windows-1252.
    public var isGuess: Bool
    /// Where the input turned out not to be UTF-8, when `auto` fell back to Windows-1252.
    public var notUTF8At: SourceLocation?
    /// The sheet read, when the input is a workbook (then the text is the sheet's records).
    public var workbook: WorkbookReading?

    public init(
        compression: String? = nil, encoding: TextEncoding = .utf8, byteOrderMark: Bool = false,
        isGuess: Bool = false, notUTF8At: SourceLocation? = nil, workbook: WorkbookReading? = nil
    ) {
        self.workbook = workbook
        self.compression = compression
        self.encoding = encoding
        self.byteOrderMark = byteOrderMark
        self.isGuess = isGuess
        self.notUTF8At = notUTF8At
    }

    /// `UTF-16LE, byte order mark, gzip`, or `XLSX, sheet "Data"` (`XLSX, sheets "Data" to
    /// "Data (2)"` for a split report): what `inspect` prints.
    public var summary: String {
        if let workbook {
            // Sheet names come from the file: shown as any data is, never as escape sequences.
            let sheet = TerminalText.sanitize(workbook.sheet)
            guard let last = workbook.continuationSheets.last else {
                return "\(workbook.format), sheet \"\(sheet)\""
            }
            return "\(workbook.format), sheets \"\(sheet)\" to \"\(TerminalText.sanitize(last))\""
        }
        var text = encoding.displayName
        if byteOrderMark {
            text += ", byte order mark"
        } else if notUTF8At != nil {
            text += ", not UTF-8"
        }
        if let compression { text += ", \(compression)" }
        return text
    }
}
