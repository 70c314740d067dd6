/// Decides how an input's bytes become the UTF-8 the CSV reader reads: decompressed when a
/// decompressor knows its first bytes, decoded when its byte order mark or the encoding asked
/// for is not UTF-8. A plain UTF-8 file is handed on as it is, so its path costs nothing.
enum TextDecoding {
    static func decoded(
        _ raw: ByteSource, encoding: TextEncoding, decompressors: [any Decompressor]
    ) throws -> ByteSource {
        let name = raw.displayName
        var reading = InputReading()
        var prefix = try head(of: raw, count: 16)
        var stream = PeekableStream(SourceStream(raw))
        if let decompressor = decompressors.first(where: { $0.recognizes(prefix) }) {
            stream = PeekableStream(try decompressor.decompressing(SourceStream(raw), file: name))
            reading.compression = decompressor.name
            prefix = try stream.peek(4)
        }
        let bom = ByteOrderMark(prefix)
        reading.byteOrderMark = bom != nil && bom != .utf32
        var chosen: TextEncoding
        switch encoding {
        case .auto:
            switch bom {
            case .utf16LE: chosen = .utf16LE
            case .utf16BE: chosen = .utf16BE
            // UTF-32 and UTF-8: the CSV reader refuses the one and drops the other's mark.
            case .utf8, .utf32, nil:
                chosen = .utf8
                reading.isGuess = bom == nil
            }
        case .utf16:
            reading.byteOrderMark = bom == .utf16LE || bom == .utf16BE
            switch bom {
            case .utf16BE: chosen = .utf16BE
            case .utf16LE: chosen = .utf16LE
            default: chosen = prefix.count >= 2 && prefix[0] == 0 && prefix[1] != 0 ? .utf16BE : .utf16LE
            }
        default:
            chosen = encoding
            // Only the mark of the encoding asked for is a mark; any other is text in it.
            reading.byteOrderMark = bom?.encoding == encoding
        }
        reading.encoding = chosen
        if chosen == .utf8 && reading.compression == nil {
            raw.reading = reading
            return raw
        }
        if reading.byteOrderMark && chosen != .utf8, let bom { stream.skip(bom.length) }
        let producer: any ByteStream
        switch chosen {
        case .utf16LE, .utf16BE:
            producer = TranscodingStream(stream, decoder: UTF16Decoder(bigEndian: chosen == .utf16BE, file: name))
        case .windows1252, .latin1: producer = TranscodingStream(stream, decoder: SingleByteDecoder(encoding: chosen))
        default: producer = stream
        }
        return ByteSource(
            spool: try InputFile.makeSpoolFile(for: name), displayName: name, producer: producer, reading: reading)
    }

    /// The same input read again as Windows-1252, after `source` (read as UTF-8 because no byte
    /// order mark said otherwise) turned out not to be UTF-8 at `location`.
    static func windows1252(after source: ByteSource, notUTF8At location: SourceLocation) throws -> ByteSource {
        var reading = source.reading
        reading.encoding = .windows1252
        reading.isGuess = false
        reading.notUTF8At = location
        return ByteSource(
            spool: try InputFile.makeSpoolFile(for: source.displayName), displayName: source.displayName,
            producer: TranscodingStream(SourceStream(source), decoder: SingleByteDecoder(encoding: .windows1252)),
            reading: reading)
    }

    static func head(of source: ByteSource, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = try bytes.withUnsafeMutableBufferPointer {
                try source.readSome(into: $0.baseAddress! + got, count: count - got, at: got)
            }
            if n == 0 { break }
            got += n
        }
        return Array(bytes.prefix(got))
    }
}

/// The byte order marks an input can start with.
enum ByteOrderMark: Equatable {
    case utf8, utf16LE, utf16BE, utf32

    init?(_ bytes: [UInt8]) {
        func starts(_ mark: [UInt8]) -> Bool { bytes.starts(with: mark) }
        if starts([0xFF, 0xFE, 0, 0]) || starts([0, 0, 0xFE, 0xFF]) {
            self = .utf32
        } else if starts([0xEF, 0xBB, 0xBF]) {
            self = .utf8
        } else if starts([0xFF, 0xFE]) {
            self = .utf16LE
        } else if starts([0xFE, 0xFF]) {
            self = .utf16BE
        } else {
            return nil
        }
    }

    var length: Int {
        switch self {
        case .utf8: return 3
        case .utf16LE, .utf16BE: return 2
        case .utf32: return 4
        }
    }

    var encoding: TextEncoding? {
        switch self {
        case .utf8: return .utf8
        case .utf16LE: return .utf16LE
        case .utf16BE: return .utf16BE
        case .utf32: return nil
        }
    }
}
