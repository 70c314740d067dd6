/// Status rules as a terminal draws them: the SGR codes that put a matching cell in its state's
/// colour (the theme's, else Fiori's), at the terminal's colour depth. Views hold one only when
/// colour is on and there are rules, so a report without rules pays nothing per cell.
public struct StatusPainter: Sendable {
    public let rules: StatusRules
    /// Per state (in `StatusState.allCases` order), the codes that start it.
    private let starts: [[UInt8]]
    private let startTexts: [String]
    /// Ends bold and the foreground colour, leaving a theme's background as it was.
    static let end = Array("\u{1B}[22;39m".utf8)
    static let endText = "\u{1B}[22;39m"

    /// Nil when there are no rules, unless the rows carry marks (`drawsMarks`: a diff's states).
    public init?(rules: StatusRules, theme: TerminalTheme, drawsMarks: Bool = false) {
        guard !rules.isEmpty || drawsMarks else { return nil }
        self.rules = rules
        startTexts = StatusState.allCases.map { state in
            let style = theme.theme.style(of: state)
            var codes: [String] = []
            if style.bold == true { codes.append("1") }
            if let color = style.color {
                codes.append(
                    theme.depth == .trueColor ? theme.code(color) : "38;5;\(TerminalTheme.nearestCube(color).index)")
            }
            // Never an empty SGR, which would reset every attribute.
            return "\u{1B}[" + (codes.isEmpty ? "39" : codes.joined(separator: ";")) + "m"
        }
        starts = startTexts.map { Array($0.utf8) }
    }

    @inline(__always)
    private static func ordinal(_ state: StatusState) -> Int {
        switch state {
        case .negative: return 0
        case .critical: return 1
        case .positive: return 2
        case .neutral: return 3
        case .information: return 4
        }
    }

    /// The state of `item` in schema column `column`, nil when no rule matches.
    @inline(__always)
    public func state(of item: GridItem, column: Int) -> StatusState? {
        column < 0 ? nil : rules.state(of: item, column: column)
    }

    /// The state of a cell: its mark's (a diff's change) when it has one, else its rule's.
    @inline(__always)
    public func state(of item: GridItem, column: Int, mark: CellMark?) -> StatusState? {
        mark?.state ?? state(of: item, column: column)
    }

    /// The state of the cell in schema column `column` of `row`: its mark's, else its rule's.
    @inline(__always)
    func state(in row: GridRow, column: Int) -> StatusState? {
        guard column >= 0, column < row.items.count else { return nil }
        return state(of: row.items[column], column: column, mark: column < row.marks.count ? row.marks[column] : nil)
    }

    /// `text` in the state's colour; empty text stays empty.
    public func paint(_ text: String, _ state: StatusState) -> String {
        text.isEmpty ? text : startTexts[Self.ordinal(state)] + text + Self.endText
    }

    /// Wraps the bytes from `mark` to the end of `bytes` in the state's codes.
    @inline(__always)
    func paint(_ bytes: inout [UInt8], from mark: Int, _ state: StatusState) {
        guard mark < bytes.count else { return }
        bytes.insert(contentsOf: starts[Self.ordinal(state)], at: mark)
        bytes.append(contentsOf: Self.end)
    }

    /// The style of an object cell's entry: its state's when a rule matches its value, else
    /// `otherwise` (the slot's own).
    public func style(for entry: ObjectCellContent.Entry?, otherwise: TerminalStyle?, marks: [CellMark] = [])
        -> TerminalStyle?
    {
        guard let entry,
            let state = state(
                of: entry.item, column: entry.column, mark: entry.column < marks.count ? marks[entry.column] : nil)
        else { return otherwise }
        return .sgr(String(startTexts[Self.ordinal(state)].dropFirst(2).dropLast()))
    }

    /// The item's text painted when a rule matches it, else as it is.
    public func paint(_ text: String, item: GridItem, column: Int) -> String {
        guard let state = state(of: item, column: column) else { return text }
        return paint(text, state)
    }
}
