/// An input that cannot be decompressed or decoded, and where. A library user can match it
/// through `GridReportError.reason`; `GridReportError(_:)` words it as the command prints it.
public enum DecodingError: Error, Sendable, Equatable {
    /// Bytes that are not text in the encoding (an unpaired UTF-16 surrogate, a lone last byte),
    /// at the line and column of the decoded text where they would have been.
    case invalidText(at: SourceLocation, encoding: TextEncoding, bytes: [UInt8])
    /// The compressed stream ends before its end (a cut download).
    case truncated(file: String, compression: String)
    /// The compressed stream is damaged; `detail` is the decompressor's own word for it.
    case corrupt(file: String, compression: String, detail: String)
}

extension GridReportError {
    /// The sentence of a decoding error, exit 65 (`.data`).
    public init(_ decoding: DecodingError) {
        switch decoding {
        case .invalidText(let location, let encoding, let bytes):
            let shown = bytes.map { $0 < 0x10 ? "0x0" : "0x" }.enumerated()
                .map { $0.element + String(bytes[$0.offset], radix: 16, uppercase: true) }.joined(separator: " ")
            self.init(
                .data, at: location, "invalid \(encoding.displayName) (bytes \(shown))",
                hint: "the file is not \(encoding.displayName) here; give its encoding with \(Setting.encoding)")
        case .truncated(let file, let compression):
            self.init(
                .data, at: file, "the \(compression) stream is cut short (the file is incomplete)",
                hint: "download or copy the file again")
        case .corrupt(let file, let compression, let detail):
            self.init(.data, at: file, "the \(compression) stream is damaged: \(detail)")
        }
        reason = .decoding(decoding)
    }
}
