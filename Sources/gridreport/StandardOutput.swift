import Foundation
import GridReport

/// Standard output as a buffered TextOutputStream. A closed pipe (`| head`) stops the output
/// and is reported through `closed`, so the command can end quietly with status 0.
final class StandardOutput: UTF8OutputStream {
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16
    private(set) var closed = false
    private(set) var failure: GridReportError?
    /// Addresses shown whole become OSC 8 hyperlinks (`TerminalLinks`): for a terminal with
    /// colour on. Then lines are linked whole, so the buffer is written up to its last line
    /// break until the final flush.
    var links = false

    init() {
        buffer.reserveCapacity(capacity + 4096)
        signal(SIGPIPE, SIG_IGN)
    }

    var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    func write(_ string: String) {
        if closed { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= capacity { links ? flushLines() : flush() }
    }

    /// Writes the whole lines in the buffer, linked, and keeps the rest.
    private func flushLines() {
        guard let lastBreak = buffer.lastIndex(of: 0x0A) else { return }
        TerminalLinks.linked(Array(buffer[...lastBreak])).withUnsafeBytes(writeOut)
        buffer.removeSubrange(...lastBreak)
    }

    /// Writes a block of bytes; a big one goes out directly rather than through the buffer.
    func write(utf8 bytes: [UInt8]) {
        if closed { return }
        if links {
            buffer.append(contentsOf: bytes)
            if buffer.count >= capacity { flushLines() }
            return
        }
        if buffer.count + bytes.count < capacity {
            buffer.append(contentsOf: bytes)
            return
        }
        flush()
        bytes.withUnsafeBytes(writeOut)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        if links {
            TerminalLinks.linked(buffer).withUnsafeBytes(writeOut)
        } else {
            buffer.withUnsafeBytes(writeOut)
        }
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

/// Writes all of `string` to standard output unbuffered; nil on success or a closed pipe (EPIPE,
/// which ends quietly), else the I/O error.
func writeStandardOutputNow(_ string: String) -> GridReportError? {
    let output = StandardOutput()
    output.write(string)
    output.flush()
    return output.failure
}
