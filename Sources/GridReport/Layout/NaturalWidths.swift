/// Column widths taken from the content when none are given, fitted to the terminal.
public enum NaturalWidths {
    /// The narrowest a text column is shrunk to before numbers give up their headers' room.
    public static let minimumTextCells = 4

    /// The natural width of each column in cells: the widest of its header and its values as
    /// shown (numbers through their formatter, images as placeholders).
    public static func natural(schema: Schema, profile: DataProfile, renderers: [NumberRenderer?]) -> [Int] {
        schema.columns.map { column in
            let data = profile.columns[column.index]
            let header = TerminalText.displayWidth(TerminalText.sanitize(column.name))
            return max(1, header, contentWidth(column, data, renderers[column.index]))
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
            let spread = max(0, (renderer.format.maximumFractionDigits ?? 0) - (renderer.format.minimumFractionDigits ?? 0))
            return widest + spread
        case .image:
            return data.images == data.nonMissing ? data.maxImageWidth : data.maxTextWidth
        case .text, .date, .time, .dateTime:
            return data.maxTextWidth
        }
    }

    /// Fits natural widths into `available` cells: the widest text and image columns shrink first
    /// (never below `minimumTextCells`), then number columns give up their headers' extra room.
    /// Numbers themselves are never cut: if they still do not fit, that is an error.
    public static func fit(
        natural: [Int], numberWidths: [Int?], available: Int, names: [String], totalCells: Int
    ) throws -> [Int] {
        var cells = natural
        var excess = cells.reduce(0, +) - available
        if excess <= 0 { return cells }
        if available < cells.count {
            throw GridReportError.usage("--width", "\(cells.count) columns do not fit in \(totalCells) cells once borders and spacing take their share",
                                        hint: "raise --width, hide columns with --widths (0), use --border none, or --mode compact")
        }
        let textIndices = cells.indices.filter { numberWidths[$0] == nil }
        // Cap the text columns at one level L, the highest that fits, so the widest shrink first
        // and equally; cells left under the cap go to the capped columns from the left.
        let budget = available - cells.indices.filter { numberWidths[$0] != nil }.reduce(0) { $0 + cells[$1] }
        let floorWidth = textIndices.reduce(0) { $0 + min(cells[$1], minimumTextCells) }
        if !textIndices.isEmpty {
            var level = textIndices.map { cells[$0] }.max() ?? 0
            func used(_ level: Int) -> Int { textIndices.reduce(0) { $0 + min(natural[$1], max(level, min(natural[$1], minimumTextCells))) } }
            if budget <= floorWidth {
                level = minimumTextCells
            } else {
                var low = minimumTextCells, high = level
                while low < high {
                    let mid = (low + high + 1) / 2
                    if used(mid) <= budget { low = mid } else { high = mid - 1 }
                }
                level = low
            }
            for i in textIndices { cells[i] = min(natural[i], max(level, min(natural[i], minimumTextCells))) }
            var spare = budget - textIndices.reduce(0) { $0 + cells[$1] }
            for i in textIndices where spare > 0 && natural[i] > cells[i] {
                cells[i] += 1
                spare -= 1
            }
            excess = cells.reduce(0, +) - available
        }
        for i in cells.indices where excess > 0 {
            guard let numbers = numberWidths[i], cells[i] > numbers else { continue }
            let step = min(excess, cells[i] - numbers)
            cells[i] -= step
            excess -= step
        }
        if excess > 0 {
            let numberColumns = cells.indices.filter { numberWidths[$0] != nil }
            throw GridReportError.usage("--width", "the columns need \(available + excess) cells but only \(available) fit in \(totalCells); numbers in \(WidthResolver.label(numberColumns, names)) are never cut",
                                        hint: "raise --width, hide columns with --widths (0), or use --border none")
        }
        return cells
    }
}
