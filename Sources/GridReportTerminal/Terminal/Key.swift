/// A key press or a mouse wheel turn, as the viewer reacts to it.
public enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// Ctrl and a letter: `control("c")`.
    case control(Character)
    case wheelUp, wheelDown
    /// A sequence the viewer does not know (function keys, mouse clicks): ignored.
    case other
}
