internal import CZlib
import Glibc
import GridReport

/// One member of a zip file, inflated (or copied, when stored) as it is read, straight from the
/// file by offset: memory is zlib's window and two buffers whatever the member's size or its
/// ratio. The member may not make more bytes than the directory declares (a bomb that lies about
/// its size stops there), and its CRC-32 must match at the end.
package final class ZipMemberStream: ByteStream {
    package enum Problem: Error, Equatable {
        /// The member's bytes end before its stream does (a cut file).
        case truncated
        /// zlib's word for what is wrong, or a checksum or size that does not match.
        case corrupt(String)
        /// A compression method other than stored (0) and deflated (8).
        case unsupportedMethod(Int)
        /// Encrypted (flag bit 0).
        case encrypted
    }

    private let fd: Int32
    private var offset: Int
    private var remaining: Int
    private let declaredSize: Int
    private let isStored: Bool
    private var made = 0
    private var crc: UInt = 0
    private let expectedCRC: UInt32
    private let stream: UnsafeMutablePointer<z_stream>
    private let inBuffer: UnsafeMutablePointer<UInt8>
    private static let inSize = 1 << 16
    private var ended = false

    /// The member `member` of the zip open on `fd`.
    package init(fd: Int32, member: ZipDirectory.Member) throws(Problem) {
        guard member.flags & 1 == 0 else { throw .encrypted }
        guard member.method == 0 || member.method == 8 else { throw .unsupportedMethod(member.method) }
        guard let local = ZipDirectory.read(fd, at: member.localOffset, count: 30),
            ZipDirectory.le32(local, 0) == 0x0403_4B50
        else { throw .truncated }
        self.fd = fd
        offset = member.localOffset + 30 + Int(ZipDirectory.le16(local, 26)) + Int(ZipDirectory.le16(local, 28))
        remaining = member.compressedSize
        declaredSize = member.uncompressedSize
        isStored = member.method == 0
        expectedCRC = UInt32(truncatingIfNeeded: Int(ZipDirectory.le32(member.record, 16)))
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        inBuffer = .allocate(capacity: Self.inSize)
        // -15: a raw deflate stream (no zlib or gzip header) with the largest window.
        guard isStored || gridreport_inflate_init(stream, -15) == Z_OK else {
            stream.deallocate()
            inBuffer.deallocate()
            throw .corrupt("zlib cannot start")
        }
    }

    deinit {
        if !isStored { inflateEnd(stream) }
        stream.deallocate()
        inBuffer.deallocate()
    }

    package func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        if ended { return 0 }
        let n = isStored ? try copy(into: buffer, count: count) : try inflateSome(into: buffer, count: count)
        made += n
        guard made <= declaredSize else {
            throw Problem.corrupt("it holds more than the \(declaredSize) bytes its directory says")
        }
        if n > 0 {
            crc = crc32(crc, buffer, UInt32(n))
            return n
        }
        ended = true
        guard made == declaredSize else {
            throw Problem.corrupt("it holds \(made) bytes, not the \(declaredSize) its directory says")
        }
        guard UInt32(truncatingIfNeeded: crc) == expectedCRC else {
            throw Problem.corrupt("its checksum does not match")
        }
        return 0
    }

    /// Reads compressed bytes from the file, as many as fit and are left.
    private func fill(_ target: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        let wanted = min(count, remaining)
        guard wanted > 0 else { return 0 }
        while true {
            let n = pread(fd, target, wanted, off_t(offset))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Problem.truncated }
            offset += n
            remaining -= n
            return n
        }
    }

    private func copy(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        try fill(buffer, count: count)
    }

    private func inflateSome(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while true {
            if stream.pointee.avail_in == 0 && remaining > 0 {
                let n = try fill(inBuffer, count: Self.inSize)
                stream.pointee.next_in = inBuffer
                stream.pointee.avail_in = UInt32(n)
            }
            let (code, made) = inflateStep(stream, into: buffer, count: count)
            switch code {
            case Z_STREAM_END: return made
            case Z_OK, Z_BUF_ERROR: break
            default:
                throw Problem.corrupt(stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(code)")
            }
            if made > 0 { return made }
            if stream.pointee.avail_in == 0 && remaining == 0 { throw Problem.truncated }
        }
    }
}
