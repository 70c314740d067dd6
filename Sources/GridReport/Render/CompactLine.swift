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
        case .labeled(let label, let value, _): return TerminalText.displayWidth(label + ": " + value)
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
        let rightNatural = right?.naturalWidth ?? 0
        guard let right, rightNatural > 0 else {
            return styledPad(left, width: width, alignment: .leading, style: leftStyle)
        }
        let leftNatural = left?.naturalWidth ?? 0
        let rightWidth: Int
        if leftNatural + CompactLayout.gap + rightNatural <= width {
            rightWidth = rightNatural
        } else {
            rightWidth = min(rightNatural, max((width - 1) / 2, width - CompactLayout.gap - leftNatural))
        }
        guard rightWidth > 0 else {
            return styledPad(left, width: width, alignment: .leading, style: leftStyle)
        }
        let leftWidth = width - CompactLayout.gap - rightWidth
        return styledPad(left, width: leftWidth, alignment: .leading, style: leftStyle)
            + TerminalText.spaces(CompactLayout.gap)
            + styledPad(right, width: rightWidth, alignment: .trailing, style: rightStyle)
    }

    /// The value fitted and padded to exactly `width` cells, the style around the value only, so
    /// padding never carries attributes.
    static func styledPad(_ value: CompactText?, width: Int, alignment: HorizontalAlignment, style: TerminalStyle?)
        -> String
    {
        guard width > 0 else { return "" }
        let shown = value?.fitted(toWidth: width) ?? ""
        let gap = width - TerminalText.displayWidth(shown)
        let styled = value?.styled(shown, style: style) ?? shown
        switch alignment {
        case .trailing: return TerminalText.spaces(gap) + styled
        case .center:
            let left = gap / 2
            return TerminalText.spaces(left) + styled + TerminalText.spaces(gap - left)
        case .leading: return styled + TerminalText.spaces(gap)
        }
    }
}
