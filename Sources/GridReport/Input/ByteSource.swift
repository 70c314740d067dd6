import Foundation

/// Where CSV bytes come from: an open file descriptor, read in chunks.
///
/// A source can also be made while it is read (decompressed, decoded into UTF-8): the bytes a
/// `ByteStream` makes are appended to a spool file as the first reader asks for them, and every
/// later read (a chunk's, a second pass's) reads the spool. Memory stays flat; the spool holds the
/// made bytes, as it holds standard input.
public final class ByteSource {
    public let fileDescriptor: Int32
    /// The name used in messages (`data.csv`, `<stdin>`).
    public let displayName: String
    private let ownsDescriptor: Bool
    /// How the input was read: its compression and encoding (`InputFile` sets them).
    public internal(set) var reading = InputReading()
    /// For a workbook's records, where each is in the workbook (`InputFile` sets it).
    public internal(set) var places: (any RecordPlaces)?
    /// For a workbook's records, which columns keep their cells' own types (`InputFile` sets it).
    public internal(set) var cellTypes: (any RecordCellTypes)?

    /// The maker of a made source's bytes, nil once it has ended; touched under `production`.
    private var producer: (any ByteStream)?
    private let isMade: Bool
    /// The first error the maker threw, thrown again to whoever reads past it.
    private var failure: Error?
    private let production = NSLock()
    /// Bytes in the spool so far; read and written under `lock`, so a chunk's reader on another
    /// thread sees it while the first reader makes more.
    private var madeCount = 0
    private let lock = NSLock()
    /// Where the next front-to-back read of a made source starts.
    private var position = 0

    public init(fileDescriptor: Int32, displayName: String, ownsDescriptor: Bool) {
        self.fileDescriptor = fileDescriptor
        self.displayName = displayName
        self.ownsDescriptor = ownsDescriptor
        isMade = false
    }

    /// A source whose bytes `producer` makes as they are read, spooled to `spool` (an empty,
    /// unlinked file this source owns).
    init(spool: Int32, displayName: String, producer: any ByteStream, reading: InputReading) {
        fileDescriptor = spool
        self.displayName = displayName
        ownsDescriptor = true
        self.producer = producer
        self.reading = reading
        isMade = true
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
        if isMade {
            let n = try readSome(into: buffer, count: count, at: position)
            position += n
            return n
        }
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
            let n = try readSome(into: buffer + done, count: count - done, at: offset + done)
            if n == 0 { throw GridReportError(InputError.changedWhileRead(file: displayName)) }
            done += n
        }
    }

    /// Reads up to `count` bytes at `offset` without moving the file position; 0 at the end. A
    /// made source makes what is not spooled yet first (some of it: a read may come back short).
    func readSome(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) throws -> Int {
        if isMade && offset + count > spooledCount {
            production.lock()
            defer { production.unlock() }
            if let failure { throw failure }
            do {
                // At the end of the spool (a first reader): made straight into the caller's buffer.
                if offset == spooledCount { return try make(into: buffer, count: count) }
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
                defer { scratch.deallocate() }
                // Made until something is there at `offset`, not until `count` bytes are: a pipe
                // that pauses (standard input) must not hold back the bytes that came already.
                while spooledCount <= offset, try make(into: scratch, count: 1 << 16) > 0 {}
            } catch {
                failure = error
                throw error
            }
        }
        while true {
            let n = pread(fileDescriptor, buffer, count, off_t(offset))
            if n >= 0 { return n }
            if errno == EINTR { continue }
            if errno == ESPIPE { throw GridReportError(InputError.notSeekable(file: displayName)) }
            throw GridReportError(InputError.readFailed(file: displayName, errno: errno))
        }
    }

    private var spooledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return madeCount
    }

    /// Makes up to `count` more bytes into `buffer` and appends them to the spool; 0 at the end.
    /// Called under `production`.
    private func make(into buffer: UnsafeMutablePointer<UInt8>, count: Int) throws -> Int {
        guard let producer else { return 0 }
        let n = try producer.read(into: buffer, count: count)
        if n == 0 {
            self.producer = nil
            return 0
        }
        let end = spooledCount
        var written = 0
        while written < n {
            let w = pwrite(fileDescriptor, buffer + written, n - written, off_t(end + written))
            if w < 0 {
                if errno == EINTR { continue }
                throw GridReportError(InputError.spoolWriteFailed(file: displayName, errno: errno))
            }
            written += w
        }
        lock.lock()
        madeCount += n
        lock.unlock()
        return n
    }

    /// Makes every byte of a made source, so that its spool is the whole input (a reader that
    /// reads the spool's descriptor itself, as a workbook's does); nothing for a file.
    func makeAll() throws {
        guard isMade else { return }
        production.lock()
        defer { production.unlock() }
        if let failure { throw failure }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
        defer { scratch.deallocate() }
        do {
            while try make(into: scratch, count: 1 << 16) > 0 {}
        } catch {
            failure = error
            throw error
        }
    }

    /// Seeks back to the start, for a second pass over a file.
    public func rewind() throws {
        if isMade {
            position = 0
            return
        }
        guard lseek(fileDescriptor, 0, SEEK_SET) == 0 else {
            throw GridReportError(InputError.notSeekable(file: displayName))
        }
    }

    /// The size in bytes when known (a regular file), for progress.
    public var size: Int? {
        if isMade { return nil }
        var info = stat()
        guard fstat(fileDescriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
