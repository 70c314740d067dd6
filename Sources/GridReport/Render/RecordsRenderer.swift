/// The records view, from Fiori's key–value collection layout (`keyValueColumnFlow`,
/// `FUIKeyValueCollectionViewCell`) and psql's expanded display: each row a block of
/// `title: value` lines, titles aligned, long values wrapped, a rule with the row's number above
/// each row. Fits any width from 20 cells up; no line is wider than the width.
///
/// ```
/// ── 1 ──────────────────────────────
/// species:              Adelie
/// Flipper Length (mm):  181
/// Comments:             Not enough blood for
///                       isotopes.
/// ```
///
/// A value that does not fit beside its title goes on the lines under it, indented by
/// `underIndent`, wrapped at the width: always for numbers, dates, times and identifiers (the
/// columns in `neverCut`), which are never cut, and for free text when that takes fewer lines
/// than wrapping it beside the title:
/// ```
/// ordered_at:
///   2024-11-20 08:45:00
/// ```
/// A row index column (see `Report.rowIndexColumn`) is not a field: its value is the row's number.
public struct RecordsRenderer {
    public let width: Int
    private let schema: Schema
    private let columns: [Int]
    private let titles: [[String]]
    private let titleWidth: Int
    private let valueWidth: Int
    private let rowIndexColumn: Int?
    private var numberRenderers: [NumberRenderer?]
    private let color: Bool
    private let rule: Character
    /// The rule the whole width, made once: each row's rule line ends with a part of it.
    private let fullRule: String
    /// Each field's title lines as written (dimmed with colour), and the spaces after each that
    /// bring its value to the value column: made once, not for every row.
    private let shownTitles: [[(title: String, pad: String)]]
    private let neverCut: [Bool]
    /// Status rules' colours for values (with colour only); nil colours none.
    private let status: StatusPainter?
    /// Bars, scales and icons of encoded numbers; nil draws none.
    private let encodings: EncodingPainter?

    /// How far a value under its title is indented.
    static let underIndent = 2

    /// The titles take at most this share of the width, so values keep the rest.
    static let titleShare = 0.4

    public init(
        schema: Schema, width: Int, numberRenderers: [NumberRenderer?], rowIndexColumn: Int? = nil,
        color: Bool = false, asciiOnly: Bool = false, neverCut: [Bool] = [], status: StatusPainter? = nil,
        encodings: EncodingPainter? = nil
    ) {
        self.schema = schema
        self.encodings = encodings
        self.status = color ? status : nil
        self.neverCut = neverCut
        self.width = max(1, width)
        self.rowIndexColumn = rowIndexColumn
        self.color = color
        rule = asciiOnly ? "-" : "─"
        fullRule = TerminalText.repeated(asciiOnly ? "-" : "─", count: self.width)
        columns = schema.columns.indices.filter { !schema.columns[$0].isHidden && $0 != rowIndexColumn }
        let names = columns.map { TerminalText.oneLineTitle(schema.columns[$0].name) }
        let widest = names.map { TerminalText.displayWidth($0) + 1 }.max() ?? 1
        let limit = max(1, Int(Double(self.width) * Self.titleShare))
        let titleWidth = max(1, min(widest, limit))
        self.titleWidth = titleWidth
        valueWidth = max(1, self.width - titleWidth - 1)
        titles = names.map { name in
            // The colon ends the title's last line; a title wider than its column wraps at words.
            let lines = TitleLines.allLines(name, width: max(1, titleWidth - 1))
            return lines.dropLast() + [(lines.last ?? "") + ":"]
        }
        shownTitles = titles.map { lines in
            lines.map { title in
                (
                    color && !title.isEmpty ? TerminalStyle.dim.apply(title) : title,
                    TerminalText.spaces(titleWidth - TerminalText.displayWidth(title) + 1)
                )
            }
        }
        self.numberRenderers = schema.columns.enumerated().map { position, column in
            if position < numberRenderers.count, let given = numberRenderers[position] { return given }
            return column.type == .number ? NumberRenderer(column.format ?? NumberFormat()) : nil
        }
    }

    /// The same renderer with its own number renderers, for another thread.
    public func forThread(numberRenderers: [NumberRenderer?]) -> RecordsRenderer {
        var copy = self
        copy.numberRenderers = numberRenderers
        return copy
    }

    /// The row's number from its index column, if the report has one.
    public func label(of row: GridRow) -> String? {
        guard let rowIndexColumn, rowIndexColumn < row.items.count else { return nil }
        if case .empty = row.items[rowIndexColumn] { return nil }
        return value(row.items[rowIndexColumn], column: rowIndexColumn, width: Int.max).first
    }

