import GridReport

/// A row's marks (a diff's, `CellMark`) as the sheet shows them: a marked cell's text in its
/// state's colour (the theme's, else Fiori's, as status rules are), a cell with an old value
/// filled in the critical colour, lightened so its value stays readable, with the old value in
/// the cell's note, and a removed row's cells struck through. Values stay what they are: numbers
/// are numbers.
extension XLSXReportWriter {
    /// The format of a marked cell of `column` whose plain style is `style`; nil when the cell
    /// has no mark to show.
    func markedFormat(_ style: CellStyle, column: Int, themed isThemed: Bool = true) throws -> FormatHandle? {
        guard let marked = markedStyle(style, column: column, themed: isThemed) else { return nil }
        return try styles.format(for: marked).handle
    }

    /// A marked cell that holds a picture, which takes no colour and cannot be struck through:
    /// the cell under it is filled, in the critical colour when the picture changed (as a changed
    /// value's cell is) and in the negative colour when it is removed (a removed row's, or a
    /// removed column's), a quarter strong. The fill shows around the picture, which is scaled
    /// inside its cell with a margin, on screen and in print, where a note would show only as a
    /// corner mark and not at all on paper; and it is a cell format, so it stays with the row
    /// when the sheet is sorted or filtered.
    func markPicture(row: UInt32, column: Int, top: Bool) throws {
        guard column < rowMarks.count, rowMarks[column].isRemoved || rowMarks[column].previous != nil,
            var style = markedStyle(
                CellStyle(horizontal: plans[column].horizontal, top: top, wrap: false), column: column)
        else { return }
        if rowMarks[column].isRemoved {
            style.fill = Self.lightened(
                (options.theme ?? Theme()).style(of: .negative).color ?? StatusState.negative.fioriColor)
        }
        try sheet.writeBlank(
            row: row, column: UInt16(truncatingIfNeeded: column), format: try styles.format(for: style))
    }

    /// The style of a marked cell of `column` whose plain style is `style`; nil when the cell has
    /// no mark to show.
    private func markedStyle(_ style: CellStyle, column: Int, themed isThemed: Bool = true) -> CellStyle? {
        guard column < rowMarks.count else { return nil }
        let mark = rowMarks[column]
        guard mark.state != nil || mark.previous != nil || mark.isRemoved else { return nil }
        var style = isThemed ? themed(style, column: column) : style
        let theme = options.theme ?? Theme()
        if let state = mark.state {
            let look = theme.style(of: state)
            style.fontColor = look.color?.rgb ?? style.fontColor
            if let bold = look.bold { style.bold = bold }
        }
        if mark.previous != nil {
            style.fill = Self.lightened(theme.style(of: .critical).color ?? StatusState.critical.fioriColor)
        }
        style.strike = mark.isRemoved
        return style
    }

    /// Each changed cell's old value as its note: `was 956`.
    func writeNotes(_ row: GridRow, row rowNumber: UInt32) throws {
        for (column, mark) in row.marks.enumerated() {
            guard let previous = mark.previous else { continue }
            let old = TerminalText.sanitize(MarkedCell.text(of: previous, renderer: nil))
            try sheet.writeComment(
                row: rowNumber, column: UInt16(truncatingIfNeeded: column),
                "was " + (old.isEmpty ? "(missing)" : String(old.prefix(ExcelText.maximumLength - 4))))
        }
    }

    /// `color` a quarter strong over white: a fill the cell's text reads on.
    static func lightened(_ color: ThemeColor) -> UInt32 {
        func mix(_ channel: UInt8) -> UInt32 { UInt32(255 - (255 - Int(channel)) / 4) }
        return mix(color.red) << 16 | mix(color.green) << 8 | mix(color.blue)
    }
}
