import Foundation

@testable import GridReport

// Shared by every fuzz target: a reader of structured values from the fuzzer's bytes, a scratch
// file that holds an input as a seekable descriptor, and the oracle for errors.

/// Takes values from the front of the input, like LLVM's FuzzedDataProvider; past the end every
/// value is zero, so short inputs still run.
struct FuzzBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    var isEmpty: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A value in `range`, from one or two bytes.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        if span <= 0 { return range.lowerBound }
        let raw = span < 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// Eight bytes as a Double, bit for bit (NaN, infinities, subnormals and all).
    mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// A short string: a length byte, then that many bytes decoded as UTF-8 (invalid bytes repaired).
    mutating func shortString(max: Int = 16) -> String {
        let count = int(0...max)
        let start = min(position, bytes.count)
        let stop = min(position + count, bytes.count)
        position = stop
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
    }

    /// Everything not taken yet.
    mutating func rest() -> UnsafeBufferPointer<UInt8> {
        let start = min(position, bytes.count)
        position = bytes.count
        return UnsafeBufferPointer(rebasing: bytes[start...])
    }
}

/// One unlinked temporary file, reused by every run: an input written to it is a seekable
/// descriptor, as a real CSV file is (the two-pass reader rewinds it).
final class ScratchFile {
    static let shared = ScratchFile()
    let fd: Int32

    private init() {
        var template = Array((NSTemporaryDirectory() + "/gridreport-fuzz-XXXXXX").utf8CString)
        fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { fatalError("fuzz harness: cannot create a scratch file") }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    /// Replaces the file's content with `bytes` and returns a source positioned at its start.
    func source(_ bytes: UnsafeBufferPointer<UInt8>, name: String = "fuzz.csv") -> ByteSource {
        guard ftruncate(fd, 0) == 0 else { fatalError("fuzz harness: ftruncate failed") }
        var written = 0
        while written < bytes.count {
            let n = pwrite(fd, bytes.baseAddress! + written, bytes.count - written, off_t(written))
            guard n > 0 else { fatalError("fuzz harness: pwrite failed") }
            written += n
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else { fatalError("fuzz harness: lseek failed") }
        return ByteSource(fileDescriptor: fd, displayName: name, ownsDescriptor: false)
    }
}

/// Fails the run (a crash the fuzzer reports, with the input saved) when a contract is broken.
func violated(_ what: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("fuzz invariant broken: \(what())", file: file, line: line)
}

/// The exit codes an error a user can cause may have (sysexits).
let userExitCodes: Set<Int32> = [64, 65, 66, 73, 74]

/// Checks a thrown error: it must be a GridReportError that prints as a sentence with a sysexits
/// code, and a `file:line:column` in it must be 1-based.
func checkError(_ error: Error, allowing kinds: Set<Int32> = userExitCodes) {
    guard let error = error as? GridReportError else {
        violated("an error that is not a GridReportError: \(type(of: error)) \(error)")
    }
    guard kinds.contains(error.exitCode) else { violated("unexpected exit code \(error.exitCode) for: \(error)") }
    guard !error.message.isEmpty else { violated("an error with no message: \(error)") }
    if let location = error.location {
        let parts = location.description.split(separator: ":")
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) {
            guard line >= 1, column >= 1 else { violated("a location that is not 1-based: \(location) in: \(error)") }
        }
    }
    _ = error.description
}

/// Runs `body`; a thrown GridReportError is a fine outcome, anything else breaks the contract.
@discardableResult
func expectingUserErrors<T>(allowing kinds: Set<Int32> = userExitCodes, _ body: () throws -> T) -> T? {
    do {
        return try body()
    } catch {
        checkError(error, allowing: kinds)
        return nil
    }
}

/// A string sink for rendered output.
struct StringSink: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
}
