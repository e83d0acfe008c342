import Foundation

/// Hands values made on many threads to `consume` one at a time and in input order, whatever
/// order they are made in: the thread that delivers the next value in order consumes it, and
/// any later ones already waiting.
///
/// The audit indexes each parsed file this way as soon as the files before it are indexed, so
/// the index is the same on every run and a file's tree need not wait for the whole project.
final class InputOrder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: Value] = [:]
    private var next = 0
    private var isConsuming = false
    private let consume: (Value) -> Void

    init(consume: @escaping (Value) -> Void) { self.consume = consume }

    /// Delivers the value of input `position` (every position from 0 up must be delivered once).
    func deliver(_ value: Value, at position: Int) {
        lock.lock()
        waiting[position] = value
        guard !isConsuming else { return lock.unlock() }
        isConsuming = true
        while let ready = waiting.removeValue(forKey: next) {
            next += 1
            lock.unlock()
            consume(ready)
            lock.lock()
        }
        isConsuming = false
        lock.unlock()
    }

    /// How many values were consumed.
    var consumedCount: Int { lock.withLock { next } }
}
