/// The keys, as `?` shows them over the view and docs/view.md lists them.
public enum HelpTable {
    public static let rows: [(keys: String, action: String)] = [
        ("↑ ↓ j k", "a row up, down"),
        ("PgUp PgDn b space", "a screen up, down"),
        ("g G Home End", "the first, the last row"),
        ("← → h l", "a column left, right (regular mode)"),
        (":N Enter", "data row N"),
        ("/ text Enter", "find text (case-insensitive unless it has a capital)"),
        ("n N", "the next, the previous match (diff: change)"),
        ("Enter", "the current row whole; Esc or q returns"),
        ("s S", "sort by the current column up, down; again: the order before"),
        ("f", "filter: Price > 100, Status == \"Open\", Name ~ berlin"),
        ("F", "clear the filter"),
        ("c", "count the column's values; Enter: its rows, q: back"),
        ("C", "the chart of the rows shown (--chart); Esc or q returns"),
        ("m", "regular → compact → records"),
        ("Ctrl-Z", "suspend; fg comes back"),
        ("?", "this help; any key closes it"),
        ("q Esc Ctrl-C", "leave"),
    ]

    /// The table as lines, keys in a column as wide as the widest.
    public static var lines: [String] {
        let width = rows.map(\.keys.count).max() ?? 0
        return rows.map { $0.keys.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.action }
    }
}
