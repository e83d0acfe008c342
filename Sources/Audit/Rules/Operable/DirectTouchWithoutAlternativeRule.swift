import AccessibilityTree

/// A direct-touch area with no custom actions or adjustable alternative.
///
/// WWDC26 session 220: "not everyone is going to be able to perform direct touch gestures. So
/// whenever possible, try to expose other ways to interact with the control. For example, using
/// custom actions."
public struct DirectTouchWithoutAlternativeRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "direct-touch-without-alternative",
        title: "Direct touch area has no alternative",
        rationale: """
            Direct touch passes a VoiceOver user's touches straight to the app, which helps people \
            who can perform the gestures. Switch Control and Voice Control users, and VoiceOver \
            users who cannot, need the same results as custom actions or an adjustable action.
            """,
        wcag: [.keyboard, .pointerGestures],
        hig: "Accessibility › Gestures",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "cat", label: "Virtual cat", value: "Sleeping",
                                     directTouch: DirectTouch(options: .requiresActivation)),
                AccessibilityElement(id: "piano", label: "Keyboard", traits: .allowsDirectInteraction),
            ]), reported: ["cat", "piano"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "cat", label: "Virtual cat", value: "Sleeping",
                                     customActions: [CustomAction(name: "Pet"), CustomAction(name: "Pinch")],
                                     directTouch: DirectTouch(options: .requiresActivation)),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.directTouch != nil || element.traits.contains(.allowsDirectInteraction),
                  element.customActions.isEmpty, !element.traits.contains(.adjustable) else { return nil }
            return finding(.noAlternative, about: element, in: context,
                           dependingOn: [.customActions, .traits, .directTouch])
        }
    }
}

extension RuleMessage {
    fileprivate static let noAlternative = RuleMessage(
        id: "direct-touch-without-alternative",
        text: """
            Only people who can perform the gestures themselves can use this direct touch area: \
            Switch Control and Voice Control users cannot reach what it does.
            """,
        fix: "Add `.accessibilityAction(named:)` for each thing the gestures do (\"Pet\", \"Tap\", \"Pinch\").")
}
