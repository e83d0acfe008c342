@testable import Audit
import Testing

/// A large file is taken before the smaller files ahead of it, by as many bytes as the other
/// threads read while it is parsed; everything else keeps input order.
@Suite struct ClaimOrderTests {
    @Test func smallFilesKeepInputOrder() {
        let order = ClaimOrder(bytes: [10, 20, 30, 40], largeAbove: 100, threads: 2)
        #expect(order.positions == [0, 1, 2, 3])
        #expect(order.early.isEmpty)
    }

    @Test func aLargeFileIsTakenWhenTheOthersHaveItsBytesLeftBeforeIt() {
        // 300 bytes: taken when 300 bytes of the others are left before position 5 (2, 3, 4).
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 300, 100], largeAbove: 200, threads: 2)
        #expect(order.positions == [0, 1, 5, 2, 3, 4, 6])
        #expect(order.early == [5])
    }

    @Test func theOtherThreadsShareTheLargeFilesBytes() {
        // Three threads: two read what is left before it, 150 bytes each; 100 is left at 4.
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 300, 100], largeAbove: 200, threads: 3)
        #expect(order.positions == [0, 1, 2, 3, 5, 4, 6])
    }

    @Test func aLargeFileIsDoneBeforeTheNextStarts() {
        // The one at 8 starts with 300 bytes left before it (at 4); the one at 6 is done by then:
        // it starts 250 bytes earlier (at 2), not when 250 bytes are left before its own place.
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 100, 250, 100, 300, 100], largeAbove: 200, threads: 2)
        #expect(order.positions == [0, 1, 6, 2, 3, 8, 4, 5, 7, 9])
        #expect(order.early == [6, 8])
    }

    @Test func largeFilesWithTooLittleBeforeThemAreTakenFirst() {
        // As a string table and a mock file of a megabyte a few files apart near the start.
        let order = ClaimOrder(bytes: [100, 100, 300, 100, 600, 100], largeAbove: 200, threads: 2)
        #expect(order.positions == [2, 4, 0, 1, 3, 5])
        #expect(order.early == [2, 4])
    }

    @Test func largeFilesFirstInInputOrderAreNotEarly() {
        let order = ClaimOrder(bytes: [500, 600, 10, 10, 700], largeAbove: 200, threads: 2)
        #expect(order.positions == [0, 1, 4, 2, 3])
        #expect(order.early == [4])
    }

    @Test func aLargeFileAtTheEndOfManyLargeOnesIsNotEarly() {
        let order = ClaimOrder(bytes: [500, 600], largeAbove: 200, threads: 2)
        #expect(order.positions == [0, 1])
        #expect(order.early.isEmpty)
    }

    @Test func aLargeFileCostingMorePerByteIsTakenThatMuchEarlier() {
        // 300 bytes costing twice as much: taken when 600 bytes are left before position 7 (1 to 6).
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 100, 100, 300, 100], largeAbove: 200, threads: 2, largeCost: 2)
        #expect(order.positions == [0, 7, 1, 2, 3, 4, 5, 6, 8])
        #expect(order.early == [7])
        // At the same cost per byte as the others, it waits until 300 bytes are left (4 to 6).
        #expect(ClaimOrder(bytes: [100, 100, 100, 100, 100, 100, 100, 300, 100], largeAbove: 200, threads: 2).positions
                == [0, 1, 2, 3, 7, 4, 5, 6, 8])
    }

    @Test func theCostOfALargeFileIsSharedAmongTheOtherThreads() {
        // 300 bytes at twice the cost, three threads: 300 bytes left before position 7 (4 to 6).
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 100, 100, 300, 100], largeAbove: 200, threads: 3, largeCost: 2)
        #expect(order.positions == [0, 1, 2, 3, 7, 4, 5, 6, 8])
    }

    @Test func aCostlierLargeFilePushesTheOneBeforeItEarlier() {
        // The one at 8 costs 600 bytes of the others' 700 before it: it starts at 1. The one at 5
        // must be done by then, and costs 500 bytes: it is taken first.
        let order = ClaimOrder(bytes: [100, 100, 100, 100, 100, 250, 100, 100, 300, 100], largeAbove: 200, threads: 2, largeCost: 2)
        #expect(order.positions == [5, 0, 8, 1, 2, 3, 4, 6, 7, 9])
        #expect(order.early == [5, 8])
    }

    @Test func oneThreadTakesInputOrder() {
        let order = ClaimOrder(bytes: [100, 100, 900], largeAbove: 200, threads: 1)
        #expect(order.positions == [0, 1, 2])
        #expect(order.early.isEmpty)
    }

    @Test func everyPositionIsTakenOnce() {
        let bytes = (0..<200).map { $0 % 37 == 5 ? 5_000 : ($0 * 7919) % 400 }
        let order = ClaimOrder(bytes: bytes, largeAbove: 1_000, threads: 2)
        #expect(order.positions.sorted() == Array(0..<200))
        #expect(order.early == Set(bytes.indices.filter { bytes[$0] > 1_000 && $0 > 0 }))
        // The positions not taken early keep their order.
        #expect(order.positions.filter { !order.early.contains($0) } == bytes.indices.filter { !order.early.contains($0) })
    }
}

/// `parallelMap` takes the elements in the order given and gives the results in the elements' order.
@Suite struct ParallelMapClaimOrderTests {
    @Test func oneThreadTakesTheElementsInTheOrderGiven() {
        var runner = AuditRunner(rules: [])
        runner.jobs = 1
        let taken = InputOrderTests.Consumed()
        let results = runner.parallelMap([10, 20, 30, 40], claiming: [2, 0, 3, 1]) { element in
            taken.append(element)
            return element + 1
        }
        #expect(taken.all == [30, 10, 40, 20])
        #expect(results == [11, 21, 31, 41])
    }

    @Test func severalThreadsGiveTheResultsInTheElementsOrder() {
        var runner = AuditRunner(rules: [])
        runner.jobs = 3
        let elements = Array(0..<50)
        let results = runner.parallelMap(elements, claiming: elements.reversed()) { $0 * 2 }
        #expect(results == elements.map { $0 * 2 })
    }
}
