/// Turns one item into the lines it shows in a column `width` cells wide: sanitized, display
/// width correct, cut with `…` or wrapped at words, numbers through their formatter.
public struct CellLayout {
    public var wrap: Bool
    public var warnings: WarningLog?
    /// For a workbook's records: warnings name the cell rather than the line.
    public var places: (any RecordPlaces)?

    public init(wrap: Bool, warnings: WarningLog? = nil, places: (any RecordPlaces)? = nil) {
        self.wrap = wrap
        self.warnings = warnings
        self.places = places
    }

    /// The item's lines, each at most `width` cells (not padded). `line` 0 is a totals row;
    /// `field` is the item's field in its record, for a workbook's cell.
    public func lines(
        _ item: GridItem, width: Int, renderer: NumberRenderer?, line: Int, column: String, field: Int? = nil
    ) -> [String] {
        switch item {
        case .empty:
            return [""]
        case .number(let value):
            let text = renderer?.alignedString(value) ?? String(value)
            if TerminalText.displayWidth(text) <= width { return [text] }
            // Never cut a number: show that it does not fit, like a spreadsheet does.
            warnings?.warn(
                "number-too-wide",
                "\(line > 0 ? "\(place(line, field)): a number" : "a total") in column \(column) needs \(TerminalText.displayWidth(text)) cells, the column has \(width); it shows as ### (widen the column)"
            )
            return [String(repeating: "#", count: width)]
        case .image(let image):
            return [ImagePlaceholder.text(for: image, width: width)]
        case .date(let date):
            // Never cut a date either.
            let text = TerminalText.sanitize(date.text)
            if TerminalText.displayWidth(text) <= width { return [text] }
            warnings?.warn(
                "number-too-wide",
                "\(place(line, field)): a date in column \(column) needs \(TerminalText.displayWidth(text)) cells, the column has \(width); it shows as ### (widen the column)"
            )
            return [String(repeating: "#", count: width)]
        case .text(let text), .header(let text):
            let shown = shownLines(text, width: width)
            if shown.cut {
                warnings?.warn(
                    "tall-cell",
                    "\(place(line, field)): a value in column \(column) needs more than \(CollectionHeader.grouped(ShownLines.maximum)) lines; the table shows its first \(ShownLines.maximum - 1) and … (the XLSX keeps it whole)"
                )
            }
            return shown.lines
        }
    }

    public func textLines(_ text: String, width: Int) -> [String] {
        shownLines(text, width: width).lines
    }

    /// At most `ShownLines.maximum` lines, and whether the value needed more.
    func shownLines(_ text: String, width: Int) -> (lines: [String], cut: Bool) {
        if TerminalText.isPrintableASCII(text) {
            if text.utf8.count <= width { return ([text], false) }
            if !wrap { return ([TerminalText.truncate(text, toWidth: width)], false) }
        } else if let cells = CellWidth.ofShownSimpleText(text), cells <= width {
            // One line of one-cell scalars that fits (a sparkline): as it is, without grapheme
            // breaking, sanitizing or wrapping, which leave such a line unchanged.
            return ([text], false)
        }
        return ShownLines.lines(text, width: width, wrap: wrap)
    }

    /// `line 7`, or a workbook's `sheet "Data", cell B8`.
    private func place(_ line: Int, _ field: Int?) -> String {
        guard let places else { return "line \(line)" }
        return places.place(line: line, field: field.flatMap { $0 >= 0 ? $0 : nil }).description
    }
}
