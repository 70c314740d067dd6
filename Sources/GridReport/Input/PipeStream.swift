import Foundation

/// The bytes of a descriptor that can be read only once (standard input, a pipe), as they come.
/// Binary input (a run of `CSVOptions.binaryNULRun` NULs, such as /dev/zero) is refused among its
/// first megabyte, before a disk fills with it; the run is counted across reads, which a pipe cuts
/// anywhere.
final class PipeStream: ByteStream {
    private let descriptor: Int32
    private let name: String
    private var read = 0
    private var nulRun = 0

    init(_ descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        var n: Int
        repeat {
            n = Foundation.read(descriptor, buffer, count)
        } while n < 0 && errno == EINTR
        if n < 0 { throw GridReportError(InputError.spoolReadFailed(file: name, errno: errno)) }
        var index = 0
        while read + index < 1 << 20, index < n {
            nulRun = buffer[index] == 0 ? nulRun + 1 : 0
            if nulRun == CSVOptions.binaryNULRun {
                throw GridReportError(.binary(file: name, offset: read + index + 1 - nulRun))
            }
            index += 1
        }
        read += n
        return n
    }
}
