import GridReport

/// One line of the screen: exactly `width` cells. A wide character fills its cell and the next,
/// which holds an empty continuation.
public struct ScreenLine: Equatable, Sendable {
    public struct Cell: Equatable, Sendable {
        /// One grapheme, or "" for the second half of a wide one.
        public var text: String
        public var style: CellStyle
    }

    public private(set) var cells: [Cell]

    public init(width: Int) {
        cells = Array(repeating: Cell(text: " ", style: .plain), count: max(0, width))
    }

    public var width: Int { cells.count }

    /// The line's characters without styles, trailing spaces kept (the line is `width` wide).
    public var text: String { cells.map(\.text).joined() }

    /// Writes `styled` (text with SGR escapes, as the core's renderers write it) from column `x`;
    /// what passes the right edge is cut, and a wide character that would straddle it is not drawn.
    /// Returns the column after the last cell written.
    @discardableResult
    public mutating func write(_ styled: String, at x: Int, style base: CellStyle = .plain) -> Int {
        var column = x
        var style = base
        for piece in StyledText.pieces(styled) {
            switch piece {
            case .style(let sgr):
                // Escapes add up until a reset, as they do on a terminal.
                style.sgr = sgr == "0" ? base.sgr : style.sgr.isEmpty ? sgr : style.sgr + ";" + sgr
            case .character(let character):
                let width = TerminalText.displayWidth(character)
                guard width > 0 else { continue }
                guard column >= 0, column + width <= cells.count else {
                    column += width
                    continue
                }
                cells[column] = Cell(text: String(character), style: style)
                if width == 2 { cells[column + 1] = Cell(text: "", style: style) }
                column += width
            }
        }
        return column
    }

    /// Changes the style of the cells in `range` (clamped to the line).
    public mutating func restyle(_ range: Range<Int>, _ change: (inout CellStyle) -> Void) {
        let lower = max(0, range.lowerBound)
        let upper = min(cells.count, range.upperBound)
        guard lower < upper else { return }
        for index in lower..<upper { change(&cells[index].style) }
    }

    /// The line as bytes for a terminal: style changes only where the style changes, then a reset.
    public var escaped: String {
        var out = ""
        var current: CellStyle? = nil
        for cell in cells {
            if cell.style != current {
                out += cell.style.escape
                current = cell.style
            }
            out += cell.text
        }
        return out + "\u{1B}[0m"
    }
}
