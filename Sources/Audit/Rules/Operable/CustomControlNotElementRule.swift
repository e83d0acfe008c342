import AccessibilityTree
import Basics

/// A control of the app's own class that is no accessibility element: VoiceOver reads its parts,
/// or nothing at all.
///
/// A `UIControl` subclass answers a tap — UIKit sends its touch events to the targets added to it
/// — but only UIKit's own controls are accessibility elements unless told (Apple,
/// `isAccessibilityElement`: "If the receiver is a UIKit control, the default value is true").
/// Left so, VoiceOver reads the labels inside it one by one as text, with no "Button"; Switch
/// Control, Voice Control and Full Keyboard Access, which offer what acts, pass it by; and with
/// nothing readable inside (an icon), no assistive technology reaches it. Brave made its tabs
/// button and its news cards one element with the button trait for this. The UIKit front end
/// lowers such a control as a container that answers a tap, placed where its class's
/// initialiser ends, where the fix is written. Not reported: a control that holds a control of
/// its own (a button inside it is reached), SwiftUI (a tap there reaches the elements it covers:
/// `tappable-without-button-trait`), and a control made one element, whose trait
/// `tappable-without-button-trait` judges.
public struct CustomControlNotElementRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "custom-control-not-element",
        title: "Custom control is not an accessibility element",
        rationale: """
            A control of the app's own class does something when tapped, but UIKit makes only its \
            own controls accessibility elements. VoiceOver reads the text inside it as plain text, \
            with no "Button"; Switch Control, Voice Control and Full Keyboard Access skip it; and \
            when nothing inside it is read (an icon), none of them reaches it at all.
            """,
        wcag: [.nameRoleValue, .keyboard],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(elements: [
                Self.control("tabs", [AccessibilityElement(id: "count", label: "3", traits: .staticText)]),
                // Only an icon inside: nothing is read, nothing is reached.
                Self.control("share", []),
            ]), reported: ["tabs", "share"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                // One element with the button trait; a control holding buttons of its own.
                AccessibilityElement(id: "tabs", label: "3 tabs", traits: .button, gestures: [.tap]),
                Self.control("filters", [
                    AccessibilityElement(id: "all", label: "All", traits: [.button, .selected]),
                    AccessibilityElement(id: "unread", label: "Unread", traits: .button),
                ]),
                // A container that takes no tap.
                .container(id: "card", children: [AccessibilityElement(id: "title", label: "Weekly digest", traits: .staticText)]),
            ]), reported: []),
        ])

    /// A custom control as the UIKit front end lowers it: no element, answering a tap.
    private static func control(_ id: ElementID, _ children: [AccessibilityElement]) -> AccessibilityElement {
        var control = AccessibilityElement.container(id: id, children: children)
        control.gestures = [.tap]
        return control
    }

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        guard context.framework != .swiftUI else { return [] }
        return screen.exposedNodes.compactMap { node in
            guard !node.isAccessibilityElement, node.gestures.contains(.tap) else { return nil }
            let inside = Self.elements(in: node)
            guard !inside.contains(where: \.isInteractive) else { return nil }
            return finding(.readAsParts(inside.compactMap(\.spokenLabel)), about: node, in: context)
        }
    }

    /// The elements under `node` that assistive technologies reach, in order.
    private static func elements(in node: AccessibilityElement) -> [AccessibilityElement] {
        node.exposedChildren.flatMap { _, child in child.isAccessibilityElement ? [child] : elements(in: child) }
    }
}

extension RuleMessage {
    /// What VoiceOver reads of a control that is no element: `words`, the labels inside it the
    /// audit knows (none when they are set at run time, or when it shows only images).
    fileprivate static func readAsParts(_ words: [String]) -> RuleMessage {
        let quoted = words.prefix(3).map { "\"\($0)\"" } + (words.count > 3 ? ["…"] : [])
        let read = quoted.isEmpty
            ? "what is inside it as text, with no \"Button\" (nothing at all where that is only images)"
            : "what is inside it (\(quoted.joined(separator: ", "))) as text, with no \"Button\""
        return RuleMessage(
            id: "custom-control-not-element",
            text: """
                This control is not an accessibility element: VoiceOver reads \(read), and Switch \
                Control, Voice Control and Full Keyboard Access skip it, so a person using them does \
                not know it acts.
                """,
            fix: """
                Make the control one element that says what it does: `.accessibilityElement(children: \
                .combine)` with `.accessibilityAddTraits(.isButton)`.
                """,
            uikitFix: """
                Make the control one element that says what it does, in its initialiser: \
                `isAccessibilityElement = true`, `accessibilityTraits.insert(.button)`, and an \
                `accessibilityLabel` with the words it shows (set again where they change).
                """)
    }
}
