import Foundation
import GridReport

/// The first pass on a thread of its own, so that the viewer draws from the first chunks while the
/// rest of the file is read. The pass hands over what it made (the first chunks' report, then the
/// whole file's, or the error that ended it) under a lock and wakes the viewer's loop with a byte
/// on its signal pipe; the loop takes it between keys. The thread never touches a report after
/// handing it over, and the loop never touches one before.
///
/// `@unchecked Sendable`: `waiting`, `wake` and `ended` are read and written only with
/// `condition` locked; the reports cross from one thread to the other through `waiting` alone.
public final class ReportFeed: @unchecked Sendable {
    /// A report and the viewer's settings for it (bindings and keys depend on its schema).
    public struct Content {
        public var report: Report
        public var settings: ViewerSettings

        public init(report: Report, settings: ViewerSettings) {
            self.report = report
            self.settings = settings
        }
    }

    public enum Update {
        /// The first chunks' report: its count and types may still change.
        case early(Content)
        /// The whole file's report: the count and the types are final.
        case final(Content)
        /// The pass ended with an error (bad data past the first chunk).
        case failed(Error)
    }

    private let condition = NSCondition()
    /// What the pass handed over and the loop has not taken; a later update replaces an early one.
    private var waiting: Update?
    /// Set once the final report or an error is handed over.
    private var ended = false
    /// The write end of the loop's pipe while the loop listens, else -1.
    private var wake: Int32 = -1

    /// Starts `build` on a thread: it makes the whole file's content, handing the first chunk's to
    /// `early` on the way (or not at all).
    public init(build: @escaping (_ early: @escaping (Content) -> Void) throws -> Content) {
        let body = PassBody { [self] in
            do {
                let content = try build { self.hand(.early($0)) }
                hand(.final(content))
            } catch {
                hand(.failed(error))
            }
        }
        Thread { body.run() }.start()
    }

    /// A feed that has it all already (tests, and a caller that read the file itself).
    public init(final content: Content) {
        waiting = .final(content)
        ended = true
    }

    /// Whether the final report or an error was handed over (taken or not).
    public var hasEnded: Bool { locked { ended } }

    /// Waits for the first update: the first chunks' report, the whole file's, or the error.
    public func first() -> Update {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let update = waiting {
                waiting = nil
                return update
            }
            condition.wait()
        }
    }

    /// The update waiting, if any.
    public func take() -> Update? {
        locked {
            defer { waiting = nil }
            return waiting
        }
    }

    /// The loop listens on the pipe whose write end is `descriptor` (-1: no longer). An update
    /// already waiting wakes it at once.
    public func listen(wake descriptor: Int32) {
        locked {
            wake = descriptor
            if waiting != nil { poke() }
        }
    }

    private func hand(_ update: Update) {
        locked {
            switch (waiting, update) {
            // An early report the loop has not taken yet is not worth taking once the final is here.
            case (.final?, .early), (.failed?, .early): return
            default: waiting = update
            }
            if case .early = update {} else { ended = true }
            poke()
        }
        condition.broadcast()
    }

    /// One byte on the loop's pipe; a full pipe already holds a wake-up.
    private func poke() {
        guard wake >= 0 else { return }
        var byte = SignalPipe.feedByte
        _ = Foundation.write(wake, &byte, 1)
    }

    private func locked<R>(_ body: () -> R) -> R {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}

/// The pass's closure, handed to its thread. `@unchecked Sendable`: only that thread runs it; the
/// input it reads is read by the loop too, but only at offsets (`pread`), as a chunk's reader on
/// any thread reads it, and the reports it makes are the loop's once handed over.
private struct PassBody: @unchecked Sendable {
    let run: () -> Void
}
