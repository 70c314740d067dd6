/// What one row shows as an object cell: the item of each slot, after the per-row precedence of
/// status over statusImage.
public struct ObjectCellContent: Sendable, Equatable {
    /// An item and the 0-based schema position of its column (for its number format).
    public struct Entry: Sendable, Equatable {
        public var column: Int
        public var item: GridItem

        public init(column: Int, item: GridItem) {
            self.column = column
            self.item = item
        }
    }

    public var icon: Entry?
    public var detailImage: Entry?
    public var headline: Entry?
    public var subheadline: Entry?
    public var footnote: Entry?
    /// The status text when it is not empty, else the status image (Fiori: a status text
    /// overrides the statusImage).
    public var status: Entry?
    /// The substatus text when it is not empty, else the substatus image.
    public var substatus: Entry?

    public init(
        icon: Entry? = nil, detailImage: Entry? = nil, headline: Entry? = nil, subheadline: Entry? = nil,
        footnote: Entry? = nil, status: Entry? = nil, substatus: Entry? = nil
    ) {
        self.icon = icon
        self.detailImage = detailImage
        self.headline = headline
        self.subheadline = subheadline
        self.footnote = footnote
        self.status = status
        self.substatus = substatus
    }
}

extension ObjectCellContent.Entry {
    /// Whether its value is never cut, by `neverCut` (one flag per column; see
    /// `Report.neverCutColumns`). A picture's placeholder may always lose its stem.
    /// A changed cell (its mark holds an old value, `marks`) is never cut either: it wraps, so
    /// that a card shows the whole `old → new`.
    func isKeptWhole(by neverCut: [Bool], marks: [CellMark] = []) -> Bool {
        if case .image = item { return false }
        if column < marks.count, marks[column].previous != nil { return true }
        guard column < neverCut.count else { return false }
        return neverCut[column]
    }
}

extension ObjectCellContent {
    /// The columns a slot shows.
    public var shownColumns: [Int] {
        [icon, detailImage, headline, subheadline, footnote, status, substatus].compactMap { $0?.column }
    }
}

extension BindingPlan {
    /// The row's items in their slots; an entry is nil when its slot is unbound or its item is
    /// empty (missing, an empty text, or beyond the end of a short row).
    public func content(of row: GridRow) -> ObjectCellContent {
        func entry(_ slot: BindingSlot) -> ObjectCellContent.Entry? {
            guard let column = self.column(for: slot), column < row.items.count else { return nil }
            let item = row.items[column]
            switch item {
            case .empty, .text(""), .header(""): return nil
            default: return ObjectCellContent.Entry(column: column, item: item)
            }
        }
        return ObjectCellContent(
            icon: entry(.icon), detailImage: entry(.detailImage), headline: entry(.headline),
            subheadline: entry(.subheadline), footnote: entry(.footnote),
            status: entry(.status) ?? entry(.statusImage),
            substatus: entry(.substatus) ?? entry(.substatusImage))
    }
}
