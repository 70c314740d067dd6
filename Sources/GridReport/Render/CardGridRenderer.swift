/// Cards: each row an object cell drawn in a box, the boxes laid out by `CardGridLayout`. The
/// content follows the compact bindings exactly (the same `BindingPlan`, the same
/// `ObjectCellContent`), so what `inspect` says about compact slots holds for cards.
///
/// A card at 26 cells, stock example (detailImage, headline, subheadline, footnote, status, substatus):
/// ```
/// ╭────────────────────────╮
/// │ ┌────────────────────┐ │
/// │ │       ▣ sap        │ │
/// │ └────────────────────┘ │
/// │ SAP             113.92 │
/// │ 114.23          114.76 │
/// │ 114.84                 │
/// ╰────────────────────────╯
/// ```
/// From the top: the detail image's placeholder box (when detailImage is bound; empty when the row
/// has none), the headline (up to two lines, Fiori's title line clamp) with the status on its
/// first line, subheadline with substatus, footnote. An icon shows as `▣` before the headline.
/// Values of the columns in `neverCut` (numbers, dates, identifiers) are never cut: the card is
/// sized for them (`CardContentWidth`), the free text beside them gives way, and one wider than
/// the card goes on lines of its own and wraps (see `CompactLine.composeKeepingWhole`).
/// Cards of one line share the height of the tallest, content at the top. Lines end at the
/// last card: no trailing spaces.
public struct CardGridRenderer {
    public let schema: Schema
    public let plan: BindingPlan
    public let layout: CardGridLayout
    public let color: Bool
    /// Whether each column's values are never cut (see `Report.neverCutColumns`).
    public let neverCut: [Bool]
    private var numberRenderers: [NumberRenderer?]
    private let glyphs: Glyphs
    private let hasSubheadlineLine: Bool
    /// Styles with colour: the theme's, else bold headlines and dim footnotes.
    private let headlineStyle: TerminalStyle?
    private let subheadlineStyle: TerminalStyle?
    private let statusStyle: TerminalStyle?
    private let footnoteStyle: TerminalStyle?
    private let borderStyle: TerminalStyle?
    private let imageStyle: TerminalStyle?
    /// Status rules' colours for the values; nil colours none.
    private let status: StatusPainter?
    /// The frame's parts as written, made once: the top and bottom lines, a body line's start
    /// (`│ `) and end (` │`), and an empty body line.
    private let frameTop: String
    private let frameBottom: String
    private let lineStart: String
    private let lineEnd: String
    private let blankLine: String

    struct Glyphs {
        var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String
        var boxHorizontal, boxVertical, boxTopLeft, boxTopRight, boxBottomLeft, boxBottomRight: String

        static let unicode = Glyphs(
            horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
            boxHorizontal: "─", boxVertical: "│", boxTopLeft: "┌", boxTopRight: "┐",
            boxBottomLeft: "└", boxBottomRight: "┘")
        static let ascii = Glyphs(
            horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
            boxHorizontal: "-", boxVertical: "|", boxTopLeft: "+", boxTopRight: "+",
            boxBottomLeft: "+", boxBottomRight: "+")
    }

    /// One card: its lines, each exactly `layout.cardWidth` cells, frame included.
    public struct Card: Sendable {
        public var lines: [String]
    }

    /// - Parameter theme: used only with `color`.
    public init(
        schema: Schema, plan: BindingPlan, layout: CardGridLayout, color: Bool = false,
        numberRenderers: [NumberRenderer?] = [], asciiOnly: Bool = false, theme: TerminalTheme? = nil,
        neverCut: [Bool] = [], status: StatusPainter? = nil
    ) {
        self.schema = schema
        self.status = color ? status : nil
        self.neverCut = neverCut
        self.plan = plan
        self.layout = layout
        self.color = color
        self.numberRenderers = schema.columns.enumerated().map { position, column in
            if position < numberRenderers.count, let given = numberRenderers[position] { return given }
            return column.type == .number ? NumberRenderer(column.format ?? NumberFormat()) : nil
        }
        glyphs = asciiOnly ? .ascii : .unicode
        hasSubheadlineLine = plan.isBound(.subheadline) || plan.isBound(.substatus) || plan.isBound(.substatusImage)
        let theme = color ? theme : nil
        headlineStyle = color ? theme.map { $0.style($0.theme.cardTitle, bold: true) } ?? .bold : nil
        subheadlineStyle = theme.flatMap { $0.style($0.theme.cardSubtitle) }
        statusStyle = theme.flatMap { $0.style($0.theme.status) }
        footnoteStyle = color ? .dim : nil
        borderStyle = theme?.border
        imageStyle = theme.flatMap { theme in theme.theme.imageTint.map { .sgr(theme.code($0)) } }
        let rule = TerminalText.repeated(glyphs.horizontal, count: max(0, layout.cardWidth - 2))
        let vertical = borderStyle?.apply(glyphs.vertical) ?? glyphs.vertical
        frameTop =
            borderStyle?.apply(glyphs.topLeft + rule + glyphs.topRight) ?? glyphs.topLeft + rule + glyphs.topRight
        frameBottom =
            borderStyle?.apply(glyphs.bottomLeft + rule + glyphs.bottomRight)
            ?? glyphs.bottomLeft + rule + glyphs.bottomRight
        lineStart = vertical + " "
        lineEnd = " " + vertical
        blankLine = vertical + TerminalText.spaces(max(0, layout.cardWidth - 2)) + vertical
    }

