/// ANSI text attributes, written only when the user asked for colour.
public enum TerminalStyle: Sendable {
    case bold, dim

    private var on: String {
        switch self {
        case .bold: return "\u{1B}[1m"
        case .dim: return "\u{1B}[2m"
        }
    }

    /// SGR 22 ends both bold and dim without resetting other attributes.
    private static let off = "\u{1B}[22m"

    /// The text between the attribute's on and off codes; empty text stays empty, so a blank
    /// cell writes no codes.
    public func apply(_ text: String) -> String {
        text.isEmpty ? text : on + text + Self.off
    }
}
