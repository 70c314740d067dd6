/// Measures a raw value as the terminal will show it: widest line in cells, and line count.
enum TextMeasure {
    struct Measure {
        var width: Int
        var lines: Int
    }

    /// Printable ASCII is measured by its length; anything else goes through `TerminalText`.
    @inline(__always)
    static func measure(_ bytes: UnsafeBufferPointer<UInt8>, onInvalidUTF8: () throws -> Never) throws -> Measure {
        if PrintableASCII.contains(only: bytes) { return Measure(width: bytes.count, lines: 1) }
        guard let text = UTF8Text.string(bytes) else { try onInvalidUTF8() }
        return measure(text)
    }

    static func measure(_ text: String) -> Measure {
        // Line by line over the bytes, without an array of lines or a string per line: a cell of
        // millions of line breaks costs no memory per line, and a printable ASCII line is its
        // byte count. Lines end as in `CellLines`: CR, LF or CR LF.
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> Measure in
            var width = 0
            var lines = 0
            var start = 0
            func endLine(at end: Int) {
                lines += 1
                var plain = true
                for k in start..<end where bytes[k] &- 0x20 >= 0x5F {
                    plain = false
                    break
                }
                guard !plain else {
                    width = max(width, end - start)
                    return
                }
                let utf8 = text.utf8
                let from = utf8.index(utf8.startIndex, offsetBy: start)
                width = max(width, sanitizedWidth(text[from..<utf8.index(from, offsetBy: end - start)]))
            }
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                guard byte == 0x0A || byte == 0x0D else {
                    i += 1
                    continue
                }
                endLine(at: i)
                i += byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
                start = i
            }
            endLine(at: bytes.count)
            return Measure(width: width, lines: lines)
        }
        if let measured { return measured }
        var width = 0
        var lines = 0
        CellLines.forEach(text) { line in
            lines += 1
            width = max(width, sanitizedWidth(line))
        }
        return Measure(width: width, lines: lines)
    }

    /// Scalars per piece of a long line.
    static let pieceScalars = 1 << 16

    /// The width of the line as shown, sanitized. A long line is measured a piece at a time, so a
    /// 16 MB line never needs its sanitized copy at once (up to 8 bytes per input scalar: `<U+202E>`).
    /// Pieces end before an ASCII scalar or a control, which always start a grapheme cluster, so the
    /// pieces' widths add up to the line's (after 1,024 scalars without one, anywhere).
    static func sanitizedWidth(_ line: Substring) -> Int {
        let scalars = line.unicodeScalars
        if line.utf8.count <= pieceScalars {
            return TerminalText.displayWidth(TerminalText.sanitize(String(line)))
        }
        var width = 0
        var start = scalars.startIndex
        while start < scalars.endIndex {
            var cut = scalars.index(start, offsetBy: pieceScalars, limitedBy: scalars.endIndex) ?? scalars.endIndex
            var search = 0
            while cut < scalars.endIndex, search < 1_024, !startsCluster(scalars[cut]) {
                cut = scalars.index(after: cut)
                search += 1
            }
            width += TerminalText.displayWidth(TerminalText.sanitize(String(scalars[start..<cut])))
            start = cut
        }
        return width
    }

    @inline(__always)
    private static func startsCluster(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0xA0 || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C || (0xFDD0...0xFDEF).contains(value)
            || value & 0xFFFE == 0xFFFE || value == 0x115F || value == 0x3164 || value == 0xFFA0
    }
}
