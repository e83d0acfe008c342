import AccessibilityTree
import SwiftUIFrontEnd

/// Text that fits at the default size but is cut off at the accessibility sizes.
///
/// The conference talk's session titles were cut at two lines; the fix raised the line limit at
/// accessibility sizes. Judged against the default: text already cut at L is a choice people who
/// can see make, text that fits at L and ends in "…" at AX3 is the barrier. Under the settings
/// the screen was built at: at an accessibility size, the text the front end found cut off
/// (`visual.isTruncated`); below them, the text the SwiftUI front end found to fit but cut off at
/// AX3, where a known text and its line limit or constant height decide it
/// (`visual.cutOffAtAccessibilitySize`, which points at that text). Never for review: what the
/// code does not say (a run-time text's length, an unknown view) is not evidence of truncation.
public struct TextTruncatedAtLargeSizeRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "text-truncated-at-large-size",
        title: "Text is truncated at accessibility text sizes",
        rationale: """
            Text that fits at the default size but ends in "…" at an accessibility size hides the \
            rest of its words from the people who turned the size up because they need it.
            """,
        wcag: [.resizeText, .reflow],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps accessible with SwiftUI",
                                     visual: VisualFacts(lineLimit: 2, isTruncated: true)),
            ], settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge)), reported: ["title"]),
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps more accessible with SwiftUI and UIKit",
                                     visual: VisualFacts(lineLimit: 2, isTruncated: false,
                                                         cutOffAtAccessibilitySize: SourceLocation(file: "SessionRow.swift", line: 4))),
            ]), reported: ["title"]),
            // Cut off by a row's constant height (message `text-truncated-at-large-size.constant-height`, at the `.frame`).
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Searchable content in titles and notes",
                                     visual: VisualFacts(isTruncated: false,
                                                         cutOffAtAccessibilitySize: SourceLocation(file: "SettingsView.swift", line: 12),
                                                         cutOffByHeightAt: SourceLocation(file: "OptionRow.swift", line: 96))),
            ]), reported: ["title"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps accessible with SwiftUI",
                                     visual: VisualFacts(lineLimit: 4, isTruncated: false)),
                AccessibilityElement(id: "subtitle", label: "Dan", visual: VisualFacts(lineLimit: 1)),
            ], settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge)), reported: []),
            // Cut off at L already: a choice people who can see make, not one large text causes.
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Making apps more accessible with SwiftUI and UIKit",
                                     visual: VisualFacts(lineLimit: 1, isTruncated: true)),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let size = screen.settings.contentSize
        return screen.allElements.compactMap { element in
            guard let visual = element.visual else { return nil }
            if size.isAccessibilitySize {
                guard visual.isTruncated == true else { return nil }
                return finding(.truncated(at: size), about: element, in: context, dependingOn: [.isTruncated, .lineLimit])
            }
            guard let text = visual.cutOffAtAccessibilitySize else { return nil }
            let textLocation = FindingLocation(text, elementPath: element.id.rawValue)
            // A constant height that alone cuts the text off is the line to change (ios-pass's
            // `OptionRow`, `.frame(height: 76)` around the texts each settings row passes it).
            guard let height = visual.cutOffByHeightAt else {
                return finding(.cutOffAtAccessibilitySize(from: size), at: textLocation)
            }
            var capped = finding(.cutOffByHeight(from: size), at: FindingLocation(height, elementPath: element.id.rawValue))
            capped.relatedLocations = [RelatedLocation(textLocation, message: "the text it cuts off")]
            return capped
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

    fileprivate static func cutOffByHeight(from size: ContentSizeCategory) -> RuleMessage {
        RuleMessage(
            id: "text-truncated-at-large-size.constant-height",
            text: """
                This constant height cuts off text inside it at AX3 that fits at text size \(size.shortName): \
                a person who needs large text cannot read the end of it.
                """,
            fix: """
                Let the height grow with the text: `.frame(minHeight:)` in place of `.frame(height:)` \
                (or `maxHeight:`), so the design's height is the least it takes.
                """)
    }

    fileprivate static func cutOffAtAccessibilitySize(from size: ContentSizeCategory) -> RuleMessage {
        RuleMessage(
            id: "text-truncated-at-large-size.accessibility-size",
            text: """
                This text fits at text size \(size.shortName) but is cut off at AX3: a person who needs large \
                text cannot read the end of it.
                """,
            fix: """
                Let the text wrap at accessibility sizes: remove the line limit or the constant height that caps it, \
                or raise them when `dynamicTypeSize.isAccessibilitySize` (`? 4 : 2`).
                """)
    }
}
