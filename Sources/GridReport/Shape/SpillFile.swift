import Foundation

/// A run of a sort spilled to disk (or another stage's rows, `SpilledRows`): written once front to
/// back, then read back.
/// Unlinked from the start (`UnlinkedFile`), so it goes when it is closed or the process ends.
/// Public for a workbook reader's tape of a sheet's rows (`GridReportXLSXInput`'s `SheetTape`).
public final class SpillFile {
    /// The error a failed write or read is, from the folder and errno: a sort's unless the
    /// stage that spills says its own.
    public typealias Failure = @Sendable (_ folder: String, _ code: Int32) -> GridReportError

    private let fd: Int32
    let failure: Failure
    private var written = 0
    /// Bytes waiting to be written: one write a megabyte, not one an entry.
    private var pending: [UInt8] = []
    private static let writeSize = 1 << 20

    /// `prefix` names the file for whoever looks in the folder in the moment it has a name.
    public init(
        prefix: String = "gridreport-sort",
        failure: @escaping Failure = { GridReportError(ShapeError.spill(folder: $0, errno: $1)) }
    ) throws {
        guard let fd = UnlinkedFile.create(prefix: prefix) else { throw failure(UnlinkedFile.folder, errno) }
        self.fd = fd
        self.failure = failure
    }

    deinit { close(fd) }

    var size: Int { written + pending.count }

    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        if pending.capacity == 0 { pending.reserveCapacity(Self.writeSize) }
        pending.append(contentsOf: bytes.bindMemory(to: UInt8.self))
        if pending.count >= Self.writeSize { try write() }
    }

    /// Writes what is pending and lets its buffer go: a run waiting to be merged holds no memory
    /// (many runs each keeping a megabyte was most of a 10M-row sort's memory).
    public func flush() throws {
        try write()
        pending = []
    }

    private func write() throws {
        try pending.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(written + done))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw failure(UnlinkedFile.folder, errno) }
                done += n
            }
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Reads up to `count` bytes at `offset` (after `flush`); 0 at the end.
    public func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int) throws -> Int {
        while true {
            let n = pread(fd, buffer, count, off_t(offset))
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw failure(UnlinkedFile.folder, errno)
        }
    }
}
