import Foundation

/// Runs work on a thread with a large stack: parsing deeply nested source and evaluating deeply
/// nested views recurse deeply, and the threads that tests and tasks run on have small stacks.
///
/// The threads are kept between tasks (`LargeStackThreads`): an audit parses and lowers every
/// file on one, and a new thread for each (about 1.5 a file) cost its creation, the mapping of a
/// fresh stack and the faults of its first pages every time.
public enum LargeStack {
    public static let size = 256 << 20

    /// Runs `lane(0)` … `lane(count - 1)` at once, each on a thread with a large stack, and waits
    /// for all: a `run` inside a lane runs on the lane's own thread while half its stack is left.
    public static func runLanes(_ count: Int, _ lane: @escaping @Sendable (Int) -> Void) {
        LargeStackThreads.shared.runLanes(count, lane)
    }

    public static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        LargeStackThreads.shared.run(work)
    }
}
