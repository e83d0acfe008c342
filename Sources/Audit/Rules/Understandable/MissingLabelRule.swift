import AccessibilityTree

/// A control or image VoiceOver can focus that has neither a label nor a value.
///
/// VoiceOver speaks label, value, then trait words (docs/voiceover-speech.md, What VoiceOver speaks), so an image-only
/// button with no label is announced as just "Button."; SwiftUI does this for `Button { Image(…) }`
/// whose image has no description (docs/swiftui-defaults.md, Default labels and traits).
public struct MissingLabelRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "missing-label",
        title: "Control or image has no label",
        rationale: """
            VoiceOver speaks an element's label first. A button drawn only as an icon, with no \
            label and no value, is announced as just "Button": a person who cannot see it does not \
            know what it does, and Voice Control cannot name it.
            """,
        wcag: [.nonTextContent, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        insertedModifier: .label,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "settings", traits: .button),
                AccessibilityElement(id: "title", label: "Coffee", traits: .header),
            ]), reported: ["settings"]),
            .screen(Screen(elements: [AccessibilityElement(id: "photo", traits: .image)]), reported: ["photo"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "share", label: "  ", traits: .button),
            ]), reported: ["share"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "settings", label: "Settings", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "volume", value: "60%", traits: .adjustable),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "hidden", traits: .button, isHidden: true),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.isInteractive || element.traits.contains(.image),
                  element.spokenLabel == nil, element.spokenValue == nil else { return nil }
            let message: RuleMessage = element.traits.contains(.image) && !element.isInteractive
                ? .unlabelledImage : .unlabelledControl(heardAs: element.typeHeard)
            // A control's symbol a caller of the app's own view passes is chosen, and labelled, at
            // the call; an image alone is hidden or described where the view draws it.
            let passed = element.isInteractive
                ? element.contentPassedAt.map { FindingLocation($0, elementPath: element.id.rawValue) } : nil
            return finding(message, about: element, in: context, at: passed, dependingOn: [.label, .value])
                .map { PassedContent.relating($0, passedAt: passed) }
        }
    }
}

extension RuleMessage {
    fileprivate static func unlabelledControl(heardAs type: String?) -> RuleMessage { RuleMessage(
        id: "missing-label.control",
        text: """
            VoiceOver reads \(type.map { "this control as just its type (\"\($0)\")" } ?? "nothing for this control"): \
            a person who cannot see it does not know what it does.
            """,
        fix: """
            Give it a label naming what it does: `.accessibilityLabel("Settings")`, or a `Label` \
            with a title and `.labelStyle(.iconOnly)`.
            """,
        uikitFix: """
            Give it a label naming what it does: `button.accessibilityLabel = "Settings"` (or a title \
            in its configuration, which VoiceOver reads).
            """)
    }

    fileprivate static let unlabelledImage = RuleMessage(
        id: "missing-label.image",
        text: "VoiceOver reads this picture as just \"Image\": a person who cannot see it misses what it shows.",
        // A picture read as just "Image" has no asset name (an asset image is read by its
        // name): a symbol, a loaded or run-time picture, for which `Image(decorative:)`, an
        // asset's initialiser, is no spelling. `.accessibilityHidden(true)` hides any view
        // (Apple, `accessibilityHidden(_:)`), at the place the finding points to, the view's
        // call when the picture is drawn by the app's own view.
        fix: """
            Describe what the image shows with `.accessibilityLabel(…)`, or hide it with \
            `.accessibilityHidden(true)` if it adds nothing.
            """,
        uikitFix: """
            Describe what the image shows with `imageView.accessibilityLabel = …` and \
            `isAccessibilityElement = true`, or leave it out (`isAccessibilityElement = false`) if it adds nothing.
            """)
}
