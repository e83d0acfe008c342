import SwiftSyntax
import SwiftSyntaxSupport

/// A literal accessibility label that names the control type: `.accessibilityLabel("Play button")`.
///
/// The UIKit header: a label must not contain the control type, "Play", not "Play button";
/// VoiceOver adds the type from the traits (docs/voiceover-speech.md, Element properties). The source counterpart of
/// `label-repeats-trait`; the fix-it removes a trailing type word.
public struct LabelContainsControlTypeRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a label given, in either spelling.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityLabel", "accessibility"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "label-contains-control-type",
        title: "Label contains the control type",
        rationale: """
            VoiceOver speaks the element's type after its label, so "Play button" is heard as \
            "Play button, Button". The repeated word costs time on every visit, and Voice Control \
            users must say the extra word.
            """,
        wcag: [.headingsAndLabels, .labelInName],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("playButton.accessibilityLabel(↓\"Play button\")"),
            .swift("photo.accessibilityLabel(Text(↓\"Image of Layla\"))"),
            .swift("closeButton.accessibilityLabel = ↓\"Close Button\""),
        ],
        nonTriggeringExamples: [
            .swift("playButton.accessibilityLabel(\"Play\")"),
            .swift("shirt.accessibilityLabel(\"Button-down shirt\")"),
            .swift("photo.accessibilityLabel(\"Picture one of Pinky\")"),
        ],
        fixExamples: [
            FixExample(before: "playButton.accessibilityLabel(↓\"Play button\")",
                       after: "playButton.accessibilityLabel(\"Play\")"),
        ])

    /// Words naming a control type, which VoiceOver speaks from the traits.
    static let typeWords: Set<String> = ["button", "btn", "image", "icon", "link", "heading", "slider", "checkbox"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        AccessibilityTextAssignment.all(in: file, properties: ["accessibilityLabel"]).compactMap { assignment in
            let words = assignment.text.split(separator: " ").map(String.init)
            guard words.count > 1 else { return nil }
            let first = words[0].lowercased(), last = words[words.count - 1].lowercased()
            if Self.typeWords.contains(last) {
                let trimmed = words.dropLast().joined(separator: " ")
                let edit = file.edit(replacing: assignment.literal, with: "\"\(trimmed)\"")
                return finding(.containsType(words[words.count - 1]), at: file.location(of: assignment.literal), edits: [edit])
            }
            if Self.typeWords.contains(first) {
                return finding(.containsType(words[0]), at: file.location(of: assignment.literal))
            }
            return nil
        }
    }
}

extension RuleMessage {
    fileprivate static func containsType(_ word: String) -> RuleMessage {
        RuleMessage(
            id: "label-contains-control-type",
            text: """
                The label says "\(word)" and VoiceOver says the type again after it: listeners hear \
                it twice on every visit.
                """,
            fix: "Remove \"\(word)\" from the label; the trait (`.isButton`, `.isImage`…) tells people what it is.")
    }
}
