import Foundation

/// The rows of a report's row source, read on a thread of its own and taken one at a time: a row
/// source hands its rows to a closure (`forEach`), and a merge of two reports must take the next
/// row of whichever is behind. Rows go over in batches, at most `depth` of them waiting, so
/// memory holds a few thousand rows whatever the size of the input.
///
/// `@unchecked Sendable`: the queue, the failure and the flags are touched only under `condition`.
final class RowPump: @unchecked Sendable {
    private let condition = NSCondition()
    private var batches: [[GridRow]] = []
    private var finished = false
    private var failure: Error?
    private var cancelled = false
    private var running = true
    /// The batch being taken from, and where.
    private var current: [GridRow] = []
    private var position = 0

    static let batchSize = 1024
    static let depth = 4

    private let rows: RowSource

    init(_ rows: RowSource) {
        self.rows = rows
        let thread = Thread { [self] in self.produce() }
        thread.stackSize = 1 << 22
        thread.start()
    }

    private func produce() {
        var batch: [GridRow] = []
        batch.reserveCapacity(Self.batchSize)
        do {
            try rows.forEach { row in
                batch.append(row)
                if batch.count == Self.batchSize {
                    try hand(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            if !batch.isEmpty { try hand(batch) }
        } catch is Cancelled {
        } catch {
            condition.lock()
            failure = error
            condition.unlock()
        }
        condition.lock()
        finished = true
        running = false
        condition.broadcast()
        condition.unlock()
    }

    private func hand(_ batch: [GridRow]) throws {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= Self.depth && !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        batches.append(batch)
        condition.broadcast()
    }

    /// The next row, nil after the last; a row that could not be read is thrown after the rows
    /// before it.
    func next() throws -> GridRow? {
        if position < current.count {
            defer { position += 1 }
            return current[position]
        }
        condition.lock()
        while batches.isEmpty && !finished { condition.wait() }
        if batches.isEmpty {
            defer { condition.unlock() }
            if let failure { throw failure }
            return nil
        }
        current = batches.removeFirst()
        condition.broadcast()
        condition.unlock()
        position = 1
        return current[0]
    }

    /// Stops the reading and waits for its thread to end, so nothing reads the input (or a sort's
    /// runs) after the merge is done with it.
    func close() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    private struct Cancelled: Error {}
}
