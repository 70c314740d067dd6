/// The header of a collection (seed 002): the title at the top left and, when only a subset of
/// the rows is shown, a "See All (N)" label with the total count and a chevron at the top right.
/// Every terminal view writes it above its content; the XLSX writes `sheetTitle` as a title row.
public struct CollectionHeader: Sendable, Equatable {
    /// The report's title as given (sanitized when shown).
    public var title: String?
    /// How many rows are shown (the limit setting), nil for all.
    public var shown: Int?
    /// Every data row of the report (from the first pass).
    public var total: Int
    /// Whether the header says how many rows are not shown (`8 more`), as a Horizontal Scroll
    /// line that holds fewer cards than asked does.
    public var countsMore = false

    public init(title: String?, shown: Int?, total: Int) {
        self.title = title.flatMap { $0.isEmpty ? nil : $0 }
        self.shown = shown
        self.total = total
    }

    /// The header of a view that shows only the first `count` of the rows this one shows, and says
    /// how many more there are.
    public func showing(_ count: Int) -> CollectionHeader {
        guard count < shownCount else { return self }
        var header = CollectionHeader(title: title, shown: count, total: total)
        header.countsMore = true
        return header
    }

    /// `8 more · ` before See All, when the header counts them.
    func moreLabel(asciiOnly: Bool) -> String? {
        guard countsMore, isSubset else { return nil }
        return "\(Self.grouped(total - shownCount)) more " + (asciiOnly ? "- " : "· ")
    }

    /// True when the view shows fewer rows than the report has.
    public var isSubset: Bool { shown.map { $0 < total } ?? false }

    /// The rows the view shows.
    public var shownCount: Int { min(shown ?? total, total) }

    /// `See All (1,234) ›` (`>` when only ASCII may be drawn), nil when every row shows.
    public func seeAllLabel(asciiOnly: Bool = false) -> String? {
        guard isSubset else { return nil }
        return "See All (\(Self.grouped(total))) " + (asciiOnly ? ">" : "›")
    }

    /// The header line at most `width` cells wide (at least 1): the title leading, bold with
    /// colour, See All trailing; nil when there is neither. The title gives way first (cut with
    /// `…`); the label is cut only when it alone does not fit. Title text is sanitized, so a title
    /// can no more drive the terminal than the data can; a title with line breaks shows them
    /// visibly, as the header is one line.
    public func line(width: Int, color: Bool, asciiOnly: Bool = false, style: TerminalStyle = .bold) -> String? {
        let width = max(1, width)
        let label = seeAllLabel(asciiOnly: asciiOnly)
        guard title != nil || label != nil else { return nil }
        let shownTitle = title.map { TerminalText.sanitize($0) } ?? ""
        guard let label else {
            let cut = TerminalText.truncate(shownTitle, toWidth: width)
            return color ? style.apply(cut) : cut
        }
        // The count of rows not shown goes before the label, dim with colour, when there is room.
        let more = moreLabel(asciiOnly: asciiOnly).flatMap { more in
            TerminalText.displayWidth(more + label) < width ? more : nil
        }
        let labelWidth = TerminalText.displayWidth((more ?? "") + label)
        if labelWidth >= width { return TerminalText.truncate(label, toWidth: width) }
        let titleRoom = shownTitle.isEmpty ? 0 : width - labelWidth - 1
        let cut = titleRoom > 0 ? TerminalText.truncate(shownTitle, toWidth: titleRoom) : ""
        let gap = width - TerminalText.displayWidth(cut) - labelWidth
        let shownMore = more.map { color ? TerminalStyle.dim.apply($0) : $0 } ?? ""
        return (color ? style.apply(cut) : cut) + TerminalText.spaces(gap) + shownMore + label
    }

    /// The XLSX title row's text: the title, and "first N of M" when a subset is written; nil
    /// when there is neither.
    public var sheetTitle: String? {
        let subset = isSubset ? "first \(Self.grouped(shownCount)) of \(Self.grouped(total)) rows" : nil
        switch (title, subset) {
        case (nil, nil): return nil
        case (let title?, nil): return title
        case (nil, let subset?): return subset.prefix(1).uppercased() + subset.dropFirst()
        case (let title?, let subset?): return "\(title) (\(subset))"
        }
    }

    /// `1234567` as `1,234,567`, the label's grouping whatever the locale.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, digit != "-", (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
