/// The strings that frame a table's columns for a border style.
struct TableFrame {
    let rowStart: String
    let separator: String
    let rowEnd: String
    let topRule: String?
    let headerRule: String?
    let bottomRule: String?
    let lineWidth: Int

    init(style: BorderStyle, widths: [Int], alignments: [HorizontalAlignment], spacing: Int) {
        let left = spacing / 2
        let right = spacing - left
        let outer = min(1, spacing)
        let pad = { (n: Int) in String(repeating: " ", count: n) }
        func rule(_ start: String, _ fill: String, _ cross: String, _ end: String) -> String {
            var text = start
            for (k, width) in widths.enumerated() {
                let span = width + (k == 0 ? outer : left) + (k == widths.count - 1 ? outer : right)
                text += String(repeating: fill, count: span)
                text += k == widths.count - 1 ? end : cross
            }
            return text
        }
        switch style {
        case .none:
            rowStart = ""
            separator = pad(spacing)
            rowEnd = ""
            topRule = nil
            headerRule = nil
            bottomRule = nil
        case .unicode:
            rowStart = "│" + pad(outer)
            separator = pad(left) + "│" + pad(right)
            rowEnd = pad(outer) + "│"
            topRule = rule("┌", "─", "┬", "┐")
            headerRule = rule("├", "─", "┼", "┤")
            bottomRule = rule("└", "─", "┴", "┘")
        case .ascii:
            rowStart = "|" + pad(outer)
            separator = pad(left) + "|" + pad(right)
            rowEnd = pad(outer) + "|"
            topRule = rule("+", "-", "+", "+")
            headerRule = rule("+", "=", "+", "+")
            bottomRule = rule("+", "-", "+", "+")
        case .markdown:
            rowStart = "|" + pad(outer)
            separator = pad(left) + "|" + pad(right)
            rowEnd = pad(outer) + "|"
            topRule = nil
            // Markdown's alignment row: `:---` leading, `---:` trailing, `:--:` centred.
            var text = "|"
            for (k, width) in widths.enumerated() {
                let span = width + (k == 0 ? outer : left) + (k == widths.count - 1 ? outer : right)
                let dashes = max(1, span - 1)
                switch alignments[k] {
                case .leading: text += ":" + String(repeating: "-", count: dashes)
                case .trailing: text += String(repeating: "-", count: dashes) + ":"
                case .center: text += ":" + String(repeating: "-", count: max(1, span - 2)) + (span >= 2 ? ":" : "")
                }
                text += "|"
            }
            headerRule = text
            bottomRule = nil
        }
        let bars = style == .none ? 0 : widths.count + 1
        let pads = style == .none ? max(0, widths.count - 1) * spacing : max(0, widths.count - 1) * spacing + 2 * outer
        lineWidth = widths.reduce(0, +) + bars + pads
    }
}
