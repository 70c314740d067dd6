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

extension UTF8Text {
    /// True when the value identifies rather than tells: it holds a digit, and it is one token
    /// (no space: `PO-2024-100002`, `02134`) or has no letter (`7/16/2019 9:05`,
    /// `+1 555 010 9999`, local dates and phone numbers). Tabs, line breaks and other controls
    /// make any value free text.
    @inline(__always)
    static func isToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var digit = false
        var space = false
        var letter = false
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == 0x20 {
                space = true
            } else if byte &- 0x30 < 10 {
                digit = true
            } else if byte >= 0x80 || (byte | 0x20) &- 0x61 < 26 {
                letter = true
            }
        }
        return digit && !(space && letter)
    }
}
