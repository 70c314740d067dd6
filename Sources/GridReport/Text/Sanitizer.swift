/// Makes code points that could drive or confuse a terminal visible, so that data from a CSV can
/// never move the cursor, change colours, ring the bell or reorder what is shown around it.
///
/// The choices, one per kind of code point:
/// - LF, CR: `\n`, `\r` in single-line text. With `keepingLineBreaks`, LF and CR LF become one
///   `\n` line break for the caller to split on; a lone CR stays `\r` there too, because a bare CR
///   returns the cursor and overwrites the line (the classic way to hide text in a log).
/// - TAB: one space. A tab has no fixed width in a grid, and in report data it is whitespace.
/// - Every other C0 control (U+0000–U+001F): its Control Picture, U+2400 + code: NUL `␀`,
///   BEL `␇`, BS `␈`, VT `␋`, FF `␌`, ESC `␛`, …; one cell each.
/// - DEL (U+007F): `␡`.
/// - C1 controls (U+0080–U+009F, which include CSI U+009B and NEL U+0085): `\u{009B}`.
/// - Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line
///   and paragraph separators U+2028, U+2029: `<U+202E>`. A bidi override reorders everything
///   after it on the line, including other columns ("Trojan Source"); showing the token keeps the
///   evidence without the effect. So are noncharacters (U+FDD0–U+FDEF, U+FFFE, U+FFFF and their
///   twins in every plane) and the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0): `<U+FFFE>`.
/// Everything else is kept, including zero-width joiners and variation selectors, which emoji need.
enum Sanitizer {
    // Long, and kept whole: one loop with one case per kind of code point. With the cases moved
    // into an inlined helper, a 60,000-row CSV of control characters rendered 7% slower (median
    // 3.94 s against 3.66 s, CPU 7.78 s against 7.23 s).
    static func sanitize(_ text: String, keepingLineBreaks: Bool) -> String {
        if TerminalText.isPrintableASCII(text) { return text }
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { needsReplacement($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return text
        }
        // UTF-8 bytes, appended in place: linear in the text, whatever it holds (appending to a
        // String.UnicodeScalarView copies the whole view each time, which was quadratic).
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar.value {
            case 0x0A:
                output.append(contentsOf: keepingLineBreaks ? "\n".utf8 : "\\n".utf8)
            case 0x0D:
                if keepingLineBreaks, index < scalars.endIndex, scalars[index] == "\n" {
                    output.append(0x0A)
                    index = scalars.index(after: index)
                } else {
                    output.append(contentsOf: "\\r".utf8)
                }
            case 0x09:
                output.append(0x20)
            case 0x00...0x1F:
                // U+2400 + code: E2 90 80+code.
                output.append(0xE2)
                output.append(0x90)
                output.append(0x80 + UInt8(scalar.value))
            case 0x7F:
                output.append(0xE2)  // U+2421, ␡
                output.append(0x90)
                output.append(0xA1)
            case 0x80...0x9F:
                // `\u{`, byte by byte: a string literal's bytes cost a call per code point here.
                output.append(UInt8(ascii: "\\"))
                output.append(UInt8(ascii: "u"))
                output.append(UInt8(ascii: "{"))
                appendHex(scalar, to: &output)
                output.append(UInt8(ascii: "}"))
            case _ where isBidiOrSeparator(scalar.value):
                output.append(UInt8(ascii: "<"))
                output.append(UInt8(ascii: "U"))
                output.append(UInt8(ascii: "+"))
                appendHex(scalar, to: &output)
                output.append(UInt8(ascii: ">"))
            default:
                UTF8.encode(scalar) { output.append($0) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// At least four upper-case hex digits, as code points are written (`009B`, `202E`), appended
    /// as bytes: a field of millions of such code points makes no string per code point.
    @inline(__always)
    private static func appendHex(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        var shift = value > 0xFFFF ? (value > 0xFFFFF ? 20 : 16) : 12
        while shift >= 0 {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            output.append(digit < 10 ? 0x30 + digit : 0x37 + digit)
            shift -= 4
        }
    }

    @inline(__always)
    static func needsReplacement(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 { return !(keepingLineBreaks && value == 0x0A) }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        return isBidiOrSeparator(value)
    }

    @inline(__always)
    private static func isBidiOrSeparator(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        // Noncharacters: a terminal draws them in no cell (glibc's wcwidth: unprintable), so a row
        // holding one ends a cell early; the Hangul fillers draw as blank, hiding what they pad.
        case 0xFDD0...0xFDEF, 0x115F, 0x1160, 0x3164, 0xFFA0: return true
        default: return value & 0xFFFE == 0xFFFE
        }
    }
}
