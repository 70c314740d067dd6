/// How one cell of the screen is drawn: the SGR parameters the core's renderers chose (status
/// rules, theme, dim rules), and the marks the viewer lays over them.
public struct CellStyle: Equatable, Sendable {
    /// SGR parameters as a renderer wrote them (`1;31`), empty for the terminal's default.
    public var sgr: String
    /// The current row, the status line, the help box.
    public var reverse: Bool
    /// The current column, and search matches without colour.
    public var underline: Bool
    /// Search matches with colour.
    public var highlight: Bool

    public init(sgr: String = "", reverse: Bool = false, underline: Bool = false, highlight: Bool = false) {
        self.sgr = sgr
        self.reverse = reverse
        self.underline = underline
        self.highlight = highlight
    }

    public static let plain = CellStyle()

    /// The escape that sets this style from any other: a reset first, so no attribute lingers.
    public var escape: String {
        var parameters = ["0"]
        if !sgr.isEmpty { parameters.append(sgr) }
        if reverse { parameters.append("7") }
        if underline { parameters.append("4") }
        // Black on yellow: the usual colour of a match (less, vim); reverse video stays readable over it.
        if highlight { parameters.append("30;43") }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
