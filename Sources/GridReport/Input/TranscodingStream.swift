/// Decodes one block of text into UTF-8: what a `TranscodingStream` does with each block it reads.
protocol BlockDecoder {
    /// Decodes from `input` (`count` bytes; `inputEnded` when no more follow) into `output`, which
    /// has room for `capacity` bytes and 4 more (one character past the limit). Returns how many
    /// input bytes were decoded and output bytes written; decodes at least one character unless
    /// the input has ended or what is left is the start of a character that needs more.
    mutating func decode(
        _ input: UnsafePointer<UInt8>, count: Int, inputEnded: Bool, into output: UnsafeMutablePointer<UInt8>,
        capacity: Int
    ) throws -> (read: Int, written: Int)
}

/// Text in another encoding, read as UTF-8: what the CSV reader and everything after it sees.
/// Decodes a block of input at a time into a block of UTF-8 and hands that out, so the reader
/// may ask for any number of bytes.
final class TranscodingStream<Decoder: BlockDecoder>: ByteStream {
    private let input: any ByteStream
    private var decoder: Decoder
    private static var blockSize: Int { 1 << 18 }
    /// Input bytes `inBuffer[inStart..<inEnd]` are not decoded yet.
    private let inBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
    private var inStart = 0
    private var inEnd = 0
    private var inputEnded = false
    /// Decoded bytes `outBuffer[outStart..<outEnd]` are not handed out yet.
    private let outBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize * 2 + 4)
    private var outStart = 0
    private var outEnd = 0

    init(_ input: any ByteStream, decoder: Decoder) {
        self.input = input
        self.decoder = decoder
    }

    deinit {
        inBuffer.deallocate()
        outBuffer.deallocate()
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while outStart == outEnd {
            try refill()
            if inStart == inEnd && inputEnded { return 0 }
            let (read, written) = try decoder.decode(
                inBuffer + inStart, count: inEnd - inStart, inputEnded: inputEnded, into: outBuffer,
                capacity: Self.blockSize * 2)
            inStart += read
            outStart = 0
            outEnd = written
        }
        let n = min(count, outEnd - outStart)
        buffer.update(from: outBuffer + outStart, count: n)
        outStart += n
        return n
    }

    /// Moves what is left of the input to the front and reads more after it, until the buffer
    /// holds at least 4 bytes (a whole UTF-16 surrogate pair) or the input ends.
    private func refill() throws {
        let left = inEnd - inStart
        if left >= 4 && inStart < Self.blockSize / 2 { return }
        if left > 0 { inBuffer.update(from: inBuffer + inStart, count: left) }
        inStart = 0
        inEnd = left
        while !inputEnded && inEnd < Self.blockSize / 2 {
            let n = try input.read(into: inBuffer + inEnd, count: Self.blockSize - inEnd)
            if n == 0 { inputEnded = true }
            inEnd += n
        }
    }
}

/// Writes a scalar's UTF-8 form at `output[offset]` and returns the offset after it.
@inline(__always)
func appendUTF8(_ value: UInt32, to output: UnsafeMutablePointer<UInt8>, at offset: Int) -> Int {
    if value < 0x80 {
        output[offset] = UInt8(value)
        return offset + 1
    }
    if value < 0x800 {
        output[offset] = UInt8(0xC0 | (value >> 6))
        output[offset + 1] = UInt8(0x80 | (value & 0x3F))
        return offset + 2
    }
    if value < 0x10000 {
        output[offset] = UInt8(0xE0 | (value >> 12))
        output[offset + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
        output[offset + 2] = UInt8(0x80 | (value & 0x3F))
        return offset + 3
    }
    output[offset] = UInt8(0xF0 | (value >> 18))
    output[offset + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
    output[offset + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
    output[offset + 3] = UInt8(0x80 | (value & 0x3F))
    return offset + 4
}

/// Windows-1252 or Latin-1: one character per byte, through a table.
struct SingleByteDecoder: BlockDecoder {
    /// The scalar of each byte from 0x80 to 0x9F: Windows-1252's, or the C1 controls of Latin-1
    /// (and of the five bytes Windows-1252 leaves undefined, as the WHATWG standard reads them).
    private let high: [UInt32]

    init(encoding: TextEncoding) {
        high = encoding == .windows1252 ? Self.windows1252 : (0x80...0x9F).map { UInt32($0) }
    }

    static let windows1252: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    func decode(
        _ input: UnsafePointer<UInt8>, count: Int, inputEnded: Bool, into output: UnsafeMutablePointer<UInt8>,
        capacity: Int
    ) throws -> (read: Int, written: Int) {
        var i = 0
        var o = 0
        while i < count && o < capacity {
            let byte = input[i]
            if byte < 0x80 {
                output[o] = byte
                o += 1
            } else {
                o = appendUTF8(byte < 0xA0 ? high[Int(byte) - 0x80] : UInt32(byte), to: output, at: o)
            }
            i += 1
        }
        return (i, o)
    }
}

/// UTF-16 of either byte order. An unpaired surrogate or a lone last byte is an error at the
/// line and column of the decoded text, counted as the CSV reader counts them.
struct UTF16Decoder: BlockDecoder {
    private let bigEndian: Bool
    private let file: String
    private var line = 1
    private var column = 1
    private var afterCR = false

    init(bigEndian: Bool, file: String) {
        self.bigEndian = bigEndian
        self.file = file
    }

    mutating func decode(
        _ input: UnsafePointer<UInt8>, count: Int, inputEnded: Bool, into output: UnsafeMutablePointer<UInt8>,
        capacity: Int
    ) throws -> (read: Int, written: Int) {
        let bigEndian = self.bigEndian
        func unit(_ i: Int) -> UInt32 {
            bigEndian ? UInt32(input[i]) << 8 | UInt32(input[i + 1]) : UInt32(input[i + 1]) << 8 | UInt32(input[i])
        }
        var i = 0
        var o = 0
        while i + 1 < count && o < capacity {
            let u = unit(i)
            if u < 0x80 {
                output[o] = UInt8(u)
                o += 1
                i += 2
                if u == 0x0A {
                    if !afterCR { line += 1 }
                    column = 1
                    afterCR = false
                } else if u == 0x0D {
                    line += 1
                    column = 1
                    afterCR = true
                } else {
                    column += 1
                    afterCR = false
                }
                continue
            }
            afterCR = false
            if u < 0xD800 || u >= 0xE000 {
                o = appendUTF8(u, to: output, at: o)
                i += 2
            } else if u < 0xDC00 {
                // A high surrogate needs its low one; when it is not read yet, read more first.
                if i + 3 >= count && !inputEnded { return (i, o) }
                guard i + 3 < count, case let low = unit(i + 2), low >= 0xDC00 && low < 0xE000 else {
                    throw invalid(input + i, count: 2)
                }
                o = appendUTF8(0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00), to: output, at: o)
                i += 4
            } else {
                throw invalid(input + i, count: 2)
            }
            column += 1
        }
        if i + 1 == count && inputEnded { throw invalid(input + i, count: 1) }
        return (i, o)
    }

    private func invalid(_ bytes: UnsafePointer<UInt8>, count: Int) -> GridReportError {
        GridReportError(
            DecodingError.invalidText(
                at: SourceLocation(file: file, line: line, column: column), encoding: bigEndian ? .utf16BE : .utf16LE,
                bytes: Array(UnsafeBufferPointer(start: bytes, count: count))))
    }
}
