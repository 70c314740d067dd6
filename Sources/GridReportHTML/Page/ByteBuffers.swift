import Foundation

/// Byte buffers lent to the threads that write rows and given back once written, so that a
/// million rows reuse the same few buffers instead of each chunk mapping (and faulting in) fresh
/// memory: there are only ever as many as chunks in flight.
///
/// `@unchecked Sendable`: `free` is touched only under `lock`.
final class ByteBuffers: @unchecked Sendable {
    private var free: [[UInt8]] = []
    private let lock = NSLock()

    func take(capacity: Int) -> [UInt8] {
        var buffer = lock.withLock { free.popLast() } ?? []
        buffer.reserveCapacity(capacity)
        return buffer
    }

    func give(_ buffer: inout [UInt8]) {
        buffer.removeAll(keepingCapacity: true)
        let kept = buffer
        buffer = []
        lock.withLock { free.append(kept) }
    }
}
