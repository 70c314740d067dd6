import GridReport

/// A row as the lines a mode draws for it, made by the core's own renderers (so formats, widths,
/// sanitising, status colours and bindings are `render`'s): the regular table's row at the
/// window's columns, a compact object cell, or a records block.
struct RowLines {
    var lines: [String]
    /// Leading lines that frame the row rather than show it (a card's separator, a record's rule):
    /// not marked as the current row.
    var lead: Int
    /// Whether the frame is left out when the row is the first on screen (a card's separator).
    var dropsLeadAtTop: Bool

    func shown(atTop: Bool) -> ArraySlice<String> {
        atTop && dropsLeadAtTop ? lines.dropFirst(lead) : lines[...]
    }

    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Draws rows in one mode at one width.
enum RowPainter {
    case regular(RegularTableRenderer)
    case compact(CompactRenderer)
    case records(RecordsRenderer)

    func lines(_ row: GridRow, number: Int) -> RowLines {
        var text = ""
        switch self {
        case .regular(let renderer):
            renderer.render(row, to: &text)
            return RowLines(lines: RowLines.split(text), lead: 0, dropsLeadAtTop: false)
        case .compact(let renderer):
            renderer.render(row, isFirst: false, to: &text)
            return RowLines(lines: RowLines.split(text), lead: 1, dropsLeadAtTop: true)
        case .records(let renderer):
            renderer.render(row, to: &text)
            let rule = renderer.ruleLine(label: renderer.label(of: row) ?? String(number + 1))
            return RowLines(lines: [rule] + RowLines.split(text), lead: 1, dropsLeadAtTop: false)
        }
    }
}
