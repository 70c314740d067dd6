/// Column widths taken from the content when none are given, fitted to the terminal.
///
/// A column whose values are never cut (`Column.keepsWholeValues`: numbers) is as wide as its
/// widest value or its title's longest word, whichever is wider; its title wraps onto up to three
/// lines rather than widening it. Other columns share what is left, the widest shrinking first,
/// each keeping a readable minimum (its whole content when shorter). When even the minimums do not
/// fit, the table is shown in blocks of columns (see `ColumnBlocks`).
public enum NaturalWidths {
    /// The narrowest a text column is shrunk to (or its whole width when narrower).
    public static let minimumTextCells = 10

    /// The natural width of each column in cells: its widest value as shown (numbers through
    /// their formatter, images as placeholders), widened for its title's longest word and so that
    /// the title takes at most three lines.
    public static func natural(schema: Schema, profile: DataProfile, renderers: [NumberRenderer?]) -> [Int] {
        schema.columns.map { column in
            let content = contentWidth(column, profile.columns[column.index], renderers[column.index])
            return TitleLines.columnWidth(title: column.name, content: content)
        }
    }

    /// The widest value of a column as shown, without its header.
    public static func contentWidth(_ column: Column, _ data: ColumnProfile, _ renderer: NumberRenderer?) -> Int {
        switch column.type {
        case .number:
            guard let renderer, data.numbers > 0 else { return data.maxTextWidth }
            let ordinary = data.numbers > data.extremes ? [data.minimum, data.maximum, 0] : [0]
            if renderer.format.shortestDigits != nil {
                // Decimal points lined up: the widest integer part (at an end of the range) plus
                // the aligned fraction; scientific values as wide as the widest of them.
                let widest = ordinary.map { TerminalText.displayWidth(renderer.alignedString($0)) }.max() ?? 0
                return max(widest, data.widestExtreme)
            }
            let extremes = data.extremes > 0 ? [data.extremeMinimum, data.extremeMaximum] : []
            let widest = (ordinary + extremes).map { TerminalText.displayWidth(renderer.string($0)) }.max() ?? 0
            // A range of fraction digits can show more digits on another value than on the extremes.
            let spread = max(
                0, (renderer.format.maximumFractionDigits ?? 0) - (renderer.format.minimumFractionDigits ?? 0))
            return widest + spread
        case .image:
            return data.images == data.nonMissing ? data.maxImageWidth : data.maxTextWidth
        case .date, .time, .dateTime:
            return column.dateDisplay?.widestCells ?? data.maxTextWidth
        case .text:
            return column.keepsMissingWords ? max(data.maxTextWidth, data.widestMarker) : data.maxTextWidth
        }
    }

    /// The narrowest each column may become: its natural width when its values are kept whole,
    /// else `minimumTextCells` or its title's longest word (`titleWords`, see
    /// `TitleLines.narrowestWidth`), whichever is wider, and never more than its natural width.
    public static func minimum(natural: [Int], keepsWhole: [Bool], titleWords: [Int]? = nil) -> [Int] {
        natural.indices.map {
            keepsWhole[$0] ? natural[$0] : min(natural[$0], max(minimumTextCells, titleWords?[$0] ?? 0))
        }
    }

    /// Each column's title's longest word, at most `TitleLines.longestUncutWord` cells.
    public static func titleWords(schema: Schema) -> [Int] {
        schema.columns.map { TitleLines.narrowestWidth($0.name) }
    }

    /// Fits natural widths into `available` cells: the widest of the other columns shrink first,
    /// to one level, never below their minimum. Nil when even the minimums do not fit.
    public static func fit(natural: [Int], keepsWhole: [Bool], titleWords: [Int]? = nil, available: Int) -> [Int]? {
        let minimums = minimum(natural: natural, keepsWhole: keepsWhole, titleWords: titleWords)
        if minimums.reduce(0, +) > available { return nil }
        if natural.reduce(0, +) <= available { return natural }
        let shrinking = natural.indices.filter { !keepsWhole[$0] }
        let budget = available - natural.indices.filter { keepsWhole[$0] }.reduce(0) { $0 + natural[$1] }
        return share(natural: natural, columns: shrinking, minimums: minimums, budget: budget)
    }

    /// Fits as `fit(natural:keepsWhole:available:)`, and when even the minimums do not fit, squeezes
    /// to the last cell: the other columns down to one cell first, then every column (values kept
    /// whole then show as `###`). For a table that must be drawn in the width whatever it holds.
    public static func squeeze(natural: [Int], keepsWhole: [Bool], titleWords: [Int]? = nil, available: Int)
        -> [Int]
    {
        if let cells = fit(natural: natural, keepsWhole: keepsWhole, titleWords: titleWords, available: available) {
            return cells
        }
        let ones = natural.map { _ in 1 }
        let shrinking = natural.indices.filter { !keepsWhole[$0] }
        let whole = natural.indices.filter { keepsWhole[$0] }.reduce(0) { $0 + natural[$1] }
        if whole + shrinking.count <= available {
            return share(natural: natural, columns: shrinking, minimums: ones, budget: available - whole)
        }
        return share(
            natural: natural, columns: Array(natural.indices), minimums: ones, budget: max(available, natural.count))
    }

    /// `natural` with `columns` capped at one level L, the highest at which they fit in `budget`
    /// (each at least its minimum), so the widest shrink first and equally; cells left under the
    /// cap go to the capped columns from the left.
    static func share(natural: [Int], columns: [Int], minimums: [Int], budget: Int) -> [Int] {
        var cells = natural
        func width(_ i: Int, _ level: Int) -> Int { min(natural[i], max(level, minimums[i])) }
        func used(_ level: Int) -> Int { columns.reduce(0) { $0 + width($1, level) } }
        var low = 0
        var high = columns.map { natural[$0] }.max() ?? 0
        while low < high {
            let mid = (low + high + 1) / 2
            if used(mid) <= budget { low = mid } else { high = mid - 1 }
        }
        for i in columns { cells[i] = width(i, low) }
        var spare = budget - columns.reduce(0) { $0 + cells[$1] }
        for i in columns where spare > 0 && natural[i] > cells[i] {
            cells[i] += 1
            spare -= 1
        }
        return cells
    }
}
