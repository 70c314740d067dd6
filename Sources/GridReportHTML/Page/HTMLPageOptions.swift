import GridReport

/// How the page shows a report. The caller resolves the binding plan, the sections and the
/// collection header the way the terminal views do; the page uses them as they are.
public struct HTMLPageOptions: Sendable {
    /// What the page shows at widths at or above the compact breakpoint.
    public enum Layout: Sendable, Equatable {
        /// The regular grid, and compact object cells below `compactBelowPoints`.
        case adaptive
        /// Compact object cells at every width.
        case compact
        /// The card grid (the horizontal flow layout) at every width.
        case cards
    }

    public var layout: Layout = .adaptive
    /// The title and See All line above the rows; its `shown` limits the rows.
    public var header: CollectionHeader
    /// Accessory, spacing between columns and points per cell (for natural widths).
    public var geometry: TableGeometry
    /// The compact breakpoint in points (one CSS pixel each); 0 never shows compact cells.
    public var compactBelowPoints: Double
    /// Whether compact values follow their column's title, as in the terminal.
    public var labels: Bool
    /// Given widths that do not fit at the breakpoint: an error, or shrunk (`FitPolicy`).
    public var fit: FitPolicy = .error
    /// Whether long text wraps in the regular grid (else it is cut with …).
    public var wrap: Bool
    public var theme: Theme?
    /// Status rules: matching values in their state's colour (the theme's, else Fiori's).
    public var statusRules = StatusRules.none
    /// What the compact cells say above them: the columns they leave unbound and how to bind
    /// one (nil: every column shows). The regular grid, which shows them all, hides it.
    public var unboundNote: String?
    /// Bars, scales and icons of number columns, in CSS and text.
    public var encodings = Encodings.none
    /// A chart of the rows, as inline SVG under them.
    public var chart: Chart?
    /// What an empty report says (default `no rows`).
    public var emptyText: String?
    /// The input as messages and the page's title name it: `data.csv`, `<stdin>`.
    public var sourceName: String
    /// For a workbook's records, where each is in it, so that warnings name its row.
    public var sourcePlaces: (any RecordPlaces)?
    /// The CSV's folder: relative picture paths start here, and pictures must stay inside it.
    public var imageBaseDirectory: String
    /// Replaces `imageBaseDirectory` as the start and the boundary for pictures.
    public var imageRoot: String?

    public init(
        header: CollectionHeader, geometry: TableGeometry, compactBelowPoints: Double, labels: Bool,
        sourceName: String, imageBaseDirectory: String = "."
    ) {
        self.header = header
        self.geometry = geometry
        self.compactBelowPoints = compactBelowPoints
        self.labels = labels
        self.sourceName = sourceName
        self.imageBaseDirectory = imageBaseDirectory
        wrap = false
    }
}
