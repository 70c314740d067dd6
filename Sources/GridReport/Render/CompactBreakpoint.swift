extension CompactRenderer {
    /// Fiori's size class for the auto mode: compact when the available width is below the
    /// breakpoint (default 600 pt, 75 cells at 8 pt a cell), regular at or above it.
    public static func prefersCompact(availablePoints: Double, compactBelowPoints: Double = 600) -> Bool {
        availablePoints < compactBelowPoints
    }

    /// The same decision from a terminal width in cells.
    public static func prefersCompact(widthInCells: Int, pointsPerCell: Double = 8, compactBelowPoints: Double = 600)
        -> Bool
    {
        prefersCompact(availablePoints: Double(widthInCells) * pointsPerCell, compactBelowPoints: compactBelowPoints)
    }
}
