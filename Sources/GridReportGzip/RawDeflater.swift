internal import CZlib

/// Raw deflate (a zip member's method 8) in steps: bytes in, compressed bytes handed to `sink`
/// as they come, with the CRC-32 and the count of what went in. What a zip member rewritten as
/// a stream needs, without holding the member whole.
package final class RawDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private let out: UnsafeMutablePointer<UInt8>
    private static let outSize = 1 << 16
    package private(set) var crc: UInt32 = 0
    package private(set) var consumed = 0
    private var ended = false

    package enum Problem: Error { case zlib(Int32) }

    package init() throws(Problem) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        out = .allocate(capacity: Self.outSize)
        let code = gridreport_deflate_init(stream, 6, -15)
        guard code == Z_OK else {
            stream.deallocate()
            out.deallocate()
            throw .zlib(code)
        }
    }

    deinit {
        if !ended { deflateEnd(stream) }
        stream.deallocate()
        out.deallocate()
    }

    /// Compresses `bytes`; `finish` ends the stream (its last bytes go to `sink` too).
    package func write(
        _ bytes: UnsafeRawBufferPointer, finish: Bool = false, to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        if let base = bytes.baseAddress, !bytes.isEmpty {
            crc = UInt32(
                truncatingIfNeeded: crc32(UInt(crc), base.assumingMemoryBound(to: UInt8.self), UInt32(bytes.count)))
        }
        consumed += bytes.count
        stream.pointee.next_in = UnsafeMutablePointer(
            mutating: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(bytes.count)
        let flush = finish ? Z_FINISH : Z_NO_FLUSH
        while true {
            stream.pointee.next_out = out
            stream.pointee.avail_out = UInt32(Self.outSize)
            let code = deflate(stream, flush)
            guard code == Z_OK || code == Z_STREAM_END || code == Z_BUF_ERROR else { throw Problem.zlib(code) }
            let made = Self.outSize - Int(stream.pointee.avail_out)
            if made > 0 { try sink(UnsafeRawBufferPointer(start: out, count: made)) }
            if finish ? code == Z_STREAM_END : stream.pointee.avail_in == 0 && made < Self.outSize { break }
        }
        if finish {
            deflateEnd(stream)
            ended = true
        }
    }
}
