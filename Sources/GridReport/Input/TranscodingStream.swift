/// Text in another encoding, read as UTF-8: what the CSV reader and everything after it sees.
/// Decodes a block of input at a time into a block of UTF-8 and hands that out, so the reader
/// may ask for any number of bytes. Subclasses decode; this class buffers.
class TranscodingStream: ByteStream {
    let input: any ByteStream
    static let blockSize = 1 << 18
    /// Input bytes `inBuffer[inStart..<inEnd]` are not decoded yet.
    let inBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize)
    var inStart = 0
    var inEnd = 0
    var inputEnded = false
    /// Decoded bytes `outBuffer[outStart..<outEnd]` are not handed out yet; a decoder leaves room
    /// for one character (4 bytes) past `outLimit`.
    let outBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize * 2 + 4)
    let outLimit = blockSize * 2
    var outStart = 0
    var outEnd = 0

    init(_ input: any ByteStream) { self.input = input }

    deinit {
        inBuffer.deallocate()
        outBuffer.deallocate()
    }

    final func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while outStart == outEnd {
            outStart = 0
            outEnd = 0
            try refill()
            if inStart == inEnd && inputEnded { return 0 }
            try decode()
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

    /// Decodes from `inStart` into `outBuffer` from `outEnd`, up to `outLimit`; must make
    /// progress unless the input has ended.
    func decode() throws { fatalError("a subclass decodes") }

    /// Appends a scalar's UTF-8 form at `outEnd`.
    @inline(__always)
    final func append(scalar value: UInt32) {
        var o = outEnd
        if value < 0x80 {
            outBuffer[o] = UInt8(value)
            o += 1
        } else if value < 0x800 {
            outBuffer[o] = UInt8(0xC0 | (value >> 6))
            outBuffer[o + 1] = UInt8(0x80 | (value & 0x3F))
            o += 2
        } else if value < 0x10000 {
            outBuffer[o] = UInt8(0xE0 | (value >> 12))
            outBuffer[o + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
            outBuffer[o + 2] = UInt8(0x80 | (value & 0x3F))
            o += 3
        } else {
            outBuffer[o] = UInt8(0xF0 | (value >> 18))
            outBuffer[o + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
            outBuffer[o + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
            outBuffer[o + 3] = UInt8(0x80 | (value & 0x3F))
            o += 4
        }
        outEnd = o
    }
}

/// Windows-1252 or Latin-1 read as UTF-8: one character per byte, through a table.
final class SingleByteDecoder: TranscodingStream {
    /// The scalar of each byte from 0x80 to 0x9F: Windows-1252's, or the C1 controls of Latin-1
    /// (and of the five bytes Windows-1252 leaves undefined, as the WHATWG standard reads them).
    private let high: [UInt32]

    init(_ input: any ByteStream, encoding: TextEncoding) {
        high = encoding == .windows1252 ? Self.windows1252 : (0x80...0x9F).map { UInt32($0) }
        super.init(input)
    }

    static let windows1252: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    override func decode() throws {
        var i = inStart
        while i < inEnd && outEnd < outLimit {
            let byte = inBuffer[i]
            if byte < 0x80 {
                outBuffer[outEnd] = byte
                outEnd += 1
            } else {
                append(scalar: byte < 0xA0 ? high[Int(byte) - 0x80] : UInt32(byte))
            }
            i += 1
        }
        inStart = i
    }
}

/// UTF-16 of either byte order read as UTF-8. An unpaired surrogate or a lone last byte is an
/// error at the line and column of the decoded text, counted as the CSV reader counts them.
final class UTF16Decoder: TranscodingStream {
    private let bigEndian: Bool
    private let file: String
    private var line = 1
    private var column = 1
    private var afterCR = false

    init(_ input: any ByteStream, bigEndian: Bool, file: String) {
        self.bigEndian = bigEndian
        self.file = file
        super.init(input)
    }

    @inline(__always)
    private func unit(at i: Int) -> UInt32 {
        bigEndian
            ? UInt32(inBuffer[i]) << 8 | UInt32(inBuffer[i + 1])
            : UInt32(inBuffer[i + 1]) << 8 | UInt32(inBuffer[i])
    }

    override func decode() throws {
        var i = inStart
        defer { inStart = i }
        while i + 1 < inEnd && outEnd < outLimit {
            let u = unit(at: i)
            if u < 0x80 {
                outBuffer[outEnd] = UInt8(u)
                outEnd += 1
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
                append(scalar: u)
                i += 2
            } else if u < 0xDC00 {
                // A high surrogate needs its low one; when it is not read yet, read more first.
                if i + 3 >= inEnd && !inputEnded { return }
                guard i + 3 < inEnd, case let low = unit(at: i + 2), low >= 0xDC00 && low < 0xE000 else {
                    throw invalid(at: i, count: 2)
                }
                append(scalar: 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00))
                i += 4
            } else {
                throw invalid(at: i, count: 2)
            }
            column += 1
        }
        if i + 1 == inEnd && inputEnded { throw invalid(at: i, count: 1) }
    }

    private func invalid(at i: Int, count: Int) -> GridReportError {
        GridReportError(
            DecodingError.invalidText(
                at: SourceLocation(file: file, line: line, column: column),
                encoding: bigEndian ? .utf16BE : .utf16LE,
                bytes: Array(UnsafeBufferPointer(start: inBuffer + i, count: count))))
    }
}
