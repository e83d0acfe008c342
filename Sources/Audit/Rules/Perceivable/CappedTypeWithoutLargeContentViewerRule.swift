import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// `.dynamicTypeSize(...)` capped below the accessibility sizes, with no Large Content Viewer.
///
/// The conference talk's "now playing" banner stopped growing so it would not cover the list,
/// "But then my grandma can't read it"; the fix added `accessibilityShowsLargeContentViewer`.
/// SwiftUI's documentation suggests the same when capping (docs/swiftui-defaults.md, Dynamic Type in SwiftUI).
public struct CappedTypeWithoutLargeContentViewerRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.dynamicTypeSize(…)`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["dynamicTypeSize"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "capped-type-without-large-content-viewer",
        title: "Capped text size without the Large Content Viewer",
        rationale: """
            Capping Dynamic Type keeps a bar or banner from overflowing, but leaves its text small \
            for people who chose an accessibility size. The Large Content Viewer shows it enlarged \
            when they press and hold.
            """,
        wcag: [.resizeText],
        hig: "Accessibility › Vision",
        severity: .warning,
        insertedModifier: .largeContentViewer,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .swift("""
                struct NowPlayingBanner: View {
                    var body: some View {
                        bannerContent
                            ↓.dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    }
                }
                """),
            .swift("tabBar↓.dynamicTypeSize(.xSmall ..< .accessibility1)"),
            .swift("badge↓.dynamicTypeSize(.large)"),
        ],
        nonTriggeringExamples: [
            .swift("""
                struct NowPlayingBanner: View {
                    var body: some View {
                        bannerContent
                            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                            .accessibilityShowsLargeContentViewer { Label(title, systemImage: "play") }
                    }
                }
                """),
            .swift("text.dynamicTypeSize(...DynamicTypeSize.accessibility3)"),
            .swift("text.dynamicTypeSize(.large ... .accessibility5)"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.modifierCalls(named: ["dynamicTypeSize"]).compactMap { modifier in
            guard let argument = modifier.argument(), let largest = Self.largestSize(argument),
                  !largest.isAccessibilitySize,
                  !SettingReaders.scope(of: modifier.call, reads: SettingReaders.largeContentViewer) else { return nil }
            var found = finding(.capped(at: largest), at: file.location(of: modifier.member.period))
            found.insertion = file.insertion(InsertedModifier.largeContentViewer.text, atEndOf: ModifierChain(containing: modifier.call))
            return found
        }
    }

    /// The largest size the argument allows: the upper bound of `...x`, `a...x`, `a..<x` (one
    /// below `x`), or the single size given; nil when it is not written as literal sizes.
    static func largestSize(_ argument: ExprSyntax) -> ContentSizeCategory? {
        let tokens = argument.tokens(viewMode: .sourceAccurate).map(\.text)
        guard tokens.count >= 2, tokens[tokens.count - 2] == ".",
              let upper = tokens.last.flatMap(ContentSizeCategory.init(name:)) else { return nil }
        if tokens.contains("..<") {
            return ContentSizeCategory.allCases.last { $0 < upper }
        }
        let isRangeOrSize = tokens.contains("...") || tokens.count <= 3
        return isRangeOrSize ? upper : nil
    }
}

extension RuleMessage {
    fileprivate static func capped(at size: ContentSizeCategory) -> RuleMessage {
        RuleMessage(
            id: "capped-type-without-large-content-viewer",
            text: """
                This text stops growing at \(size.shortName): a person who needs an accessibility \
                text size cannot read it, and has no Large Content Viewer to enlarge it.
                """,
            fix: """
                Add `.accessibilityShowsLargeContentViewer { … }` with the content to show, or let \
                the text grow into the accessibility sizes.
                """)
    }
}
