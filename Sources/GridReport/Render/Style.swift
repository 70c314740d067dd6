/// ANSI text attributes, written only when the user asked for colour.
public enum TerminalStyle: Sendable, Equatable {
    case bold, dim
    /// SGR parameters from a theme (`1;38;5;33`): weight and colours.
    case sgr(String)

    /// The codes that turn the attribute on.
    public var on: String {
        switch self {
        case .bold: return "\u{1B}[1m"
        case .dim: return "\u{1B}[2m"
        case .sgr(let codes): return "\u{1B}[" + codes + "m"
        }
    }

    /// SGR 22 ends both bold and dim without resetting other attributes; 39 and 49 end colours.
    private var off: String {
        switch self {
        case .bold, .dim: return "\u{1B}[22m"
        case .sgr: return "\u{1B}[22;39;49m"
        }
    }

    /// The text between the attribute's on and off codes; empty text stays empty, so a blank
    /// cell writes no codes.
    public func apply(_ text: String) -> String {
        text.isEmpty ? text : on + text + off
    }
}
