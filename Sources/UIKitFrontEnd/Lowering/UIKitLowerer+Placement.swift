import AccessibilityTree

/// What UIKit adds around a view's own elements: a table view cell's accessory view, read
/// after the cell; the navigation bar over a controller's view; and the reading order of views
/// placed by frame.
extension UIKitLowerer {
    /// A cell's `accessoryView` (a favourite button beside the cell's text) is its own element,
    /// read after the cell (UIKit exposes accessory views apart from the cell's text).
    mutating func accessory(of object: ObjectID, depth: Int) -> [AccessibilityElement] {
        guard [.tableViewCell, .collectionViewCell].contains(evaluator.heap[object].kind),
              let accessory = evaluator.heap[object].properties["accessoryView"]?.asObject,
              evaluator.heap[accessory].kind.isView else { return [] }
        if evaluator.heap[accessory].superview == nil { evaluator.heap.addSubview(accessory, to: object) }
        return lower(accessory, depth: depth + 1)
    }

    /// The navigation bar's items over the controller whose view is `root`, when it is in a
    /// navigation controller: its back button and its title.
    mutating func navigationBar(over root: ObjectID) -> [ObjectID] {
        guard let controller = evaluator.controller(owning: root),
              let navigation = evaluator.heap[controller].properties["navigationController"]?.asObject else { return [] }
        return evaluator.navigationBarItems(of: controller, in: navigation)
    }

    /// `accessibilityContainerType` as the code sets it; nil when it does not. UIKit documents no
    /// container type for table and collection views, and VoiceOver announces no list
    /// boundaries in them, so they are plain containers unless the code says otherwise.
    mutating func statedContainerType(of object: ObjectID) -> ContainerType? {
        guard case .enumCase(let name) = evaluator.readProperty("accessibilityContainerType", of: object) else { return nil }
        return ContainerType(rawValue: name)
    }

    /// Whether every subview of `object` is placed by a constant frame (pins on a drawn map):
    /// VoiceOver then reads them in the order of their frames, top to bottom, left to right,
    /// not in the order they were added.
    func isPlacedByFrames(_ object: ObjectID) -> Bool {
        let subviews = evaluator.heap[object].subviews
        return subviews.count > 1 && subviews.allSatisfy { UIKitLayout.statedFrame(of: evaluator.heap[$0]) != nil }
    }
}
