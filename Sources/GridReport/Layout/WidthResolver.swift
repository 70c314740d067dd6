/// What to do when given widths do not fit.
public enum FitPolicy: String, Sendable, CaseIterable, Codable {
    /// Widths that do not fit are an error that names the columns and the overflow.
    case error
    /// The non-hidden columns are scaled down proportionally.
    case shrink
}

/// Column widths in whole terminal cells (0 = hidden) and the points they stand for.
public struct ResolvedWidths: Sendable, Equatable {
    public var cells: [Int]
    public var pointsPerCell: Double

    public init(cells: [Int], pointsPerCell: Double) {
        self.cells = cells
        self.pointsPerCell = pointsPerCell
    }

    public var points: [Double] { cells.map { Double($0) * pointsPerCell } }
    public var visibleCount: Int { cells.filter { $0 > 0 }.count }
}

/// Resolves a Fiori width list against the content width (a pure function of its inputs).
///
/// Fractions are of the content width, points are absolute, the flexible column takes what is
/// left, and with no flexible column the rest stays empty. Cells are rounded by largest
/// remainder so the columns add up exactly to the rounded total.
public enum WidthResolver {
    public static func resolve(
        _ widths: [ColumnWidth], names: [String], geometry: TableGeometry, totalCells: Int,
        fit: FitPolicy = .error, option: ErrorText = ErrorText(.widths)
    ) throws -> ResolvedWidths {
        try resolve(
            widths, names: names, geometry: geometry, totalCells: totalCells, fit: fit, option: option, hints: true)
    }

    /// `hints`: whether an error says what fixes it (false while trying the fixes themselves).
    static func resolve(
        _ widths: [ColumnWidth], names: [String], geometry: TableGeometry, totalCells: Int,
        fit: FitPolicy, option: ErrorText, hints: Bool
    ) throws -> ResolvedWidths {
        let ppc = geometry.pointsPerCell
        let flexible = try checkList(widths, names: names, totalCells: totalCells, option: option)
        let visible = widths.filter { $0 != .hidden }.count
        let contentCells = geometry.contentCells(totalCells: totalCells, visibleColumns: visible)
        let contentPoints = Double(contentCells) * ppc
        func fixesIfAsked(shrinkFits: Bool) -> ErrorText? {
            guard hints else { return nil }
            return fixes(
                widths, names: names, geometry: geometry, totalCells: totalCells, shrinkFits: shrinkFits, option: option
            )
        }
        guard contentCells >= visible, visible > 0 || contentCells >= 0 else {
            throw GridReportError(
                .noRoom(
                    visible: visible, totalCells: totalCells, origin: option, fixes: fixesIfAsked(shrinkFits: false)))
        }
        // Exact widths in cells of the columns that are not flexible.
        var exact = widths.map { width -> Double in
            switch width {
            case .flexible, .hidden: return 0
            case .fraction(let f):
                let cells = f * contentPoints / ppc
                return cells.isFinite ? cells : f * Double(contentCells)
            case .points(let p): return min(p / ppc, Self.largestCells)
            }
        }
        let fixedIndices = widths.indices.filter { widths[$0] != .flexible && widths[$0] != .hidden }
        let needed = fixedIndices.reduce(0.0) { $0 + exact[$1] }
        let room = Double(contentCells - (flexible == nil ? 0 : 1))
        if needed > room + 1e-9 {
            if fit == .shrink && needed > 0 {
                let scale = max(0, room) / needed
                for i in fixedIndices { exact[i] *= scale }
            } else if let flexible {
                throw GridReportError(
                    .flexibleSqueezed(
                        columns: label(fixedIndices, names), flexible: label([flexible], names),
                        neededPoints: needed * ppc, neededCells: needed, contentPoints: contentPoints,
                        contentCells: contentCells, pointsPerCell: ppc, origin: option,
                        fixes: fixesIfAsked(shrinkFits: true)))
            } else {
                throw GridReportError(
                    .overflow(
                        columns: label(fixedIndices, names), neededPoints: needed * ppc, neededCells: needed,
                        contentPoints: contentPoints, contentCells: contentCells, pointsPerCell: ppc, origin: option,
                        fixes: fixesIfAsked(shrinkFits: true)))
            }
        }
        let cells = wholeCells(exact, fixed: fixedIndices, flexible: flexible, contentCells: contentCells)
        return ResolvedWidths(cells: cells, pointsPerCell: ppc)
    }

    /// The checks that hold at any width: one value per column, a total a table can have, at most
    /// one flexible column (returned) and fractions that add up to at most the whole.
    private static func checkList(_ widths: [ColumnWidth], names: [String], totalCells: Int, option: ErrorText)
        throws -> Int?
    {
        try checkCount(widths, names: names, option: option)
        // Beyond 2^31 cells the sums below lose whole cells in Doubles and overflow Ints. (The
        // terminal's own limit is lower and checked by the report; a sheet's points come here too.)
        guard totalCells <= maximumTotalCells else {
            throw GridReportError(.tableTooWide(totalCells: totalCells, limit: maximumTotalCells))
        }
        let flexible = widths.indices.filter { widths[$0] == .flexible }
        if flexible.count > 1 {
            throw GridReportError(
                .twoFlexible(count: flexible.count, positions: flexible.map { $0 + 1 }, origin: option))
        }
        let fractionIndices = widths.indices.filter {
            if case .fraction = widths[$0] { return true } else { return false }
        }
        let fractionSum = fractionIndices.reduce(0.0) { $0 + widths[$1].value }
        if fractionSum > 1 + 1e-9 {
            throw GridReportError(
                .fractionsOverWhole(columns: label(fractionIndices, names), sum: fractionSum, origin: option))
        }
        return flexible.first
    }

