import Foundation

/// Runs work on a thread with a large stack: parsing deeply nested source and evaluating deeply
/// nested views recurse deeply, and the threads that tests and tasks run on have small stacks.
public enum LargeStack {
    public static let size = 256 << 20

    public static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(work())
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        guard let result = box.value else { preconditionFailure("the worker stores its result before it signals") }
        return result
    }

    /// Hands the result from the worker thread back; written once before the semaphore signals.
    private final class ResultBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?

        func set(_ value: Value) { lock.withLock { stored = value } }
        var value: Value? { lock.withLock { stored } }
    }
}
