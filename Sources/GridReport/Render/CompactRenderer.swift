/// Compact mode: each row as an object cell (FUIObjectView), no header, one separator line
/// between cells. Every line written is at most `width` cells (widths below 1 count as 1) and
/// ends at its last character: no trailing spaces, with or without colour (a styled value ends
/// with its reset). Numbers, dates and identifiers (the columns in `neverCut`) are never cut: the
/// value beside one gives way, and when that leaves too little room they go on lines of their
/// own (see `CompactLine.composeKeepingWhole`).
///
/// The Fiori stock example (logo, symbol, open, high, low, close) at 40 cells with a disclosure:
/// ```
/// ▣ sap   SAP                     113.92
///         114.23                  114.76 ›
///         114.84
/// ────────────────────────────────────────
/// ▣ appl… AAPL                  1,201.75
/// ```
///
/// Icon and detail image show as placeholders at the left (`▣`, `▣ stem`) on the headline's line;
/// headline, subheadline and footnote stack on the left; status sits on the headline's line and
/// substatus on the next, right-aligned; the accessory glyph is at the far right on the middle
/// line. All text is sanitized and fitted at display width through `TerminalText`. With colour,
/// the headline is bold and the footnote and separators dim; a theme paints the headline, the
/// subheadline and the status as it paints a card's, and the separators in its border colour.
public struct CompactRenderer {
    public let schema: Schema
    public let plan: BindingPlan
    public let width: Int
    public let accessory: Accessory
    public let color: Bool
    /// Whether text values follow their column's title (`Island: Torgersen`).
    public let labels: Bool
    /// Whether each column's values are never cut (see `Report.neverCutColumns`).
    public let neverCut: [Bool]
    private let layout: CompactLayout
    private var numberRenderers: [NumberRenderer?]
    private let separatorLine: String
    /// Each column's title on one line, for labels: made once, not for every value.
    private let titles: [String]
    private let headlineStyle: TerminalStyle?
    private let subheadlineStyle: TerminalStyle?
    private let statusStyle: TerminalStyle?
    /// Status rules' colours for the values; nil colours none.
    private let status: StatusPainter?
    /// Bars and icons of encoded numbers, without colour (the line is measured as text).
    private let encodings: EncodingPainter?

    /// - Parameters:
    ///   - numberRenderers: one per schema column (nil for non-number columns); a number column
    ///     without one gets a renderer for its column's format.
    ///   - separator: the character of the line between cells; one cell wide, else `-` is used.
    ///   - theme: used only with `color`.
    public init(
        schema: Schema, plan: BindingPlan, width: Int, accessory: Accessory = .none, color: Bool = false,
        numberRenderers: [NumberRenderer?] = [], separator: Character = "─", labels: Bool = false,
        theme: TerminalTheme? = nil, neverCut: [Bool] = [], status: StatusPainter? = nil,
        encodings: EncodingPainter? = nil
    ) {
        self.schema = schema
        self.encodings = encodings?.withoutColor
        self.status = color ? status : nil
        self.labels = labels
        self.neverCut = neverCut
        self.plan = plan
        self.accessory = accessory
        self.color = color
        layout = CompactLayout(plan: plan, width: width, accessory: accessory)
        self.width = layout.width
        self.numberRenderers = schema.columns.enumerated().map { position, column in
            if position < numberRenderers.count, let given = numberRenderers[position] { return given }
            return column.type == .number ? NumberRenderer(column.format ?? NumberFormat()) : nil
        }
        let rule = TerminalText.displayWidth(separator) == 1 ? separator : "-"
        let line = TerminalText.repeated(String(rule), count: layout.width)
        titles = schema.columns.map { TerminalText.oneLineTitle($0.name) }
        let theme = color ? theme : nil
        separatorLine = color ? (theme?.border ?? .dim).apply(line) : line
        headlineStyle = color ? theme.map { $0.style($0.theme.cardTitle, bold: true) } ?? .bold : nil
        subheadlineStyle = theme.flatMap { $0.style($0.theme.cardSubtitle) }
        statusStyle = theme.flatMap { $0.style($0.theme.status) }
    }

    /// The same renderer with its own number renderers, for another thread.
    public func forThread(numberRenderers: [NumberRenderer?]) -> CompactRenderer {
        var copy = self
        copy.numberRenderers = numberRenderers
        return copy
    }

