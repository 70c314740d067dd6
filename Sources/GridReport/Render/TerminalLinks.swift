/// Makes the web and mail addresses a report shows clickable in a terminal (OSC 8 hyperlinks):
/// a whole `http://`, `https://` or `mailto:` address standing alone between cell borders,
/// spaces or line ends. Only addresses shown complete are linked: one cut with `…` is not, and
/// the address must be printable ASCII (the shown text is already sanitized, so no escape
/// sequence can come from the data). SGR codes around a cell count as its edges.
public enum TerminalLinks {
    private static let schemes: [[UInt8]] = ["http://", "https://", "mailto:"].map { Array($0.utf8) }

    /// `bytes` with each address found wrapped in OSC 8 codes.
    public static func linked(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var atEdge = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                // An SGR sequence: copied whole, and an edge on either side.
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "m")).map { $0 + 1 } ?? bytes.count
                out.append(contentsOf: bytes[index..<end])
                index = end
                atEdge = true
                continue
            }
            if atEdge, let end = addressEnd(bytes, from: index) {
                let address = bytes[index..<end]
                out.append(contentsOf: Array("\u{1B}]8;;".utf8))
                out.append(contentsOf: address)
                out.append(contentsOf: Array("\u{1B}\\".utf8))
                out.append(contentsOf: address)
                out.append(contentsOf: Array("\u{1B}]8;;\u{1B}\\".utf8))
                index = end
                atEdge = false
                continue
            }
            out.append(byte)
            atEdge = isEdge(byte)
            index += 1
        }
        return out
    }

    /// Spaces, line breaks, the ASCII bar and the last byte of `│` (E2 94 82).
    private static func isEdge(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == UInt8(ascii: "|") || byte == 0x82
    }

    /// Where the address starting at `start` ends, when one starts there and ends at an edge.
    private static func addressEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let first = bytes[start] | 0x20
        guard first == UInt8(ascii: "h") || first == UInt8(ascii: "m") else { return nil }
        guard
            let scheme = schemes.first(where: { scheme in
                start + scheme.count < bytes.count
                    && zip(bytes[start...], scheme).allSatisfy { $0 | 0x20 == $1 | 0x20 }
            })
        else { return nil }
        var end = start + scheme.count
        while end < bytes.count, (0x21...0x7E).contains(bytes[end]), bytes[end] != UInt8(ascii: "|") { end += 1 }
        guard end > start + scheme.count else { return nil }
        // Followed by an edge: a space, a line end, a bar, SGR codes or the end; not by `…`.
        if end < bytes.count {
            let next = bytes[end]
            guard
                next == 0x20 || next == 0x0A || next == UInt8(ascii: "|") || next == 0x1B
                    || (next == 0xE2 && end + 2 < bytes.count && bytes[end + 1] == 0x94 && bytes[end + 2] == 0x82)
            else { return nil }
        }
        return end
    }
}
