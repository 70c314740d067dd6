/// A text stream that also takes UTF-8 bytes as they are: the renderers lay out whole blocks of
/// lines as bytes, and such a stream spares a String per block. A class, so that a stream passed
/// as `some TextOutputStream` and found to be one is written to in place.
public protocol UTF8OutputStream: AnyObject, TextOutputStream {
    func write(utf8 bytes: [UInt8])
}

/// Thrown by a renderer's `stop` check to end streaming rows once the output is closed.
public struct OutputClosed: Error {
    public init() {}
}
