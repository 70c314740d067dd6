import GridReport

/// What the viewer takes from the command line: the same settings `render` lays out with.
public struct ViewerSettings {
    public var geometry: TableGeometry
    public var fit: FitPolicy
    public var color: Bool
    public var theme: TerminalTheme?
    public var plan: BindingPlan
    /// Compact cards show each value after its column's title.
    public var labels: Bool
    /// The frozen key columns (schema indices); nil: the first shown column.
    public var keys: [Int]?
    /// The mode asked for; `auto` follows the window's width across `compactBelowPoints`.
    public var mode: DisplayMode
    public var compactBelowPoints: Double
    /// The name on the status line.
    public var name: String
    /// The rows' filter and sort from the command line or spec: `f` adds to its conditions, `s`
    /// replaces its keys, `F` and `s` again come back to it.
    public var shape: RowShape
    public var sortBudget: Int
    /// An error's sentence for the status line (a filter that does not parse): the command's words.
    public var describe: (Error) -> String
    /// What the first screen says until a key is pressed: `render`'s note on a column left text
    /// for want of an option (decimal commas, US dates), so that `S` on it surprises no one.
    public var note: String?
    /// The chart `C` shows (`render` draws it under the table); nil: none was asked for, and
    /// `C` says `noChartMessage`. Its colours at `colorDepth`.
    public var chart: Chart?
    public var colorDepth: ColorDepth = .trueColor
    public var noChartMessage = "no chart was asked for"

    public init(
        geometry: TableGeometry, fit: FitPolicy, color: Bool, theme: TerminalTheme?, plan: BindingPlan, labels: Bool,
        keys: [Int]?, mode: DisplayMode, compactBelowPoints: Double, name: String, shape: RowShape = RowShape(),
        sortBudget: Int = Report.defaultSortBudget, describe: @escaping (Error) -> String = { "\($0)" }
    ) {
        self.geometry = geometry
        self.fit = fit
        self.color = color
        self.theme = theme
        self.plan = plan
        self.labels = labels
        self.keys = keys
        self.mode = mode
        self.compactBelowPoints = compactBelowPoints
        self.name = name
        self.shape = shape
        self.sortBudget = sortBudget
        self.describe = describe
    }
}
