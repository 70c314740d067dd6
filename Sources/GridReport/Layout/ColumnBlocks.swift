/// One table of a regular report: the columns it draws, in order, and their widths.
public struct TableBlock: Sendable, Equatable {
    /// Schema indices of the drawn columns, in the order drawn (key columns first).
    public var columns: [Int]
    /// The width in cells of each drawn column (parallel to `columns`).
    public var cells: [Int]
    /// `columns 8–14 of 17`, when the report is shown in more than one block.
    public var caption: String?

    public init(columns: [Int], cells: [Int], caption: String? = nil) {
        self.columns = columns
        self.cells = cells
        self.caption = caption
    }
}

/// How a regular report is drawn at a width: one table, or blocks of columns stacked one under
/// another when even the narrowest widths do not fit (as R's print and pandas' wide repr do).
public struct TableLayout: Sendable, Equatable {
    public var blocks: [TableBlock]
    /// The narrowest the whole table can be drawn, frame included, in cells.
    public var minimumCells: Int

    public init(blocks: [TableBlock], minimumCells: Int) {
        self.blocks = blocks
        self.minimumCells = minimumCells
    }

    public var isSingleTable: Bool { blocks.count == 1 }
}

/// Cuts columns into blocks that each fit a width.
public enum ColumnBlocks {
    /// The layout of `columns` (schema indices, in order; hidden ones left out) at `totalCells`.
    /// Each block after the first repeats the `keys` (schema indices) when they fit beside one more
    /// column, each as wide as its values up to `longestKeyCells`, since they say which row a line
    /// is; a block holds as many columns as fit at their minimum widths (`titleWords`: each
    /// column's title's longest word, which text columns keep whole), and the next column starts
    /// the next block.
    /// `titleCells`: each column's title on one line; room left over widens the columns whose
    /// titles wrap, those that need the fewest cells first, so titles take fewer lines.
    public static func layout(
        natural: [Int], keepsWhole: [Bool], columns: [Int], keys: [Int], geometry: TableGeometry, totalCells: Int,
        titleCells: [Int]? = nil, titleWords: [Int]? = nil
    ) -> TableLayout {
        let count = natural.count
        var natural = natural
        var keepsWhole = keepsWhole
        var minimums = NaturalWidths.minimum(natural: natural, keepsWhole: keepsWhole, titleWords: titleWords)
        func frame(_ n: Int) -> Int { totalCells - geometry.contentCells(totalCells: totalCells, visibleColumns: n) }
        func needed(_ members: [Int]) -> Int { members.reduce(0) { $0 + minimums[$1] } + frame(members.count) }
        func block(_ members: [Int], caption: String?) -> TableBlock {
            let available = geometry.contentCells(totalCells: totalCells, visibleColumns: members.count)
            var cells = NaturalWidths.squeeze(
                natural: members.map { natural[$0] }, keepsWhole: members.map { keepsWhole[$0] },
                titleWords: titleWords.map { words in members.map { words[$0] } }, available: available)
            if let titleCells {
                var spare = available - cells.reduce(0, +)
                let wrapped = members.indices.filter {
                    titleCells[members[$0]] > cells[$0] && cells[$0] == natural[members[$0]]
                }
                for k in wrapped.sorted(by: {
                    titleCells[members[$0]] - cells[$0] < titleCells[members[$1]] - cells[$1]
                }) {
                    let need = titleCells[members[k]] - cells[k]
                    guard need <= spare else { break }
                    cells[k] += need
                    spare -= need
                }
            }
            return TableBlock(columns: members, cells: cells, caption: caption)
        }
        let minimumCells = needed(columns)
        if columns.count <= 1 || minimumCells <= totalCells {
            return TableLayout(blocks: [block(columns, caption: nil)], minimumCells: minimumCells)
        }
        let keys = keys.filter(columns.contains)
        let rest = columns.filter { !keys.contains($0) }
        // The keys say which row a line of each block is: they are not shrunk (up to a width).
        for key in keys {
            natural[key] = min(natural[key], longestKeyCells)
            keepsWhole[key] = true
        }
        minimums = NaturalWidths.minimum(natural: natural, keepsWhole: keepsWhole, titleWords: titleWords)
        var blocks: [TableBlock] = []
        var i = 0
        while i < rest.count {
            let start = i
            var members = keys + [rest[i]]
            if needed(members) > totalCells {
                // The keys do not fit beside another column: they are shown once, on their own.
                if blocks.isEmpty, let first = keys.min(), let last = keys.max() {
                    blocks.append(block(keys, caption: caption(first: first, last: last, of: count)))
                }
                members = [rest[i]]
            }
            i += 1
            while i < rest.count, needed(members + [rest[i]]) <= totalCells {
                members.append(rest[i])
                i += 1
            }
            let first = blocks.isEmpty ? (members.min() ?? rest[start]) : rest[start]
            blocks.append(block(members, caption: caption(first: first, last: rest[i - 1], of: count)))
        }
        if blocks.isEmpty { blocks = [block(keys, caption: nil)] }
        return TableLayout(blocks: blocks, minimumCells: minimumCells)
    }

    /// The widest a key column is kept whole in blocks; past it, it shrinks like other text.
    public static let longestKeyCells = 24

    /// `columns 8–14 of 17`, `column 9 of 17` (1-based schema positions).
    static func caption(first: Int, last: Int, of count: Int) -> String {
        first == last ? "column \(first + 1) of \(count)" : "columns \(first + 1)–\(last + 1) of \(count)"
    }
}
