import Foundation
import SwiftSyntax
@testable import SwiftSyntaxSupport
import Testing

@Suite struct LargeStackTests {
    /// A thread's own identity, to tell which thread ran a task.
    private static func currentThread() -> UInt { UInt(pthread_self()) }

    /// Runs `work` on a new thread with a stack of `stackSize` bytes and waits for it.
    private static func onThread<Result: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> Result) -> Result? {
        let box = Box<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.set(work())
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value
    }

    private final class Box<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Value?
        func set(_ value: Value) { lock.withLock { stored = value } }
        func update(_ change: (inout Value) -> Void) { lock.withLock { if stored != nil { change(&stored!) } } }
        var value: Value? { lock.withLock { stored } }
    }

    /// 250 nested closures, under the 256 levels the Swift parser reads, recurse deeper than a
    /// 512 kB stack holds (parsed on such a thread directly, the test process crashes): parsed
    /// through `LargeStack`, which every `ParsedSourceFile` is, the caller's small stack is enough,
    /// on a kept thread as on a new one.
    @Test func deeplyNestedSourceParsesFromASmallStack() {
        let depth = 250
        let text = "let deep = " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n"
        for _ in 0..<2 {
            let closures = Self.onThread(stackSize: 512 << 10) {
                let file = ParsedSourceFile(path: "Deep.swift", text: text)
                return file.hasSyntaxErrors ? -1 : file.index.nodes(ClosureExprSyntax.self).count
            }
            #expect(closures == depth)
        }
    }

    @Test func aThreadIsKeptForTheNextTask() {
        let threads = LargeStackThreads()
        let first = threads.run { Self.currentThread() }
        let second = threads.run { Self.currentThread() }
        #expect(first == second)
        #expect(first != Self.currentThread())
        #expect(threads.startedCount == 1)
    }

    @Test func aTaskStartedFromATaskRunsOnTheSameThreadWhileHalfItsStackIsLeft() {
        let threads = LargeStackThreads()
        let (outer, inner, room) = threads.run { (Self.currentThread(), threads.run { Self.currentThread() }, KeptStack.roomLeft()) }
        #expect(outer == inner)
        #expect(threads.startedCount == 1)
        #expect((room ?? 0) >= threads.inlineRoom)
        // A thread that is not a kept one has no kept stack, so its tasks go to a kept thread.
        #expect(KeptStack.roomLeft() == nil)
    }

    @Test func aTaskStartedFromATaskRunsOnAnotherThreadWhenTooLittleStackIsLeft() {
        let threads = LargeStackThreads(inlineRoom: LargeStack.size + 1)
        let (outer, inner) = threads.run { (Self.currentThread(), threads.run { Self.currentThread() }) }
        #expect(outer != inner)
        #expect(threads.startedCount == 2)
        // Both are kept: two tasks at once again start no thread.
        _ = threads.run { threads.run { 0 } }
        #expect(threads.startedCount == 2)
    }

    /// Each lane waits until all three have arrived, so they can only meet if they run at once; a
    /// lane that waited in vain (lanes run one after another) records nil.
    @Test func lanesRunAtOnceEachOnAKeptThread() {
        let threads = LargeStackThreads()
        let arrivals = Box<Int>()
        arrivals.set(0)
        let lanes = Box<[Int: UInt?]>()
        lanes.set([:])
        threads.runLanes(3) { lane in
            arrivals.update { $0 += 1 }
            let deadline = Date().addingTimeInterval(10)
            while (arrivals.value ?? 0) < 3, Date() < deadline { usleep(1_000) }
            let met = arrivals.value == 3 && (KeptStack.roomLeft() ?? 0) >= threads.inlineRoom
            lanes.update { $0[lane] = met ? Self.currentThread() : nil }
        }
        let ran = lanes.value ?? [:]
        #expect(ran.keys.sorted() == [0, 1, 2])
        #expect(Set(ran.values.compactMap { $0 }).count == 3)
        #expect(!ran.values.contains(Self.currentThread()))
        #expect(threads.startedCount == 3)
        // The three are kept for the next lanes.
        threads.runLanes(2) { _ in }
        #expect(threads.startedCount == 3)
    }

    @Test func tasksAtOnceEachGetTheirResult() {
        let threads = LargeStackThreads()
        let collected = Box<[Int: Int]>()
        collected.set([:])
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let value = threads.run { index * index }
            collected.update { $0[index] = value }
        }
        #expect(collected.value == Dictionary(uniqueKeysWithValues: (0..<32).map { ($0, $0 * $0) }))
        #expect(threads.startedCount <= 32)
    }

    @Test func threadsPastTheIdleLimitEnd() {
        let threads = LargeStackThreads(idleLimit: 1)
        // Three tasks held at once take three threads; only one is kept when they are done.
        let running = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<3 {
            Thread {
                threads.run {
                    running.signal()
                    release.wait()
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<3 { running.wait() }
        for _ in 0..<3 { release.signal() }
        for _ in 0..<3 { finished.wait() }
        #expect(threads.startedCount == 3)
        _ = threads.run { 0 }
        _ = threads.run { 0 }
        #expect(threads.startedCount == 3)
    }

    @Test func theDeepPagesOfAStackAreThoseBelowWhatIsKept() {
        let page = ThreadStack.pageSize
        let stack = ThreadStack(lowest: 100 * page + 12)
        // From the first whole page above the lowest address up to the page below what is kept.
        #expect(stack.releasable(below: 300 * page + 5, keeping: Int(50 * page)) == 101 * page..<250 * page)
        // Nothing when the frame is within the kept bytes of the lowest address.
        #expect(stack.releasable(below: 120 * page, keeping: Int(50 * page)) == nil)
        #expect(stack.releasable(below: 151 * page, keeping: Int(50 * page)) == nil)
    }

    @Test func theCurrentThreadsStackHoldsItsFrame() throws {
        let (stack, frame) = LargeStack.run { () -> (UInt?, UInt) in
            var marker = 0
            return (ThreadStack.current()?.lowest, withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) })
        }
        let lowest = try #require(stack)
        #expect(lowest < frame)
        #expect(frame - lowest <= UInt(LargeStack.size))
        #expect(frame - lowest > UInt(LargeStack.size) - (1 << 20))
    }
}
