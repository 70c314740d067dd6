/// The totals of a section as the block views write them, `Total South: Sales 76,196.494 ·
/// Quantity 129`, wrapped at the parts into lines no wider than the view, so that no total is
/// cut: a part that does not fit goes to the next line, indented; a part too wide for any line
/// has its name on a line of its own (cut if it must be) and its number on the next.
enum TotalsLine {
    struct Part: Equatable {
        var name: String
        var value: String
    }

    static let separator = " · "

    static func wrap(label: String, parts: [Part], width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = label + ":"
        var currentHasPart = false
        let indentCells = TerminalText.displayWidth(indent)
        func cells(_ text: String) -> Int { TerminalText.displayWidth(text) }
        for part in parts {
            let text = part.name + " " + part.value
            let joined = current + (currentHasPart ? separator : " ") + text
            if cells(joined) <= width {
                current = joined
                currentHasPart = true
                continue
            }
            lines.append(current)
            if indentCells + cells(text) <= width {
                current = indent + text
            } else {
                // The number is never cut; only a name wider than the line is.
                lines.append(TerminalText.truncate(indent + part.name, toWidth: width))
                current = (indentCells + cells(part.value) <= width ? indent : "") + part.value
            }
            currentHasPart = true
        }
        lines.append(current)
        return lines
    }
}
