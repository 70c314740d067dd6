import Glibc
import GridReport
import GridReportXLSX

/// The one way a command writes a file it names with `-o` (export goes through the same
/// `AtomicOutputFile` inside its workbook writer): never the input, an existing file replaced only
/// with `--force` and only when it is a regular file (its mode kept), the text written to an
/// anonymous or `O_EXCL|O_NOFOLLOW` temporary beside it and put in place whole when complete.
enum OutputFile {
    /// The output file, refused when it is the input (whatever path names it) or exists without --force.
    static func open(_ path: String, force: Bool, input: ByteSource, path inputPath: String) throws
        -> AtomicOutputFile
    {
        let protected = [
            FileIdentity(fileDescriptor: input.fileDescriptor),
            inputPath == "-" ? FileIdentity(fileDescriptor: STDIN_FILENO) : FileIdentity(path: inputPath),
        ].compactMap { $0 }
        return try AtomicOutputFile(destination: path, overwrite: force, protecting: protected)
    }

    /// Writes what `body` hands its writer into the output's temporary file, and puts the file in
    /// place when complete. A failed write is an I/O error (74) with the system's words.
    static func write(to output: AtomicOutputFile, _ body: (([UInt8]) throws -> Void) throws -> Void) throws {
        let fd = Glibc.open(output.writePath, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw GridReportError(OutputFileError.cannotCreate(file: output.destination, errno: errno))
        }
        defer { close(fd) }
        var pending = [UInt8]()
        pending.reserveCapacity(1 << 20)
        func flush() throws {
            var offset = 0
            while offset < pending.count {
                let written = pending[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw GridReportError(OutputFileError.cannotWrite(file: output.destination, errno: errno))
                }
                offset += written
            }
            pending.removeAll(keepingCapacity: true)
        }
        try body { bytes in
            pending.append(contentsOf: bytes)
            if pending.count >= 1 << 20 { try flush() }
        }
        try flush()
        try output.commit()
    }
}
