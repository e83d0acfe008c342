/// A screen's navigation order and look-ups, computed once for one state of the screen.
///
/// `Screen.navigationOrder`, `element(withID:)`, `ancestors(of:)` and `hitTest(_:)` walk the whole
/// tree on every call; a simulator asks them on every gesture. This value answers the same
/// questions from tables built once: the order, each id's place in it, every node by id with its
/// parent, and a grid of the elements a finger can touch. Build a new one when the screen changes
/// (a simulator compares the scene's new render with `screen`, which is cheap when nothing changed:
/// arrays that share storage compare equal at once).
public struct ScreenIndex: Sendable {
    /// The screen indexed.
    public let screen: Screen
    /// `screen.navigationOrder`.
    public let order: [NavigationEntry]
    /// Each id's first index in `order`.
    private let orderIndexByID: [ElementID: Int]
    /// Every node of the tree (hidden ones too), depth first, parents before children.
    private let nodes: [AccessibilityElement]
    /// Each node's parent's index in `nodes`; nil for the root.
    private let parentIndices: [Int?]
    /// Each id's first index in `nodes`, as a depth-first search finds it.
    private let nodeIndexByID: [ElementID: Int]
    /// The elements a finger can touch, front-most first.
    private let touchTargets: TouchTargetGrid

    public init(_ screen: Screen) {
        self.screen = screen
        order = screen.navigationOrder
        var orderIndexByID: [ElementID: Int] = [:]
        orderIndexByID.reserveCapacity(order.count)
        for (index, entry) in order.enumerated() where orderIndexByID[entry.id] == nil {
            orderIndexByID[entry.id] = index
        }
        self.orderIndexByID = orderIndexByID
        var nodes: [AccessibilityElement] = [screen.root]
        var parentIndices: [Int?] = [nil]
        var nodeIndexByID: [ElementID: Int] = [screen.root.id: 0]
        screen.root.forEachDescendant { siblings, index, parent in
            let node = nodes.count
            nodes.append(siblings[index])
            parentIndices.append(parent)
            if nodeIndexByID[siblings[index].id] == nil { nodeIndexByID[siblings[index].id] = node }
        }
        self.nodes = nodes
        self.parentIndices = parentIndices
        self.nodeIndexByID = nodeIndexByID
        touchTargets = TouchTargetGrid(screen.touchTargets)
    }

    /// The index of `id` in `order`, nil when VoiceOver cannot focus it.
    /// - Complexity: O(1) on average.
    public func orderIndex(of id: ElementID) -> Int? { orderIndexByID[id] }

    /// The node whose id is `id`, anywhere in the tree (hidden or not): `Screen.element(withID:)`.
    /// - Complexity: O(1) on average.
    public func element(withID id: ElementID) -> AccessibilityElement? {
        nodeIndexByID[id].map { nodes[$0] }
    }

    /// The containers holding `id`, nearest first, ending with the root: `Screen.ancestors(of:)`.
    /// - Complexity: O(depth).
    public func ancestors(of id: ElementID) -> [AccessibilityElement] {
        guard var index = nodeIndexByID[id] else { return [] }
        var ancestors: [AccessibilityElement] = []
        while let parent = parentIndices[index] {
            ancestors.append(nodes[parent])
            index = parent
        }
        return ancestors
    }

    /// The element a finger at `point` touches: `Screen.hitTest(_:)`.
    /// - Complexity: O(1) on average for elements spread over the screen.
    public func hitTest(_ point: Point) -> AccessibilityElement? {
        touchTargets.frontMost(at: point)
    }
}
