import Foundation
import Testing

@testable import GridReport

@Suite("Ordered pipeline")
struct OrderedPipelineTests {
    struct Stop: Error, Equatable { var at: Int }

    /// Transforms that take random times still come back in the order they were made.
    @Test("results in order, whatever the workers' timing", arguments: [1, 2, 5])
    func order(workers: Int) throws {
        var seen: [Int] = []
        try OrderedPipeline<Int, Int>.run(
            workers: workers,
            produce: { emit in for n in 0..<200 { guard emit(n) else { return } } },
            transform: { n in
                usleep(UInt32.random(in: 0...300))
                return n * n
            },
            consume: { seen.append($0) })
        #expect(seen == (0..<200).map { $0 * $0 })
    }

    @Test("a failing transform: the results before it, then its error")
    func transformError() {
        var seen: [Int] = []
        #expect(throws: Stop(at: 7)) {
            try OrderedPipeline<Int, Int>.run(
                workers: 3,
                produce: { emit in for n in 0..<100 { guard emit(n) else { return } } },
                transform: { n in
                    if n == 7 { throw Stop(at: 7) }
                    if n == 9 { throw Stop(at: 9) }
                    return n
                },
                consume: { seen.append($0) })
        }
        #expect(seen == Array(0..<7))
    }

    @Test("a failing producer: everything it made, then its error")
    func producerError() {
        var seen: [Int] = []
        #expect(throws: Stop(at: 50)) {
            try OrderedPipeline<Int, Int>.run(
                workers: 2,
                produce: { emit in
                    for n in 0..<50 { guard emit(n) else { return } }
                    throw Stop(at: 50)
                },
                transform: { $0 },
                consume: { seen.append($0) })
        }
        #expect(seen == Array(0..<50))
    }

    @Test("a failing consumer stops the producer, which is waited for")
    func consumerError() {
        let refused = Locked(0)
        let made = Locked(0)
        #expect(throws: Stop(at: 3)) {
            try OrderedPipeline<Int, Int>.run(
                workers: 2,
                produce: { emit in
                    for n in 0..<1_000_000 {
                        guard emit(n) else {
                            refused.set(n)
                            return
                        }
                        made.set(n + 1)
                    }
                },
                transform: { $0 },
                consume: { if $0 == 3 { throw Stop(at: 3) } })
        }
        // Only the few in flight were made, and the producer had returned before `run` did.
        #expect(made.value < 20)
        #expect(refused.value == made.value)
    }

    @Test("collected warnings pass on in order: the first of each kind shown, the rest counted")
    func warningsInOrder() {
        var lines: [String] = []
        let log = WarningLog(write: { lines.append($0) })
        let first = WarningLog.collecting()
        first.warn("wide", "line 2: first")
        first.warn("wide", "line 3: second")
        let second = WarningLog.collecting()
        second.warn("image", "line 9: picture")
        second.warn("wide", "line 8: third")
        log.append(first)
        log.append(second)
        log.flush()
        #expect(
            lines == [
                "line 2: first",
                "line 9: picture",
                "2 more wide warnings not shown",
            ])
    }
}

/// A value shared with a producer thread.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
