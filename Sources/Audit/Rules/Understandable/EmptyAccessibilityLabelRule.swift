import SwiftSyntax
import SwiftSyntaxSupport

/// `.accessibilityLabel("")`: an element deliberately given no name.
public struct EmptyAccessibilityLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a label given, in either spelling.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityLabel", "accessibility"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "empty-accessibility-label",
        title: "Accessibility label is empty",
        rationale: """
            An empty label replaces whatever SwiftUI or UIKit would have read with nothing: \
            VoiceOver announces only the type ("Button") or skips to the hint. To hide an element, \
            hide it; to name it, name it.
            """,
        wcag: [.nameRoleValue, .nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(↓\"\")"),
            .swift("icon.accessibilityLabel = ↓\" \""),
        ],
        nonTriggeringExamples: [
            .swift("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(\"Share\")"),
            .swift("icon.accessibilityLabel = nil"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        AccessibilityTextAssignment.all(in: file, properties: ["accessibilityLabel"]).compactMap { label in
            guard label.text.allSatisfy(\.isWhitespace) else { return nil }
            return finding(.empty, at: file.location(of: label.literal))
        }
    }
}

extension RuleMessage {
    fileprivate static let empty = RuleMessage(
        id: "empty-accessibility-label",
        text: """
            This label is empty: VoiceOver reads the element as just its type, so a person who \
            cannot see it does not know what it is.
            """,
        fix: """
            Give it a label that names it, or hide it with `.accessibilityHidden(true)` \
            (`isAccessibilityElement = false`) if it is decoration.
            """)
}
