internal import CZlib
import GridReport

/// A gzip stream's bytes, inflated as they are read: memory is zlib's window and one input
/// buffer, whatever the ratio (a bomb costs what its bytes cost the CSV reader, whose limits
/// hold). Members written one after another (`cat a.gz b.gz`) read as one stream, as gzip reads
/// them. Every zlib return code but success becomes a `DecodingError` that names the file.
final class GzipStream: ByteStream {
    private let input: any ByteStream
    private let file: String
    /// zlib's state points back at its `z_stream`, which therefore never moves.
    private let stream: UnsafeMutablePointer<z_stream>
    private let inBuffer: UnsafeMutablePointer<UInt8>
    private static let inSize = 1 << 16
    private var inputEnded = false
    /// The current member ended; another may follow.
    private var memberEnded = false

    init(_ input: any ByteStream, file: String) throws {
        self.input = input
        self.file = file
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        inBuffer = .allocate(capacity: Self.inSize)
        // 16 + 15: a gzip header and trailer around a deflate stream with the largest window.
        let code = gridreport_inflate_init(stream, 16 + 15)
        guard code == Z_OK else {
            stream.deallocate()
            inBuffer.deallocate()
            throw GridReportError(DecodingError.corrupt(file: file, compression: "gzip", detail: Self.describe(code)))
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
        inBuffer.deallocate()
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while true {
            if stream.pointee.avail_in == 0 && !inputEnded {
                let n = try input.read(into: inBuffer, count: Self.inSize)
                inputEnded = n == 0
                stream.pointee.next_in = inBuffer
                stream.pointee.avail_in = UInt32(n)
            }
            if memberEnded {
                if stream.pointee.avail_in == 0 && inputEnded { return 0 }
                guard inflateReset(stream) == Z_OK else { throw corrupt(Z_STREAM_ERROR) }
                memberEnded = false
            }
            let (code, made) = inflateStep(stream, into: buffer, count: count)
            switch code {
            case Z_STREAM_END: memberEnded = true
            case Z_OK, Z_BUF_ERROR: break
            default: throw corrupt(code)
            }
            if made > 0 { return made }
            if !memberEnded && stream.pointee.avail_in == 0 && inputEnded {
                throw GridReportError(DecodingError.truncated(file: file, compression: "gzip"))
            }
        }
    }

    private func corrupt(_ code: Int32) -> GridReportError {
        let message = stream.pointee.msg.map { String(cString: $0) } ?? Self.describe(code)
        return GridReportError(DecodingError.corrupt(file: file, compression: "gzip", detail: message))
    }

    private static func describe(_ code: Int32) -> String {
        switch code {
        case Z_MEM_ERROR: return "out of memory"
        case Z_NEED_DICT: return "it needs a preset dictionary"
        case Z_VERSION_ERROR: return "zlib's version does not match"
        case Z_STREAM_ERROR: return "zlib's state is broken"
        default: return "zlib error \(code)"
        }
    }
}
