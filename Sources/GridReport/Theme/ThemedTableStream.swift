/// Paints the regular table's lines with a theme as they pass to `base`: rules and bars in the
/// border colour, header cells in the header style, data cells in the text style (the first
/// text column in the first text item's, numbers below zero in the negative number's), cells
/// filled with the background colours. The table itself is laid out as without a theme; only
/// SGR codes are added around whole cells, so widths never change.
///
/// Cells are found by the border's bars (`│` or `|`); with no border there are none, and
/// the first line is styled as the header and every other line as text.
/// What a drawn column of the table holds, for the theme (the accessory column counts as text).
public enum ThemedColumnKind: Sendable { case text, firstText, number }

public struct ThemedTableStream<Base: TextOutputStream>: TextOutputStream {
    public var base: Base
    public typealias ColumnKind = ThemedColumnKind

    private let theme: TerminalTheme
    private let border: BorderStyle
    private let kinds: [ColumnKind]
    private var pending = ""
    private var inHeader = true
    private var lineNumber = 0

    public init(base: Base, theme: TerminalTheme, border: BorderStyle, kinds: [ColumnKind]) {
        self.base = base
        self.theme = theme
        self.border = border
        self.kinds = kinds
    }

    public mutating func write(_ string: String) {
        pending += string
        while let newline = pending.firstIndex(of: "\n") {
            let line = String(pending[..<newline])
            pending.removeSubrange(...newline)
            base.write(paint(line))
            base.write("\n")
        }
    }

    /// Writes a last line without its line break, if any.
    public mutating func flush() {
        if !pending.isEmpty { base.write(paint(pending)) }
        pending = ""
    }

    private var bar: Character { border == .unicode ? "│" : "|" }

    private func isRule(_ line: String) -> Bool {
        switch border {
        case .unicode: return line.hasPrefix("┌") || line.hasPrefix("├") || line.hasPrefix("└")
        case .ascii: return line.hasPrefix("+")
        case .markdown: return line.hasPrefix("|:") || line.hasPrefix("|-")
        case .none: return false
        }
    }

    private func merged(_ specific: ThemeTextStyle, over general: ThemeTextStyle) -> ThemeTextStyle {
        ThemeTextStyle(color: specific.color ?? general.color, bold: specific.bold ?? general.bold)
    }

    private mutating func paint(_ line: String) -> String {
        defer { lineNumber += 1 }
        let values = theme.theme
        if isRule(line) {
            // The rule under the header ends it.
            if lineNumber > 0 { inHeader = false }
            return theme.border?.apply(line) ?? line
        }
        if border == .none {
            let header = lineNumber == 0
            let style =
                header
                ? theme.style(values.header, bold: true, background: values.headerBackground)
                : theme.style(values.text, background: values.cellBackground)
            guard let style else { return line }
            // A status rule's colour ends with the foreground's reset: the line's colour resumes.
            return style.apply(
                line.replacingOccurrences(of: StatusPainter.endText, with: StatusPainter.endText + style.on))
        }
        let parts = line.split(separator: bar, omittingEmptySubsequences: false)
        let painted = theme.border?.apply(String(bar)) ?? String(bar)
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += painted }
            // parts[0] is before the first bar, the last one after the last bar.
            guard index > 0, index < parts.count - 1 else {
                text += part
                continue
            }
            let column = index - 1
            let kind = column < kinds.count ? kinds[column] : .text
            let style: TerminalStyle?
            if inHeader {
                style = theme.style(values.header, bold: true, background: values.headerBackground)
            } else {
                var textStyle = values.text
                if kind == .firstText { textStyle = merged(values.firstTextItem, over: textStyle) }
                if kind == .number, let first = part.first(where: { $0 != " " }),
                    first == "-" || first == "(" || first == "−"
                {
                    textStyle = merged(values.negativeNumber, over: textStyle)
                }
                style = theme.style(textStyle, background: values.cellBackground)
            }
            text += style?.apply(String(part)) ?? String(part)
        }
        return text
    }
}

extension Report {
    /// The kinds of the regular table's drawn columns at these widths (hidden columns are not
    /// drawn; an accessory column is text).
    func themedColumnKinds(widths: ResolvedWidths, accessory: Accessory) -> [ThemedColumnKind] {
        var kinds: [ThemedColumnKind] = []
        var sawText = false
        for column in schema.columns where widths.cells[column.index] > 0 {
            switch column.type {
            case .number: kinds.append(.number)
            case .text where !sawText:
                sawText = true
                kinds.append(.firstText)
            default: kinds.append(.text)
            }
        }
        if accessory != .none { kinds.append(.text) }
        return kinds
    }
}
