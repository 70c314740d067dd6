import GridReport

/// A `.nss` theme as cell formats: the header's font and fill, the text items' font colour, the
/// first text column's font, a fill for data cells, thin borders in the border colour, and the
/// negative numbers' font colour.
extension XLSXReportWriter {
    /// Whether numbers below zero take a format of their own.
    var themesNegatives: Bool { options.theme?.negativeNumber.isEmpty == false }

    /// The first visible text column, which takes `fdlFUIGridRowTextItem_font_firstTextItem`.
    var firstTextColumn: Int? {
        plans.indices.first { plans[$0].isText && !plans[$0].hidden }
    }

    /// The style with the theme's settings for its column laid over it.
    /// (And its column's indent: every cell's style of a column passes here.)
    func themed(_ style: CellStyle, column: Int) -> CellStyle {
        var style = style
        style.indent = column < plans.count && plans[column].indent
        guard let theme = options.theme else { return style }
        style.borderColor = theme.borderColor?.rgb
        if style.header {
            style.fontColor = theme.header.color?.rgb
            style.bold = theme.header.bold ?? true
            style.fill = theme.headerBackground?.rgb
            return style
        }
        var text = theme.text
        if column == firstTextColumn {
            text = ThemeTextStyle(
                color: theme.firstTextItem.color ?? text.color, bold: theme.firstTextItem.bold ?? text.bold)
        }
        style.fontColor = text.color?.rgb
        style.bold = text.bold
        style.fill = theme.cellBackground?.rgb
        return style
    }

    /// A number below zero: the column's number format with the negative number's font.
    func negativeNumberFormat(column: Int, top: Bool, code: String? = nil) throws -> FormatHandle {
        let plan = plans[column]
        var style = themed(
            CellStyle(numberFormat: code ?? plan.numberFormatCode, horizontal: plan.horizontal, top: top, wrap: false),
            column: column)
        if let theme = options.theme {
            style.fontColor = theme.negativeNumber.color?.rgb ?? style.fontColor
            style.bold = theme.negativeNumber.bold ?? style.bold
        }
        if !rowMarks.isEmpty, let marked = try markedFormat(style, column: column, themed: false) { return marked }
        return try styles.format(for: style).handle
    }
}
