import Foundation

/// The threads with a `LargeStack.size` stack, kept between tasks: a task takes an idle one, or
/// a new one when none is idle, so a task started from a task (a lowering that parses a file)
/// never waits for a thread and runs on a stack of its own. At most `idleLimit` are kept idle;
/// a thread finishing a task when that many are idle ends.
final class LargeStackThreads: @unchecked Sendable {
    static let shared = LargeStackThreads()

    /// Enough for every core's task and one it starts, with room to spare on large machines.
    static let defaultIdleLimit = max(8, 2 * ProcessInfo.processInfo.activeProcessorCount)

    /// The most threads kept idle.
    let idleLimit: Int

    /// Bytes of a kept thread's stack that stay mapped after a task (`ThreadStack.releasePages`):
    /// most tasks go no deeper, so their pages are not faulted in again; what a deeply nested
    /// file touched beyond is given back, as a thread that ended would give it back.
    static let keptStackBytes = 1 << 20

    private let lock = NSLock()
    private var idle: [Worker] = []
    private var started = 0

    init(idleLimit: Int = LargeStackThreads.defaultIdleLimit) {
        self.idleLimit = idleLimit
    }

    /// How many threads were started, for tests.
    var startedCount: Int { lock.withLock { started } }

    /// Runs `work` on an idle thread or a new one, and waits for its result.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let worker = lock.withLock { idle.popLast() } ?? startWorker()
        worker.start(Job(work: { box.set(work()) }, done: done))
        done.wait()
        guard let result = box.value else { preconditionFailure("the worker stores its result before it signals") }
        return result
    }

    private func startWorker() -> Worker {
        lock.withLock { started += 1 }
        let worker = Worker()
        let thread = Thread { [self] in worker.loop(returningTo: self) }
        thread.stackSize = LargeStack.size
        thread.start()
        return worker
    }

    /// Keeps `worker` for the next task; false when `idleLimit` are idle already (it ends).
    fileprivate func park(_ worker: Worker) -> Bool {
        lock.withLock {
            guard idle.count < idleLimit else { return false }
            idle.append(worker)
            return true
        }
    }

    /// Hands the result from the worker thread back; written once before the semaphore signals.
    private final class ResultBox<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?

        func set(_ value: Value) { lock.withLock { stored = value } }
        var value: Value? { lock.withLock { stored } }
    }

    fileprivate struct Job {
        var work: @Sendable () -> Void
        var done: DispatchSemaphore
    }

    /// One kept thread: waits for a task, runs it, gives back its deep stack pages, parks.
    fileprivate final class Worker: @unchecked Sendable {
        private let lock = NSLock()
        private let wake = DispatchSemaphore(value: 0)
        private var job: Job?

        func start(_ job: Job) {
            lock.withLock { self.job = job }
            wake.signal()
        }

        /// The thread's body. The worker parks before it signals the task done, so the caller's
        /// next task finds it idle rather than starting a thread; the next task is taken only
        /// when this loop waits again.
        func loop(returningTo threads: LargeStackThreads) {
            let stack = ThreadStack.current()
            while true {
                wake.wait()
                guard let job = lock.withLock({ () -> Job? in defer { self.job = nil }; return self.job }) else { continue }
                job.work()
                stack?.releasePages(keeping: LargeStackThreads.keptStackBytes)
                let kept = threads.park(self)
                job.done.signal()
                if !kept { return }
            }
        }
    }
}
