import AccessibilityTree

/// Text cut off at the text size the screen was built under.
///
/// The conference talk's session titles were cut at two lines; the fix raised the line limit at
/// accessibility sizes. The front end sets `visual.isTruncated` when text does not fit.
public struct TextTruncatedAtLargeSizeRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "text-truncated-at-large-size",
        title: "Text is truncated at this text size",
        rationale: """
            Text that ends in "…" at a larger text size hides the rest of its words from the \
            people who turned the size up because they need it.
            """,
        wcag: [.resizeText, .reflow],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps accessible with SwiftUI",
                                     visual: VisualFacts(lineLimit: 2, isTruncated: true)),
            ], settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge)), reported: ["title"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps accessible with SwiftUI",
                                     visual: VisualFacts(lineLimit: 4, isTruncated: false)),
                AccessibilityElement(id: "subtitle", label: "Dan", visual: VisualFacts(lineLimit: 1)),
            ], settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge)), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        screen.allElements.compactMap { element in
            if element.visual?.isTruncated == true {
                return finding(.truncated(at: screen.settings.contentSize), about: element, in: context,
                               dependingOn: [.isTruncated, .lineLimit])
            }
            if element.visual?.isTruncated == nil, element.isUnresolved(.isTruncated) {
                return finding(.truncated(at: screen.settings.contentSize), about: element, in: context, kind: .needsReview)
            }
            return nil
        }
    }
}

extension RuleMessage {
    fileprivate static func truncated(at size: ContentSizeCategory) -> RuleMessage {
        RuleMessage(
            id: "text-truncated-at-large-size",
            text: """
                At text size \(size.shortName) this text is cut off: a person who needs large text \
                cannot read the end of it.
                """,
            fix: """
                Let the text wrap: remove the line limit, or raise it at accessibility sizes \
                (`dynamicTypeSize.isAccessibilitySize ? 4 : 2`), and give it room to grow.
                """)
    }
}
