import Foundation

/// An empty file in the temporary folder (`TMPDIR`), unlinked as soon as it is made: it lives as
/// long as its descriptor, so nothing is left behind on any exit, a signal's or a crash's too.
enum UnlinkedFile {
    /// The descriptor, or nil when the folder has no room or cannot be written.
    static func create(prefix: String) -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/\(prefix)-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    /// The folder, for messages.
    static var folder: String { NSTemporaryDirectory() }
}
