@testable import Audit
import Foundation
import Testing

/// Values are consumed in input order, and a thread that runs too far ahead waits for the
/// others instead of piling up values (parsed trees) behind one slow input.
@Suite struct InputOrderTests {
    final class Consumed: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func append(_ value: Int) { lock.withLock { values.append(value) } }
        var all: [Int] { lock.withLock { values } }
    }

    @Test func valuesDeliveredOutOfOrderAreConsumedInOrder() {
        let consumed = Consumed()
        let order = InputOrder<Int>(lookAhead: 4) { consumed.append($0) }
        for position in [2, 1, 3, 0] { order.deliver(position * 10, at: position) }
        #expect(consumed.all == [0, 10, 20, 30])
        #expect(order.consumedCount == 4)
        #expect(order.mostWaitingCount == 4)
    }

    @Test func aValueTooFarAheadWaitsUntilTheNextOneIsDelivered() {
        let consumed = Consumed()
        let order = InputOrder<Int>(lookAhead: 2) { consumed.append($0) }
        let waits = DispatchSemaphore(value: 0)
        let aheadDone = DispatchSemaphore(value: 0)
        let waitedAt = Consumed()
        order.willWait = { position in waitedAt.append(position); waits.signal() }
        DispatchQueue.global().async {
            order.deliver(1, at: 1)
            order.deliver(2, at: 2)
            aheadDone.signal()
        }
        // The thread ahead stops at position 2 (0 is not delivered yet) before storing its value.
        #expect(waits.wait(timeout: .now() + 60) == .success)
        #expect(consumed.all.isEmpty)
        #expect(order.mostWaitingCount == 1)
        order.deliver(0, at: 0)
        #expect(aheadDone.wait(timeout: .now() + 60) == .success)
        #expect(waitedAt.all == [2])
        #expect(consumed.all == [0, 1, 2])
        // 0 joined 1; 2 was never stored beside both.
        #expect(order.mostWaitingCount == 2)
    }

    @Test func aValueTakenEarlyIsStoredWithoutWaiting() {
        let consumed = Consumed()
        let order = InputOrder<Int>(lookAhead: 2) { consumed.append($0) }
        let waitedAt = Consumed()
        order.willWait = { waitedAt.append($0) }
        // Position 5 is far past the bound, but taken before its turn: stored, not waited for.
        order.deliver(50, at: 5, waitsForOthers: false)
        #expect(waitedAt.all.isEmpty)
        #expect(consumed.all.isEmpty)
        for position in 0..<5 { order.deliver(position * 10, at: position) }
        #expect(waitedAt.all.isEmpty)
        #expect(consumed.all == [0, 10, 20, 30, 40, 50])
    }
}
