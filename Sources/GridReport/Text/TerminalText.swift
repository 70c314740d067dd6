/// Display-width-correct text for the terminal: every renderer (regular and compact) goes through
/// these functions so that widths and sanitizing agree.
/// STUB: the Text work replaces this with East Asian width, emoji and control-character handling.
public enum TerminalText {
    /// Control characters and bidi overrides from the data made visible (`␛`, `\r`…), so a cell
    /// can never drive the terminal.
    public static func sanitize(_ text: String) -> String { text }

    /// Terminal cells the (sanitized) text occupies.
    public static func displayWidth(_ text: String) -> Int { text.count }

    /// The text cut to at most `width` cells, ending in `…` when cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        if text.count <= width { return text }
        if width <= 0 { return "" }
        return String(text.prefix(width - 1)) + "…"
    }

    /// The text broken into lines of at most `width` cells at word boundaries, breaking words
    /// longer than a line; explicit line breaks in the text are kept.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        [truncate(text, toWidth: width)]
    }

    /// The text padded with spaces to exactly `width` cells (it must not be wider).
    public static func pad(_ text: String, toWidth width: Int, alignment: HorizontalAlignment) -> String {
        let gap = max(0, width - displayWidth(text))
        switch alignment {
        case .leading: return text + String(repeating: " ", count: gap)
        case .trailing: return String(repeating: " ", count: gap) + text
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: gap - left)
        }
    }
}
