import Testing

@testable import GridReport

/// Issue 17: a quoted field of millions of line breaks (or one very long line, wrapped) made a
/// string per line and a row as tall; a value now shows at most `ShownLines.maximum` lines.
@Suite("Shown lines: a value's lines in the terminal are bounded")
struct ShownLinesTests {
    let many = String(repeating: "x\n", count: 5_000)

    @Test("a value of 5,000 lines shows 999 and …, cut or wrapped, with one warning")
    func manyLineBreaks() {
        let warnings = WarningLog.collecting()
        for wrap in [false, true] {
            let lines = CellLayout(wrap: wrap, warnings: warnings).lines(
                .text(many), width: 10, renderer: nil, line: 2, column: "Note")
            #expect(lines.count == ShownLines.maximum)
            #expect(lines.first == "x" && lines.last == "…")
        }
        #expect(warnings.count(of: "tall-cell") == 2)
    }

    @Test("one long line wraps into at most 1,000 lines, whatever its length")
    func longLineWrapped() {
        let long = String(repeating: "word ", count: 200_000)
        let lines = CellLayout(wrap: true).textLines(long, width: 12)
        #expect(lines.count == ShownLines.maximum && lines.last == "…")
        #expect(lines.dropLast().allSatisfy { $0 == "word word" })
    }

    @Test("the records view shows the same bound; values under it are whole")
    func records() {
        #expect(ShownLines.sanitizedLines(many, width: 20).lines.count == ShownLines.maximum)
        #expect(ShownLines.sanitizedLines(many, width: Int.max).lines.last == "…")
        #expect(ShownLines.sanitizedLines("a\nb\r\nc", width: Int.max) == (["a", "b", "c"], false))
        #expect(ShownLines.lines("a\nb\rc", width: 5, wrap: false) == (["a", "b", "c"], false))
    }

    /// The profile measures a long line a piece at a time (a 16 MB line of U+202E would otherwise
    /// need its 43 MB sanitized copy at once); the pieces must add up to the whole.
    @Test("a long line measured in pieces has the width of the whole, sanitized")
    func piecewiseWidth() {
        let pieces = TextMeasure.pieceScalars
        let samples = [
            String(repeating: "\u{202E}", count: pieces * 2 + 7),
            String(repeating: "ab\u{1F600}中\u{0301}", count: pieces / 2),
            String(repeating: "x", count: pieces * 3) + "\u{1B}[31m",
        ]
        for text in samples {
            let whole = TerminalText.displayWidth(TerminalText.sanitize(text))
            #expect(TextMeasure.sanitizedWidth(Substring(text)) == whole)
            #expect(TextMeasure.measure(text + "\nshort").width == whole)
        }
        #expect(TextMeasure.measure(String(repeating: "\n", count: 100_000)).lines == 100_001)
        #expect(TerminalText.displayWidth(String(repeating: "\u{0301}", count: 100_000), exceeds: 10) == false)
        #expect(TerminalText.displayWidth(String(repeating: "中", count: 100_000), exceeds: 10))
    }

    /// The simple-width path (no grapheme breaking) must agree with the general one for the
    /// Control Pictures and U+FFFE/U+FFFF it now takes.
    @Test("Control Pictures and noncharacters: the simple width is the general width")
    func simpleWidths() {
        for value in Array(0x2400...0x2426) + [0xFFFE, 0xFFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(CellWidth.ofSimple(scalar) == CellWidth.of(scalar), "U+\(String(value, radix: 16))")
            #expect(CellWidth.ofSimple(scalar) == CellWidth.of(Character(scalar)))
        }
    }
}
