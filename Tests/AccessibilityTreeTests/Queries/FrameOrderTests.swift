import Testing
@testable import AccessibilityTree

/// The keyed sort gives exactly the insertion sort's order wherever it is used, and the
/// insertion sort is kept where the row rule is not transitive.
struct FrameOrderTests {
    /// A deterministic generator, so each case is the same on every run.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func aGridListedColumnByColumnIsReadRowByRow() {
        let points = (0..<60).map { index in Point(x: Double(index / 3) * 96, y: Double(index % 3) * 48) }
        let sorted = FrameOrder.sorted(points) { $0 }
        #expect(FrameOrder.cleanRows(of: points) != nil)
        #expect(sorted == FrameOrder.insertionSorted(points) { $0 })
        #expect(sorted.prefix(3) == [Point(x: 0, y: 0), Point(x: 96, y: 0), Point(x: 192, y: 0)])
        #expect(sorted[20] == Point(x: 0, y: 48))
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func shuffledRowsWithJitterMissingOriginsAndTiesSortAsTheInsertionSortDoes(seed: UInt64) {
        var generator = Generator(state: seed)
        // Rows 40 pt apart, each origin up to 7 pt below its row's top; a few ties in x; every
        // seventh item without an origin.
        let items: [(tag: Int, origin: Point?)] = (0..<200).map { tag in
            guard generator.next(7) != 0 else { return (tag, nil) }
            return (tag, Point(x: Double(generator.next(30)) * 10, y: Double(generator.next(20)) * 40 + Double(generator.next(8))))
        }
        let keyed = FrameOrder.sorted(items) { $0.origin }.map(\.tag)
        #expect(FrameOrder.cleanRows(of: items.map(\.origin)) != nil)
        #expect(keyed == FrameOrder.insertionSorted(items) { $0.origin }.map(\.tag))
    }

    @Test func rowsThatChainTogetherKeepTheInsertionSort() {
        // Origins 5 pt apart in y: the first and third are in different rows, the second shares
        // a row with both, so no key orders them; the insertion sort decides.
        let points = (0..<40).map { index in Point(x: Double((index * 7) % 40), y: Double(index % 3) * 5) }
        #expect(FrameOrder.cleanRows(of: points) == nil)
        #expect(FrameOrder.sorted(points) { $0 } == FrameOrder.insertionSorted(points) { $0 })
    }

    @Test func aCoordinateThatIsNotFiniteKeepsTheInsertionSort() {
        var points = (0..<20).map { Point(x: Double($0), y: 0) }
        points[3] = Point(x: .nan, y: 0)
        #expect(FrameOrder.cleanRows(of: points) == nil)
        #expect(FrameOrder.cleanRows(of: [Point(x: 0, y: 0), Point(x: 1, y: 7.5), Point(x: 2, y: 20)]) == [0, 0, 1])
    }
}
