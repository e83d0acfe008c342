import AccessibilityTree

/// An image VoiceOver stops on whose label says it is decoration ("divider", "background").
public struct DecorativeImageExposedRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "decorative-image-exposed",
        title: "Decorative image is exposed to VoiceOver",
        rationale: """
            Dividers, backgrounds and gradients carry no information. Each one exposed is an \
            extra swipe that says "divider, Image" and interrupts the content around it.
            """,
        wcag: [.nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        insertedModifier: .hidden,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "divider", label: "divider", traits: .image),
                AccessibilityElement(id: "hero", label: "header_background", traits: .image),
                AccessibilityElement(id: "fade", label: "Gradient", traits: .image),
            ]), reported: ["divider", "hero", "fade"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "photo", label: "Layla on the beach", traits: .image),
                AccessibilityElement(id: "settings", label: "Background refresh", traits: .button),
            ]), reported: []),
        ])

    /// Words that name decoration rather than content.
    static let decorativeWords: Set<String> = ["divider", "separator", "background", "bg", "decoration",
                                               "decorative", "spacer", "gradient", "shadow", "ornament",
                                               "texture", "backdrop", "overlay"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.traits.contains(.image), !element.isInteractive, let label = element.spokenLabel,
                  label.replacingOccurrences(of: "_", with: " ").lowercasedWords
                      .contains(where: Self.decorativeWords.contains) else { return nil }
            return finding(.decorative(label: label), about: element, in: context, dependingOn: [.label, .isHidden])
        }
    }
}

extension RuleMessage {
    fileprivate static func decorative(label: String) -> RuleMessage {
        RuleMessage(
            id: "decorative-image-exposed",
            text: """
                VoiceOver stops on "\(label), Image", which is decoration: a listener spends a swipe \
                on it and learns nothing.
                """,
            fix: "Hide it from assistive technologies: `Image(decorative:)`, `.accessibilityHidden(true)`, or `isAccessibilityElement = false`.")
    }
}
