/// Strings from validated UTF-8 bytes.
enum UTF8Text {
    /// The string, or nil when the bytes are not UTF-8. ASCII, by far the common case, skips the
    /// generic validating initializer, which costs a metadata lookup per call.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var high: UInt8 = 0
        for byte in bytes { high |= byte }
        if high < 0x80 { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The number of scalars in valid UTF-8: the bytes that do not continue a sequence.
    @inline(__always)
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
