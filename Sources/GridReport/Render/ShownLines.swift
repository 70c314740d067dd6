/// How many terminal lines one value may take. A quoted field may hold millions of line breaks
/// (16 MiB of them within the field limit), and a long line wraps into as many pieces; a string
/// per line would cost hundreds of megabytes for a row no one can read. Past the limit the value
/// shows its first lines and `…`; the XLSX keeps it whole.
public enum ShownLines {
    public static let maximum = 1_000

    /// The lines of a multi-line value (CR, LF and CR LF end a line), each sanitized, then wrapped
    /// to `width` cells or cut at it; `cut` tells whether lines were left out.
    static func lines(_ text: String, width: Int, wrap: Bool) -> (lines: [String], cut: Bool) {
        var result: [String] = []
        var cut = false
        let complete = CellLines.forEach(text, limit: maximum) { line in
            if wrap {
                cut = append(wrapping: line, toWidth: width, to: &result) || cut
            } else {
                let (shown, _) = start(of: line, characters: max(1, width))
                result.append(TerminalText.truncate(TerminalText.sanitize(String(shown)), toWidth: width))
            }
        }
        return finished(result, cut: cut || !complete)
    }

    /// Sanitized lines in the records view's manner (LF and CR LF end a line; a lone CR stays a
    /// visible `\r`), wrapped to `width` cells unless it is `Int.max`.
    static func sanitizedLines(_ text: String, width: Int) -> (lines: [String], cut: Bool) {
        // Most values: one line of printable ASCII that fits, its own sanitized, wrapped form.
        if text.utf8.count <= width, TerminalText.isPrintableASCII(text) { return ([text], false) }
        var result: [String] = []
        var cut = false
        let utf8 = text.utf8
        var start = utf8.startIndex
        while true {
            let newline = utf8[start...].firstIndex(of: 0x0A)
            var end = newline ?? utf8.endIndex
            if newline != nil, end > start, utf8[utf8.index(before: end)] == 0x0D { end = utf8.index(before: end) }
            let line = text[start..<end]
            if width == Int.max {
                result.append(TerminalText.sanitize(String(line)))
            } else {
                cut = append(wrapping: line, toWidth: width, to: &result) || cut
            }
            guard let newline else { break }
            if result.count >= maximum {
                cut = true
                break
            }
            start = utf8.index(after: newline)
        }
        return finished(result, cut: cut)
    }

    /// Appends the wrapped pieces of the raw `line`, sanitized, while there is room; true when
    /// some did not fit. Only the start of a long line is sanitized and wrapped: `room` lines of
    /// `width` cells hold at most that many characters of a cell or more, and sanitizing makes no
    /// character narrower, so a 16 MB line is never copied whole.
    private static func append(wrapping line: Substring, toWidth width: Int, to result: inout [String]) -> Bool {
        let room = maximum - result.count
        guard room > 0 else { return true }
        let (budget, overflow) = room.multipliedReportingOverflow(by: max(1, width))
        let (shown, shortened) = start(of: line, characters: overflow ? nil : budget)
        let pieces = TerminalText.wrap(TerminalText.sanitize(String(shown)), toWidth: width)
        result.append(contentsOf: pieces.prefix(room))
        return shortened || pieces.count > room
    }

    /// The first `budget` characters and one more (so that cutting still shows), and whether that
    /// left something out. A character of more than 32 code points (a cluster of millions of
    /// combining marks is one character) is cut short too: no terminal shows more of it.
    private static func start(of line: Substring, characters budget: Int?) -> (Substring, Bool) {
        guard let budget, budget < line.utf8.count else { return (line, false) }
        var scalars = line.unicodeScalars[...]
        let (scalarBudget, overflow) = (budget + 1).multipliedReportingOverflow(by: 32)
        if !overflow { scalars = scalars.prefix(scalarBudget) }
        let prefix = Substring(scalars).prefix(budget + 1)
        return (prefix, prefix.endIndex < line.endIndex)
    }

    private static func finished(_ lines: [String], cut: Bool) -> (lines: [String], cut: Bool) {
        guard cut else { return (lines.isEmpty ? [""] : lines, false) }
        return (Array(lines.prefix(maximum - 1)) + [TerminalText.ellipsis], true)
    }
}
