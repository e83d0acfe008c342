import SwiftSyntax
import SwiftSyntaxSupport

/// Content drawn by hand (a SwiftUI `Canvas`, a UIKit `draw(_:)` override, layers added one per
/// item of a collection) with no accessibility
/// elements describing it.
///
/// DogRoutePro's rating graph was "doing some drawing here with layers", invisible to VoiceOver
/// until it exposed one `UIAccessibilityElement` per bar (WWDC16 session 202). SwiftUI's
/// `accessibilityChildren` does the same for a `Canvas` (docs/swiftui-defaults.md, Accessibility modifiers).
public struct DrawnContentWithoutElementsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a `Canvas`, a `draw` override or a layer added.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["Canvas", "draw", "addSublayer"])

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
            .swift("""
                final class ProgressPieView: UIView {
                    ↓override func draw(_ rect: CGRect) {
                        let segment = UIBezierPath()
                        segment.addArc(withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                                       startAngle: 0, endAngle: progress * 2 * .pi, clockwise: true)
                        progressLayer.path = segment.cgPath
                    }
                }
                """),
            .swift("""
                final class RatingsGraphView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        for rating in ratings {
                            let bar = CALayer()
                            ↓layer.addSublayer(bar)
                            barLayers.append(bar)
                        }
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
                final class EmojiPickerView: UIView {
                    override func draw(_ rect: CGRect) {
                        super.draw(rect)
                    }
                }
                """),
            .swift("""
                final class RatingGraphView: UIView {
                    override func draw(_ rect: CGRect) { drawBars() }
                    override var accessibilityElements: [Any]? { get { barElements } set {} }
                }
                """),
            .swift("""
                final class GradientView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        layer.addSublayer(gradientLayer)
                    }
                }
                """),
            .swift("""
                final class RatingsGraphView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        for rating in ratings { layer.addSublayer(makeBar(rating)) }
                        accessibilityElements = barElements
                    }
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
                  !Self.drawsNothingOfItsOwn(function),
                  !function.enclosingTypeScope.containsToken(Self.describing) else { return nil }
            return finding(.drawn, at: file.location(of: function))
        }
        return canvases + drawOverrides + layersPerItem(in: file)
    }

    /// Whether a `draw(_:)` override draws nothing of its own: its body is empty or only calls
    /// `super.draw(_:)` (an emoji picker's `override func draw(_ rect: CGRect) { super.draw(rect) }`),
    /// which for a `UIView` "does nothing" (Apple, `UIView.draw(_:)`). A body that makes paths
    /// draws, whether with `fill()` or through a layer given the path (a progress pie's
    /// `progressShapeLayer.path = filledSegment.cgPath`).
    static func drawsNothingOfItsOwn(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return true }
        return body.statements.allSatisfy { statement in
            guard let call = statement.item.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.base?.trimmedDescription == "super" && member.declName.baseName.text == "draw"
        }
    }

    /// Layers added one per item of a collection (bars, slices, points): data drawn with layers,
    /// as DogRoutePro's ratings graph was. A single layer (a gradient, a border) is decoration.
    func layersPerItem(in file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "addSublayer",
                  Self.runsPerItem(call),
                  !call.enclosingTypeScope.containsToken(Self.describing) else { return nil }
            return finding(.drawn, at: file.location(of: call))
        }
    }

    /// Whether the call sits in a `for` loop or a `forEach` closure within its function.
    static func runsPerItem(_ call: FunctionCallExprSyntax) -> Bool {
        for node in sequence(first: Syntax(call), next: \.parent) {
            if node.is(ForStmtSyntax.self) { return true }
            if let closure = node.as(ClosureExprSyntax.self),
               let owner = closure.parent?.as(FunctionCallExprSyntax.self),
               owner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "forEach" { return true }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.isProtocol(DeclGroupSyntax.self) { return false }
        }
        return false
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
