import Foundation

/// Runs a viewer on the terminal: raw mode and the alternate screen while it runs, keys and signals
/// in one loop, the screen redrawn after each. Whatever ends it — a key, a signal, the terminal
/// going away, an error thrown while drawing — the terminal is restored before it returns or throws.
public enum ViewerLoop {
    /// How long a lone Esc waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 40
    /// Ctrl-C's byte in raw mode, where it is a key, not SIGINT.
    static let interrupt: UInt8 = 3
    /// How often work over every row looks for keys: a poll costs a system call.
    static let pollRows = 4096

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
        // A signal to end that the loop does not hear in time (it is inside a long step) ends the
        // process from the watch's thread, the terminal given back first.
        let watch = try EndWatch(signals: signals.endReadEnd) { terminal.restore() }
        defer { watch.finish() }
        var writer = ScreenWriter()
        var decoder = KeyDecoder()
        func fitToWindow() throws {
            if let size = terminal.size() { try viewer.resize(width: size.columns, height: size.rows) }
            writer.invalidate()
        }
        func redraw() throws { terminal.write(writer.update(to: try viewer.draw())) }
        // Keys typed while work over every row goes on (a search of a big file) are read every
        // `pollRows` rows and kept for the loop: Ctrl-C among them stops the work, and then ends
        // the viewer as it would between keys, instead of waiting for the last row.
        var typed: [UInt8] = []
        var rows = 0
        viewer.stopRequested = {
            if SignalPipe.endRequested || typed.contains(interrupt) { return true }
            rows += 1
            guard rows % pollRows == 0, let bytes = try? terminal.read(timeout: 0, wake: -1) else { return false }
            typed += bytes
            return bytes.contains(interrupt)
        }
        defer { viewer.stopRequested = { SignalPipe.endRequested } }
        try fitToWindow()
        try redraw()
        while true {
            let bytes: [UInt8]?
            if typed.isEmpty {
                bytes = try terminal.read(timeout: decoder.isWaiting ? escapeWait : -1, wake: signals.readEnd)
            } else {
                (bytes, typed) = (typed, [])
            }
            // Until the screen is drawn again no key is read: Ctrl-C comes as SIGINT meanwhile.
            terminal.keysAsSignals(true)
            defer { terminal.keysAsSignals(false) }
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
