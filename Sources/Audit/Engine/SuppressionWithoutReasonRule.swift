import SwiftSyntaxSupport

/// Reports a `// perceive:ignore` comment that gives no reason.
///
/// The engine's own rule: a silenced finding is a decision a reviewer should be able to read.
public struct SuppressionWithoutReasonRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a suppression, which its markers open.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: Suppression.markers)

    public static let description = RuleDescription(
        of: Self.self,
        id: "suppression-without-reason",
        title: "Suppression comment gives no reason",
        rationale: """
            A `// perceive:ignore` comment hides a barrier someone may meet. Saying why (the \
            element is decorative, another view carries the label) lets a reviewer check the \
            decision and lets the next person know when it stops being true. Write the reason \
            after an em dash: `// perceive:ignore rule-id — reason`.
            """,
        wcag: [],
        hig: "Accessibility",
        severity: .warning,
        triggeringExamples: [
            .swift("↓// perceive:ignore missing-label\nImage(\"chart\")\n"),
            .swift("↓// perceive:ignore-file missing-label —\n"),
            .swift("↓// perceive:reviewed 1a2b3c4d\nText(title).frame(height: 20)\n"),
        ],
        nonTriggeringExamples: [
            .swift("// perceive:ignore missing-label — the chart is described by the caption below\nImage(\"chart\")\n"),
            .swift("let text = \"// perceive:ignore missing-label\"\n"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        Suppression.all(in: file).filter { $0.reason == nil }.map { suppression in
            finding("This suppression hides findings without saying why, so no reviewer can check it.",
                    at: FindingLocation(file: file.path, line: suppression.line, column: suppression.column),
                    fix: "Add the reason after an em dash: `// \(suppression.isReviewMark ? Suppression.reviewedMarker : "perceive:ignore") "
                        + "\((suppression.ruleIDs + suppression.reviewStamps).joined(separator: ", ")) — reason`.")
        }
    }
}
