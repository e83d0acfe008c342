import AccessibilityTree

/// A view that lists its elements (`accessibilityElements`) is read as its list says: VoiceOver,
/// Switch Control and Full Keyboard Access reach what is listed, and what is inside it, and
/// nothing else of the view (Apple, `accessibilityElements`: "the elements in the container").
/// A control on screen that the list leaves out is out of their reach.
extension UIKitEvaluator {
    /// Where the code lists `object`'s elements: the assignment that set them last, else the last
    /// statement of the getter its class (or a superclass of the app) overrides.
    func placeOfList(of object: ObjectID) -> SourceLocation? {
        if let assigned = heap[object].elementsListedAt { return assigned }
        guard let computed = index.computedProperty("accessibilityElements", in: heap[object].className),
              let last = computed.getter?.last else { return nil }
        return location(of: last, in: computed.file)
    }

    /// The controls shown inside `object` that its list `listed` leaves out: neither listed nor
    /// inside a listed view, nor hidden from assistive technologies some other way.
    mutating func controlsLeftOut(of object: ObjectID, listed: [ObjectID]) -> [ObjectID] {
        let listedSet = Set(listed)
        return heap.views(under: object, shownOnly: true).dropFirst().filter { view in
            guard isControl(view), !listedSet.contains(view) else { return false }
            let between = heap.superviews(of: view).prefix { $0 != object }
            guard !between.contains(where: listedSet.contains) else { return false }
            return ([view] + between).allSatisfy { !isHiddenFromAssistiveTechnologies($0) && takesTouches($0) }
        }
    }

    /// UIKit's controls, and a control of the app's own class that answers a tap.
    private mutating func isControl(_ view: ObjectID) -> Bool {
        Self.controlKinds.contains(heap[view].kind) || answersTaps(view)
    }

    private static let controlKinds: Set<UIKitKind> = [.button, .switchControl, .slider, .segmentedControl, .stepper, .textField]

    private mutating func takesTouches(_ view: ObjectID) -> Bool {
        readProperty("isUserInteractionEnabled", of: view).asBool != false
    }
}
