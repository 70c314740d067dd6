import Foundation

/// Standard output as a buffered TextOutputStream. A closed pipe (`| head`) stops the output
/// and is reported through `closed`, so the command can end quietly with status 0.
public final class StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    public private(set) var closed = false
    public private(set) var failure: GridReportError?

    public init() {
        buffer.reserveCapacity(capacity + 4096)
        signal(SIGPIPE, SIG_IGN)
    }

    public var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    public func write(_ string: String) {
        if closed { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Writes a block of bytes; a big one goes out directly rather than through the buffer.
    public func write(_ bytes: [UInt8]) {
        if closed { return }
        if buffer.count + bytes.count < capacity {
            buffer.append(contentsOf: bytes)
            return
        }
        flush()
        bytes.withUnsafeBytes(writeOut)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes(writeOut)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeOut(_ raw: UnsafeRawBufferPointer) {
        guard !closed else { return }
        var offset = 0
        while offset < raw.count {
            let n = Foundation.write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                if errno != EPIPE {
                    failure = GridReportError(.io, at: "<stdout>", "write failed: \(String(cString: strerror(errno)))")
                }
                closed = true
                return
            }
            offset += n
        }
    }
}

/// Thrown to stop streaming rows once standard output is closed.
public struct OutputClosed: Error {
    public init() {}
}

/// Standard error for warnings, progress and error lines. A write that fails (standard error
/// closed, full or a broken pipe) is dropped: messages never stop the work.
public enum StandardError {
    public static func write(_ string: String) {
        var bytes = Array(string.utf8)
        bytes.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(STDERR_FILENO, base + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

/// Writes all of `string` to standard output unbuffered; nil on success or a closed pipe (EPIPE,
/// which ends quietly), else the I/O error.
public func writeStandardOutputNow(_ string: String) -> GridReportError? {
    let output = StandardOutput()
    output.write(string)
    output.flush()
    return output.failure
}
