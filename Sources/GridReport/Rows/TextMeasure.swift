/// Measures a raw value as the terminal will show it: widest line in cells, and line count.
enum TextMeasure {
    struct Measure {
        var width: Int
        var lines: Int
    }

    /// Printable ASCII is measured by its length; anything else goes through `TerminalText`.
    @inline(__always)
    static func measure(_ bytes: UnsafeBufferPointer<UInt8>, onInvalidUTF8: () throws -> Never) throws -> Measure {
        var plain = true
        for byte in bytes where byte < 0x20 || byte > 0x7E {
            plain = false
            break
        }
        if plain { return Measure(width: bytes.count, lines: 1) }
        guard let text = UTF8Text.string(bytes) else { try onInvalidUTF8() }
        return measure(text)
    }

    static func measure(_ text: String) -> Measure {
        // Line by line without an array of lines: a cell of millions of line breaks costs no
        // memory per line.
        var width = 0
        var lines = 0
        CellLines.forEach(text) { line in
            lines += 1
            width = max(width, TerminalText.displayWidth(TerminalText.sanitize(String(line))))
        }
        return Measure(width: width, lines: lines)
    }
}
