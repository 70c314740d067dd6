/// Sends a screen to the terminal: only the lines that differ from the last one sent, each erased
/// before it is written, inside synchronized-output brackets (mode 2026) so the terminal shows the
/// new screen at once instead of line by line. Terminals without the mode ignore the brackets.
public struct ScreenWriter {
    private var shown: Screen?

    public init() {}

    /// Forgets what the terminal shows (after a resize, or coming back from Ctrl-Z): the next
    /// screen is sent whole.
    public mutating func invalidate() { shown = nil }

    /// The bytes that turn what was sent last into `screen`; empty when nothing changed.
    public mutating func update(to screen: Screen) -> String {
        let previous = shown?.width == screen.width && shown?.height == screen.height ? shown : nil
        var out = ""
        if previous == nil { out += "\u{1B}[0m\u{1B}[2J" }
        for (y, line) in screen.lines.enumerated() where previous?.lines[y] != line {
            // The line is erased first: where the terminal draws a character narrower than we
            // count it, what the old line had past the new one's end would stay behind. Erased
            // before, not after: at the last column the cursor waits to wrap, and an erase there
            // would take the line's last character.
            out += "\u{1B}[\(y + 1);1H\u{1B}[2K" + line.escaped
        }
        shown = screen
        guard !out.isEmpty else { return "" }
        return "\u{1B}[?2026h" + out + "\u{1B}[?2026l"
    }
}
