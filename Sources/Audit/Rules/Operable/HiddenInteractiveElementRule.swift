import SwiftSyntax
import SwiftSyntaxSupport

/// `.accessibilityHidden(true)` on a control, or on a view that contains one.
///
/// Not reported: a button that only carries a keyboard shortcut and is not drawn
/// (`.keyboardShortcut` with `.hidden()`, `.opacity(0)`, a zero frame or an empty title): nobody
/// sees or taps it, and its action is reached by the shortcut, which Full Keyboard Access and
/// VoiceOver with a keyboard use too (Apple's documentation of `keyboardShortcut(_:modifiers:)`);
/// a button stepping a value that a view beside it, or the view around both, makes adjustable
/// (`isStepOfAdjustableSibling`).
public struct HiddenInteractiveElementRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.accessibilityHidden(…)`, or its iOS 13 spelling `.accessibility(hidden:)`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityHidden", "accessibility"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "hidden-interactive-element",
        title: "Control is hidden from assistive technologies",
        rationale: """
            A hidden view disappears for VoiceOver, Switch Control and Voice Control. When it is \
            a button, toggle or link, people using them cannot reach what it does at all. Hide the \
            decoration inside a control, not the control.
            """,
        wcag: [.keyboard, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("Button(\"Skip\") { skip() }↓.accessibilityHidden(true)"),
            .swift("""
                HStack {
                    Text("Wi-Fi")
                    Toggle("Wi-Fi", isOn: $isOn)
                }
                ↓.accessibilityHidden(true)
                """),
            .swift("""
                Button("Send") { send() }
                    .keyboardShortcut(.return, modifiers: .command)
                    ↓.accessibilityHidden(true)
                """),
            // The adjustable value is elsewhere: the hidden button is the only way to its action.
            .swift("""
                VStack {
                    HStack {
                        Button { quantity -= 1 } label: { Image(systemName: "minus.circle") }
                            ↓.accessibilityHidden(true)
                        Text(quantity, format: .number)
                    }
                    Slider(value: $volume).accessibilityAdjustableAction { _ in }
                }
                """),
            .swift("""
                Button("Jump to bottom") { scrollToBottom() }
                    .opacity(isHidden ? 0.4 : 1)
                    ↓.accessibilityHidden(isHidden)
                """),
        ],
        nonTriggeringExamples: [
            .swift("Button { open() } label: { Image(\"linkedin\").accessibilityHidden(true) }"),
            .swift("Button(\"Skip\") { skip() }.accessibilityHidden(false)"),
            .swift("""
                HStack {
                    Button("Call") { call() }
                }
                .accessibilityHidden(true)
                .accessibilityRepresentation { Button("Call Skyler's animal shelter") { call() } }
                """),
            .swift("""
                Button("Next tab") { selectNextTab() }
                    .keyboardShortcut("]", modifiers: .command)
                    .hidden()
                    .accessibilityHidden(true)
                """),
            .swift("""
                Button("") { dismiss() }
                    .keyboardShortcut(.escape, modifiers: [])
                    .accessibilityHidden(true)
                """),
            .swift("""
                HStack {
                    Button { quantity -= 1 } label: { Image(systemName: "minus.circle") }
                        .accessibilityHidden(true)
                    TextField("Quantity", value: $quantity, format: .number)
                        .accessibilityAdjustableAction { direction in
                            quantity += direction == .increment ? 1 : -1
                        }
                    Button { quantity += 1 } label: { Image(systemName: "plus.circle") }
                        .accessibilityHidden(true)
                }
                """),
            .swift("""
                HStack {
                    Button { rating -= 1 } label: { Image(systemName: "minus") }.accessibilityHidden(true)
                    Text("\\(rating) stars")
                }
                .accessibilityElement(children: .combine)
                .accessibilityAdjustableAction { direction in rating += direction == .increment ? 1 : -1 }
                """),
            .swift("""
                Button("Jump to bottom") { scrollToBottom() }
                    .opacity(isHidden ? 0 : 1)
                    .allowsHitTesting(!isHidden)
                    .accessibilityHidden(isHidden)
                """),
        ])

    static let controls: Set<String> = ["Button", "Toggle", "Link", "NavigationLink", "Slider", "Stepper", "Picker",
                                        "TextField", "SecureField", "Menu", "DatePicker", "ColorPicker", "ShareLink"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.modifierCalls(named: ["accessibilityHidden"]).compactMap { modifier in
            guard modifier.argument()?.booleanLiteralValue ?? true else { return nil }
            let chain = ModifierChain(containing: modifier.call)
            guard !chain.hasModifier("accessibilityRepresentation"), !chain.hasModifier("accessibilityAction"),
                  !chain.hasModifier("accessibilityActions"), !Self.isUndrawnShortcutCarrier(chain),
                  !Self.isHiddenWhileTransparent(chain, hidden: modifier.argument()),
                  let view = chain.viewCall else { return nil }
            let name = view.calledExpression.calledName ?? ""
            let contentHasControl = view.allTrailingClosures.contains(where: containsControl)
                || view.arguments.contains { $0.expression.as(ClosureExprSyntax.self).map(containsControl) ?? false }
            guard Self.controls.contains(name) || contentHasControl,
                  !(name == "Button" && Self.isStepOfAdjustableSibling(chain)) else { return nil }
            return finding(.hidden, at: file.location(of: modifier.member.period))
        }
    }

    /// Whether the view only carries a keyboard shortcut and is never drawn: `.hidden()`,
    /// `.opacity(0)`, a zero frame, or a button titled "".
    static func isUndrawnShortcutCarrier(_ chain: ModifierChain) -> Bool {
        guard chain.hasModifier("keyboardShortcut") else { return false }
        let emptyTitle = chain.viewCall?.arguments.first.map {
            $0.label == nil && $0.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription.isEmpty == true
        } ?? false
        return emptyTitle || chain.hasModifier("hidden")
            || chain.modifiers(named: "opacity").contains { $0.argument()?.numberLiteralValue == 0 }
            || chain.modifiers(named: "frame").contains { modifier in
                ["width", "height"].contains { modifier.argument($0)?.numberLiteralValue == 0 }
            }
    }

    /// Whether the view is hidden exactly while it is drawn fully transparent: `.opacity(isHidden
    /// ? 0 : 1)` beside `.accessibilityHidden(isHidden)`. Nobody sees it then, and hiding it
    /// keeps VoiceOver off a control no one can find (Element X's jump-to-bottom button).
    static func isHiddenWhileTransparent(_ chain: ModifierChain, hidden: ExprSyntax?) -> Bool {
        guard let hidden, hidden.booleanLiteralValue == nil else { return false }
        return chain.modifiers(named: "opacity").contains { opacity in
            guard let sequence = opacity.argument()?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let choice = ConditionalChoice(sequence) else { return false }
            return choice.condition == hidden.trimmedDescription && choice.then.numberLiteralValue == 0
        }
    }

    /// Whether the button is a step of a value a view beside it, or the view around both, makes
    /// adjustable (`.accessibilityAdjustableAction`): a quantity field between hidden − and +
    /// buttons. VoiceOver adjusts the value with a swipe up or down, and Switch Control offers
    /// increment and decrement (Apple, `accessibilityAdjustableAction(_:)`; WWDC 2026, "Make
    /// custom controls accessible"), so the buttons would only repeat the element.
    static func isStepOfAdjustableSibling(_ chain: ModifierChain) -> Bool {
        let own = chain.outermostCall
        guard let closure = sequence(first: own, next: \.parent).lazy.compactMap({ $0.as(ClosureExprSyntax.self) }).first
        else { return false }
        let isAdjustable = { (node: Syntax) in
            node.tokens(viewMode: .sourceAccurate).contains { $0.text == "accessibilityAdjustableAction" && $0.parent?.parent?.is(MemberAccessExprSyntax.self) == true }
        }
        let siblings = closure.statements.filter { !$0.range.contains(own.position) }
        if siblings.contains(where: { isAdjustable(Syntax($0)) }) { return true }
        return EnclosingView.all(around: own).first?.chain.hasModifier("accessibilityAdjustableAction") ?? false
    }

    private func containsControl(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { token in
            Self.controls.contains(token.text) && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        }
    }
}

extension RuleMessage {
    fileprivate static let hidden = RuleMessage(
        id: "hidden-interactive-element",
        text: """
            This control is hidden from VoiceOver, Switch Control and Voice Control: people who \
            use them cannot find or activate it.
            """,
        fix: """
            Remove `.accessibilityHidden(true)`, or hide only the decoration inside the control; \
            if the control is duplicated elsewhere, offer its action with `.accessibilityAction(named:)`.
            """)
}
