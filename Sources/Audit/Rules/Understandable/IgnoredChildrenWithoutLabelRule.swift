import SwiftSyntax
import SwiftSyntaxSupport

/// `.accessibilityElement(children: .ignore)` (or with no argument) and no label on the new element.
///
/// `.ignore` creates "one new element with no properties; all children hidden. You must add
/// label/value/traits" (docs/swiftui-defaults.md, Grouping children); without them VoiceOver finds an empty element.
public struct IgnoredChildrenWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.accessibilityElement(…)`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityElement"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "ignored-children-without-label",
        title: "Element that ignores its children has no label",
        rationale: """
            `.accessibilityElement(children: .ignore)` hides every text inside the view and \
            replaces them with one empty element. Without a label or value, VoiceOver has nothing \
            to read, and the content is gone for people who cannot see it.
            """,
        wcag: [.infoAndRelationships, .nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("""
                VStack {
                    Text("Name")
                    Text(dog.name)
                }
                ↓.accessibilityElement(children: .ignore)
                """),
            .swift("stats↓.accessibilityElement()"),
        ],
        nonTriggeringExamples: [
            .swift("""
                VStack {
                    Text("Name")
                    Text(dog.name)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Name")
                .accessibilityValue(dog.name)
                """),
            .swift("stats.accessibilityElement(children: .combine)"),
            .swift("chart.accessibilityElement(children: .ignore).accessibilityChildren { bars }"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.modifierCalls(named: ["accessibilityElement"]).compactMap { modifier in
            guard (modifier.argument("children")?.calledName ?? "ignore") == "ignore" else { return nil }
            let chain = ModifierChain(containing: modifier.call)
            let naming = ["accessibilityLabel", "accessibilityValue", "accessibilityChildren",
                          "accessibilityRepresentation", "accessibilityHidden"]
            guard !naming.contains(where: chain.hasModifier) else { return nil }
            return finding(.empty, at: file.location(of: modifier.member.period))
        }
    }
}

extension RuleMessage {
    fileprivate static let empty = RuleMessage(
        id: "ignored-children-without-label",
        text: """
            This view hides its children from VoiceOver and puts an element with no label in their \
            place: a person who cannot see it hears nothing of its content.
            """,
        fix: """
            Add `.accessibilityLabel(…)` (and `.accessibilityValue(…)`) to the new element, or use \
            `.accessibilityElement(children: .combine)` to read the children together.
            """)
}
