import AccessibilityTree

extension StaticScene {
    /// One screen on the navigation stack, in its current state.
    ///
    /// Each id's place in the tree is recorded once, when the screen is shown: a snapshot's
    /// effects change elements but never add, remove or move one, so the places stay true and an
    /// action finds its element in O(depth) rather than by searching the whole tree.
    struct ShownScreen: Hashable, Sendable {
        /// The key in `Snapshot.screens`; nil for the snapshot's first screen.
        var name: String?
        /// The screen as it is now. Change elements only through `modify(_:_:)`.
        var screen: Screen
        /// Whether it was presented modally (closed by `dismiss`) rather than pushed.
        var isPresented: Bool
        /// Each id's child indices from the root (its first place, depth first).
        private let placeByID: [ElementID: [Int]]

        init(name: String?, screen: Screen, isPresented: Bool) {
            self.name = name
            self.screen = screen
            self.isPresented = isPresented
            var placeByID: [ElementID: [Int]] = [:]
            var pending: [(node: AccessibilityElement, place: [Int])] = [(screen.root, [])]
            while let (node, place) = pending.popLast() {
                if placeByID[node.id] == nil { placeByID[node.id] = place }
                for (index, child) in node.children.enumerated().reversed() { pending.append((child, place + [index])) }
            }
            self.placeByID = placeByID
        }

        /// The nodes from the root down to the element `id`, or nil for an unknown id.
        func chain(to id: ElementID) -> [AccessibilityElement]? {
            guard let place = placeByID[id] else { return nil }
            var chain = [screen.root]
            for index in place { chain.append(chain[chain.count - 1].children[index]) }
            return chain
        }

        /// Applies `change` to the element `id`; false when there is none.
        mutating func modify(_ id: ElementID, _ change: (inout AccessibilityElement) -> Void) -> Bool {
            guard let place = placeByID[id] else { return false }
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
