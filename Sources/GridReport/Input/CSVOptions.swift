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

    public init(delimiter: UInt8? = nil, ragged: RaggedPolicy = .error) {
        self.delimiter = delimiter
        self.ragged = ragged
    }

    public static let sniffedDelimiters: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|")]

    /// Parses a `--delimiter` value: one ASCII character, or `tab`/`\t`.
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
              bytes[0] != UInt8(ascii: "\n"), bytes[0] != UInt8(ascii: "\r") else {
            throw GridReportError.usage("--delimiter", "'\(text)' is not a single ASCII character other than a quote or a line break",
                                        hint: "use one of , ; | or tab")
        }
        return bytes[0]
    }
}
