import Foundation

/// Where CSV bytes come from: an open file descriptor, read in chunks.
public final class ByteSource {
    public let fileDescriptor: Int32
    /// The name used in messages (`data.csv`, `<stdin>`).
    public let displayName: String
    private let ownsDescriptor: Bool

    public init(fileDescriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.fileDescriptor = fileDescriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
    }

    /// Opens a file for reading; a missing or unreadable file is an EX_NOINPUT error.
    public convenience init(path: String, displayName: String? = nil) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        let name = displayName ?? path
        guard fd >= 0 else { throw GridReportError(InputError.cannotOpen(name, errno: errno)) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw GridReportError(InputError.isDirectory(file: name))
        }
        self.init(fileDescriptor: fd, displayName: name, ownsDescriptor: true)
    }

    deinit {
        if ownsDescriptor { close(fileDescriptor) }
    }

    /// Reads up to `count` bytes into `buffer`; 0 at end of input.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        while true {
            let n = Foundation.read(fileDescriptor, buffer, count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw GridReportError(InputError.readFailed(file: displayName, errno: errno))
        }
    }

    /// Reads exactly `count` bytes at `offset` without moving the file position, so that several
    /// threads can read their own parts of one file at once.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) throws {
        var done = 0
        while done < count {
            let n = pread(fileDescriptor, buffer + done, count - done, off_t(offset + done))
            if n > 0 {
                done += n
                continue
            }
            if n < 0 && errno == EINTR { continue }
            if n == 0 {
                throw GridReportError(InputError.changedWhileRead(file: displayName))
            }
            if errno == ESPIPE { throw GridReportError(InputError.notSeekable(file: displayName)) }
            throw GridReportError(InputError.readFailed(file: displayName, errno: errno))
        }
    }

    /// Seeks back to the start, for a second pass over a file.
    public func rewind() throws {
        guard lseek(fileDescriptor, 0, SEEK_SET) == 0 else {
            throw GridReportError(InputError.notSeekable(file: displayName))
        }
    }

    /// The size in bytes when known (a regular file), for progress.
    public var size: Int? {
        var info = stat()
        guard fstat(fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
