import SwiftSyntax
import SwiftSyntaxSupport

/// Content drawn by hand (a SwiftUI `Canvas`, a UIKit `draw(_:)` override) with no accessibility
/// elements describing it.
///
/// DogRoutePro's rating graph was "doing some drawing here with layers", invisible to VoiceOver
/// until it exposed one `UIAccessibilityElement` per bar (WWDC16 session 202). SwiftUI's
/// `accessibilityChildren` does the same for a `Canvas` (docs/swiftui-defaults.md, Accessibility modifiers).
public struct DrawnContentWithoutElementsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]

    public static let description = RuleDescription(
        of: Self.self,
        id: "drawn-content-without-elements",
        title: "Drawn content has no accessibility elements",
        rationale: """
            Pixels drawn directly are invisible to VoiceOver: a chart, a gauge or a map drawn in \
            a canvas says nothing unless the code describes it with a label or with elements for \
            its parts.
            """,
        wcag: [.nonTextContent, .infoAndRelationships],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                ↓Canvas { context, size in
                    for bar in bars { context.fill(Path(bar.rect), with: .color(.blue)) }
                }
                .frame(height: 120)
                """),
            .swift("""
                final class RatingGraphView: UIView {
                    ↓override func draw(_ rect: CGRect) {
                        for bar in bars { UIBezierPath(rect: bar.frame).fill() }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                Canvas { context, size in
                    for bar in bars { context.fill(Path(bar.rect), with: .color(.blue)) }
                }
                .accessibilityChildren { ForEach(bars) { bar in Rectangle().accessibilityLabel(bar.name) } }
                """),
            .swift("Canvas { context, size in drawConfetti(context) }.accessibilityHidden(true)"),
            .swift("""
                final class RatingGraphView: UIView {
                    override func draw(_ rect: CGRect) { drawBars() }
                    override var accessibilityElements: [Any]? { get { barElements } set {} }
                }
                """),
        ])

    /// Modifiers and properties that describe drawn content to assistive technologies.
    static let describing: Set<String> = ["accessibilityLabel", "accessibilityChildren", "accessibilityRepresentation",
                                          "accessibilityHidden", "accessibilityElement", "accessibilityValue",
                                          "accessibilityElements", "isAccessibilityElement",
                                          "accessibilityElementsHidden"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let canvases: [Finding] = file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Canvas" else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            let describedByChain = chain.modifiers.contains { Self.describing.contains($0.name) }
            let describedByContainer = EnclosingView.all(around: call).contains { enclosing in
                enclosing.chain.modifiers.contains { Self.describing.contains($0.name) }
            }
            guard !describedByChain, !describedByContainer else { return nil }
            return finding(.drawn, at: file.location(of: call))
        }
        let drawOverrides: [Finding] = file.nodes(FunctionDeclSyntax.self).compactMap { function in
            guard function.name.text == "draw", function.modifiers.contains(where: { $0.name.text == "override" }),
                  !function.enclosingTypeScope.containsToken(Self.describing) else { return nil }
            return finding(.drawn, at: file.location(of: function))
        }
        return canvases + drawOverrides
    }
}

extension RuleMessage {
    fileprivate static let drawn = RuleMessage(
        id: "drawn-content-without-elements",
        text: """
            What is drawn here is invisible to VoiceOver: a person who cannot see it gets nothing \
            of the chart or picture.
            """,
        fix: """
            Describe it: `.accessibilityLabel`/`.accessibilityValue` for a summary, or \
            `.accessibilityChildren { … }` (UIKit: `accessibilityElements` of `UIAccessibilityElement`s) \
            for each part; hide it if it is decoration.
            """)
}
