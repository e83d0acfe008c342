import AccessibilityTree
import Testing

/// `forEachDescendant` visits depth first, each element before its children, numbering them from 1.
@Suite struct DescendantWalkTests {
    @Test func visitsDepthFirstWithParentNumbersAndSiblingIndices() {
        let root = AccessibilityElement(id: "root", children: [
            AccessibilityElement(id: "a", children: [AccessibilityElement(id: "a1"), AccessibilityElement(id: "a2")]),
            AccessibilityElement(id: "b"),
            AccessibilityElement(id: "c", children: [AccessibilityElement(id: "c1", children: [AccessibilityElement(id: "c1x")])]),
        ])
        var visits: [String] = []
        root.forEachDescendant { siblings, index, parent in
            visits.append("\(siblings[index].id.rawValue) \(index) \(parent)")
        }
        #expect(visits == ["a 0 0", "a1 0 1", "a2 1 1", "b 1 0", "c 2 0", "c1 0 5", "c1x 0 6"])
    }

    @Test func aLeafHasNoDescendants() {
        var visited = 0
        AccessibilityElement(id: "leaf").forEachDescendant { _, _, _ in visited += 1 }
        #expect(visited == 0)
    }
}
