/// Display-width-correct text for the terminal: every renderer (regular and compact) goes through
/// these functions so that widths and sanitizing agree.
///
/// Widths are in terminal cells, per grapheme cluster (see `CellWidth`). The functions other than
/// `sanitize` expect sanitized text: a raw control character counts as zero cells.
///
/// Text made only of printable ASCII (bytes 0x20–0x7E) takes a fast path everywhere: its width is
/// its byte count and it needs no sanitizing. Report cells are mostly like that, and this code runs
/// once or twice per cell on files of millions of cells. Text whose scalars are each a cluster of
/// their own (Latin-1, kana, CJK, Hangul syllables) takes a second one without grapheme breaking.
public enum TerminalText {
    /// The ellipsis that ends cut text; one cell.
    public static let ellipsis = "…"

    /// Single-line text with control characters, C1 codes and bidi controls made visible
    /// (`␛`, `\r`, `\n`, `\u{009B}`, `<U+202E>`…), so a cell can never drive the terminal.
    /// The exact replacements are documented on `Sanitizer`.
    public static func sanitize(_ text: String) -> String {
        Sanitizer.sanitize(text, keepingLineBreaks: false)
    }

    /// Like `sanitize(_:)`, but with `keepingLineBreaks` LF and CR LF become a single `\n` that the
    /// caller splits on (multi-line cells, `wrap`); a lone CR is still shown as `\r`.
    /// Whether the sanitizer would replace `scalar` in single-line text: a control character, a
    /// C1 code, a bidi control or a line or paragraph separator.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        Sanitizer.needsReplacement(scalar, keepingLineBreaks: false)
    }

    public static func sanitize(_ text: String, keepingLineBreaks: Bool) -> String {
        Sanitizer.sanitize(text, keepingLineBreaks: keepingLineBreaks)
    }

    /// A title on one line (a label before a value): sanitized, its line breaks shown as spaces,
    /// not as `\n` (a header, which has lines, shows them as line breaks: `TitleLines`).
    public static func oneLineTitle(_ title: String) -> String {
        sanitizedLines(title).joined(separator: " ")
    }

    /// The sanitized text split at its line breaks (at least one line).
    public static func sanitizedLines(_ text: String) -> [String] {
        let kept = Sanitizer.sanitize(text, keepingLineBreaks: true)
        return kept.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether every byte is printable ASCII (0x20–0x7E): such text is its own sanitized form and
    /// its width is its byte count.
    @inlinable
    public static func isPrintableASCII(_ text: String) -> Bool {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte &- 0x20 >= 0x5F { return false }
            return true
        }
        if let fast { return fast }
        return text.utf8.allSatisfy { $0 &- 0x20 < 0x5F }
    }

    /// Whether the (sanitized) text takes more than `limit` cells, reading only as far as needed:
    /// a 16 MB value is as quick to check as a short one.
    public static func displayWidth(_ text: String, exceeds limit: Int) -> Bool {
        // UTF-8 bytes never undercount cells.
        if text.utf8.count <= limit { return false }
        if let simple = CellWidth.ofSimpleText(text) { return simple > limit }
        var width = 0
        for character in text {
            width += CellWidth.of(character)
            if width > limit { return true }
        }
        return false
    }

    /// Terminal cells the (sanitized) text occupies.
    public static func displayWidth(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        if let simple = CellWidth.ofSimpleText(text) { return simple }
        var width = 0
        for character in text { width += CellWidth.of(character) }
        return width
    }

    /// Terminal cells of one grapheme cluster (0, 1 or 2).
    public static func displayWidth(_ character: Character) -> Int {
        CellWidth.of(character)
    }

    /// The text cut to at most `width` cells, ending in `…` when cut. Clusters are never split.
    /// Cut text is exactly `width` cells: when a wide character does not fit in the last cell
    /// before the `…`, a space after the `…` makes up the difference. Text that fits is returned
    /// unchanged (and may be narrower).
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        if width <= 0 { return "" }
        if isPrintableASCII(text) {
            let count = text.utf8.count
            if count <= width { return text }
            let end = text.utf8.index(text.startIndex, offsetBy: width - 1)
            return String(text[..<end]) + ellipsis
        }
        let budget = width - 1
        if let simple = CellWidth.ofSimpleText(text) {
            if simple <= width { return text }
            // Every scalar of such text is a cluster of its own: cut between scalars.
            var used = 0
            let scalars = text.unicodeScalars
            var end = scalars.startIndex
            while end < scalars.endIndex, let cells = CellWidth.ofSimple(scalars[end]), used + cells <= budget {
                used += cells
                end = scalars.index(after: end)
            }
            return String(scalars[..<end]) + ellipsis + spaces(budget - used)
        }
        if displayWidth(text) <= width { return text }
        var used = 0
        var end = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let cells = CellWidth.of(text[index])
            if used + cells > budget { break }
            used += cells
            index = text.index(after: index)
            end = index
        }
        return String(text[..<end]) + ellipsis + spaces(budget - used)
    }

    /// The text broken into lines of at most `width` cells at spaces, breaking words longer than
    /// a line; explicit line breaks (LF, CR LF) are kept. See `LineWrapper` for the exact rules.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        LineWrapper.wrap(text, toWidth: width)
    }

    /// The text padded with spaces to exactly `width` cells; text wider than `width` is truncated
    /// first, so the result is always exactly `width` cells (empty for `width <= 0`).
    public static func pad(_ text: String, toWidth width: Int, alignment: HorizontalAlignment) -> String {
        guard width > 0 else { return "" }
        var fitted = text
        var cells = displayWidth(text)
        if cells > width {
            fitted = truncate(text, toWidth: width)
            cells = width
        }
        let gap = width - cells
        if gap == 0 { return fitted }
        switch alignment {
        case .leading: return fitted + spaces(gap)
        case .trailing: return spaces(gap) + fitted
        case .center: return spaces(gap / 2) + fitted + spaces(gap - gap / 2)
        }
    }

    /// Drops the spaces at the end of the line, in place. Styled text ends with its reset, and
    /// padding is never styled, so no escape sequence is cut off.
    public static func trimTrailingSpaces(_ line: inout String) {
        let count: Int =
            line.utf8.withContiguousStorageIfAvailable { bytes in
                var end = bytes.count
                while end > 0 && bytes[end - 1] == 0x20 { end -= 1 }
                return bytes.count - end
            } ?? line.utf8.reversed().prefix(while: { $0 == 0x20 }).count
        guard count > 0 else { return }
        // A space is one byte and one scalar: the cut is on a scalar boundary.
        line.removeSubrange(line.utf8.index(line.utf8.endIndex, offsetBy: -count)...)
    }

    /// `count` spaces (none for `count <= 0`); short runs come from a table, as padding runs once
    /// per cell, longer ones (a compact line's gap) are written at once.
    public static func spaces(_ count: Int) -> String {
        if count <= 0 { return "" }
        if count < shortSpaces.count { return shortSpaces[count] }
        return repeated(" ", count: count)
    }

    /// `unit` written `count` times (none for `count <= 0`), as bytes into one buffer: a rule or
    /// a long run of padding. `String(repeating:count:)` appends one copy at a time, several
    /// hundred instructions each, which made padding and rules most of a compact card's cost.
    public static func repeated(_ unit: String, count: Int) -> String {
        guard count > 0 else { return "" }
        let unit = Array(unit.utf8)
        var bytes = [UInt8](repeating: 0, count: unit.count * count)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var at = 0
            for _ in 0..<count {
                for byte in unit {
                    buffer[at] = byte
                    at += 1
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `count` spaces (none for `count <= 0`) to `line` from the table of short runs,
    /// without a string of their own.
    public static func appendSpaces(_ count: Int, to line: inout String) {
        var left = count
        let longest = shortSpaces.count - 1
        while left > longest {
            line += shortSpaces[longest]
            left -= longest
        }
        if left > 0 { line += shortSpaces[left] }
    }

    private static let shortSpaces: [String] = (0..<64).map { String(repeating: " ", count: $0) }
}
