import Foundation

/// Runs one producer, `workers` threads that transform what it makes, and hands the results to
/// the calling thread in the order they were made: how a report's chunks are read on every core
/// while the output stays in file order.
///
/// At most `maxInFlight` items are made and not yet consumed, so memory stays flat. An error
/// takes its place in the order: results before it are consumed first, as if one thread had done
/// everything. When `consume` throws, the producer and workers stop and are waited for before
/// `run` returns, so nothing touches the input after it.
///
/// `@unchecked Sendable`: every stored property but the two constants is read and written only
/// with `condition` locked, and `run` does not return before `stop()` has seen every thread end.
final class OrderedPipeline<Item, Output>: @unchecked Sendable {
    private let condition = NSCondition()
    private let transform: (Item) throws -> Output
    private let maxInFlight: Int
    private var pending: [(sequence: Int, item: Item)] = []
    private var results: [Int: Result<Output, Error>] = [:]
    private var made = 0
    private var consumed = 0
    private var producing = true
    private var producerError: Error?
    private var cancelled = false
    private var running = 0

    private init(transform: @escaping (Item) throws -> Output, maxInFlight: Int) {
        self.transform = transform
        self.maxInFlight = maxInFlight
    }

    /// The worker threads a pipeline uses: one per core, at most 8 (more only adds memory).
    static var defaultWorkers: Int { max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) }

    /// `produce` runs on its own thread and calls `emit` per item (false: stop, nothing more is
    /// wanted); `transform` runs on the workers; `consume` on the calling thread.
    static func run(
        workers: Int = defaultWorkers,
        produce: @escaping (_ emit: (Item) -> Bool) throws -> Void,
        transform: @escaping (Item) throws -> Output,
        consume: (Output) throws -> Void
    ) throws {
        let pipeline = OrderedPipeline(transform: transform, maxInFlight: 2 * workers)
        pipeline.start(workers: workers, produce: produce)
        defer { pipeline.stop() }
        var sequence = 0
        while let result = pipeline.result(sequence) {
            sequence += 1
            try consume(result.get())
        }
        if let error = pipeline.finalError { throw error }
    }

    private func start(workers: Int, produce: @escaping (_ emit: (Item) -> Bool) throws -> Void) {
        running = workers + 1
        spawn {
            do {
                try produce(self.emit)
            } catch {
                self.locked { self.producerError = error }
            }
            self.locked { self.producing = false }
        }
        for _ in 0..<workers { spawn(work) }
    }

    private func spawn(_ body: @escaping () -> Void) {
        let body = ThreadBody(run: body)
        Thread {
            body.run()
            self.locked { self.running -= 1 }
        }.start()
    }

    private func locked<R>(_ body: () -> R) -> R {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }

    private func emit(_ item: Item) -> Bool {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while made - consumed >= maxInFlight && !cancelled { condition.wait() }
        if cancelled { return false }
        pending.append((made, item))
        made += 1
        return true
    }

    private func work() {
        condition.lock()
        while true {
            while pending.isEmpty && producing && !cancelled { condition.wait() }
            if cancelled || pending.isEmpty { break }
            let (sequence, item) = pending.removeFirst()
            condition.unlock()
            let result = Result { try transform(item) }
            condition.lock()
            results[sequence] = result
            condition.broadcast()
        }
        condition.unlock()
    }

    /// The result of item `sequence`, waiting for it; nil once the producer has finished and
    /// every item was consumed.
    private func result(_ sequence: Int) -> Result<Output, Error>? {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while results[sequence] == nil && !(!producing && sequence == made) { condition.wait() }
        guard let result = results.removeValue(forKey: sequence) else { return nil }
        consumed += 1
        return result
    }

    private var finalError: Error? { locked { producerError } }

    /// Stops the threads and waits until they have all returned.
    private func stop() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }
}

/// A closure handed to a `Thread`. `@unchecked Sendable`: the producer and the transform capture
/// the caller's readers; each thread calls only its own body, the producer is the only thread that
/// touches the producer's state, and `transform` is documented to be safe to call from several
/// workers at once (every caller gives each chunk its own reader).
private struct ThreadBody: @unchecked Sendable {
    let run: () -> Void
}