    /// The entry's state's style when a rule matches it (or its row's mark says one), else the slot's.
    @inline(__always)
    private func style(_ entry: ObjectCellContent.Entry?, _ slot: TerminalStyle?, _ marks: [CellMark])
        -> TerminalStyle?
    {
        guard let status else { return slot }
        return status.style(for: entry, otherwise: slot, marks: marks)
    }

    private func paint(_ text: String, _ style: TerminalStyle?) -> String {
        style?.apply(text) ?? text
    }

    /// The same renderer with its own number renderers, for another thread.
    public func forThread(numberRenderers: [NumberRenderer?]) -> CardGridRenderer {
        var copy = self
        copy.numberRenderers = numberRenderers
        return copy
    }

    /// The row's card.
    public func card(for row: GridRow) -> Card {
        // A marked row (a diff's) draws its changed cells as `old → new`, in their marks' states.
        let shownRow = MarkedCell.shown(row, renderers: numberRenderers)
        let content = plan.content(of: shownRow)
        let inner = layout.innerWidth
        var body = [String]()
        if plan.isBound(.detailImage) {
            body += imageBox(content.detailImage, width: inner)
        }
        body += headlineLines(content, width: inner, marks: row.marks)
        if hasSubheadlineLine {
            CompactLine.appendKeepingWhole(
                to: &body, left: text(content.subheadline), leftWhole: isWhole(content.subheadline, row.marks),
                right: text(content.substatus), rightWhole: isWhole(content.substatus, row.marks), width: inner,
                leftStyle: style(content.subheadline, subheadlineStyle, row.marks),
                rightStyle: style(content.substatus, statusStyle, row.marks))
        }
        if plan.isBound(.footnote) {
            CompactLine.appendKeepingWhole(
                to: &body, left: text(content.footnote), leftWhole: isWhole(content.footnote, row.marks), right: nil,
                rightWhole: false,
                width: inner, leftStyle: style(content.footnote, footnoteStyle, row.marks))
        }
        // A change no slot shows gets a line of its own, `Price: 956.00 → 999.00`, wrapped.
        for column in MarkedCell.changedOutsideSlots(row, content: content) {
            let entry = ObjectCellContent.Entry(column: column, item: shownRow.items[column])
            let title = column < schema.columns.count ? TerminalText.oneLineTitle(schema.columns[column].name) : ""
            let value = text(entry).map(\.plainText) ?? ""
            CompactLine.appendKeepingWhole(
                to: &body, left: title.isEmpty ? .text(value) : .labeled(label: title, value: value, dim: color),
                leftWhole: true, right: nil, rightWhole: false, width: inner,
                leftStyle: style(entry, nil, row.marks))
        }
        var lines = [String]()
        lines.reserveCapacity(body.count + 2)
        lines.append(frameTop)
        for line in body {
            var framed = lineStart
            framed.reserveCapacity(lineStart.utf8.count + line.utf8.count + lineEnd.utf8.count)
            framed += line
            framed += lineEnd
            lines.append(framed)
        }
        lines.append(frameBottom)
        return Card(lines: lines)
    }

    /// A line of cards side by side, padded to the tallest (bottom rows blank, inside the frame),
    /// followed by a blank line unless it is the last line.
    public func writeLine(_ cards: [Card], isLast: Bool = false, to out: inout some TextOutputStream) {
        guard !cards.isEmpty else { return }
        let height = cards.map(\.lines.count).max() ?? 0
        let gap = TerminalText.spaces(layout.spacing)
        // Each line's parts go to `out` as they are, not joined first.
        for index in 0..<height {
            for (position, card) in cards.enumerated() {
                if position > 0 { out.write(gap) }
                // The bottom frame stays at the bottom: a shorter card grows above it.
                let count = card.lines.count
                if index < count - 1 {
                    out.write(card.lines[index])
                } else if index == height - 1 {
                    out.write(card.lines[count - 1])
                } else {
                    out.write(blankLine)
                }
            }
            out.write("\n")
        }
        if !isLast { out.write("\n") }
    }

    /// The empty state (seed 002): a line that says there is nothing to show, `text` if given.
    public func writeEmpty(_ text: String? = nil, to out: inout some TextOutputStream) {
        let text = text.map { TerminalText.sanitize($0) } ?? "No rows to show"
        out.write(color ? TerminalStyle.dim.apply(text) : text)
        out.write("\n")
    }

