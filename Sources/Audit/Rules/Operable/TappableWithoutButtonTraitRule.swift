import AccessibilityTree

/// An element that responds to a tap but is not announced as a button or link.
///
/// `onTapGesture` does not add the button trait (docs/swiftui-defaults.md, Gestures); DogRoutePro's route cells
/// "didn't convey that [they were] able to be activated" until the button trait was added
/// (WWDC16 session 202). A surface that also takes other gestures (the virtual cat: pat, tap,
/// pinch) is not a button, nor is a view that answers only a double tap: `gesture-only-control`
/// reports what they lack.
public struct TappableWithoutButtonTraitRule: SettlingTreeRule {
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
            // A tap on a card of two texts, neither announced: each answers it unannounced.
            .screen(Screen(elements: [
                AccessibilityElement(id: "council", label: "Your local council", traits: .staticText, gestures: [.tap],
                                     tapSource: Self.cardTap),
                AccessibilityElement(id: "name", label: "Westminster", traits: .staticText, gestures: [.tap],
                                     tapSource: Self.cardTap),
            ]), reported: ["council", "name"]),
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
            // The same card whose name is announced as a link: the tap is told of on the name.
            .screen(Screen(elements: [
                AccessibilityElement(id: "council", label: "Your local council", traits: .staticText, gestures: [.tap],
                                     tapSource: Self.cardTap),
                AccessibilityElement(id: "name", label: "Westminster", traits: [.staticText, .link], gestures: [.tap],
                                     tapSource: Self.cardTap),
            ]), reported: []),
        ])

    /// Where the examples' card is tapped (`CouncilCard(…).onTapGesture { … }`).
    private static let cardTap = SourceLocation(file: "Councils.swift", line: 12, column: 14)

    /// Gestures a button answers; an element with others is a gesture surface, not a button.
    static let buttonGestures: Set<Gesture> = [.tap, .doubleTap, .longPress, .hover]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let focusable = context.focusableElements(of: screen)
        let announced = Self.announcedTaps(among: focusable.map(\.element))
        return focusable.compactMap { focusable in
            let element = focusable.element
            guard element.gestures.contains(.tap),
                  element.gestures.allSatisfy(Self.buttonGestures.contains),
                  element.traits.isDisjoint(with: Traits.activatable),
                  !(element.tapSource.map(announced.contains) ?? false) else { return nil }
            // A tap added to a view around the element is fixed where it is written.
            let tap = element.tapSource.map { FindingLocation($0, elementPath: element.id.rawValue) }
            return finding(.notAButton(label: element.spokenLabel), about: element, in: context, at: tap,
                           dependingOn: [.traits, .gestures])
        }
    }

    /// The announced taps: a source rule reading the file where the tap is written does not see
    /// the element that announces it (`tap-gesture-without-button-trait` on `CouncilCard(…)`).
    public func settledPlaces(_ screen: Screen, in context: TreeContext) -> [SourceLocation] {
        Self.announcedTaps(among: context.focusableElements(of: screen).map(\.element)).sorted()
    }

    /// The taps on views around several elements of which one is announced as a button or a link
    /// (`.accessibilityAddTraits(.isLink)` on a card's title): VoiceOver's double tap on that one
    /// runs the tap, and its trait tells a person it is there. The card's other texts answer the
    /// same tap when activated, as a sighted person's tap anywhere on the card does.
    static func announcedTaps(among elements: [AccessibilityElement]) -> Set<SourceLocation> {
        Set(elements.compactMap { element in
            element.traits.isDisjoint(with: [.button, .link]) ? nil : element.tapSource
        })
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
