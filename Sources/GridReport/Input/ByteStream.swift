/// Bytes read once, front to back: a decompressor's or a decoder's output, or its input. A
/// `ByteSource` made from one keeps what it has read in a spool, so it can be read again.
public protocol ByteStream: AnyObject {
    /// Reads up to `count` (> 0) bytes into `buffer`; 0 at the end of the stream.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int
}

/// Turns a compressed input into its bytes, for `InputFile` to find by the input's first bytes.
/// The core names no compression library: a module that links one supplies it (the command
/// passes gzip's).
public protocol Decompressor: Sendable {
    /// The name messages and `inspect` give the format (`gzip`).
    var name: String { get }
    /// Whether an input starting with `prefix` (up to 16 bytes, fewer for a short input) is in
    /// this format: its magic bytes, not its file name.
    func recognizes(_ prefix: [UInt8]) -> Bool
    /// The decompressed bytes of `input`; errors name `file` (`DecodingError.truncated`, `.corrupt`).
    func decompressing(_ input: any ByteStream, file: String) throws -> any ByteStream
}

/// A `ByteSource` read front to back from its first byte, however it is made: the input of a
/// decompressor or a decoder. Holds the source, which stays open as long as the stream does.
final class SourceStream: ByteStream {
    private let source: ByteSource
    private var offset: Int

    init(_ source: ByteSource, from offset: Int = 0) {
        self.source = source
        self.offset = offset
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let n = try source.readSome(into: buffer, count: count, at: offset)
        offset += n
        return n
    }
}

/// A stream whose first bytes can be looked at before it is read: the byte order mark and the
/// UTF-16 pattern that decide an encoding after a decompressor.
final class PeekableStream: ByteStream {
    private let base: any ByteStream
    private var head: [UInt8] = []
    private var headOffset = 0

    init(_ base: any ByteStream) { self.base = base }

    /// Up to `count` first bytes, fewer only at the end of the stream; nothing is consumed.
    func peek(_ count: Int) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: count)
        while head.count < count {
            let wanted = count - head.count
            let n = try chunk.withUnsafeMutableBufferPointer { try base.read(into: $0.baseAddress!, count: wanted) }
            if n == 0 { break }
            head += chunk[0..<n]
        }
        return Array(head.prefix(count))
    }

    /// Drops `count` peeked bytes (a byte order mark the decoder does not pass on).
    func skip(_ count: Int) {
        headOffset = min(head.count, headOffset + count)
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        if headOffset < head.count {
            let n = min(count, head.count - headOffset)
            head.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + headOffset, count: n) }
            headOffset += n
            return n
        }
        return try base.read(into: buffer, count: count)
    }
}

/// A stream that keeps another object alive as long as it is read: a workbook's sheet stream
/// reads its file by descriptor, which the file's `ByteSource` closes when it goes.
final class KeptAliveStream: ByteStream {
    private let base: any ByteStream
    private let kept: AnyObject

    init(_ base: any ByteStream, keeping kept: AnyObject) {
        self.base = base
        self.kept = kept
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        try base.read(into: buffer, count: count)
    }
}