    /// Writes the row's object cell, preceded by a separator line unless it is the first cell.
    public func render(_ row: GridRow, isFirst: Bool, to out: inout some TextOutputStream) {
        if !isFirst {
            out.write(separatorLine)
            out.write("\n")
        }
        // A marked row (a diff's) draws its changed cells as `old → new`, in their marks' states.
        let shownRow = MarkedCell.shown(row, renderers: numberRenderers)
        let content = plan.content(of: shownRow)
        var textLines: [(left: ObjectCellContent.Entry?, right: ObjectCellContent.Entry?, style: TerminalStyle?)] = [
            (content.headline, content.status, headlineStyle)
        ]
        if layout.hasSubheadlineLine {
            textLines.append((content.subheadline, content.substatus, subheadlineStyle))
        }
        if layout.hasFootnoteLine {
            textLines.append((content.footnote, nil, color ? .dim : nil))
        }
        let hasIcon = content.icon != nil
        let detail = layout.detailImageWidth > 0 ? text(content.detailImage) : nil
        for (number, parts) in textLines.enumerated() {
            let left = text(parts.left)
            let right = text(parts.right)
            let (leftWhole, rightWhole) = (isWhole(parts.left, row.marks), isWhole(parts.right, row.marks))
            if let status {
                // A status rule's colour replaces the slot's for a matching value.
                let pieces = CompactLine.composeKeepingWhole(
                    left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: layout.textWidth,
                    leftStyle: status.style(for: parts.left, otherwise: parts.style, marks: row.marks),
                    rightStyle: status.style(for: parts.right, otherwise: statusStyle, marks: row.marks))
                for (piece, text) in pieces.enumerated() {
                    writeLine(text, number: number, first: piece == 0, hasIcon: hasIcon, detail: detail, to: &out)
                }
                continue
            }
            // One line, the common case, without an array.
            if let line = CompactLine.oneLine(
                left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: layout.textWidth,
                leftStyle: parts.style, rightStyle: statusStyle)
            {
                writeLine(line, number: number, first: true, hasIcon: hasIcon, detail: detail, to: &out)
                continue
            }
            let pieces = CompactLine.composeKeepingWhole(
                left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: layout.textWidth,
                leftStyle: parts.style, rightStyle: statusStyle)
            for (piece, text) in pieces.enumerated() {
                writeLine(text, number: number, first: piece == 0, hasIcon: hasIcon, detail: detail, to: &out)
            }
        }
        // A change no slot shows gets a line of its own, `Price: 956.00 → 999.00`, wrapped.
        for (offset, column) in MarkedCell.changedOutsideSlots(row, content: content).enumerated() {
            let entry = ObjectCellContent.Entry(column: column, item: shownRow.items[column])
            let pieces = CompactLine.composeKeepingWhole(
                left: changeLine(entry), leftWhole: true, right: nil, rightWhole: false, width: layout.textWidth,
                leftStyle: status?.style(for: entry, otherwise: nil, marks: row.marks))
            for (piece, text) in pieces.enumerated() {
                writeLine(
                    text, number: textLines.count + offset, first: piece == 0, hasIcon: hasIcon, detail: detail,
                    to: &out)
            }
        }
    }

    /// A changed cell outside the slots: its `old → new` after its column's title, labels or not.
    private func changeLine(_ entry: ObjectCellContent.Entry) -> CompactText? {
        guard let shown = text(entry) else { return nil }
        guard !labels, case .text(let value) = shown, entry.column < titles.count else { return shown }
        let title = titles[entry.column]
        return title.isEmpty ? shown : .labeled(label: title, value: value, dim: color)
    }

    /// Writes one line of the text area `text` with the areas around it: the icon and the detail
    /// image on the cell's first line, the accessory on the first line of its text line; the
    /// spaces at its end left out.
    private func writeLine(
        _ text: String, number: Int, first: Bool, hasIcon: Bool, detail: CompactText?,
        to out: inout some TextOutputStream
    ) {
        var line = ""
        let cellStart = number == 0 && first
        if layout.iconWidth > 0 {
            let icon = cellStart && hasIcon ? ImagePlaceholder.glyph : " "
            line += icon + TerminalText.spaces(layout.iconWidth - 1)
        }
        if layout.detailImageWidth > 0 {
            let detail = cellStart ? detail : nil
            line += CompactLine.styledPad(detail, width: layout.detailImageWidth, alignment: .leading, style: nil)
            line += TerminalText.spaces(CompactLayout.gap)
        }
        line += text
        if layout.accessoryWidth > 0 {
            line += TerminalText.spaces(CompactLayout.gap)
            line += number == layout.accessoryLine && first ? accessory.glyph : " "
        }
        TerminalText.trimTrailingSpaces(&line)
        out.write(line)
        out.write("\n")
    }

    /// Whether the entry's column is never cut.
    private func isWhole(_ entry: ObjectCellContent.Entry?, _ marks: [CellMark]) -> Bool {
        entry?.isKeptWhole(by: neverCut, marks: marks) ?? false
    }

    private func labeled(_ value: String, column: Int) -> CompactText {
        guard labels, column < titles.count else { return .text(value) }
        let title = titles[column]
        return title.isEmpty ? .text(value) : .labeled(label: title, value: value, dim: color)
    }

    /// The slot's value as the terminal shows it: text sanitized, numbers through their column's
    /// renderer, images as placeholders.
    private func text(_ entry: ObjectCellContent.Entry?) -> CompactText? {
        guard let entry else { return nil }
        switch entry.item {
        case .text(let value), .header(let value):
            return labeled(TerminalText.sanitize(value), column: entry.column)
        case .date(let date):
            return labeled(TerminalText.sanitize(date.text), column: entry.column)
        case .number(let value):
            let renderer = entry.column < numberRenderers.count ? numberRenderers[entry.column] : nil
            var shown = TerminalText.sanitize(renderer?.string(value) ?? String(value))
            if let encodings { shown = encodings.decorate(shown, value: value, column: entry.column) }
            return labeled(shown, column: entry.column)
        case .image(let image):
            return .image(image)
        case .empty:
            return nil
        }
    }
}
