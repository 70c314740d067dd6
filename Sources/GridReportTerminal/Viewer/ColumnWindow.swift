import GridReport

/// The regular table at a width: every shown column at the width `render`'s layout gives it (its
/// block's width when the table is cut into blocks), the key columns frozen at the left, and the
/// other columns scrolled sideways, each shown whole or not at all.
struct ColumnWindow {
    /// Key columns first, then the others, in schema order: what ← and → move through.
    let order: [Int]
    let keyCount: Int
    /// Cells of each schema column (0 for hidden ones).
    let cells: [Int]

    init(report: Report, settings: ViewerSettings, width: Int) throws {
        let layout: TableLayout
        do {
            layout = try report.tableLayout(
                geometry: settings.geometry, totalCells: width, fit: settings.fit, keys: settings.keys)
        } catch  where settings.fit == .error {
            // Given widths that do not fit a narrow window: shrunk as --fit shrink would, since a
            // window the user drags narrower should not end the viewer.
            layout = try report.tableLayout(
                geometry: settings.geometry, totalCells: width, fit: .shrink, keys: settings.keys)
        }
        var cells = [Int](repeating: 0, count: report.schema.columns.count)
        var order: [Int] = []
        // Blocks repeat the key columns; a flag per column, not a search of `order`, which took
        // seconds at 40,000 columns.
        var seen = [Bool](repeating: false, count: cells.count)
        for block in layout.blocks {
            for (column, width) in zip(block.columns, block.cells) where width > 0 && !seen[column] {
                seen[column] = true
                cells[column] = width
                order.append(column)
            }
        }
        // Blocks repeat the keys first; a single table has none, and its first column stands in.
        let keys = (settings.keys ?? Array(order.prefix(1))).filter { $0 < seen.count && seen[$0] }
        let isKey = Set(keys)
        self.order = keys + order.filter { !isKey.contains($0) }.sorted()
        keyCount = keys.count
        self.cells = cells
    }

    /// The columns drawn when the scrolled columns start at `first` (an index into `order` past the
    /// keys): the keys, then as many whole columns as fit in `width`; at least one scrolled column
    /// when there is one, cut by the screen's edge when it alone is too wide.
    func shown(first: Int, width: Int, geometry: TableGeometry) -> [Int] {
        var columns = Array(order.prefix(keyCount))
        var index = max(first, keyCount)
        while index < order.count {
            let candidate = columns + [order[index]]
            if lineWidth(candidate, geometry: geometry) > width && columns.count > keyCount { break }
            columns = candidate
            index += 1
        }
        return columns
    }

    /// The table's width with `columns`, as its frame draws it.
    func lineWidth(_ columns: [Int], geometry: TableGeometry) -> Int {
        // The accessory is one more column, one cell wide.
        let accessory = geometry.accessory == .none ? 0 : 1
        let drawn = columns.count + accessory
        let content = columns.reduce(accessory) { $0 + cells[$1] }
        guard geometry.hasFrame else { return content + max(0, drawn - 1) * geometry.spacingCells }
        return content + max(0, drawn - 1) * (geometry.spacingCells + 1) + 2 * (1 + geometry.outerPadding)
    }

    /// Where each of `columns` starts and ends on a line of the table (for the marks).
    func spans(_ columns: [Int], geometry: TableGeometry) -> [Range<Int>] {
        var x = geometry.hasFrame ? 1 + geometry.outerPadding : 0
        return columns.map { column in
            defer { x += cells[column] + geometry.spacingCells + (geometry.hasFrame ? 1 : 0) }
            return x..<(x + cells[column])
        }
    }
}