    /// The rule above a row: `── 12 ─────…`, the whole width.
    public func ruleLine(label: String) -> String {
        let text = String(repeating: rule, count: 2) + " " + TerminalText.sanitize(label) + " "
        let shown = TerminalText.truncate(text, toWidth: width)
        let fill = max(0, width - TerminalText.displayWidth(shown))
        // The rule is one character of the same bytes throughout: `fill` of them are a prefix.
        let end = fullRule.utf8.index(fullRule.startIndex, offsetBy: fill * String(rule).utf8.count)
        var line = shown
        line += fullRule[..<end]
        return color ? TerminalStyle.dim.apply(line) : line
    }

    /// The row's `title: value` lines (without its rule).
    public func render(_ row: GridRow, to out: inout some TextOutputStream) {
        // A marked row (a diff's) draws its changed cells as `old → new`, in their marks' states.
        let shown = MarkedCell.shown(row, renderers: numberRenderers)
        for (k, column) in columns.enumerated() {
            let item = column < shown.items.count ? shown.items[column] : .empty
            let titleLines = titles[k]
            let shownTitleLines = shownTitles[k]
            var (values, under) = placed(item, column: column, titleLines: titleLines.count)
            if let encodings, case .number(let value) = item, !values.isEmpty {
                values[0] = encodings.decorate(values[0], value: value, column: column)
            }
            if let status,
                let state = status.state(
                    of: item, column: column, mark: column < row.marks.count ? row.marks[column] : nil)
            {
                values = values.map { status.paint($0, state) }
            }
            if under {
                for title in titleLines {
                    out.write(color ? TerminalStyle.dim.apply(title) : title)
                    out.write("\n")
                }
                let indent = TerminalText.spaces(Self.underIndent)
                for line in values {
                    out.write(indent)
                    out.write(line)
                    out.write("\n")
                }
                continue
            }
            for line in 0..<max(titleLines.count, values.count) {
                let shown = line < values.count ? values[line] : ""
                if line < shownTitleLines.count {
                    out.write(shownTitleLines[line].title)
                    if !shown.isEmpty { out.write(shownTitleLines[line].pad) }
                } else if !shown.isEmpty {
                    out.write(TerminalText.spaces(titleWidth + 1))
                }
                out.write(shown)
                out.write("\n")
            }
        }
    }

    /// The value's lines, and whether they go under its title: a value kept whole (a number, a
    /// date, an identifier) wider than the value column does, and free text that takes fewer
    /// lines there, its title's included, than beside the title.
    private func placed(_ item: GridItem, column: Int, titleLines: Int) -> (lines: [String], under: Bool) {
        let room = max(1, width - Self.underIndent)
        let canGoUnder = room > valueWidth
        switch item {
        case .number, .date:
            let text = value(item, column: column, width: Int.max)[0]
            // A value that fits is its one line beside the title (not rendered a second time).
            if TerminalText.displayWidth(text) <= valueWidth { return ([text], false) }
            guard canGoUnder else { return (value(item, column: column, width: valueWidth), false) }
            return (TerminalText.wrap(text, toWidth: room), true)
        case .text(let text), .header(let text):
            if column < neverCut.count, neverCut[column], !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                let shown = TerminalText.sanitize(text)
                if TerminalText.displayWidth(shown) <= valueWidth { return ([shown], false) }
                if canGoUnder { return (TerminalText.wrap(shown, toWidth: room), true) }
            }
            let beside = ShownLines.sanitizedLines(text, width: valueWidth).lines
            if beside.count > 1, canGoUnder {
                let under = ShownLines.sanitizedLines(text, width: room).lines
                if titleLines + under.count < max(titleLines, beside.count) { return (under, true) }
            }
            return (beside, false)
        case .image, .empty:
            return (value(item, column: column, width: valueWidth), false)
        }
    }

    /// The item's lines in a value column `width` cells wide.
    private func value(_ item: GridItem, column: Int, width: Int) -> [String] {
        switch item {
        case .empty:
            return [""]
        case .number(let number):
            let text = numberRenderers[column]?.string(number) ?? String(number)
            return TerminalText.displayWidth(text) <= width ? [text] : TerminalText.wrap(text, toWidth: width)
        case .image(let image):
            return [
                ImagePlaceholder.text(
                    for: image, width: min(width, TerminalText.displayWidth(ImagePlaceholder.text(for: image))))
            ]
        case .date(let date):
            return [TerminalText.sanitize(date.text)]
        case .text(let text), .header(let text):
            return ShownLines.sanitizedLines(text, width: width).lines
        }
    }
}
