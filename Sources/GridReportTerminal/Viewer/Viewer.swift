import GridReport

/// The viewer's state — where it is, in which mode, what it searches, what it shows over the
/// rows — and the screen it draws for that state. No terminal here: keys come in as `Key`s and
/// the screen goes out as a `Screen`, so its behaviour is tested as plain values.
public final class Viewer {
    /// The first chunks' report while the first pass goes on (`isFinal` false), then the file's.
    public internal(set) var report: Report {
        didSet {
            windowCache = nil
            chartCache = nil
        }
    }
    var settings: ViewerSettings {
        didSet { windowCache = nil }
    }
    var index: RowIndex
    /// Whether the rows' count and the columns' types are the whole file's.
    public internal(set) var isFinal: Bool
    /// A key that needs every row, pressed while the first pass goes on: what it does, and what
    /// the status line calls it, until the pass ends (then it is done) or another key is pressed.
    var held: (label: String, action: () throws -> Void)?
    /// Whether work over every row should stop: a signal asked the viewer to end (tests ask
    /// without one).
    var stopRequested: () -> Bool = { SignalPipe.endRequested }
    public private(set) var width: Int
    public private(set) var height: Int

    /// The data row the cursor is on, and the first row on screen (0-based).
    public internal(set) var currentRow = 0
    public internal(set) var topRow = 0
    /// The current column: an index into the window's `order` (keys first).
    public internal(set) var currentColumn = 0
    /// The first scrolled column shown: an index into the window's `order`, past the keys.
    var firstScrolled = 0
    /// The mode `m` chose; nil follows the settings (and the width, with auto).
    var chosenMode: DisplayMode?
    public internal(set) var overlay = Overlay.none
    /// The line being typed after `/` or `:`.
    public internal(set) var prompt: Prompt?
    /// The viewer's own filter (`f`) and sort (`s`, `S`), over the command line's shape.
    public internal(set) var filter: RowCondition?
    public internal(set) var sort: SortKey?
    /// The last search, for `n`, `N` and the highlights.
    public internal(set) var search: String?
    /// A one-time message for the status line (a wrapped or failed search, a bad jump).
    public internal(set) var message: String?
    /// The frequency table shown (`c`) and the grid under it, as it was; nil over the grid.
    public internal(set) var frequency: FrequencyView?

    public enum Overlay: Equatable {
        case none
        case help
        /// The current row whole, scrolled down by `offset` lines.
        case record(offset: Int)
        /// The chart (`C`), scrolled down by `offset` lines.
        case chart(offset: Int)
    }

    /// A line being typed: edited like a shell's (see `Prompt.edit`).
    public struct Prompt: Equatable {
        public enum Kind: Equatable { case search, jump, filter }
        public var kind: Kind
        public var text: String
        /// Where the next character goes: a count of characters from the start.
        public var cursor: Int
        /// Whether the text is the one filled in (the current filter), selected: the first
        /// character typed replaces it, a movement or an edit keeps it.
        public var selected: Bool

        public init(kind: Kind, text: String, selected: Bool = false) {
            self.kind = kind
            self.text = text
            cursor = text.count
            self.selected = selected && !text.isEmpty
        }
    }

    /// Rows decoded near the screen, and their lines in the current layout.
    var rowCache: [Int: GridRow] = [:]
    var linesCache: [Int: RowLines] = [:]
    var cachedPainter: (key: PainterKey, painter: RowPainter, window: ColumnWindow?, shown: [Int])?
    /// The regular table's columns at a width: laid out once per report, settings and width, not
    /// at each `l` (a layout of every column, a second at 40,000 columns).
    private var windowCache: (width: Int, window: ColumnWindow)?
    /// The chart's lines at a width, for the rows as shaped: read again after `f`, `s` or a resize.
    var chartCache: (width: Int, lines: [String])?

    struct PainterKey: Equatable {
        var mode: DisplayMode
        var width: Int
        var firstScrolled: Int
    }

