import AccessibilityTree

extension StaticScene {
    /// One screen on the navigation stack, in its current state.
    ///
    /// Each id's place in the tree is recorded once, when the screen is shown: a snapshot's
    /// effects change elements but never add, remove or move one, so the places stay true and an
    /// action finds its element in O(depth) rather than by searching the whole tree. Equality
    /// and hashing consider the screen, not the places, which the screen determines.
    struct ShownScreen: Hashable, Sendable {
        /// The key in `Snapshot.screens`; nil for the snapshot's first screen.
        var name: String?
        /// The screen as it is now. Change elements only through `modify(_:_:)`.
        var screen: Screen
        /// Whether it was presented modally (closed by `dismiss`) rather than pushed.
        var isPresented: Bool
        /// Each id's node, numbered depth first from the root (0); the first node with that id.
        private let nodeByID: [ElementID: Int]
        /// Each node's parent's number (-1 for the root) and its index among that parent's children.
        private let parentAndIndex: [(parent: Int, index: Int)]

        init(name: String?, screen: Screen, isPresented: Bool) {
            self.name = name
            self.screen = screen
            self.isPresented = isPresented
            var nodeByID: [ElementID: Int] = [screen.root.id: 0]
            var parentAndIndex: [(parent: Int, index: Int)] = [(-1, 0)]
            screen.root.forEachDescendant { siblings, index, parent in
                let node = parentAndIndex.count
                parentAndIndex.append((parent, index))
                if nodeByID[siblings[index].id] == nil { nodeByID[siblings[index].id] = node }
            }
            self.nodeByID = nodeByID
            self.parentAndIndex = parentAndIndex
        }

        static func == (lhs: ShownScreen, rhs: ShownScreen) -> Bool {
            lhs.name == rhs.name && lhs.screen == rhs.screen && lhs.isPresented == rhs.isPresented
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(screen)
            hasher.combine(isPresented)
        }

        /// The child indices from the root down to the element `id`, nil for an unknown id.
        private func place(of id: ElementID) -> [Int]? {
            guard var node = nodeByID[id] else { return nil }
            var place: [Int] = []
            while node > 0 {
                place.append(parentAndIndex[node].index)
                node = parentAndIndex[node].parent
            }
            return place.reversed()
        }

        /// The nodes from the root down to the element `id`, or nil for an unknown id.
        func chain(to id: ElementID) -> [AccessibilityElement]? {
            guard let place = place(of: id) else { return nil }
            var chain = [screen.root]
            for index in place { chain.append(chain[chain.count - 1].children[index]) }
            return chain
        }

        /// Applies `change` to the element `id`; false when there is none.
        mutating func modify(_ id: ElementID, _ change: (inout AccessibilityElement) -> Void) -> Bool {
            guard let place = place(of: id) else { return false }
            Self.modify(at: place[...], in: &screen.root, change)
            return true
        }

        private static func modify(at place: ArraySlice<Int>, in node: inout AccessibilityElement,
                                   _ change: (inout AccessibilityElement) -> Void) {
            guard let index = place.first else { return change(&node) }
            modify(at: place.dropFirst(), in: &node.children[index], change)
        }
    }
}
