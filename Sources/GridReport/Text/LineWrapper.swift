/// Greedy word wrapping at display width.
///
/// The rules:
/// - Explicit line breaks (LF, CR LF) always break, and an empty line stays an empty line.
/// - A line that fits is kept as it is, spaces included.
/// - Otherwise lines break at runs of spaces (U+0020) and after a hyphen, slash or underscore inside
///   a word (see `WordBreaks`); the run of spaces at a break is dropped, runs inside a line are
///   kept, and the indentation of the first line is kept when the first word fits after it.
/// - A piece wider than the line (only then) starts on a line of its own and is cut between
///   grapheme clusters into full lines; its last part goes on with the words after it. Text
///   without spaces (CJK sentences) is broken this way, which is how such text breaks anyway.
/// - A cluster wider than the whole line (a wide character at width 1) shows as `…`.
/// - `width <= 0` gives one empty line: a cell always has at least one line.
enum LineWrapper {
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        let whole = String(paragraph)
        if TerminalText.displayWidth(whole) <= width {
            lines.append(whole)
            return
        }
        var line = ""
        var lineWidth = 0
        var isFirst = true
        for piece in WordBreaks.pieces(paragraph, breakingAfter: WordBreaks.text) {
            let text = String(piece.text)
            let cells = TerminalText.displayWidth(text)
            if isFirst, piece.spaces + cells <= width {
                line = TerminalText.spaces(piece.spaces) + text
                lineWidth = piece.spaces + cells
            } else if !line.isEmpty, lineWidth + piece.spaces + cells <= width {
                line += TerminalText.spaces(piece.spaces) + text
                lineWidth += piece.spaces + cells
            } else {
                if !line.isEmpty { lines.append(line) }
                if cells <= width {
                    line = text
                    lineWidth = cells
                } else {
                    (line, lineWidth) = breakWord(text, width: width, into: &lines)
                }
            }
            isFirst = false
        }
        lines.append(line)
    }

    /// Appends the full pieces of a too-long word and returns its last piece and that piece's width.
    private static func breakWord(_ word: String, width: Int, into lines: inout [String]) -> (String, Int) {
        var piece = ""
        var pieceWidth = 0
        for character in word {
            var cluster = String(character)
            var cells = CellWidth.of(character)
            if cells > width {
                cluster = TerminalText.ellipsis
                cells = 1
            }
            if pieceWidth + cells > width {
                lines.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece += cluster
            pieceWidth += cells
        }
        return (piece, pieceWidth)
    }
}
