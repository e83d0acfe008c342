import AccessibilityTree

/// An element that responds to a tap but is not announced as a button or link.
///
/// `onTapGesture` does not add the button trait (docs/swiftui-defaults.md, Gestures); DogRoutePro's route cells
/// "didn't convey that [they were] able to be activated" until the button trait was added
/// (WWDC16 session 202). A surface that also takes other gestures (the virtual cat: pat, tap,
/// pinch) is not a button, nor is a view that answers only a double tap: `gesture-only-control`
/// reports what they lack.
public struct TappableWithoutButtonTraitRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "tappable-without-button-trait",
        title: "Tappable element is not a button",
        rationale: """
            VoiceOver says "Button" so a person knows they can activate an element. A view that \
            responds to a tap but has no button or link trait sounds like plain text, so they \
            never try it.
            """,
        wcag: [.nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        insertedModifier: .buttonTrait,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "route", label: "Central Park loop", gestures: [.tap]),
                AccessibilityElement(id: "avatar", label: "Dan", traits: .image, gestures: [.tap]),
            ]), reported: ["route", "avatar"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "route", label: "Central Park loop", traits: .button, gestures: [.tap]),
                AccessibilityElement(id: "site", label: "Website", traits: .link, gestures: [.tap]),
                AccessibilityElement(id: "name", label: "Layla", traits: .staticText),
                AccessibilityElement(id: "cat", label: "Virtual cat", traits: .image, gestures: [.drag, .tap, .pinch]),
                // A double tap needs an accessible alternative, not a trait: `gesture-only-control`.
                AccessibilityElement(id: "map", label: "Route map", traits: .image, gestures: [.doubleTap]),
            ]), reported: []),
        ])

    /// Traits that tell a person the element can be activated.
    static let activatableTraits: Traits = [.button, .link, .toggle, .tabButton, .backButton, .keyboardKey,
                                            .adjustable, .searchField, .textEntry, .allowsDirectInteraction]

    /// Gestures a button answers; an element with others is a gesture surface, not a button.
    static let buttonGestures: Set<Gesture> = [.tap, .doubleTap, .longPress, .hover]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.gestures.contains(.tap),
                  element.gestures.allSatisfy(Self.buttonGestures.contains),
                  element.traits.isDisjoint(with: Self.activatableTraits) else { return nil }
            return finding(.notAButton(label: element.spokenLabel), about: element, in: context,
                           dependingOn: [.traits, .gestures])
        }
    }
}

extension RuleMessage {
    fileprivate static func notAButton(label: String?) -> RuleMessage {
        RuleMessage(
            id: "tappable-without-button-trait",
            text: """
                VoiceOver reads \(label.map { "\"\($0)\"" } ?? "this element") with no "Button": \
                a person who cannot see it does not know it does something when tapped.
                """,
            fix: "Use a `Button`, or add `.accessibilityAddTraits(.isButton)` (`.isLink` if it opens a page).",
            uikitFix: "Use a `UIButton`, or add the trait: `accessibilityTraits.insert(.button)` (`.link` if it opens a page).")
    }
}
