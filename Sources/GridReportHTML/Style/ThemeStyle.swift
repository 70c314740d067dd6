import GridReport

/// A `.nss` theme as CSS custom properties over the default look (Fiori Horizon's light palette),
/// the same classes the terminal and the XLSX read.
enum ThemeStyle {
    /// The status rules' colours (and weights): the theme's, else Fiori's; nothing without rules,
    /// unless the rows carry marks (a diff's states, `marks`).
    static func statusCSS(_ theme: Theme?, rules: StatusRules, marks: Bool = false) -> String {
        guard !rules.isEmpty || marks else { return "" }
        let theme = theme ?? Theme()
        return StatusState.allCases.map { state in
            let style = theme.style(of: state)
            var rule = ["color:\(style.color?.hex ?? "inherit")"]
            if let bold = style.bold { rule.append("font-weight:\(bold ? 700 : 400)") }
            return ".gr .st-\(state.rawValue){\(rule.joined(separator: ";"))}\n"
        }.joined() + (marks ? Self.removedCSS : "")
    }

    /// A removed row's cells (a diff's), struck through as the sheet strikes them.
    /// A removed picture cannot be struck through: it is faded.
    static let removedCSS = ".gr .rm{text-decoration:line-through}.gr .rm img{opacity:.4}\n"

    /// Overrides of the page's variables, and rules for what has no variable.
    static func css(_ theme: Theme?, firstTextColumn: Int?) -> String {
        guard let theme else { return "" }
        var variables: [String] = []
        func set(_ name: String, _ color: ThemeColor?) {
            if let color { variables.append("--\(name):\(color.hex)") }
        }
        func weight(_ name: String, _ style: ThemeTextStyle) {
            if let bold = style.bold { variables.append("--\(name):\(bold ? 700 : 400)") }
        }
        set("hdr", theme.header.color)
        weight("hdr-w", theme.header)
        set("hdr-bg", theme.headerBackground)
        set("text", theme.text.color)
        weight("text-w", theme.text)
        set("line", theme.borderColor)
        set("cell", theme.cellBackground)
        set("title", theme.cardTitle.color)
        weight("title-w", theme.cardTitle)
        set("sub", theme.cardSubtitle.color)
        weight("sub-w", theme.cardSubtitle)
        set("status", theme.status.color)
        weight("status-w", theme.status)
        var css = variables.isEmpty ? "" : ".gr{\(variables.joined(separator: ";"))}\n"
        // Numbers below zero are coloured only when the theme says so (the class is ours).
        if let color = theme.negativeNumber.color { css += ".gr .r>span.neg{color:\(color.hex)}\n" }
        if let column = firstTextColumn, !theme.firstTextItem.isEmpty {
            var rule: [String] = []
            if let color = theme.firstTextItem.color { rule.append("color:\(color.hex)") }
            if let bold = theme.firstTextItem.bold { rule.append("font-weight:\(bold ? 700 : 400)") }
            css += ".r>span:nth-child(\(column + 1)){\(rule.joined(separator: ";"))}\n"
        }
        return css
    }
}
