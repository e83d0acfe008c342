import AccessibilityTree
import Testing
@testable import perceive_bench

/// The generated screens hold the elements asked for, in the shape named.
struct LargeScreenShapeTests {
    private static func nodes(_ element: AccessibilityElement) -> Int {
        1 + element.children.map(nodes).reduce(0, +)
    }

    private static func depth(_ element: AccessibilityElement) -> Int {
        1 + (element.children.map(depth).max() ?? 0)
    }

    @Test(arguments: LargeScreenShape.allCases)
    func eachShapeHoldsTheElementsAskedForUnderItsRoot(shape: LargeScreenShape) {
        let screen = shape.screen(elements: 10_000)
        #expect(Self.nodes(screen.root) - 1 == 10_000)
    }

    @Test func theDeepScreenNestsAHundredSemanticGroups() {
        let screen = LargeScreenShape.deep.screen(elements: 10_000)
        #expect(Self.depth(screen.root) == 102)
        #expect(screen.navigationOrder.count == 9_900)
        #expect(screen.navigationOrder.last?.containers.count == 100)
    }

    @Test func theGridIsListedColumnByColumnAndReadRowByRow() {
        let screen = LargeScreenShape.grid.screen(elements: 300)
        #expect(screen.root.children.prefix(4).map(\.id.rawValue) == ["cell-0-0", "cell-1-0", "cell-2-0", "cell-0-1"])
        #expect(screen.navigationOrder.prefix(4).map(\.id.rawValue) == ["cell-0-0", "cell-0-1", "cell-0-2", "cell-0-3"])
    }
}
