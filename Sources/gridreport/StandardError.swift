import Foundation

/// Standard error for warnings, progress and error lines. A write that fails (standard error
/// closed, full or a broken pipe) is dropped: messages never stop the work.
enum StandardError {
    static func write(_ string: String) {
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