    /// Exact widths rounded to whole cells that add up to the content: fixed columns at least one
    /// cell each, the flexible column what is left.
    private static func wholeCells(_ exact: [Double], fixed: [Int], flexible: Int?, contentCells: Int) -> [Int] {
        var cells = roundPreservingSum(exact, indices: fixed)
        for i in fixed where cells[i] == 0 { cells[i] = 1 }
        if let flexible {
            cells[flexible] = max(1, contentCells - fixed.reduce(0) { $0 + cells[$1] })
        }
        // Minimum cells can overshoot by a cell or two on tiny widths; take it back from the widest.
        var total = cells.reduce(0, +)
        while total > contentCells, let widest = cells.indices.max(by: { cells[$0] < cells[$1] }), cells[widest] > 1 {
            cells[widest] -= 1
            total -= 1
        }
        return cells
    }

    /// What fixes widths that do not fit, each checked: shrinking to fit (when it resolves) and the
    /// narrowest terminal width at which the widths resolve as given (when one is within a terminal's).
    static func fixes(
        _ widths: [ColumnWidth], names: [String], geometry: TableGeometry, totalCells: Int,
        shrinkFits: Bool, option: ErrorText
    ) -> ErrorText {
        var fixes: [ErrorText] = []
        if shrinkFits,
            (try? resolve(
                widths, names: names, geometry: geometry, totalCells: totalCells, fit: .shrink, option: option,
                hints: false)) != nil
        {
            fixes.append("pass \(Setting.fit) shrink")
        }
        if let wider = narrowestWidth(widths, names: names, geometry: geometry, from: totalCells + 1, option: option) {
            fixes.append("give \(Setting.width) \(wider)")
        }
        if fixes.isEmpty { return "lower the widths or hide columns with 0" }
        return fixes.dropFirst().reduce(fixes[0]) { $0 + ", or " + $1 }
    }

    /// The narrowest terminal width from `from` up at which the widths resolve without shrinking.
    static func narrowestWidth(
        _ widths: [ColumnWidth], names: [String], geometry: TableGeometry, from: Int, option: ErrorText
    ) -> Int? {
        func fits(_ total: Int) -> Bool {
            (try? resolve(
                widths, names: names, geometry: geometry, totalCells: total, fit: .error, option: option, hints: false))
                != nil
        }
        let limit = TableGeometry.maximumTotalCells
        guard from <= limit, fits(limit) else { return nil }
        var low = from
        var high = limit
        while low < high {
            let mid = (low + high) / 2
            if fits(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// A width list must give one value per column.
    @discardableResult
    public static func checkCount(_ widths: [ColumnWidth], names: [String], option: ErrorText = ErrorText(.widths))
        throws -> Bool
    {
        guard widths.count == names.count else {
            throw GridReportError(
                .wrongCount(
                    given: widths.count, columnCount: names.count, columns: label(names.indices, names), origin: option)
            )
        }
        return true
    }

    /// Largest-remainder rounding of `values[indices]`: each gets floor or ceil, and the sum is
    /// the rounded sum of the exact values.
    static func roundPreservingSum(_ values: [Double], indices: [Int]) -> [Int] {
        var result = values.map { Int($0.rounded(.down)) }
        let exactSum = indices.reduce(0.0) { $0 + values[$1] }
        let target = Int((exactSum + 1e-9).rounded())
        var missing = target - indices.reduce(0) { $0 + result[$1] }
        let byRemainder = indices.sorted {
            (values[$0] - values[$0].rounded(.down)) > (values[$1] - values[$1].rounded(.down))
        }
        for i in byRemainder where missing > 0 {
            result[i] += 1
            missing -= 1
        }
        return result
    }

    /// The columns as `2 (Price)`; past `labelLimit` columns, the first ones and how many more, so
    /// that a message about 100,000 columns stays one readable line.
    static func label<C: Collection>(_ indices: C, _ names: [String]) -> String where C.Element == Int {
        var items = indices.prefix(labelLimit).map { names[$0].isEmpty ? "\($0 + 1)" : "\($0 + 1) (\(names[$0]))" }
        if indices.count > labelLimit { items.append("\(indices.count - labelLimit) more") }
        return list(items)
    }

    static let labelLimit = 10

    /// The widest total that `resolve` lays out.
    public static let maximumTotalCells = 1 << 31

    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    static func trim(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(value) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Points beyond any terminal count as this many cells, so that sums of widths stay finite.
    static let largestCells = 1e300
}
