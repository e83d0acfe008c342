import AccessibilityTree

/// Buttons with a generic name ("Call", "Open address in maps") beside the thing they act on,
/// focused one by one so the subject is out of earshot.
///
/// The Exceptional Dogs shelter view (WWDC18 session 230): "When I hear call, it isn't clear to me
/// what this call action is referring to even though visually this is pretty evident".
/// Reported when a container holds a text subject and two or more such buttons, or when the same
/// generic name appears on several controls.
public struct ContextFreeActionRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "context-free-action",
        title: "Action is named without its subject",
        rationale: """
            A sighted person sees the Call button next to the shelter's name; a VoiceOver user \
            reaching it by swiping hears only "Call, Button" and cannot tell whom it calls. The \
            subject and its actions read best as one element with custom actions.
            """,
        wcag: [.linkPurposeInContext, .headingsAndLabels],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        pointsAtLabelModifier: true,
        triggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs", elements: [
                .container(id: "shelter", children: [
                    AccessibilityElement(id: "name", label: "Skyler's animal shelter", traits: .staticText),
                    AccessibilityElement(id: "map", label: "Open address in maps", traits: .button),
                    AccessibilityElement(id: "call", label: "Call", traits: .button),
                ]),
            ]), reported: ["map", "call"]),
        ],
        nonTriggeringExamples: [
            // A deleted author's picture ("trash", read "Delete") in a byline one tap opens: what it shows, no action.
            .screen(Screen(elements: [
                .container(id: "byline", children: [
                    AccessibilityElement(id: "avatar", label: "Delete", traits: .image, gestures: [.tap],
                                         tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                    AccessibilityElement(id: "author", label: "[deleted]", traits: .staticText, gestures: [.tap],
                                         tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                    AccessibilityElement(id: "other", label: "Delete", traits: .image, gestures: [.tap],
                                         tapSource: SourceLocation(file: "Badge.swift", line: 98, column: 6), tapReachesOthers: true),
                ]),
            ]), reported: []),
            .screen(Screen(name: "Exceptional Dogs, fixed", elements: [
                AccessibilityElement(id: "shelter", label: "Skyler's animal shelter",
                                     customActions: [CustomAction(name: "Open address in maps"),
                                                     CustomAction(name: "Call")]),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Profile", traits: .header),
                AccessibilityElement(id: "edit", label: "Edit", traits: .button),
            ]), reported: []),
            .screen(Screen(elements: [
                AccessibilityElement(id: "name", label: "Skyler's animal shelter", traits: .staticText),
                AccessibilityElement(id: "call", label: "Call", hint: "Calls Skyler's animal shelter", traits: .button),
                AccessibilityElement(id: "map", label: "Open Skyler's animal shelter in Maps", traits: .button),
            ]), reported: []),
            // A segmented picker's segments: options in a row, one selected, not actions on
            // "Preferred contact" (how the app should reach the person).
            .screen(Screen(elements: [
                .container(id: "field", children: [
                    AccessibilityElement(id: "title", label: "Preferred contact", traits: .staticText),
                    AccessibilityElement(id: "call", label: "Call", traits: [.button, .selected],
                                         frame: Rect(x: 0, y: 40, width: 120, height: 32)),
                    AccessibilityElement(id: "message", label: "Message", traits: .button,
                                         frame: Rect(x: 120, y: 40, width: 120, height: 32)),
                ]),
            ]), reported: []),
            // Fields named by what to type: "Text" and "Link" of a link editor are no actions.
            .screen(Screen(elements: [
                .container(id: "editor", children: [
                    AccessibilityElement(id: "title", label: "Create a link", traits: .staticText),
                    AccessibilityElement(id: "text", label: "Text", traits: .textEntry),
                    AccessibilityElement(id: "link", label: "Message", traits: .textEntry),
                ]),
            ]), reported: []),
            // Each chip's words come from its caller, not worked out from the code (`"\\(text)"`):
            // the name of the parameter that holds them is not a word VoiceOver reads.
            .screen(Screen(elements: [
                .container(id: "filters", children: [
                    AccessibilityElement(id: "title", label: "Events", traits: .staticText),
                    AccessibilityElement(id: "chip-1", label: "\\(text)", traits: .button,
                                         unresolved: [Unresolved(.label, reason: "run-time value `kind.displayText`")]),
                    AccessibilityElement(id: "chip-2", label: "\\(text)", traits: .button,
                                         unresolved: [Unresolved(.label, reason: "run-time value `kind.displayText`")]),
                ]),
            ]), reported: []),
        ])

    /// Names of actions that say what happens but not to what (normalised to lower case).
    static let genericNames: Set<String> = [
        "call", "phone", "email", "e-mail", "message", "text", "open", "open in maps", "open address in maps",
        "directions", "get directions", "map", "maps", "website", "more", "more info", "info", "details",
        "edit", "delete", "remove", "share", "view", "show", "learn more", "read more", "see more",
        "see all", "show more", "go", "select", "buy", "download", "add",
    ]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let focusables = context.focusableElements(of: screen)
        // A picture of a card a tap opens names what it shows ("trash" for a deleted author), no action.
        let generic = focusables.filter { isGeneric($0.element) && !$0.element.isPictureOfATappedView }
        let nameCounts = Dictionary(grouping: generic, by: { normalised($0.element.spokenLabel) }).mapValues(\.count)
        let siblingsByParent = Dictionary(grouping: focusables, by: { $0.parent?.id })
        return generic.compactMap { focusable in
            let siblings = siblingsByParent[focusable.parent?.id] ?? []
            guard !Self.isOption(focusable.element, among: siblings.map(\.element)) else { return nil }
            let hasSubject = siblings.contains { $0.element.isPlainText && $0.element.spokenLabel != nil }
            let genericSiblings = siblings.filter { isGeneric($0.element) }.count
            let repeats = (nameCounts[normalised(focusable.element.spokenLabel)] ?? 0) > 1
            guard hasSubject, genericSiblings >= 2 || repeats, let label = focusable.element.spokenLabel else {
                return nil
            }
            // Quoted with the element's type as VoiceOver speaks it ("Button", "Link", "Image" for a
            // picture answering a tap, which gets no button trait: docs/swiftui-defaults.md, Gestures).
            return finding(.noSubject(label: label, role: focusable.element.typeHeard), about: focusable.element,
                           in: context, dependingOn: [.label, .hint, .value])
        }
    }

    /// Whether the element is one of a row of options, one of them marked selected: a segment of a
    /// segmented picker ("Text" beside "HTML"), a tab. Choosing it picks a mode among those in
    /// its row, which is what its name says; it does not act on a subject beside it. Options in
    /// a row share their top edge and height (`lowerSegments` lays segments out so).
    static func isOption(_ element: AccessibilityElement, among siblings: [AccessibilityElement]) -> Bool {
        guard let frame = element.frame, element.traits.contains(.button) else { return false }
        return siblings.contains { sibling in
            guard sibling.traits.contains(.selected), let other = sibling.frame else { return false }
            return other.minY == frame.minY && other.height == frame.height
        }
    }

    /// Whether the element's label is one of `genericNames`. A label holding the placeholder of a
    /// value worked out only at run time (`"\(text)"`) is not: its words are an expression's
    /// name, not words VoiceOver reads.
    private func isGeneric(_ element: AccessibilityElement) -> Bool {
        // A field's name says what to type ("Text", "Message"), not an action on a subject.
        element.isInteractive && !element.traits.contains(.textEntry) && !element.traits.contains(.searchField)
            && element.spokenHint == nil && element.spokenValue == nil
            && element.spokenLabel?.holdsRunTimePlaceholder != true
            && Self.genericNames.contains(normalised(element.spokenLabel))
    }

    private func normalised(_ label: String?) -> String {
        (label ?? "").lowercasedWords.joined(separator: " ")
    }
}

extension RuleMessage {
    fileprivate static func noSubject(label: String, role: String?) -> RuleMessage {
        RuleMessage(
            id: "context-free-action",
            text: """
                VoiceOver reads just "\(label)\(role.map { ", \($0)" } ?? "")": a person who reaches it by swiping does not \
                know what it acts on, though sighted people see the subject beside it.
                """,
            fix: """
                Make the subject one element and offer "\(label)" as a custom action on it \
                (`.accessibilityElement(children: .combine)` with `.accessibilityAction(named:)`), or \
                name the subject in the label.
                """)
    }
}
