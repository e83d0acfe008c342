import Foundation

/// Hands values made on many threads to `consume` one at a time and in input order, whatever
/// order they are made in: the thread that delivers the next value in order consumes it, and
/// any later ones already waiting.
///
/// The audit indexes each parsed file this way as soon as the files before it are indexed, so
/// the index is the same on every run and a file's tree need not wait for the whole project.
///
/// A thread whose value is `lookAhead` or more positions past the next one to consume waits
/// until the others catch up, so values (parsed trees) never pile up behind one slow input.
/// Positions must be taken in increasing order by the delivering threads (as `parallelMap`
/// does), so the thread holding the next position is never the one waiting; a position taken
/// before its turn (`ClaimOrder`) is delivered without waiting, so it never holds up the others.
final class InputOrder<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Int: Value] = [:]
    private var next = 0
    private var isConsuming = false
    private var mostWaiting = 0
    private let lookAhead: Int
    private let consume: (Value) -> Void
    /// Told the position of a value whose thread starts waiting for the others, for tests.
    var willWait: ((Int) -> Void)? = nil

    /// - Parameter lookAhead: how far past the next position a value may be delivered without
    ///   waiting (at least 1).
    init(lookAhead: Int = 16, consume: @escaping (Value) -> Void) {
        self.lookAhead = max(lookAhead, 1)
        self.consume = consume
    }

    /// Delivers the value of input `position` (every position from 0 up must be delivered once).
    ///
    /// - Parameter waitsForOthers: whether the thread waits while `position` is too far ahead;
    ///   false for a position taken before its turn, whose thread must not wait for positions
    ///   no thread has taken yet.
    func deliver(_ value: Value, at position: Int, waitsForOthers: Bool = true) {
        condition.lock()
        if waitsForOthers, position >= next + lookAhead {
            willWait?(position)
            while position >= next + lookAhead { condition.wait() }
        }
        waiting[position] = value
        mostWaiting = max(mostWaiting, waiting.count)
        guard !isConsuming else { return condition.unlock() }
        isConsuming = true
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            condition.broadcast()
            condition.unlock()
            consume(ready)
            condition.lock()
        }
        isConsuming = false
        condition.unlock()
    }

    /// How many values were consumed.
    var consumedCount: Int { condition.withLock { next } }

    /// The most values that waited for an earlier one at any time.
    var mostWaitingCount: Int { condition.withLock { mostWaiting } }
}
