import Foundation

/// Signals as bytes on a pipe, so the viewer's one loop hears them between keys: the window was
/// resized (SIGWINCH), the viewer is asked to end (SIGTERM, SIGHUP, SIGINT from `kill`), or it was
/// continued after a stop (SIGCONT). A handler may do next to nothing safely; writing one byte is
/// among what it may do.
public final class SignalPipe {
    public let readEnd: Int32
    /// The signals that end the viewer alone, for a watch on another thread (`EndWatch`): the loop
    /// may be inside a step that does not read `readEnd` for a long time.
    let endReadEnd: Int32
    private let signals: [Int32]
    private var previous: [sigaction] = []

    /// The byte a `ReportFeed` writes to say the first pass has something (no signal is 0).
    static let feedByte: UInt8 = 0

    /// The write end, for a `ReportFeed` on another thread to wake the loop.
    public var wakeDescriptor: Int32 { signalWriteEnd }

    public static let watched: [Int32] = [SIGWINCH, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGCONT, SIGTSTP]

    public init(signals: [Int32] = SignalPipe.watched) throws {
        let signalEnds = try Self.makePipe()
        let endEnds: (read: Int32, write: Int32)
        do {
            endEnds = try Self.makePipe()
        } catch {
            close(signalEnds.read)
            close(signalEnds.write)
            throw error
        }
        readEnd = signalEnds.read
        signalWriteEnd = signalEnds.write
        endReadEnd = endEnds.read
        endWriteEnd = endEnds.write
        self.signals = signals
        askedToEnd = false
        for number in signals { previous.append(Self.install(number)) }
    }

    /// A pipe whose ends neither block (a handler never waits on a full pipe) nor pass to children.
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TerminalError.settings(errno: errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// Our handler for `number`; returns the one it replaces.
    @discardableResult
    private static func install(_ number: Int32) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            var byte = UInt8(truncatingIfNeeded: number)
            if number != SIGWINCH && number != SIGCONT && number != SIGTSTP {
                askedToEnd = true
                _ = Foundation.write(endWriteEnd, &byte, 1)
            }
            _ = Foundation.write(signalWriteEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var old = sigaction()
        sigaction(number, &action, &old)
        return old
    }

    /// Stops the process as Ctrl-Z would without the viewer (the shell's job control takes over),
    /// and returns once it is continued (`fg`). The caller gives the terminal back first.
    public func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        Self.install(SIGTSTP)
    }

    deinit {
        for (number, var old) in zip(signals, previous) { sigaction(number, &old, nil) }
        close(readEnd)
        close(signalWriteEnd)
        signalWriteEnd = -1
        close(endReadEnd)
        close(endWriteEnd)
        endWriteEnd = -1
    }

    /// Whether a signal that ends the viewer came (SIGTERM, SIGHUP, SIGINT, SIGQUIT): work over every
    /// row (a search of a big file) checks it and stops, since the loop hears the pipe only
    /// between keys and the process would not end until that work is done.
    public static var endRequested: Bool { askedToEnd }

    /// The signals that came since the last call, in order (0: a `ReportFeed`'s wake-up).
    public func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return signals }
            signals += buffer.prefix(count).map { Int32($0) }
        }
    }
}

/// Set by the handler of a signal that ends the viewer (`SignalPipe.endRequested`).
nonisolated(unsafe) private var askedToEnd = false

/// The pipe's write end, for the handlers (which cannot capture anything).
nonisolated(unsafe) private var signalWriteEnd: Int32 = -1

/// The end pipe's write end, for the handlers.
nonisolated(unsafe) private var endWriteEnd: Int32 = -1
