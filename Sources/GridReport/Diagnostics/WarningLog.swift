import Foundation

/// Collects warnings a user should see (a skipped image, a cut cell…): the first of each kind is
/// passed to `write` at once, later ones of that kind are counted and summed up by `flush()`, so a
/// million bad cells make two lines, not a million. The lines are sentences (sanitized for a
/// terminal); where they go and how they are introduced is for the program that shows them.
///
/// `@unchecked Sendable`: the dictionaries are read and written only under `lock`, and `write` is
/// called only under it, so lines from several threads never interleave.
public final class WarningLog: @unchecked Sendable {
    private let quiet: Bool
    private let write: (String) -> Void
    private var counts: [String: Int] = [:]
    private var order: [String] = []
    /// The first sentence of each kind, for `append(_:)`.
    private var first: [String: String] = [:]
    private let lock = NSLock()

    /// - Parameter write: takes each line; by default lines are only counted.
    public init(quiet: Bool = false, write: @escaping (String) -> Void = { _ in }) {
        self.quiet = quiet
        self.write = write
    }

    /// Reports a warning of a kind (`image`, `truncated-cell`…) with its sentence.
    public func warn(_ kind: String, _ message: String) {
        lock.lock()
        defer { lock.unlock() }
        let seen = counts[kind, default: 0]
        counts[kind] = seen + 1
        if seen == 0 { show(kind, message) }
    }

    private func show(_ kind: String, _ message: String) {
        order.append(kind)
        first[kind] = message
        // Warnings quote the input too (column names, cells): shown as the table shows them.
        if !quiet { write(TerminalText.sanitize(message)) }
    }

    /// A log that only counts, for one chunk of rows read on another thread; `append(_:)` passes
    /// its warnings on in file order, so the first one shown is the first in the file.
    public static func collecting() -> WarningLog { WarningLog(quiet: true, write: { _ in }) }

    /// Takes in the warnings of a collecting log, as if they had been reported here.
    public func append(_ other: WarningLog) {
        let (kinds, counts, messages) = other.snapshot
        lock.lock()
        defer { lock.unlock() }
        for kind in kinds {
            let seen = self.counts[kind, default: 0]
            self.counts[kind] = seen + counts[kind, default: 0]
            if seen == 0 { show(kind, messages[kind] ?? "") }
        }
    }

    private var snapshot: ([String], [String: Int], [String: String]) {
        lock.lock()
        defer { lock.unlock() }
        return (order, counts, first)
    }

    /// How many warnings of a kind were reported.
    public func count(of kind: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[kind, default: 0]
    }

    /// Prints one line per kind that occurred more than once, with the number not shown.
    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        guard !quiet else { return }
        for kind in order {
            let more = counts[kind, default: 0] - 1
            if more > 0 { write("\(more) more \(kind) warning\(more == 1 ? "" : "s") not shown") }
        }
    }
}
