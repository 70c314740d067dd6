import Foundation

/// A marked cell (`CellMark`) as the terminal views draw it: the one place a changed cell becomes
/// `old → new` (with the difference of two numbers when its mark asks for it). Each view draws
/// the item this gives as it draws any text item, in the mark's state as it draws a status rule's.
public enum MarkedCell {
    /// Between a changed cell's old and new value.
    public static let arrow = " → "

    /// The row as drawn: each cell marked with a previous value as its `old → new` text; a row
    /// without marks as it is. `widths`: per item, the cells it has on its one line (nil: as
    /// many as it needs, as records and wrapped cells have), for `fitted`.
    public static func shown(_ row: GridRow, renderers: [NumberRenderer?], widths: [Int?]? = nil) -> GridRow {
        guard !row.marks.isEmpty else { return row }
        var shown = row
        for index in row.items.indices where index < row.marks.count {
            let renderer = index < renderers.count ? renderers[index] : nil
            let width = widths.flatMap { index < $0.count ? $0[index] : nil }
            shown.items[index] = item(row.items[index], mark: row.marks[index], renderer: renderer, width: width)
        }
        return shown
    }

    /// The item drawn for `item` marked `mark`: `old → new` as text when the mark holds the old
    /// value (`fitted` to `width` cells when given), else the item itself.
    public static func item(_ item: GridItem, mark: CellMark, renderer: NumberRenderer?, width: Int? = nil)
        -> GridItem
    {
        guard let previous = mark.previous else { return item }
        let text = text(previous: previous, item, showsDifference: mark.showsDifference, renderer: renderer)
        guard let width, TerminalText.displayWidth(TerminalText.sanitize(text), exceeds: width) else {
            return .text(text)
        }
        return .text(fitted(previous: previous, item, width: width, renderer: renderer) ?? text)
    }

    /// `old → new` in a cell too narrow for it: the new value is what the row holds now, so the
    /// old one is cut first (`Limi… → In Stock`), to no less than two cells; when even that does
    /// not fit, `→ new` alone, which the cell cuts as any text. The old value stays whole in the
    /// records view and the sheet's note. Nil when there is nothing to cut (no old value).
    static func fitted(previous: GridItem, _ item: GridItem, width: Int, renderer: NumberRenderer?) -> String? {
        let old = TerminalText.sanitize(text(of: previous, renderer: renderer))
        guard !old.isEmpty else { return nil }
        let new = TerminalText.sanitize(text(of: item, renderer: renderer))
        let tail = "→" + (new.isEmpty ? "" : " " + new)
        let room = width - TerminalText.displayWidth(tail) - 1
        guard room >= 2 else { return tail }
        var cut = TerminalText.truncate(old, toWidth: room)
        TerminalText.trimTrailingSpaces(&cut)
        return cut + " " + tail
    }

    /// `1,250.00 → 1,312.50`, or with the difference `1,250.00 → 1,312.50 (+62.50, +5.0 %)`; a
    /// missing side shows as nothing (`→ 5`, `5 →`).
    public static func text(
        previous: GridItem, _ item: GridItem, showsDifference: Bool, renderer: NumberRenderer?
    ) -> String {
        let old = text(of: previous, renderer: renderer)
        let new = text(of: item, renderer: renderer)
        var shown = (old.isEmpty ? "" : old + " ") + "→" + (new.isEmpty ? "" : " " + new)
        if showsDifference, case .number(let before) = previous, case .number(let after) = item {
            let difference = after - before
            let magnitude =
                renderer?.string(difference.magnitude) ?? DiffComparison.text(of: .number(difference.magnitude))
            shown += " (" + (difference < 0 ? "-" : "+") + magnitude
            if before != 0 {
                shown += String(format: ", %+.1f %%", difference / before.magnitude * 100)
            }
            shown += ")"
        }
        return shown
    }

    /// A value as its column shows it: a number through the column's renderer.
    public static func text(of item: GridItem, renderer: NumberRenderer?) -> String {
        if case .number(let value) = item, let renderer { return renderer.string(value) }
        return DiffComparison.text(of: item)
    }

    /// The widest `old → new` text of each column in `store`, 0 where no cell is changed: the
    /// width those columns need beside their values' own; nil when no row is marked.
    static func widths(of store: any RowStore, columns: Int, renderers: [NumberRenderer?]) throws -> [Int]? {
        var widths = Widths(columns: columns, renderers: renderers)
        try store.forEachBatch(from: 0) { rows in
            for row in rows { widths.add(row) }
            return true
        }
        return widths.widths
    }

    /// The widest `old → new` of each column learnt a row at a time (see `widths(of:)`).
    struct Widths {
        private var cells: [Int]
        private var marked = false
        private let renderers: [NumberRenderer?]

        init(columns: Int, renderers: [NumberRenderer?]) {
            cells = [Int](repeating: 0, count: columns)
            self.renderers = renderers
        }

        mutating func add(_ row: GridRow) {
            guard !row.marks.isEmpty else { return }
            marked = true
            for (index, mark) in row.marks.enumerated() where mark.previous != nil && index < cells.count {
                let renderer = index < renderers.count ? renderers[index] : nil
                if case .text(let text) = item(row.items[index], mark: mark, renderer: renderer) {
                    cells[index] = max(cells[index], TerminalText.displayWidth(TerminalText.sanitize(text)))
                }
            }
        }

        /// Nil when no row is marked.
        var widths: [Int]? { marked ? cells : nil }
    }
}

extension MarkedCell {
    /// The changed cells of `row` (a mark holding an old value) that none of its object cell's
    /// slots shows (`content`), in column order. Compact cells and cards draw each on a line of
    /// its own below the slots (`Price: 956.00 → 999.00`, in its mark's state), so that every
    /// change of a row is seen on its card; a row without changes has none and keeps its layout.
    public static func changedOutsideSlots(_ row: GridRow, content: ObjectCellContent) -> [Int] {
        guard !row.marks.isEmpty else { return [] }
        let shown = content.shownColumns
        return row.marks.indices.filter { row.marks[$0].previous != nil && !shown.contains($0) }
    }
}
