import Foundation

/// Number renderers for worker threads. A NumberRenderer is for one thread at a time and costs
/// about 0.2 ms to make, so a set per column is lent to a thread for a chunk and given back:
/// there are only ever as many sets as threads formatting at once.
///
/// `@unchecked Sendable`: `formats` is a constant of values and `free` is touched only under
/// `lock`; a lent set belongs to the borrowing thread until `borrow` takes it back.
public final class NumberRendererPool: @unchecked Sendable {
    private let formats: [NumberFormat?]
    private var free: [[NumberRenderer?]]
    private let lock = NSLock()

    /// `first`: a set to lend first (the report's own, while its thread does not format).
    public init(formats: [NumberFormat?], first: [NumberRenderer?]? = nil) {
        self.formats = formats
        free = first.map { [$0] } ?? []
    }

    public func borrow<R>(_ body: ([NumberRenderer?]) throws -> R) rethrows -> R {
        let set = lock.withLock { free.popLast() } ?? NumberRenderer.shared(for: formats)
        defer { lock.withLock { free.append(set) } }
        return try body(set)
    }
}
