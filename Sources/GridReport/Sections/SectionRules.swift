/// The lines a sectioned table adds to a frame: rules between rows, section headers and totals
/// (`├─┼─┤` over a subtotal, `╞═╪═╡` over the grand total, `├─┴─┤` / `├─┬─┤` where a line
/// spanning the table begins or ends), and the spanning line itself.
struct SectionRules {
    /// What a line of the table is: one with columns, or one spanning them.
    enum Kind { case columns, span }

    let style: BorderStyle
    let widths: [Int]
    let spacing: Int
    let lineWidth: Int

    init(style: BorderStyle, widths: [Int], spacing: Int, lineWidth: Int) {
        self.style = style
        self.widths = widths
        self.spacing = spacing
        self.lineWidth = lineWidth
    }

    private var outer: Int { min(1, spacing) }

    /// The rule between a line of kind `above` and one of kind `below`; nil for none (markdown).
    func rule(from above: Kind, to below: Kind, double: Bool) -> String? {
        switch style {
        case .markdown:
            return nil
        case .none:
            return String(repeating: double ? "=" : "-", count: lineWidth)
        case .ascii:
            let fill = double ? "=" : "-"
            if above == .span && below == .span {
                return "+" + String(repeating: fill, count: max(0, lineWidth - 2)) + "+"
            }
            return draw("+", fill, "+", "+")
        case .unicode:
            let fill = double ? "═" : "─"
            let (start, end) = double ? ("╞", "╡") : ("├", "┤")
            switch (above, below) {
            case (.columns, .columns): return draw(start, fill, double ? "╪" : "┼", end)
            case (.columns, .span): return draw(start, fill, double ? "╧" : "┴", end)
            case (.span, .columns): return draw(start, fill, double ? "╤" : "┬", end)
            case (.span, .span): return draw(start, fill, fill, end)
            }
        }
    }

    /// The bottom rule under a spanning line (the frame's own is for columns).
    var bottomUnderSpan: String? {
        switch style {
        case .unicode: return draw("└", "─", "─", "┘")
        case .ascii: return draw("+", "-", "-", "+")
        case .none, .markdown: return nil
        }
    }

    /// A line spanning the table holding `text`, cut to fit.
    func span(_ text: String, bold: Bool) -> String {
        let (start, end): (String, String)
        switch style {
        case .unicode:
            (start, end) = ("│" + String(repeating: " ", count: outer), String(repeating: " ", count: outer) + "│")
        case .ascii, .markdown:
            (start, end) = ("|" + String(repeating: " ", count: outer), String(repeating: " ", count: outer) + "|")
        case .none: (start, end) = ("", "")
        }
        let inner = max(1, lineWidth - TerminalText.displayWidth(start) - TerminalText.displayWidth(end))
        var content = TerminalText.pad(TerminalText.truncate(text, toWidth: inner), toWidth: inner, alignment: .leading)
        if bold { content = TerminalStyle.bold.apply(content) }
        return start + content + end
    }

    private func draw(_ start: String, _ fill: String, _ cross: String, _ end: String) -> String {
        let left = spacing / 2
        let right = spacing - left
        var text = start
        for (k, width) in widths.enumerated() {
            let span = width + (k == 0 ? outer : left) + (k == widths.count - 1 ? outer : right)
            text += String(repeating: fill, count: span)
            text += k == widths.count - 1 ? end : cross
        }
        return text
    }
}
