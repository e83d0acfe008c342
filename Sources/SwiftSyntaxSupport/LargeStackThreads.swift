import Foundation

/// The threads with a `LargeStack.size` stack, kept between tasks: a task takes an idle one, or
/// a new one when none is idle. A task started from a task on a kept thread (a lowering that
/// parses a file) runs on that thread while `inlineRoom` bytes of its stack are left, and on
/// another otherwise, so it never waits for a thread. At most `idleLimit` are kept idle; a thread
/// finishing a task when that many are idle ends.
///
/// The audit's own threads are kept threads too (`runLanes`): handing each parse and lowering
/// from a thread that then sleeps to another that wakes left a core idle at every hand-over.
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

    /// Stack bytes a task started on a kept thread must find left to run there rather than on
    /// another: half the stack, so such a task has at least half of what a thread of its own gives.
    let inlineRoom: Int

    init(idleLimit: Int = LargeStackThreads.defaultIdleLimit, inlineRoom: Int = LargeStack.size / 2) {
        self.idleLimit = idleLimit
        self.inlineRoom = inlineRoom
    }

    /// Runs `lane(0)` … `lane(count - 1)` each on a kept thread of its own, all at once, and
    /// waits for all of them. `lane` is let go before this returns.
    func runLanes(_ count: Int, _ lane: @escaping @Sendable (Int) -> Void) {
        let done = DispatchSemaphore(value: 0)
        for index in 0..<count { takeWorker().start(Job(work: { lane(index) }, done: done)) }
        for _ in 0..<count { done.wait() }
    }

    /// How many threads were started, for tests.
    var startedCount: Int { lock.withLock { started } }

    /// Runs `work` on the calling kept thread when `inlineRoom` of its stack is left, else on an
    /// idle thread or a new one, and waits for its result.
    func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        if let room = KeptStack.roomLeft(), room >= inlineRoom { return work() }
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        takeWorker().start(Job(work: { box.set(work()) }, done: done))
        done.wait()
        guard let result = box.value else { preconditionFailure("the worker stores its result before it signals") }
        return result
    }

    /// An idle thread, or a new one when none is idle.
    private func takeWorker() -> Worker {
        lock.withLock { idle.popLast() } ?? startWorker()
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

        /// Runs the job `start` handed over, if any, and lets go of its work before the caller is
        /// told it is done: the caller may hold the work's closure only for the task's length
        /// (`withoutActuallyEscaping`).
        private func performStartedJob() -> DispatchSemaphore? {
            guard let job = lock.withLock({ () -> Job? in defer { self.job = nil }; return self.job }) else { return nil }
            job.work()
            return job.done
        }

        /// The thread's body: it tells `KeptStack` its stack, then runs tasks. The worker parks
        /// before it signals the task done, so the caller's next task finds it idle rather than
        /// starting a thread; the next task is taken only when this loop waits again.
        func loop(returningTo threads: LargeStackThreads) {
            let stack = ThreadStack.current()
            KeptStack.mark(stack)
            while true {
                wake.wait()
                guard let done = performStartedJob() else { continue }
                stack?.releasePages(keeping: LargeStackThreads.keptStackBytes)
                let kept = threads.park(self)
                done.signal()
                if !kept { return }
            }
        }
    }
}
