/// A slot's value ready for the terminal: sanitized text, or an image shown as its placeholder.
enum CompactText: Equatable {
    case text(String)
    case image(ImageReference)
    /// A value after its column's title (`Island: Torgersen`), the title dimmed when `dim`.
    case labeled(label: String, value: String, dim: Bool)

    var naturalWidth: Int {
        switch self {
        case .text(let text): return TerminalText.displayWidth(text)
        case .image(let image): return TerminalText.displayWidth(ImagePlaceholder.text(for: image))
        case .labeled(let label, let value, _):
            // Printable ASCII is a cell a byte, joined or not; other text is measured as shown.
            if TerminalText.isPrintableASCII(label) && TerminalText.isPrintableASCII(value) {
                return label.utf8.count + 2 + value.utf8.count
            }
            return TerminalText.displayWidth(label + ": " + value)
        }
    }

    /// The text as shown whole.
    var plainText: String {
        switch self {
        case .text(let text): return text
        case .image(let image): return ImagePlaceholder.text(for: image)
        case .labeled(let label, let value, _): return label + ": " + value
        }
    }

    /// At most `width` cells; an image keeps its `▣` and loses its stem first.
    func fitted(toWidth width: Int) -> String {
        switch self {
        case .text(let text): return TerminalText.truncate(text, toWidth: width)
        case .image(let image): return ImagePlaceholder.text(for: image, width: width)
        case .labeled(let label, let value, _): return TerminalText.truncate(label + ": " + value, toWidth: width)
        }
    }

    /// The fitted text with `style` on the value and the label dimmed (when asked).
    func styled(_ shown: String, style: TerminalStyle?) -> String {
        guard case .labeled(let label, _, let dim) = self, dim, shown.hasPrefix(label + ":") else {
            return style?.apply(shown) ?? shown
        }
        let title = label + ":"
        let rest = String(shown.dropFirst(title.count))
        return TerminalStyle.dim.apply(title) + (style?.apply(rest) ?? rest)
    }
}

/// One line of the text area: a left value (headline, subheadline or footnote) and a right value
/// (status or substatus), exactly `width` cells.
enum CompactLine {
    /// Both values whole when they fit with a space between. Otherwise the right value keeps its
    /// whole width up to half the line, or more when the left value is short, and both are cut
    /// with `…`; the left value gets the rest.
    static func compose(
        left: CompactText?, right: CompactText?, width: Int, leftStyle: TerminalStyle?,
        rightStyle: TerminalStyle? = nil
    ) -> String {
        guard width > 0 else { return "" }
        let rightWidth =
            rightWidth(
                left: left?.naturalWidth ?? 0, right: right?.naturalWidth ?? 0, width: width, leftWhole: false,
                rightWhole: false) ?? 0
        return side(left, right, rightWidth: rightWidth, width: width, leftStyle: leftStyle, rightStyle: rightStyle)
    }

    /// The line, or lines, of a left and a right value where a `whole` value is never cut (a
    /// number, a date, an identifier): it keeps its width and the other value gives way, cut with
    /// `…`; when that leaves the other too little room, or both are whole, each goes on lines of its
    /// own, the right one right-aligned; and a whole value wider than the line wraps. Each line is
    /// exactly `width` cells. Values that are not whole are composed as `compose` does.
    static func composeKeepingWhole(
        left: CompactText?, leftWhole: Bool, right: CompactText?, rightWhole: Bool, width: Int,
        leftStyle: TerminalStyle?, rightStyle: TerminalStyle? = nil
    ) -> [String] {
        if let line = oneLine(
            left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: width,
            leftStyle: leftStyle, rightStyle: rightStyle)
        {
            return [line]
        }
        var lines = [String]()
        if left != nil || right == nil {
            lines += stacked(left, whole: leftWhole, width: width, alignment: .leading, style: leftStyle)
        }
        if right != nil {
            lines += stacked(right, whole: rightWhole, width: width, alignment: .trailing, style: rightStyle)
        }
        return lines
    }

    /// Appends what `composeKeepingWhole` makes to `lines`, one line without an array between.
    static func appendKeepingWhole(
        to lines: inout [String], left: CompactText?, leftWhole: Bool, right: CompactText?, rightWhole: Bool,
        width: Int, leftStyle: TerminalStyle?, rightStyle: TerminalStyle? = nil
    ) {
        if let line = oneLine(
            left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: width,
            leftStyle: leftStyle, rightStyle: rightStyle)
        {
            lines.append(line)
        } else {
            lines += composeKeepingWhole(
                left: left, leftWhole: leftWhole, right: right, rightWhole: rightWhole, width: width,
                leftStyle: leftStyle, rightStyle: rightStyle)
        }
    }

