import Foundation

/// Ends the process when the viewer's loop does not hear a signal that asks it to end (SIGTERM,
/// SIGHUP, SIGINT, SIGQUIT) within `patience`. The loop hears signals only between keys: a step
/// that takes long (a sort of millions of rows, a batch of pasted keys, any step to come) would
/// keep the viewer running until it ends — after its terminal is gone, with no one to see it.
/// Steps that go over every row stop on their own when asked (`Viewer.stopRequested`), and the
/// loop then ends as after any signal; this thread is for every other step: it gives the terminal
/// back and exits with 128 + the signal's number, as the loop would. Nothing is left behind: every
/// temporary file the library makes is unlinked when it is made.
final class EndWatch {
    private let stopRead: Int32
    private let stopWrite: Int32
    private let ended = DispatchSemaphore(value: 0)

    /// Watches `signals` (the read end of `SignalPipe.endReadEnd`) on a thread of its own;
    /// `restore` gives the terminal back from that thread.
    init(signals: Int32, patience milliseconds: Int32 = 500, restore: @escaping () -> Void) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw TerminalError.settings(errno: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopRead = ends[0]
        stopWrite = ends[1]
        let body = WatchBody(signals: signals, stop: stopRead, patience: milliseconds, restore: restore, ended: ended)
        Thread { body.run() }.start()
    }

    /// The loop is ending: the thread stops watching, and is gone when this returns.
    func finish() {
        var byte: UInt8 = 0
        _ = Foundation.write(stopWrite, &byte, 1)
        ended.wait()
        close(stopRead)
        close(stopWrite)
    }
}

/// The watching thread's work. `@unchecked Sendable`: only that thread runs it; `restore` is
/// called from it only when the loop's thread is inside a step that did not end in time.
private struct WatchBody: @unchecked Sendable {
    let signals: Int32
    let stop: Int32
    let patience: Int32
    let restore: () -> Void
    let ended: DispatchSemaphore

    func run() {
        defer { ended.signal() }
        guard let number = nextSignal() else { return }
        // The loop may be between keys, about to hear it: it has `patience` to end on its own.
        if stopComes(within: patience) { return }
        restore()
        _exit(128 + number)
    }

    /// The number of the next signal that asks the viewer to end; nil once the loop is ending.
    private func nextSignal() -> Int32? {
        while true {
            var fds = [
                pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, -1)
            if ready < 0 && errno != EINTR { return nil }
            if fds[0].revents != 0 { return nil }
            var byte: UInt8 = 0
            if fds[1].revents != 0 && Foundation.read(signals, &byte, 1) == 1 { return Int32(byte) }
        }
    }

    /// Whether the loop says it is ending within `milliseconds`.
    private func stopComes(within milliseconds: Int32) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var fds = [pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, Int32((deadline - now) / 1_000_000) + 1)
            if ready > 0 { return true }
            if ready == 0 { return false }
        }
    }
}
