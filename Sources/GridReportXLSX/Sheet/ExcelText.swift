import GridReport

/// What a text's bytes hold that matters for a cell, found in one pass.
struct TextScan: OptionSet {
    let rawValue: UInt8
    static let lineBreak = TextScan(rawValue: 1)
    static let nul = TextScan(rawValue: 2)
    /// An `_`, which may start `_xHHHH_`, Excel's escape for characters XML cannot hold.
    static let underscore = TextScan(rawValue: 4)
    /// A 0xEF byte, which starts U+FFFE and U+FFFF (characters XML 1.0 forbids) among others.
    static let maybeNonCharacter = TextScan(rawValue: 8)
}

/// Text as Excel stores it: at most 32,767 UTF-16 code units, no NUL, and a literal `_xHHHH_`
/// escaped so that Excel does not decode it into another character.
enum ExcelText {
    static let maximumLength = 32_767

    @inline(__always)
    static func scan(_ text: String) -> TextScan {
        if let found = text.utf8.withContiguousStorageIfAvailable({ scan(bytes: $0) }) { return found }
        return scan(bytes: text.utf8)
    }

    @inline(__always)
    private static func scan<Bytes: Sequence>(bytes: Bytes) -> TextScan where Bytes.Element == UInt8 {
        var found: UInt8 = 0
        for byte in bytes where byte < 14 || byte == 0x5F || byte == 0xEF {
            switch byte {
            case 0x0A, 0x0D: found |= TextScan.lineBreak.rawValue
            case 0x00: found |= TextScan.nul.rawValue
            case 0x5F: found |= TextScan.underscore.rawValue
            case 0xEF: found |= TextScan.maybeNonCharacter.rawValue
            default: break
            }
        }
        return TextScan(rawValue: found)
    }

    /// Whether `prepared` can change the text; false for nearly every cell.
    @inline(__always)
    static func needsPreparation(_ text: String, _ scan: TextScan) -> Bool {
        !scan.isDisjoint(with: [.nul, .underscore, .maybeNonCharacter]) || text.utf8.count > maximumLength
    }

    struct Prepared {
        var text: String
        /// The length in UTF-16 code units before the cut, when the text was cut.
        var cutFrom: Int?
        var replacedNUL: Bool
        /// U+FFFE or U+FFFF written as `_xFFFE_` / `_xFFFF_`.
        var escapedNonCharacters: Bool
    }

    /// The text to store, or nil when it goes in as it is.
    static func prepared(_ text: String, _ scan: TextScan) -> Prepared? {
        var value = text
        let replacedNUL = scan.contains(.nul)
        if replacedNUL {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count + 64)
            for byte in text.utf8 {
                if byte == 0 { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { bytes.append(byte) }
            }
            value = String(decoding: bytes, as: UTF8.self)
        }
        let length = value.utf16.count
        var limit = maximumLength
        while true {
            var cut = value
            if length > limit { cut = prefix(value, units: limit) }
            var escaped = scan.contains(.underscore) ? escapeLiteralEscapes(cut) : cut
            let nonCharacters =
                scan.contains(.maybeNonCharacter) && escaped.unicodeScalars.contains(where: isNonCharacter)
            if nonCharacters { escaped = escapeNonCharacters(escaped) }
            // libxlsxwriter counts code points of what it is given, escapes included.
            let stored = escaped.unicodeScalars.count
            if stored <= maximumLength {
                if escaped == text { return nil }
                return Prepared(
                    text: escaped, cutFrom: length > limit ? length : nil, replacedNUL: replacedNUL,
                    escapedNonCharacters: nonCharacters)
            }
            limit -= stored - maximumLength
        }
    }

    /// U+FFFE and U+FFFF, which XML 1.0 cannot hold and libxlsxwriter passes through.
    @inline(__always)
    static func isNonCharacter(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0xFFFE || scalar.value == 0xFFFF }

    /// Every U+FFFE and U+FFFF as OOXML's `_xFFFE_` / `_xFFFF_`, which readers decode back.
    static func escapeNonCharacters(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if isNonCharacter(scalar) {
                out.append(contentsOf: (scalar.value == 0xFFFE ? "_xFFFE_" : "_xFFFF_").utf8)
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// For document properties (the title), where libxlsxwriter does not escape control
    /// characters and XML cannot hold them: each is written in OOXML's `_xHHHH_` form (and a
    /// literal `_xHHHH_` as `_x005F_xHHHH_`). Nil when the text goes in as it is.
    static func escapedForProperty(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: isControl) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in escapeLiteralEscapes(text).unicodeScalars {
            if isControl(scalar) && scalar != "\t" && scalar != "\n" && scalar != "\r" {
                out.append(contentsOf: ("_x" + HexDigits.hex(scalar.value, digits: 4) + "_").utf8)
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// For attributes (picture descriptions), where libxlsxwriter does not escape control
    /// characters and XML cannot hold them.
    static func withoutControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value)
    }

    /// The longest prefix of whole code points within `units` UTF-16 code units.
    static func prefix(_ text: String, units: Int) -> String {
        var used = 0
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        while end < scalars.endIndex {
            let size = scalars[end].utf16.count
            if used + size > units { break }
            used += size
            end = scalars.index(after: end)
        }
        return String(scalars[..<end])
    }

    /// `_x0041_` written as `_x005F_x0041_`, which Excel reads back as `_x0041_`.
    static func escapeLiteralEscapes(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 12)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x5F, i + 6 < bytes.count, bytes[i + 1] == 0x78 || bytes[i + 1] == 0x58,
                bytes[(i + 2)...(i + 5)].allSatisfy(isHex), bytes[i + 6] == 0x5F
            {
                out.append(contentsOf: "_x005F".utf8)
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
