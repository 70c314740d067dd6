import Foundation

/// Runs a viewer on the terminal: raw mode and the alternate screen while it runs, keys and signals
/// in one loop, the screen redrawn after each. Whatever ends it — a key, a signal, the terminal
/// going away, an error thrown while drawing — the terminal is restored before it returns or throws.
public enum ViewerLoop {
    /// How long a lone Esc waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 40

    /// Returns the exit status: 0 after `q` or Esc, 128 + the signal's number after a signal
    /// (130 for Ctrl-C), as a shell reports a command a signal ended. `feed` is the first pass
    /// going on: what it hands over is taken between keys.
    public static func run(_ viewer: Viewer, on terminal: some ViewerTerminal, feed: ReportFeed? = nil) throws -> Int32
    {
        let signals = try SignalPipe()
        feed?.listen(wake: signals.wakeDescriptor)
        defer {
            // The pipe is closed with `signals`: the feed stops writing to it first.
            feed?.listen(wake: -1)
            withExtendedLifetime(signals) {}
        }
        try terminal.start()
        defer { terminal.restore() }
        var writer = ScreenWriter()
        var decoder = KeyDecoder()
        func fitToWindow() throws {
            if let size = terminal.size() { try viewer.resize(width: size.columns, height: size.rows) }
            writer.invalidate()
        }
        func redraw() throws { terminal.write(writer.update(to: try viewer.draw())) }
        try fitToWindow()
        try redraw()
        while true {
            let bytes = try terminal.read(timeout: decoder.isWaiting ? escapeWait : -1, wake: signals.readEnd)
            for number in signals.drain() {
                switch number {
                case Int32(SignalPipe.feedByte):
                    if let update = feed?.take() { try viewer.take(update) }
                case SIGWINCH, SIGCONT:
                    try fitToWindow()
                case SIGTSTP:
                    try suspend(terminal, signals: signals)
                    try fitToWindow()
                default:
                    return 128 + number
                }
            }
            let keys = bytes.map { decoder.decode($0) } ?? decoder.flush()
            for key in keys {
                switch try viewer.handle(key) {
                case .quit(let status): return status
                case .suspend:
                    try suspend(terminal, signals: signals)
                    try fitToWindow()
                case .none: break
                }
            }
            try redraw()
        }
    }

    /// Ctrl-Z: the terminal as it was, the process stopped; at `fg`, the viewer's state again.
    private static func suspend(_ terminal: some ViewerTerminal, signals: SignalPipe) throws {
        terminal.restore()
        signals.stopProcess()
        try terminal.start()
    }
}
