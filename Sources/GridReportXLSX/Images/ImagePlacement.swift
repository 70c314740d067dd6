/// Where a picture sits in its cell: scaled to fit with its aspect kept, centred.
struct ImagePlacement: Equatable {
    var xOffset: Int
    var yOffset: Int
    var xScale: Double
    var yScale: Double

    /// Pixels left free on each side, so rounding in libxlsxwriter never pushes a picture's
    /// corner into the next cell.
    static let padding = 2

    /// nil when the cell is too small to show anything.
    init?(fitting info: ImageInfo, cellWidth: Int, cellHeight: Int) {
        let roomX = Double(cellWidth - 2 * Self.padding)
        let roomY = Double(cellHeight - 2 * Self.padding)
        guard roomX >= 1, roomY >= 1 else { return nil }
        let fit = min(roomX / Double(info.width), roomY / Double(info.height))
        let shownWidth = Double(info.width) * fit
        let shownHeight = Double(info.height) * fit
        xOffset = Int((Double(cellWidth) - shownWidth) / 2)
        yOffset = Int((Double(cellHeight) - shownHeight) / 2)
        // libxlsxwriter shows a picture at scale × pixels × 96 / dpi; undo the dpi part.
        xScale = fit * info.dpiX / 96
        yScale = fit * info.dpiY / 96
    }
}
