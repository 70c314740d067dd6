extension Column {
    /// Whether the column's values are shown whole or not at all (`###`), never cut with `…`.
    /// Numbers, dates, times and date-times.
    public var keepsWholeValues: Bool { type == .number || type.isTemporal }
}

/// A column title laid out over a few lines at word boundaries, so that a long title
/// ("Flipper Length (mm)") does not widen a column of short values.
///
/// Titles break at spaces (dropped) and after `_`, `-`, `/` and `.` (kept; see `WordBreaks`), so
/// `culmen_length_mm` breaks as `culmen_` / `length_mm`. A column is at least as wide as its
/// title's longest piece up to `longestUncutWord` cells; a longer piece is cut with `…`, and a
/// title that needs more than `maximumLines` lines has its last line cut with `…`.
public enum TitleLines {
    /// The most lines a title takes in a table's header.
    public static let maximumLines = 3
    /// A title word wider than this does not widen its column; it is cut instead. Wide enough for
    /// the words of real titles (`transportation_`, `Evapotranspiration`), narrow enough that a
    /// run-on title does not take a narrow terminal's whole width.
    public static let longestUncutWord = 24

    /// The title's pieces: text, and whether a space separated it from the piece before. `breaks`
    /// are the characters a word breaks after (a sheet's header breaks after fewer, see
    /// `WordBreaks.sheetTitle`).
    static func pieces(_ title: String, breaks: Set<Character> = WordBreaks.title) -> [(text: String, spaced: Bool)] {
        WordBreaks.pieces(Substring(title), breakingAfter: breaks).enumerated().map { position, piece in
            (String(piece.text), position > 0 && piece.spaces > 0)
        }
    }

    /// The widest piece of the (sanitized) title, in cells.
    public static func longestWord(_ title: String, breaks: Set<Character> = WordBreaks.title) -> Int {
        TerminalText.sanitizedLines(title).flatMap { pieces($0, breaks: breaks) }.map {
            TerminalText.displayWidth($0.text)
        }.max() ?? 0
    }

    /// The narrowest a column may be for its title: its longest word, at most `longestUncutWord`.
    public static func narrowestWidth(_ title: String, breaks: Set<Character> = WordBreaks.title) -> Int {
        min(longestWord(title, breaks: breaks), longestUncutWord)
    }

    /// The title's lines in a column `width` cells wide, unlimited in number; pieces wider than
    /// the column are cut with `…`.
    static func allLines(_ title: String, width: Int, breaks: Set<Character> = WordBreaks.title) -> [String] {
        lineParts(title, width: width, breaks: breaks).map(\.text)
    }

    /// How many lines the title takes in a column `width` cells wide, each line break of it
    /// starting a line.
    public static func lineCount(_ title: String, width: Int, breaks: Set<Character> = WordBreaks.title) -> Int {
        title.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
            $0 + allLines(String($1), width: width, breaks: breaks).count
        }
    }

    /// The lines, and whether each went on from the line before at a space (else after `_`…).
    private static func lineParts(_ title: String, width: Int, breaks: Set<Character> = WordBreaks.title)
        -> [(text: String, spaced: Bool)]
    {
        guard width > 0 else { return [("", false)] }
        // A line break of the title starts a line, as the sheet's header shows it.
        let given = TerminalText.sanitizedLines(title)
        if given.count > 1 { return given.flatMap { lineParts($0, width: width, breaks: breaks) } }
        let clean = given[0]
        if TerminalText.displayWidth(clean) <= width { return [(clean, false)] }
        var lines: [(text: String, spaced: Bool)] = []
        var line = ""
        var lineSpaced = false
        var lineWidth = 0
        for piece in pieces(clean, breaks: breaks) {
            let text = TerminalText.truncate(piece.text, toWidth: width)
            let cells = TerminalText.displayWidth(text)
            let gap = piece.spaced && !line.isEmpty ? 1 : 0
            if !line.isEmpty, lineWidth + gap + cells <= width {
                line += (gap == 1 ? " " : "") + text
                lineWidth += gap + cells
            } else {
                if !line.isEmpty { lines.append((line, lineSpaced)) }
                line = text
                lineSpaced = piece.spaced
                lineWidth = cells
            }
        }
        lines.append((line, lineSpaced))
        return lines
    }

    /// The title's lines in a column `width` cells wide, at most `maximumLines`.
    public static func lines(_ title: String, width: Int, maximumLines: Int = maximumLines) -> [String] {
        let parts = lineParts(title, width: width)
        guard parts.count > maximumLines else { return parts.map(\.text) }
        let rest = parts[(maximumLines - 1)...].enumerated().map { $0 > 0 && $1.spaced ? " " + $1.text : $1.text }
        return parts.prefix(maximumLines - 1).map(\.text) + [TerminalText.truncate(rest.joined(), toWidth: width)]
    }

    /// The width a column needs for its title beside values `content` cells wide: the widest of
    /// the values and the title's longest word (at most `longestUncutWord`), widened until the title
    /// takes at most `maximumLines` lines.
    public static func columnWidth(title: String, content: Int, breaks: Set<Character> = WordBreaks.title) -> Int {
        let given = TerminalText.sanitizedLines(title)
        if given.count > 1 { return given.map { columnWidth(title: $0, content: content, breaks: breaks) }.max() ?? 1 }
        let clean = given[0]
        let whole = TerminalText.displayWidth(clean)
        var width = max(1, content, narrowestWidth(clean, breaks: breaks))
        if width >= whole { return width }
        // Fewer lines as the column widens: the narrowest width that takes at most three.
        if allLines(clean, width: width, breaks: breaks).count <= maximumLines { return width }
        var low = width + 1
        var high = whole
        while low < high {
            let mid = (low + high) / 2
            if allLines(clean, width: mid, breaks: breaks).count <= maximumLines { high = mid } else { low = mid + 1 }
        }
        width = low
        return width
    }
}
