/// HTML escaping into UTF-8 bytes. Every value from the data, a title or a column name goes
/// through here, for text and for double-quoted attribute values alike: `&`, `<`, `>`, `"` and
/// `'` become character references, so no value can open a tag or leave an attribute.
enum HTMLEscape {
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }

    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var start = 0
        for index in 0..<bytes.count where needsEscape(bytes[index]) {
            if start < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            switch bytes[index] {
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x22: out.append(contentsOf: "&quot;".utf8)
            default: out.append(contentsOf: "&#39;".utf8)
            }
            start = index + 1
        }
        if start < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count])) }
    }

    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &out) }
    }

    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
