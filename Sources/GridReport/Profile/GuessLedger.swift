import Foundation

/// A rider's bookkeeping (`FirstPassRider`), the same for every rider: the first guess, kept for
/// the chunks after it; every guess a watched chunk used, for the final check; how many chunks
/// were watched; and what the watched chunks gathered, joined in file order. Giving up drops what
/// was gathered, and nothing is gathered after it. Workers ask for guesses while the pass's
/// thread consumes, so every part is read and written with the lock held.
final class GuessLedger<Guess: AnyObject, Gathered>: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Guess?
    private var used: [Guess] = []
    private var chunks = 0
    /// Nil once the rider gave up.
    private var gathered: Gathered?

    /// `gathered`: what no chunk added to yet.
    init(_ gathered: Gathered) {
        self.gathered = gathered
    }

    /// The first guess made, for a chunk that begins after it; nil when none is made yet, or
    /// the rider gave up.
    var firstGuess: Guess? {
        lock.withLock { gathered == nil ? nil : first }
    }

    /// A guess made by `make` (from a chunk's own profile), kept when it is the first; nil when
    /// the rider gave up, or when `make` throws (the rider then gives up).
    func guess(_ make: () throws -> Guess) -> Guess? {
        guard lock.withLock({ gathered != nil }) else { return nil }
        guard let guess = try? make() else {
            giveUp()
            return nil
        }
        lock.withLock { if first == nil { first = guess } }
        return guess
    }

    /// A chunk watched by `guess`, what it gathered joined by `join`, in file order; a `join`
    /// that throws gives up. (A chunk not watched gives up: `giveUp`.)
    func add(watchedBy guess: Guess, _ join: (inout Gathered) throws -> Void) {
        lock.withLock {
            guard gathered != nil else { return }
            if !used.contains(where: { $0 === guess }) { used.append(guess) }
            do {
                try join(&gathered!)
                chunks += 1
            } catch {
                gathered = nil
            }
        }
    }

    func giveUp() {
        lock.withLock { gathered = nil }
    }

    /// What was gathered, when every one of the `chunks` was watched and every guess used
    /// `agrees`; nil otherwise. Taken once: the ledger gives up after it.
    func take(chunks: Int, agrees: (Guess) -> Bool) -> Gathered? {
        let (gathered, used, watched) = lock.withLock { (self.gathered, self.used, self.chunks) }
        giveUp()
        guard let gathered, watched == chunks, used.allSatisfy(agrees) else { return nil }
        return gathered
    }
}
