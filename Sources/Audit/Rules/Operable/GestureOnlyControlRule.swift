import AccessibilityTree

/// An element driven by gestures beyond a tap (drag, pinch, swipe…) with no accessible alternative.
///
/// WWDC26 session 220: the coffee cup you "drag up for more coffee" needed the adjustable trait,
/// the equalizer pad needed custom actions, the virtual cat's "patting, tapping, and pinching"
/// were unknown to VoiceOver. A double tap (`.onTapGesture(count: 2)`) is such a gesture too:
/// VoiceOver's own double tap activates the element once, so a button trait would not reach it.
/// Views that are not accessibility elements at all (the coffee cup
/// before its fix) are checked too. Direct-touch areas are left to `direct-touch-without-alternative`.
public struct GestureOnlyControlRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "gesture-only-control",
        title: "Gesture has no accessible alternative",
        rationale: """
            VoiceOver, Switch Control, Voice Control and Full Keyboard Access users cannot drag, pinch, \
            swipe or double-tap on an element the way a finger on glass does: their double tap (a \
            switch's Tap, "Tap" said aloud, Space) activates it once. Without \
            an adjustable action or custom actions, what the gesture does is out of their reach.
            """,
        wcag: [.keyboard, .pointerGestures, .dragging],
        hig: "Accessibility › Gestures",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "coffee", label: "Coffee dispenser", value: "6 ounces", gestures: [.drag]),
                AccessibilityElement(id: "cat", label: "Virtual cat", traits: .image, gestures: [.tap, .pinch]),
                // `.onTapGesture(count: 2) { zoomIn() }`: VoiceOver's double tap activates, it does not double-tap.
                AccessibilityElement(id: "map", label: "Route map", traits: .image, gestures: [.doubleTap]),
            ]), reported: ["coffee", "cat", "map"]),
            .screen(Screen(name: "Coffee dispenser", elements: [
                AccessibilityElement(id: "cup", isAccessibilityElement: false, gestures: [.drag]),
                AccessibilityElement(id: "amount", label: "6 ounces"),
            ]), reported: ["cup"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "coffee", label: "Coffee dispenser", value: "6 ounces",
                                     traits: .adjustable, gestures: [.drag]),
                AccessibilityElement(id: "pad", label: "Filter chart",
                                     customActions: ["Move up", "Move right", "Move down", "Move left"]
                                         .map { CustomAction(name: $0) },
                                     gestures: [.drag]),
                AccessibilityElement(id: "play", label: "Play", traits: .button, gestures: [.tap]),
                AccessibilityElement(id: "map", label: "Route map", traits: .image,
                                     customActions: [CustomAction(name: "Zoom in")], gestures: [.doubleTap]),
            ]), reported: []),
        ])

    /// Gestures that assistive technologies perform for the person (a tap is VoiceOver's double tap).
    static let performedForYou: Set<Gesture> = [.tap, .hover]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        screen.exposedNodes.compactMap { element in
            let gestures = element.gestures.filter { !Self.performedForYou.contains($0) }
            guard !gestures.isEmpty, element.directTouch == nil,
                  !element.traits.contains(.allowsDirectInteraction), !element.traits.contains(.adjustable),
                  element.customActions.isEmpty else { return nil }
            return finding(.gestureOnly(gestures.map(\.spokenName)), about: element, in: context,
                           dependingOn: [.gestures, .customActions, .traits])
        }
    }
}

extension Gesture {
    /// How a person would name the gesture in a sentence.
    var spokenName: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "double tap"
        case .longPress: "long press"
        case .drag: "drag"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .rotation: "rotation"
        case .hover: "hover"
        case .custom: "custom gesture"
        }
    }
}

extension RuleMessage {
    fileprivate static func gestureOnly(_ gestures: [String]) -> RuleMessage {
        let list = ListFormat.and(gestures)
        return RuleMessage(
            id: "gesture-only-control",
            text: """
                What the \(list) \(gestures.count == 1 ? "does" : "do") here cannot be done with \
                VoiceOver, Switch Control, Voice Control or Full Keyboard Access: a person who cannot \
                perform \(gestures.count == 1 ? "the gesture" : "these gestures") misses it entirely.
                """,
            fix: """
                Offer the same result another way: `.accessibilityAdjustableAction` for one axis of \
                change, `.accessibilityAction { … }` when a double tap does one thing, or \
                `.accessibilityAction(named:)` for each thing the gesture does.
                """)
    }
}
