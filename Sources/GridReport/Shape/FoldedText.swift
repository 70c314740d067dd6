/// Text compared without regard to case, as filters compare it: the cell against a value that
/// is lowercased already. ASCII text (the common case) is compared byte by byte, without the
/// copy `lowercased()` makes per row; other text through `lowercased()`.
enum FoldedText {
    static func equals(_ text: String, _ folded: String) -> Bool {
        var text = text
        var folded = folded
        let fast: Bool? = text.withUTF8 { bytes in
            folded.withUTF8 { wanted in
                guard isASCII(bytes), isASCII(wanted) else { return nil }
                guard bytes.count == wanted.count else { return false }
                for index in 0..<bytes.count where lower(bytes[index]) != wanted[index] { return false }
                return true
            }
        }
        return fast ?? (text.lowercased() == folded)
    }

    /// Whether `text` contains `folded` (every text contains the empty one).
    static func contains(_ text: String, _ folded: String) -> Bool {
        if folded.isEmpty { return true }
        var text = text
        var folded = folded
        let fast: Bool? = text.withUTF8 { bytes in
            folded.withUTF8 { needle in
                guard isASCII(bytes), isASCII(needle) else { return nil }
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count) {
                    var index = 0
                    while index < needle.count && lower(bytes[start + index]) == needle[index] { index += 1 }
                    if index == needle.count { return true }
                }
                return false
            }
        }
        return fast ?? text.lowercased().contains(folded)
    }

    /// Two texts equal without regard to case, neither lowercased before.
    static func equalsIgnoringCase(_ left: String, _ right: String) -> Bool {
        var left = left
        var right = right
        let fast: Bool? = left.withUTF8 { a in
            right.withUTF8 { b in
                guard isASCII(a), isASCII(b) else { return nil }
                guard a.count == b.count else { return false }
                for index in 0..<a.count where lower(a[index]) != lower(b[index]) { return false }
                return true
            }
        }
        return fast ?? (left.lowercased() == right.lowercased())
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { !bytes.contains { $0 >= 0x80 } }
}
