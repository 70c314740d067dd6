import ArgumentParser
import GridReport

/// How the grid is laid out in the terminal; the same for render and inspect.
struct LayoutOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Fiori column widths, one per column: -1 flexible (one at most), 0 hidden, a fraction below 1 of the content width, or points from 1 up. Write --widths=-1,0.2,….",
            valueName: "list"))
    var widths: String?

    @Option(help: "The available width in terminal cells. Default: the terminal's width, 100 when not a terminal.")
    var width: Int?

    @Option(
        name: .customLong("points-per-cell"),
        help: "Points per terminal cell (default 8: 128 cells ≈ a 1024-point iPad).")
    var pointsPerCell: Double?

    @Option(help: "Points between columns (default 16, two cells).")
    var spacing: Double?

    @Option(help: "The frame: unicode (default), ascii, markdown or none.")
    var border: BorderStyle?

    @Option(help: "The accessory shared by header and rows: none (default) or disclosure (›).")
    var accessory: Accessory?

    @Option(help: "Given widths that do not fit: error, or shrink them proportionally.")
    var fit: FitPolicy?

    @Flag(
        inversion: .prefixedNo, help: "Wrap long text at word boundaries instead of cutting it with … (default: cut).")
    var wrap: Bool?

    @Option(
        help:
            "regular (a column table), compact (an object cell per row), records (title: value lines per row), cards (object cells in boxes, as many a line as fit) or auto (the table when it fits, else compact cards when a card shows every column, else records; compact below --compact-below)."
    )
    var mode: DisplayMode?

    @Option(
        help: ArgumentHelp(
            "A column each block of a wide table repeats (default the first). Repeatable.", valueName: "column"))
    var key: [String] = []

    @Flag(
        inversion: .prefixedNo,
        help: "Show each compact card value after its column title (default: on with default bindings).")
    var labels: Bool?

    @Option(
        name: .customLong("compact-below"),
        help: "With --mode auto: use compact below this many points (default 600, 75 cells at 8 points per cell).")
    var compactBelow: Double?

    @Option(
        name: .customLong("bind"),
        help: ArgumentHelp(
            "Bind a column to a compact-mode slot: COLUMN=SLOT (headline, subheadline, footnote, detailImage, status, statusImage, substatus, substatusImage, icon). Repeatable; once any column is bound, only bound columns show.",
            valueName: "column=slot"))
    var bindings: [String] = []

    func parsedWidths() throws -> [ColumnWidth]? {
        try widths.map { try WidthList.parse($0) }
    }

    func apply(to spec: inout ReportSpec) {
        spec.pointsPerCell = pointsPerCell
        spec.spacing = spacing
        spec.fit = fit
        spec.wrap = wrap
        spec.compactBelow = compactBelow
        spec.border = border
        spec.accessory = accessory
        spec.mode = mode
    }

    func totalCells() throws -> Int {
        if let width {
            guard width > 0 else {
                throw GridReportError.usage("--width", "must be a positive number of cells, not \(width)")
            }
            return width
        }
        return Terminal.columns() ?? 100
    }
}

extension BorderStyle: ExpressibleByArgument {}
extension Accessory: ExpressibleByArgument {}
extension FitPolicy: ExpressibleByArgument {}
extension DisplayMode: ExpressibleByArgument {}