    /// The picture's placeholder box, three lines `width` cells wide: the frame and `▣ name`
    /// centred, or nothing inside when the row has no picture.
    private func imageBox(_ entry: ObjectCellContent.Entry?, width: Int) -> [String] {
        guard width >= 3 else {
            return [CompactLine.styledPad(text(entry), width: width, alignment: .leading, style: nil)]
        }
        let rule = TerminalText.repeated(glyphs.boxHorizontal, count: width - 2)
        let middle = CompactLine.styledPad(text(entry), width: width - 2, alignment: .center, style: imageStyle)
        let vertical = paint(glyphs.boxVertical, imageStyle)
        return [
            paint(glyphs.boxTopLeft + rule + glyphs.boxTopRight, imageStyle),
            vertical + middle + vertical,
            paint(glyphs.boxBottomLeft + rule + glyphs.boxBottomRight, imageStyle),
        ]
    }

    /// The headline with the status beside its first line; a headline of free text that does not
    /// fit wraps once at a word boundary and the second line is cut with `…`. A headline or status
    /// that is never cut is laid out by `CompactLine.composeKeepingWhole`.
    private func headlineLines(_ content: ObjectCellContent, width: Int, marks: [CellMark]) -> [String] {
        let headline = markedHeadline(content)
        let style = self.style(content.headline, headlineStyle, marks)
        let statusStyle = self.style(content.status, self.statusStyle, marks)
        let status = text(content.status)
        let headlineWhole = isWhole(content.headline, marks)
        let statusWhole = isWhole(content.status, marks)
        let composed = {
            CompactLine.composeKeepingWhole(
                left: headline, leftWhole: headlineWhole, right: status, rightWhole: statusWhole, width: width,
                leftStyle: style, rightStyle: statusStyle)
        }
        guard case .text(let full)? = headline, !headlineWhole else { return composed() }
        let fullWidth = TerminalText.displayWidth(full)
        guard
            let rightWidth = CompactLine.rightWidth(
                left: fullWidth, right: status?.naturalWidth ?? 0, width: width, leftWhole: false,
                rightWhole: statusWhole)
        else { return composed() }
        let room = rightWidth > 0 ? width - CompactLayout.gap - rightWidth : width
        guard fullWidth > room, room > 0, let breakAt = Self.wrapPoint(in: full, room: room) else { return composed() }
        let head = String(full[..<breakAt]).trimmingSpaces
        let rest = String(full[breakAt...]).trimmingSpaces
        let first = CompactLine.composeKeepingWhole(
            left: .text(head), leftWhole: false, right: status, rightWhole: statusWhole, width: width,
            leftStyle: style, rightStyle: statusStyle)
        let second = CompactLine.styledPad(.text(rest), width: width, alignment: .leading, style: style)
        return first + [second]
    }

    /// Whether the entry's column is never cut.
    private func isWhole(_ entry: ObjectCellContent.Entry?, _ marks: [CellMark]) -> Bool {
        entry?.isKeptWhole(by: neverCut, marks: marks) ?? false
    }

    /// The headline after the icon's mark, when the icon slot is bound: `▣ ` or two spaces, so
    /// that the headlines of cards with and without an icon line up.
    private func markedHeadline(_ content: ObjectCellContent) -> CompactText? {
        let headline = text(content.headline)
        guard plan.isBound(.icon) else { return headline }
        let mark = content.icon == nil ? "  " : ImagePlaceholder.glyph + " "
        switch headline {
        case .text(let value)?: return .text(mark + value)
        case .image(let image)?: return .text(mark + ImagePlaceholder.text(for: image))
        case .labeled(let label, let value, let dim)?: return .labeled(label: mark + label, value: value, dim: dim)
        case nil: return content.icon == nil ? nil : .text(ImagePlaceholder.glyph)
        }
    }

    /// Where a headline wider than `room` wraps: at the last space that leaves the first part
    /// within the room. Nil when the first word is wider than the room: it is cut instead, as in
    /// compact mode.
    private static func wrapPoint(in full: String, room: Int) -> String.Index? {
        var breakAt: String.Index?
        var used = 0
        var index = full.startIndex
        while index < full.endIndex {
            let character = full[index]
            if character == " ", used <= room { breakAt = index }
            used += TerminalText.displayWidth(character)
            if used > room { break }
            index = full.index(after: index)
        }
        return breakAt
    }

    /// The slot's value as the terminal shows it (as in compact mode).
    private func text(_ entry: ObjectCellContent.Entry?) -> CompactText? {
        guard let entry else { return nil }
        switch entry.item {
        case .text(let value), .header(let value):
            return .text(TerminalText.sanitize(value))
        case .number(let value):
            let renderer = entry.column < numberRenderers.count ? numberRenderers[entry.column] : nil
            return .text(TerminalText.sanitize(renderer?.string(value) ?? String(value)))
        case .date(let date):
            return .text(TerminalText.sanitize(date.text))
        case .image(let image):
            return .image(image)
        case .empty:
            return nil
        }
    }
}

extension String {
    /// Without the spaces at either end.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
