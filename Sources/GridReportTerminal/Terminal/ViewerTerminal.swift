/// What the viewer's loop needs of a terminal: `RawTerminal` is the real one; a test wraps one to
/// make reading fail, and sees that the loop still gives the terminal back as it was.
public protocol ViewerTerminal: AnyObject {
    /// Raw mode and the alternate screen.
    func start() throws
    /// The terminal as it was found; safe to call more than once.
    func restore()
    /// Rows and columns, or nil when the terminal does not say.
    func size() -> (columns: Int, rows: Int)?
    func write(_ text: String)
    /// Keys' bytes, or nil after `timeout` milliseconds or when `wake` became readable.
    func read(timeout: Int32, wake: Int32) throws -> [UInt8]?
    /// Keys that end or stop a program (Ctrl-C) as signals while `on`, as keys otherwise.
    func keysAsSignals(_ on: Bool)
}

extension ViewerTerminal {
    /// A terminal that is not a tty's has no such keys.
    public func keysAsSignals(_ on: Bool) {}
}

extension RawTerminal: ViewerTerminal {}
