import AccessibilityTree

/// An adjustable element (swipe up or down to change it) that does not say its current value.
///
/// The coffee dispenser in WWDC26 session 220 read "Coffee dispenser, 6 ounces, adjustable" only
/// once it had `.accessibilityValue`; a slider must say where it is set. A value the code sets
/// from a run-time expression (a slider bound to `$model.volume`, which VoiceOver reads as a
/// percentage; `.accessibilityValue(level.title)`) is a value, only not known here: the rule does
/// not ask about it (docs/review.md).
public struct AdjustableWithoutValueRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "adjustable-without-value",
        title: "Adjustable element has no value",
        rationale: """
            A person swiping up or down on an adjustable element hears its value after each \
            change. With no value they cannot tell where the control is set or whether their \
            swipe did anything.
            """,
        wcag: [.nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "coffee", label: "Coffee dispenser", traits: .adjustable),
            ]), reported: ["coffee"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "coffee", label: "Coffee dispenser", value: "6 ounces", traits: .adjustable),
                AccessibilityElement(id: "play", label: "Play", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "volume", label: "Volume", traits: .adjustable,
                                     unresolved: [Unresolved(.value, reason: "slider value depends on run-time value `volume`")]),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).compactMap { focusable in
            let element = focusable.element
            guard element.traits.contains(.adjustable), !element.traits.contains(.notEnabled),
                  element.spokenValue == nil, !element.hasRunTimeValue else { return nil }
            return finding(.noValue(label: element.spokenLabel), about: element, in: context, dependingOn: [.value])
        }
    }
}

extension RuleMessage {
    fileprivate static func noValue(label: String?) -> RuleMessage {
        RuleMessage(
            id: "adjustable-without-value",
            text: """
                VoiceOver says "\(label ?? "")\(label == nil ? "" : ", ")Adjustable" but never where it \
                is set: a person swiping up or down cannot hear what their swipe changed.
                """,
            fix: "Expose the current value with `.accessibilityValue(…)` (\"6 ounces\", \"60%\") and keep it up to date.")
    }
}

extension AccessibilityElement {
    /// Whether the code sets a value whose text is known only at run time: a front end named the
    /// value as what it could not work out (a bound slider, a toggle's state, a run-time
    /// `.accessibilityValue`).
    var hasRunTimeValue: Bool { unresolved.contains { $0.fact == .value } }
}
