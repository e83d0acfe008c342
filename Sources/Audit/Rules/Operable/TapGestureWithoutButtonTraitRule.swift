import SwiftSyntax
import SwiftSyntaxSupport

/// `.onTapGesture` on a view that is not a button, without `.accessibilityAddTraits(.isButton)`.
///
/// SwiftLint's `accessibility_trait_for_button`. `onTapGesture` does not add the button trait
/// (`spec/swiftui.md` §4.1), so VoiceOver never says the view can be activated. A plain `Color`
/// with a tap gesture (a background that dismisses the keyboard) is not reported.
public struct TapGestureWithoutButtonTraitRule: SourceRule {
    public static let description = RuleDescription(
        id: "tap-gesture-without-button-trait",
        title: "Tap gesture on a view that is not a button",
        rationale: """
            VoiceOver says "Button" so a person knows a view does something. A view made tappable \
            with `onTapGesture` sounds like plain text, so a VoiceOver user never learns it can be \
            activated, and Voice Control may not offer it. (WCAG 4.1.2 Name, Role, Value; HIG \
            Accessibility › VoiceOver)
            """,
        wcag: [.nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        inputs: [.swiftUISource],
        triggeringExamples: [
            .swift("""
                Text(route.name)
                    ↓.onTapGesture { select(route) }
                """),
            .swift("Image(\"avatar\").accessibilityLabel(\"Dan\")↓.onTapGesture(count: 1) { showProfile() }"),
        ],
        nonTriggeringExamples: [
            .swift("Text(route.name).onTapGesture { select(route) }.accessibilityAddTraits(.isButton)"),
            .swift("Text(\"Website\").accessibilityAddTraits(.isLink).onTapGesture { open(url) }"),
            .swift("Button(route.name) { select(route) }"),
            .swift("Color.clear.onTapGesture { dismissKeyboard() }"),
            .swift("Image(\"divider\").accessibilityHidden(true).onTapGesture { reset() }"),
        ],
        fixExamples: [
            FixExample(before: "Text(route.name)↓.onTapGesture { select(route) }",
                       after: "Text(route.name).onTapGesture { select(route) }.accessibilityAddTraits(.isButton)"),
        ])

    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Toggle", "Menu", "Color"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.modifierCalls(named: ["onTapGesture"]).compactMap { (modifier: ModifierChain.Modifier) -> Finding? in
            let call = modifier.call
            let chain = ModifierChain(containing: call)
            let traits: [String] = chain.modifiers(named: "accessibilityAddTraits").flatMap { modifier in
                modifier.call.tokens(viewMode: .sourceAccurate).map(\.text)
            }
            let typeName = chain.view.firstToken(viewMode: .sourceAccurate)?.text ?? ""
            guard !Self.controls.contains(chain.viewName ?? ""), !Self.controls.contains(typeName),
                  !traits.contains("isButton"), !traits.contains("isLink"), !chain.isAccessibilityHidden else {
                return nil
            }
            let isLastModifier = chain.modifiers.last?.call.id == call.id
            let edits = isLastModifier ? [file.edit(inserting: ".accessibilityAddTraits(.isButton)", after: call)] : []
            return finding(.notAButton, at: file.location(of: modifier.member.period), edits: edits)
        }
    }
}

extension RuleMessage {
    fileprivate static let notAButton = RuleMessage(
        id: "tap-gesture-without-button-trait",
        text: """
            VoiceOver does not say "Button" for this tappable view: a person who cannot see it \
            does not know it does something.
            """,
        fix: "Use a `Button`, or add `.accessibilityAddTraits(.isButton)` (`.isLink` if it opens a page).")
}
