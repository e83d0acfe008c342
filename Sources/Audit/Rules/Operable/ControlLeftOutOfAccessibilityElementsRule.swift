import AccessibilityTree
import Basics

/// A control on screen that its view's `accessibilityElements` leaves out.
///
/// A view that lists its elements is read as its list says: VoiceOver, Switch Control and Full
/// Keyboard Access reach what is listed and nothing else of the view (Apple,
/// `accessibilityElements`). Brave's location bar listed its lock, address and reader-mode
/// button; its reload and shields buttons, added later, were not in the list, and people using
/// VoiceOver could not reload a page. The UIKit front end gives the container the place of the
/// list (`elementsListedAt`) and the controls it leaves out as hidden children; each is reported
/// at the list, where the fix adds it.
public struct ControlLeftOutOfAccessibilityElementsRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "control-left-out-of-accessibility-elements",
        title: "Control left out of accessibilityElements",
        rationale: """
            A view that lists its elements in `accessibilityElements` is read as the list says. A \
            button, switch or field on screen that the list leaves out is skipped by VoiceOver, \
            Switch Control and Full Keyboard Access: a person using them cannot reach what it does.
            """,
        wcag: [.keyboard, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(elements: [
                Self.locationBar(leavingOut: AccessibilityElement(id: "reload", label: "Reload", traits: .button, isHidden: true)),
            ]), reported: ["reload"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                // Listed; and a hidden element that takes no action (a decorative badge).
                Self.locationBar(leavingOut: AccessibilityElement(id: "reload", label: "Reload", traits: .button)),
                Self.locationBar(leavingOut: AccessibilityElement(id: "badge", label: "Secure", traits: .image, isHidden: true)),
            ]), reported: []),
        ])

    /// A location bar listing its address field, and `other`.
    private static func locationBar(leavingOut other: AccessibilityElement) -> AccessibilityElement {
        var bar = AccessibilityElement.container(id: "bar", children: [
            AccessibilityElement(id: "address", label: "Address", value: "example.com", traits: .searchField),
            other,
        ])
        bar.elementsListedAt = SourceLocation(file: "LocationView.swift", line: 40, column: 9)
        return bar
    }

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        screen.exposedNodes.flatMap { node -> [Finding] in
            guard let list = node.elementsListedAt else { return [] }
            return node.children.filter { $0.isHidden && $0.isTouchTarget }.compactMap { control in
                finding(.leftOut(label: control.spokenLabel), about: control, in: context,
                        at: FindingLocation(list, elementPath: control.id.rawValue), dependingOn: [])
            }
        }
    }
}

extension RuleMessage {
    fileprivate static func leftOut(label: String?) -> RuleMessage {
        RuleMessage(
            id: "control-left-out-of-accessibility-elements",
            text: """
                VoiceOver, Switch Control and Full Keyboard Access never reach \
                \(label.map { "\"\($0)\"" } ?? "this control"): the view lists its elements in \
                `accessibilityElements` and leaves it out.
                """,
            fix: "Add the control to the view's `accessibilityElements`, in the order it is read.",
            uikitFix: """
                Add the control to `accessibilityElements` here, where it belongs in reading order \
                (filter it out only while it is hidden), or make it one of the listed elements' own.
                """)
    }
}
