import ArgumentParser
import GridReport

/// How the grid is laid out in the terminal; the same for render and inspect.
struct LayoutOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Fiori column widths, one per column: -1 flexible (one at most), 0 hidden, a fraction below 1 of the content width, or points from 1 up. Write --widths=-1,0.2,….", valueName: "list"))
    var widths: String?

    @Option(help: "The available width in terminal cells. Default: the terminal's width, 100 when not a terminal.")
    var width: Int?

    @Option(name: .customLong("points-per-cell"), help: "Points per terminal cell (8: 128 cells ≈ a 1024-point iPad).")
    var pointsPerCell: Double = 8

    @Option(help: "Points between columns.")
    var spacing: Double = 16

    @Option(help: "The frame: unicode, ascii, markdown or none.")
    var border: BorderStyle = .unicode

    @Option(help: "The accessory shared by header and rows: none or disclosure (›).")
    var accessory: Accessory = .none

    @Option(help: "Given widths that do not fit: error, or shrink them proportionally.")
    var fit: FitPolicy = .error

    @Flag(help: "Wrap long text at word boundaries instead of cutting it with ….")
    var wrap = false

    func parsedWidths() throws -> [ColumnWidth]? {
        try widths.map { try WidthList.parse($0) }
    }

    func geometry() throws -> TableGeometry {
        guard pointsPerCell.isFinite, pointsPerCell > 0 else {
            throw GridReportError.usage("--points-per-cell", "must be a positive number, not \(pointsPerCell)")
        }
        guard spacing.isFinite, spacing >= 0 else {
            throw GridReportError.usage("--spacing", "must be zero or more points, not \(spacing)")
        }
        return TableGeometry(border: border, accessory: accessory, pointsPerCell: pointsPerCell, spacingPoints: spacing)
    }

    func totalCells(output: StandardOutput) throws -> Int {
        if let width {
            guard width > 0 else { throw GridReportError.usage("--width", "must be a positive number of cells, not \(width)") }
            return width
        }
        return Terminal.columns() ?? 100
    }
}

extension BorderStyle: ExpressibleByArgument {}
extension Accessory: ExpressibleByArgument {}
extension FitPolicy: ExpressibleByArgument {}
