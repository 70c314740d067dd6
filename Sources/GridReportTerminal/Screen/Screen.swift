/// What the terminal shows: `height` lines of `width` cells. The viewer draws into one, the tests
/// read it, and `ScreenWriter` sends the lines that differ from the last one drawn.
public struct Screen: Equatable, Sendable {
    public var lines: [ScreenLine]
    public let width: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        lines = Array(repeating: ScreenLine(width: width), count: max(0, height))
    }

    public var height: Int { lines.count }

    /// The lines' text, trailing spaces removed: what `tmux capture-pane -p` shows.
    public var text: String {
        lines.map { line in
            var text = line.text
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// Writes `styled` on line `y` from column `x`; a line outside the screen is ignored.
    public mutating func write(_ styled: String, line y: Int, at x: Int = 0, style: CellStyle = .plain) {
        guard lines.indices.contains(y) else { return }
        lines[y].write(styled, at: x, style: style)
    }

    /// Restyles the cells of line `y` in `range`.
    public mutating func restyle(line y: Int, _ range: Range<Int>, _ change: (inout CellStyle) -> Void) {
        guard lines.indices.contains(y) else { return }
        lines[y].restyle(range, change)
    }
}
