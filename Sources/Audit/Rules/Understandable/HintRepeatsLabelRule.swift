import SwiftSyntax
import SwiftSyntaxSupport

/// An accessibility hint that says the same as the label.
///
/// A hint "describes the result of the action" ("Purchases the item."; docs/voiceover-speech.md, Element properties);
/// VoiceOver speaks it after the label and a pause, so repeating the label adds only delay.
public struct HintRepeatsLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a hint given, in either spelling.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityHint", "accessibility"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "hint-repeats-label",
        title: "Hint repeats the label",
        rationale: """
            VoiceOver speaks the hint after the label. A hint that only repeats the label makes \
            the listener wait to hear the same words again, instead of learning what will happen.
            """,
        wcag: [.labelsOrInstructions],
        hig: "Accessibility › VoiceOver",
        severity: .note,
        triggeringExamples: [
            .swift("""
                Button(action: favorite) { Image(systemName: "heart") }
                    .accessibilityLabel("Favorite")
                    .accessibilityHint(↓"Favorite.")
                """),
            .swift("Button(\"Delete\") { delete() }.accessibilityHint(↓\"delete\")"),
            .swift("""
                Button(action: favorite) { Image(systemName: "heart") }
                    .accessibility(label: Text("Favorite"))
                    .accessibility(hint: Text(↓"Favorite."))
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                Button(action: favorite) { Image(systemName: "heart") }
                    .accessibilityLabel("Favorite")
                    .accessibilityHint("Adds Layla to your favourites.")
                """),
        ])

    static let titledControls: Set<String> = ["Button", "Toggle", "Link", "NavigationLink", "Menu"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let allLabels = AccessibilityTextAssignment.all(in: file, properties: ["accessibilityLabel"])
        return AccessibilityTextAssignment.all(in: file, properties: ["accessibilityHint"]).compactMap { hint in
            guard let modifier = hint.modifier else { return nil }
            let chain = ModifierChain(containing: modifier)
            let labels = allLabels.filter { label in chain.modifiers.contains { $0.call.id == label.modifier?.id } }
                .map(\.text)
            let title = chain.viewCall.flatMap { view -> String? in
                guard Self.titledControls.contains(view.calledExpression.calledName ?? "") else { return nil }
                return view.arguments.first?.expression.stringLiteralValue
            }
            let spokenLabel = labels.last ?? title
            guard let spokenLabel, normalised(spokenLabel) == normalised(hint.text) else { return nil }
            return finding(.repeats(spokenLabel), at: file.location(of: hint.literal))
        }
    }

    private func normalised(_ text: String) -> String { text.lowercasedWords.joined(separator: " ") }
}

extension RuleMessage {
    fileprivate static func repeats(_ label: String) -> RuleMessage {
        RuleMessage(
            id: "hint-repeats-label",
            text: "The hint repeats the label \"\(label)\": after the pause, the listener hears the same words again and learns nothing new.",
            fix: "Say what happens on activation (\"Adds Layla to your favourites.\"), or remove the hint.")
    }
}
