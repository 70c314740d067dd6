/// The frame drawn around a regular table.
public enum BorderStyle: String, Sendable, CaseIterable, Codable {
    case unicode, ascii, markdown, none
}

/// How many terminal cells a table's frame takes, so the columns get the rest.
///
/// Columns are separated by `spacing`; a frame puts a bar in the middle of each gap
/// (` │ `) and one at each end with one cell of padding inside (`│ … │`). The accessory is one
/// more one-cell column after the data, separated like the others.
public struct TableGeometry: Sendable, Equatable {
    public var border: BorderStyle
    public var accessory: Accessory
    public var pointsPerCell: Double
    public var spacingPoints: Double

    public init(
        border: BorderStyle = .unicode, accessory: Accessory = .none, pointsPerCell: Double = 8,
        spacingPoints: Double = 16
    ) {
        self.border = border
        self.accessory = accessory
        self.pointsPerCell = pointsPerCell
        self.spacingPoints = spacingPoints
    }

    /// The widest terminal a table is laid out for: a terminal reports its width in 16 bits.
    public static let maximumTotalCells = 65_535

    /// A width beyond any terminal is a usage error, not a table too wide to print.
    public static func checkTotalCells(_ totalCells: Int, option: ErrorText = ErrorText(.width)) throws {
        guard totalCells <= maximumTotalCells else {
            throw GridReportError(.terminalTooWide(totalCells: totalCells, limit: maximumTotalCells, origin: option))
        }
    }

    /// Cells between two columns (the frame's bar is extra). Capped past any terminal's width, so
    /// that tiny points per cell or huge spacing give a table that does not fit, not an overflow.
    public var spacingCells: Int {
        CheckedInteger.clamped(spacingPoints / pointsPerCell, to: 0...Self.maximumTotalCells + 1)
    }

    public var hasFrame: Bool { border != .none }

    /// Cells of padding inside the outer bars.
    public var outerPadding: Int { hasFrame ? min(1, spacingCells) : 0 }

    /// Columns drawn: the visible data columns and the accessory.
    func drawnColumns(visible: Int) -> Int { visible + (accessory == .none ? 0 : 1) }

    /// Cells taken by bars and their outer padding.
    public func borderCells(visibleColumns: Int) -> Int {
        guard hasFrame else { return 0 }
        return drawnColumns(visible: visibleColumns) + 1 + 2 * outerPadding
    }

    /// Points taken by the accessory: its cell and the gap before it.
    public var accessoryPoints: Double {
        accessory == .none ? 0 : pointsPerCell + Double(spacingCells) * pointsPerCell
    }

    /// The content width in whole cells for the data columns at a terminal width.
    public func contentCells(totalCells: Int, visibleColumns: Int) -> Int {
        let gaps = max(0, visibleColumns - 1) * spacingCells
        let accessory = self.accessory == .none ? 0 : 1 + spacingCells
        return totalCells - borderCells(visibleColumns: visibleColumns) - accessory - gaps
    }

    public func contentPoints(totalCells: Int, visibleColumns: Int) -> Double {
        Double(contentCells(totalCells: totalCells, visibleColumns: visibleColumns)) * pointsPerCell
    }
}
