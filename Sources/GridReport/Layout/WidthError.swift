/// Widths that cannot be laid out, with where they came from (`origin`: the widths setting, a
/// spec's place). Columns are named as the sentence names them: `1 and 2 (Symbol)`. A library
/// user can match it through `GridReportError.reason`; `GridReportError(_:)` words it.
public enum WidthError: Error, Sendable, Equatable {
    case emptyValue(position: Int, origin: ErrorText)
    case notAFiniteNumber(position: Int, text: String, origin: ErrorText)
    case negative(position: Int, value: Double, origin: ErrorText)
    /// Points past `UserNumberRange.columnPoints`, no column's width on any screen or sheet.
    case tooWide(position: Int, value: Double, origin: ErrorText)
    /// Not one value per column; `columns` lists them all.
    case wrongCount(given: Int, columnCount: Int, columns: String, origin: ErrorText)
    /// More cells than any table is laid out for (`limit`).
    case tableTooWide(totalCells: Int, limit: Int)
    /// More cells than any terminal has.
    case terminalTooWide(totalCells: Int, limit: Int, origin: ErrorText)
    case twoFlexible(count: Int, positions: [Int], origin: ErrorText)
    case fractionsOverWhole(columns: String, sum: Double, origin: ErrorText)
    /// Borders and spacing leave less than a cell per visible column. `fixes`: what would help.
    case noRoom(visible: Int, totalCells: Int, origin: ErrorText, fixes: ErrorText?)
    /// Fixed columns need more than the content width and no column is flexible.
    case overflow(
        columns: String, neededPoints: Double, neededCells: Double, contentPoints: Double, contentCells: Int,
        pointsPerCell: Double, origin: ErrorText, fixes: ErrorText?)
    /// Fixed columns leave the flexible one less than a cell.
    case flexibleSqueezed(
        columns: String, flexible: String, neededPoints: Double, neededCells: Double, contentPoints: Double,
        contentCells: Int, pointsPerCell: Double, origin: ErrorText, fixes: ErrorText?)
}

extension GridReportError {
    /// The sentence of a width error, exit 64 (`.usage`).
    public init(_ width: WidthError) {
        let trim = WidthResolver.trim
        switch width {
        case .emptyValue(let position, let origin):
            self = .usage(
                origin, "value \(position) is empty",
                hint: "give one number per column, e.g. -1,0.2,0.1 (-1 flexible, 0 hidden, <1 a fraction, >=1 points)")
        case .notAFiniteNumber(let position, let text, let origin):
            self = .usage(
                origin, "value \(position) '\(text)' is not a finite number",
                hint: "use -1 (flexible), 0 (hidden), a fraction below 1, or points from 1 up")
        case .negative(let position, let value, let origin):
            self = .usage(
                origin, "value \(position) is \(WidthList.format(value)), a negative width",
                hint: "use -1 for the one flexible column and 0 to hide a column")
        case .tooWide(let position, let value, let origin):
            self = .usage(
                origin,
                "value \(position) must be from \(UserNumberRange.columnPoints.description), not \(WidthList.format(value))",
                hint:
                    "a fraction below 1 is a share of the content width, 0 hides the column and -1 is the flexible one")
        case .wrongCount(let given, let count, let columns, let origin):
            self = .usage(
                origin, "\(given) value\(given == 1 ? "" : "s") for \(count) column\(count == 1 ? "" : "s")",
                hint: "give one value per column: \(columns)")
        case .tableTooWide(let totalCells, let limit):
            self = .usage(.width, "\(totalCells) cells is wider than any table is laid out for; at most \(limit)")
        case .terminalTooWide(let totalCells, let limit, let origin):
            self = .usage(
                origin, "\(totalCells) cells is wider than any terminal; at most \(limit) are allowed",
                hint: "give a width from 1 to \(limit)")
        case .twoFlexible(let count, let positions, let origin):
            self = .usage(
                origin,
                "\(count) flexible columns (-1) at \(WidthResolver.list(positions.map(String.init))); at most one is allowed",
                hint: "give the others a fraction or points")
        case .fractionsOverWhole(let columns, let sum, let origin):
            self = .usage(
                origin,
                "the fractions of columns \(columns) add up to \(trim(sum)), more than the whole content width",
                hint: "make them add up to at most 1")
        case .noRoom(let visible, let totalCells, let origin, let fixes):
            self = .usage(
                origin,
                "\(visible) columns do not fit in \(totalCells) cells once borders and spacing take their share",
                hint: fixes)
        case .overflow(
            let columns, let points, let cells, let contentPoints, let contentCells, let ppc, let origin, let fixes):
            let over = cells - Double(contentCells)
            self = .usage(
                origin,
                "columns \(columns) need \(trim(points)) pt (\(trim(cells)) cells) but the content width is \(trim(contentPoints)) pt (\(contentCells) cells); \(trim(over * ppc)) pt (\(trim(over)) cells) too many",
                hint: fixes)
        case .flexibleSqueezed(
            let columns, let flexible, let points, let cells, let contentPoints, let contentCells, let ppc, let origin,
            let fixes):
            let left = Double(contentCells) - cells
            self = .usage(
                origin,
                "columns \(columns) need \(trim(points)) pt (\(trim(cells)) cells) of \(trim(contentPoints)) pt (\(contentCells) cells), leaving the flexible column \(flexible) \(trim(max(0, left) * ppc)) pt, less than one cell (\(trim(ppc)) pt)",
                hint: fixes)
        }
        reason = .width(width)
    }
}