    public init(report: Report, settings: ViewerSettings, width: Int, height: Int, isFinal: Bool = true) throws {
        self.report = report
        self.settings = settings
        self.isFinal = isFinal
        index = try RowIndex(shaped: report.rows)
        message = settings.note
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// Rows shown: the report's, or those a filter keeps.
    public var rowCount: Int { index.isShaped ? index.indexedRows : report.profile.rowCount }

    /// The mode drawn now: the one `m` chose, else the settings' (auto: by the width, as the grid
    /// cell does by its horizontal size class).
    public var mode: DisplayMode {
        if let chosenMode { return chosenMode }
        switch settings.mode {
        case .auto:
            return DisplayMode.auto.resolved(
                totalCells: width, pointsPerCell: settings.geometry.pointsPerCell,
                compactBelowPoints: settings.compactBelowPoints)
        // Cards are object cells: one a line here, as compact shows them.
        case .cards: return .compact
        default: return settings.mode
        }
    }

    /// A new window size: laid out again, the current row kept on screen.
    public func resize(width: Int, height: Int) throws {
        self.width = max(1, width)
        self.height = max(1, height)
        cachedPainter = nil
        linesCache = [:]
        if case .chart(let offset) = overlay { overlay = .chart(offset: min(offset, try lastChartOffset())) }
        try keepCurrentRowShown()
    }

    /// The row `number`, decoded with its neighbours so that the rows of a screen come in one read.
    func row(_ number: Int) throws -> GridRow? {
        if let row = rowCache[number] { return row }
        guard number >= 0 && number < rowCount else { return nil }
        if rowCache.count > 4096 { rowCache = [:] }
        let start = max(0, number - 64)
        for (offset, row) in try index.rows(start..<(number + 192)).enumerated() { rowCache[start + offset] = row }
        return rowCache[number]
    }

    /// The lines of row `number` in the current mode and window.
    func lines(_ number: Int) throws -> RowLines? {
        if let lines = linesCache[number] { return lines }
        guard let row = try row(number) else { return nil }
        if linesCache.count > 1024 { linesCache = [:] }
        let lines = try painter().painter.lines(row, number: number)
        linesCache[number] = lines
        return lines
    }

    /// The renderer of the current mode at the current width (and, regular, the columns shown).
    func painter() throws -> (painter: RowPainter, window: ColumnWindow?, shown: [Int]) {
        let key = PainterKey(mode: mode, width: width, firstScrolled: firstScrolled)
        if let cachedPainter, cachedPainter.key == key {
            return (cachedPainter.painter, cachedPainter.window, cachedPainter.shown)
        }
        linesCache = [:]
        let color = settings.color
        let ascii = settings.geometry.border == .ascii
        let painter: RowPainter
        var window: ColumnWindow?
        var shown: [Int] = []
        switch mode {
        case .compact, .cards:
            painter = .compact(
                CompactRenderer(
                    schema: report.schema, plan: settings.plan, width: width, accessory: settings.geometry.accessory,
                    color: color, numberRenderers: report.renderers, separator: ascii ? "-" : "─",
                    labels: settings.labels, theme: settings.theme, neverCut: report.neverCutColumns,
                    status: report.statusPainter, encodings: report.encodingPainter))
        case .records:
            painter = .records(recordsRenderer(width: width))
        case .regular, .auto:
            let columns = try columnWindow()
            shown = columns.shown(first: firstScrolled, width: width, geometry: settings.geometry)
            var options = RegularTableRenderer.Options(
                border: settings.geometry.border, accessory: settings.geometry.accessory,
                spacingCells: settings.geometry.spacingCells, wrap: false, color: color,
                status: color ? report.statusPainter : nil, encodings: report.encodingPainter)
            options.places = report.inputPlaces
            painter = .regular(
                RegularTableRenderer(
                    schema: report.schema, columns: shown, cells: shown.map { columns.cells[$0] },
                    renderers: report.renderers, options: options))
            window = columns
        }
        cachedPainter = (key, painter, window, shown)
        return (painter, window, shown)
    }

    func recordsRenderer(width: Int) -> RecordsRenderer {
        RecordsRenderer(
            schema: report.schema, width: width, numberRenderers: report.renderers,
            rowIndexColumn: report.rowIndexColumn, color: settings.color,
            asciiOnly: settings.geometry.border == .ascii, neverCut: report.neverCutColumns,
            status: report.statusPainter, encodings: report.encodingPainter)
    }

    /// The regular table's columns at the current width.
    func columnWindow() throws -> ColumnWindow {
        if let windowCache, windowCache.width == width { return windowCache.window }
        let window = try ColumnWindow(report: report, settings: settings, width: width)
        windowCache = (width, window)
        return window
    }

    /// The schema index of the current column.
    func currentSchemaColumn() throws -> Int? {
        let order = try columnWindow().order
        guard !order.isEmpty else { return nil }
        return order[min(currentColumn, order.count - 1)]
    }
}
