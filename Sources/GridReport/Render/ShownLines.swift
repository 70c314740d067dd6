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
            let clean = TerminalText.sanitize(String(line))
            if wrap {
                cut = append(wrapping: clean, toWidth: width, to: &result) || cut
            } else {
                result.append(TerminalText.truncate(clean, toWidth: width))
            }
        }
        return finished(result, cut: cut || !complete)
    }

    /// Sanitized lines in the records view's manner (a lone CR stays a visible `\r`), wrapped to
    /// `width` cells unless it is `Int.max`.
    static func sanitizedLines(_ text: String, width: Int) -> (lines: [String], cut: Bool) {
        let kept = Sanitizer.sanitize(text, keepingLineBreaks: true)
        var result: [String] = []
        var cut = false
        var start = kept.utf8.startIndex
        var rest = true
        while rest {
            let end = kept.utf8[start...].firstIndex(of: 0x0A) ?? kept.utf8.endIndex
            let line = String(kept[start..<end])
            if width == Int.max {
                result.append(line)
            } else {
                cut = append(wrapping: line, toWidth: width, to: &result) || cut
            }
            rest = end < kept.utf8.endIndex
            if rest { start = kept.utf8.index(after: end) }
            if rest && result.count >= maximum {
                cut = true
                break
            }
        }
        return finished(result, cut: cut)
    }

    /// Appends the wrapped pieces of `line` while there is room; true when some did not fit. Only
    /// the start of a long line is wrapped: `room` lines of `width` cells hold at most that many
    /// characters of one cell or more (zero-width ones only make the cut earlier, never wrong).
    private static func append(wrapping line: String, toWidth width: Int, to result: inout [String]) -> Bool {
        let room = maximum - result.count
        guard room > 0 else { return true }
        let (limit, overflow) = room.multipliedReportingOverflow(by: max(1, width))
        var piece = line
        var shortened = false
        if !overflow, limit < line.utf8.count {
            let prefix = line.prefix(limit + 1)
            if prefix.count > limit {
                piece = String(prefix)
                shortened = true
            }
        }
        let pieces = TerminalText.wrap(piece, toWidth: width)
        result.append(contentsOf: pieces.prefix(room))
        return shortened || pieces.count > room
    }

    private static func finished(_ lines: [String], cut: Bool) -> (lines: [String], cut: Bool) {
        guard cut else { return (lines.isEmpty ? [""] : lines, false) }
        return (Array(lines.prefix(maximum - 1)) + [TerminalText.ellipsis], true)
    }
}
