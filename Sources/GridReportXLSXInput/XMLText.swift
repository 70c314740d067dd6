/// The text of XML: entities and character references decoded, and the `_xHHHH_` escapes OOXML
/// writes for characters XML cannot hold.
enum XMLText {
    /// Appends `raw` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` and `&#xH;`
    /// decoded; an entity it does not know is kept as written.
    static func appendDecoded(_ raw: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var i = 0
        let n = raw.count
        var runStart = 0
        while i < n {
            // Line ends are normalised as XML says: CR LF and a lone CR are LF.
            if raw[i] == 0x0D {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<i]))
                out.append(0x0A)
                i += i + 1 < n && raw[i + 1] == 0x0A ? 2 : 1
                runStart = i
                continue
            }
            guard raw[i] == 0x26 else {
                i += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<i]))
            var semicolon = i + 1
            // A name ends at the next `&` too: `&x&amp;` is `&x&`, however the text was cut (the
            // scanner keeps an unfinished entity from the last `&` for the next chunk).
            while semicolon < n && semicolon - i < 12 && raw[semicolon] != 0x3B && raw[semicolon] != 0x26 {
                semicolon += 1
            }
            guard semicolon < n, raw[semicolon] == 0x3B else {
                out.append(0x26)
                i += 1
                runStart = i
                continue
            }
            let name = UnsafeBufferPointer(rebasing: raw[(i + 1)..<semicolon])
            if let scalar = decode(name) {
                append(scalar, to: &out)
            } else {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[i...semicolon]))
            }
            i = semicolon + 1
            runStart = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<n]))
    }

    private static func decode(_ name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        switch Array(name) {
        case Array("amp".utf8): return 0x26
        case Array("lt".utf8): return 0x3C
        case Array("gt".utf8): return 0x3E
        case Array("quot".utf8): return 0x22
        case Array("apos".utf8): return 0x27
        default: break
        }
        guard name.count >= 2, name[0] == 0x23 else { return nil }
        let hex = name[1] == 0x78 || name[1] == 0x58
        var value: UInt32 = 0
        for byte in name.dropFirst(hex ? 2 : 1) {
            guard let digit = hexDigit(byte), hex || digit < 10 else { return nil }
            value = value * (hex ? 16 : 10) + digit
            if value > 0x10FFFF { return nil }
        }
        return Unicode.Scalar(value) == nil ? 0xFFFD : value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    static func append(_ value: UInt32, to out: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// Whether `bytes` hold an OOXML `_xHHHH_` escape anywhere (rare: only then is the text copied).
    static func hasEscape<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var i = bytes.startIndex
        while i + 7 <= bytes.endIndex {
            if bytes[i] == 0x5F && bytes[i + 1] == 0x78 && bytes[i + 6] == 0x5F { return true }
            i += 1
        }
        return false
    }

    /// `_xHHHH_` escapes (a control character, or `_x005F_` for a `_`) replaced by their character.
    static func unescaped<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> [UInt8] where Bytes.Index == Int {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == 0x5F, i + 7 <= bytes.endIndex, bytes[i + 1] == 0x78, bytes[i + 6] == 0x5F,
                let a = hexDigit(bytes[i + 2]), let b = hexDigit(bytes[i + 3]), let c = hexDigit(bytes[i + 4]),
                let d = hexDigit(bytes[i + 5])
            {
                append(a << 12 | b << 8 | c << 4 | d, to: &out)
                i += 7
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }
}
