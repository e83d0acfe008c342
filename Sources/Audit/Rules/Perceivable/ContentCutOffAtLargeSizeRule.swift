import AccessibilityTree
import SwiftUIFrontEnd

/// A screen's column that fits at the default text size but, at the accessibility sizes, grows
/// taller than the screen in a container that does not scroll.
///
/// Text grows with Dynamic Type and the rows under it are pushed down; without a `ScrollView`
/// the last ones go past the bottom edge, where nobody can see or tap them and VoiceOver, which
/// scrolls only views that scroll, cannot bring them on screen (WCAG 1.4.4 Resize Text and 1.4.10
/// Reflow: "without loss of content or functionality"; HIG Typography › Supporting Dynamic Type).
/// The SwiftUI front end works it out only where the code states the column's content
/// (`ContentBeyondScreen`, docs/dynamic-type.md, Content taller than the screen); never for review.
public struct ContentCutOffAtLargeSizeRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "content-cut-off-at-large-size",
        title: "Content runs off a screen that does not scroll at accessibility text sizes",
        rationale: """
            A column that fits at the default text size grows with the text; at an accessibility \
            size its last rows lie below the screen's edge. Without a scroll view nobody can bring \
            them into view: a person who needs large text cannot see or tap them, and VoiceOver \
            cannot scroll to them.
            """,
        wcag: [.resizeText, .reflow],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .screen(Screen(name: "Side menu", root: .container(id: "root", children: [
                AccessibilityElement(id: "profile", label: "Your profile", traits: .button),
                AccessibilityElement(id: "settings", label: "Settings", traits: .button),
            ]), contentBeyondScreen: ContentBeyondScreen(
                source: SourceLocation(file: "SideMenu.swift", line: 7), size: .accessibilityExtraLarge,
                height: 631, heightAtSize: 905, room: 715)), reported: ["root"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Side menu", elements: [
                AccessibilityElement(id: "profile", label: "Your profile", traits: .button),
                AccessibilityElement(id: "settings", label: "Settings", traits: .button),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        guard let beyond = screen.contentBeyondScreen else { return [] }
        return [finding(.beyondScreen(beyond, from: screen.settings.contentSize),
                        at: FindingLocation(beyond.source, elementPath: screen.root.id.rawValue))]
    }
}

extension RuleMessage {
    fileprivate static func beyondScreen(_ beyond: ContentBeyondScreen, from size: ContentSizeCategory) -> RuleMessage {
        RuleMessage(
            id: "content-cut-off-at-large-size",
            text: """
                This column is \(Int(beyond.height.rounded())) pt tall at text size \(size.shortName) and \
                at least \(Int(beyond.heightAtSize.rounded())) pt at \(beyond.size.shortName), more than the \
                \(Int(beyond.room.rounded())) pt between the screen's bars, and nothing scrolls it: a person \
                who needs large text cannot see or tap what lies below the edge, and VoiceOver cannot \
                scroll to it.
                """,
            fix: """
                Wrap the column in `ScrollView { … }` (it scrolls only when the content is taller than \
                the screen), or use `ViewThatFits(in: .vertical) { column; ScrollView { column } }`.
                """)
    }
}