    /// The one line `composeKeepingWhole` makes, nil when the values need lines of their own.
    static func oneLine(
        left: CompactText?, leftWhole: Bool, right: CompactText?, rightWhole: Bool, width: Int,
        leftStyle: TerminalStyle?, rightStyle: TerminalStyle? = nil
    ) -> String? {
        guard width > 0 else { return "" }
        guard
            let rightWidth = rightWidth(
                left: left?.naturalWidth ?? 0, right: right?.naturalWidth ?? 0, width: width, leftWhole: leftWhole,
                rightWhole: rightWhole)
        else { return nil }
        return side(left, right, rightWidth: rightWidth, width: width, leftStyle: leftStyle, rightStyle: rightStyle)
    }

    /// The least room a cut value keeps beside a whole one, or its whole width when narrower.
    static let leastCutRoom = 4

    /// The cells the right value gets beside the left one: its whole width when both fit; for two
    /// values that may be cut, its whole width up to half the line (more when the left is short);
    /// for a whole value, its whole width when the other keeps `leastCutRoom`. Nil when they must
    /// go on lines of their own.
    static func rightWidth(left: Int, right: Int, width: Int, leftWhole: Bool, rightWhole: Bool) -> Int? {
        guard right > 0 else { return left <= width || !leftWhole ? 0 : nil }
        if left + gap + right <= width { return right }
        switch (leftWhole && left > 0, rightWhole) {
        case (false, false):
            return min(right, max((width - 1) / 2, width - gap - left))
        case (false, true):
            return left > 0 && right + gap + min(left, leastCutRoom) <= width ? right : nil
        case (true, false):
            return left + gap + min(right, leastCutRoom) <= width ? width - gap - left : nil
        case (true, true):
            return nil
        }
    }

    /// The two values side by side, the right one `rightWidth` cells (none: the left alone), made
    /// in one string.
    private static func side(
        _ left: CompactText?, _ right: CompactText?, rightWidth: Int, width: Int, leftStyle: TerminalStyle?,
        rightStyle: TerminalStyle?
    ) -> String {
        var line = ""
        // Room for the cells (a wide or box character is up to 3 bytes a cell) and two styles.
        line.reserveCapacity(width * 3 + 32)
        guard let right, rightWidth > 0 else {
            appendStyledPad(left, width: width, alignment: .leading, style: leftStyle, to: &line)
            return line
        }
        appendStyledPad(left, width: width - gap - rightWidth, alignment: .leading, style: leftStyle, to: &line)
        TerminalText.appendSpaces(gap, to: &line)
        appendStyledPad(right, width: rightWidth, alignment: .trailing, style: rightStyle, to: &line)
        return line
    }

    private static var gap: Int { CompactLayout.gap }

    /// A value on lines of its own: a whole value wider than the line wrapped, else cut.
    private static func stacked(
        _ value: CompactText?, whole: Bool, width: Int, alignment: HorizontalAlignment, style: TerminalStyle?
    ) -> [String] {
        guard let value, whole, value.naturalWidth > width else {
            return [styledPad(value, width: width, alignment: alignment, style: style)]
        }
        return TerminalText.wrap(value.plainText, toWidth: width).map {
            styledPad(.text($0), width: width, alignment: alignment, style: style)
        }
    }

    /// The value fitted and padded to exactly `width` cells, the style around the value only, so
    /// padding never carries attributes.
    static func styledPad(_ value: CompactText?, width: Int, alignment: HorizontalAlignment, style: TerminalStyle?)
        -> String
    {
        var padded = ""
        appendStyledPad(value, width: width, alignment: alignment, style: style, to: &padded)
        return padded
    }

    /// Appends what `styledPad` makes to `line`, without a string of its own.
    static func appendStyledPad(
        _ value: CompactText?, width: Int, alignment: HorizontalAlignment, style: TerminalStyle?,
        to line: inout String
    ) {
        guard width > 0 else { return }
        let shown = value?.fitted(toWidth: width) ?? ""
        let gap = width - TerminalText.displayWidth(shown)
        let styled = value?.styled(shown, style: style) ?? shown
        switch alignment {
        case .trailing:
            TerminalText.appendSpaces(gap, to: &line)
            line += styled
        case .center:
            let left = gap / 2
            TerminalText.appendSpaces(left, to: &line)
            line += styled
            TerminalText.appendSpaces(gap - left, to: &line)
        case .leading:
            line += styled
            TerminalText.appendSpaces(gap, to: &line)
        }
    }
}
