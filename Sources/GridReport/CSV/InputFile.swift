import Foundation

/// Opens an input named on the command line: a path, or `-` for standard input.
///
/// Standard input is spooled to an unlinked temporary file so it can be read twice (types and
/// natural widths need a first pass) with memory flat in its size.
public enum InputFile {
    public static let standardInputName = "<stdin>"

    public static func open(_ path: String) throws -> ByteSource {
        guard path == "-" else { return try ByteSource(path: path) }
        var template = Array((NSTemporaryDirectory() + "/gridreport-stdin-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw GridReportError(.cannotCreate, at: standardInputName, "cannot create a temporary file to hold standard input",
                                  hint: "set TMPDIR to a writable folder")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let source = ByteSource(fileDescriptor: fd, displayName: standardInputName, ownsDescriptor: true)
        let chunk = 1 << 20
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: chunk)
        defer { buffer.deallocate() }
        while true {
            let n = read(STDIN_FILENO, buffer, chunk)
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw GridReportError(.io, at: standardInputName, "read failed: \(String(cString: strerror(errno)))")
            }
            var written = 0
            while written < n {
                let w = write(fd, buffer + written, n - written)
                if w < 0 {
                    if errno == EINTR { continue }
                    throw GridReportError(.io, at: standardInputName, "cannot spool standard input: \(String(cString: strerror(errno)))",
                                          hint: "free space in TMPDIR or set it to another folder")
                }
                written += w
            }
        }
        try source.rewind()
        return source
    }
}
