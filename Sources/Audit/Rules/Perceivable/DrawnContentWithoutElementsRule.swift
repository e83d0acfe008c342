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
                final class GaugeLayer: CALayer {
                    ↓override func draw(in context: CGContext) {
                        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: angle, clockwise: false)
                        context.strokePath()
                    }
                }
                """),
            .swift("""
                final class DirectionalPolylineRenderer: MKPolylineRenderer {
                    ↓override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
                        super.draw(mapRect, zoomScale: zoomScale, in: context)
                        for chevron in chevrons { context.addPath(chevron.path) }
                        context.strokePath()
                    }
                }
                """),
            .swift("""
                final class SkinTonePickerBackgroundView: UIView {
                    ↓override func draw(_ rect: CGRect) {
                        super.draw(rect)
                        outline()
                    }

                    private func outline() {
                        let shape = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
                        UIColor.systemBackground.setFill()
                        shape.fill()
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
                final class CheckBox: UIButton {
                    override func draw(_ rect: CGRect) {
                        super.draw(rect)
                        setUp()
                    }

                    private func setUp() {
                        setBackgroundImage(UIImage(named: "check"), for: .selected)
                        layer.borderWidth = 1
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
                final class BalloonMarker: MarkerImage {
                    override func draw(context: CGContext, point: CGPoint) {
                        context.addPath(balloonPath(at: point))
                        context.fillPath()
                    }
                }
                """),
            .swift("""
                final class UnderlineAnnotation: PDFUnderlineAnnotation {
                    override func draw(context: CGContext, options: RenderOptions?) {
                        super.draw(context: context, options: options)
                        CommentIcon.draw(in: context, at: boundingBox)
                    }
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
                  Self.isViewOrLayerDrawing(function), !Self.drawsNothingOfItsOwn(function),
                  !function.enclosingTypeScope.containsToken(Self.describing) else { return nil }
            return finding(.drawn, at: file.location(of: function))
        }
        return canvases + drawOverrides + layersPerItem(in: file)
    }

    /// Whether the override is of a method a view, a layer or a map overlay draws its content in:
    /// `UIView.draw(_:)`, `CALayer.draw(in:)`, `MKOverlayRenderer.draw(_:zoomScale:in:)`, each
    /// taking the rectangle or the context first without a label, or `in:`. Another class's
    /// `draw` (a PDF annotation's `draw(context:options:)`, which paints on a page the app
    /// describes elsewhere; a chart's marker, `draw(context:point:)`, drawn in a chart view that
    /// is reported itself) is no view's content.
    static func isViewOrLayerDrawing(_ function: FunctionDeclSyntax) -> Bool {
        guard let label = function.signature.parameterClause.parameters.first?.firstName.text else { return false }
        return label == "_" || label == "in"
    }

    /// Whether a `draw(_:)` override draws nothing of its own: its body, and the bodies of the
    /// type's own methods it calls, use nothing that draws — no graphics context, path, fill,
    /// stroke, layer or `draw` other than `super.draw(_:)`, which for a `UIView` "does nothing"
    /// (Apple, `UIView.draw(_:)`). An emoji picker's `{ super.draw(rect) }` draws nothing, nor does
    /// one that sets the view up there (Green's checkbox: `super.draw(rect); setupUI()`, which sets
    /// images and a border; Rocket.Chat's text field: `leftView = iconView`). A body that makes
    /// paths draws, whether with `fill()` or through a layer given the path (a progress pie's
    /// `progressShapeLayer.path = filledSegment.cgPath`), and so does a call of a method named
    /// for drawing (`drawBars()`).
    static func drawsNothingOfItsOwn(_ function: FunctionDeclSyntax) -> Bool {
        guard let body = function.body else { return true }
        var ownMethods: [String: FunctionDeclSyntax] = [:]
        for member in function.enclosingTypeScope.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
            if let method = member.decl.as(FunctionDeclSyntax.self), ownMethods[method.name.text] == nil { ownMethods[method.name.text] = method }
        }
        var read: Set<String> = []
        func draws(_ node: Syntax, depth: Int) -> Bool {
            for token in node.tokens(viewMode: .sourceAccurate) {
                let text = token.text
                if drawingWords.contains(text) { return true }
                guard text.hasPrefix("draw") else {
                    // One level into the type's own methods called by name (`setupUI()`).
                    if depth == 0, token.parent?.parent?.is(FunctionCallExprSyntax.self) == true,
                       let method = ownMethods[text], read.insert(text).inserted,
                       let inner = method.body, draws(Syntax(inner), depth: 1) { return true }
                    continue
                }
                let isSuperDraw = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.base?.is(SuperExprSyntax.self) == true
                if !isSuperDraw { return true }
            }
            return false
        }
        return !draws(Syntax(body), depth: 0)
    }

    /// Names that draw: a graphics context, paths, fills and strokes, layers, images rendered.
    static let drawingWords: Set<String> = [
        "UIGraphicsGetCurrentContext", "CGContext", "cgContext", "UIBezierPath", "Path", "CGMutablePath", "cgPath", "path",
        "fill", "stroke", "fillPath", "strokePath", "addPath", "addArc", "addLine", "addRect", "addEllipse", "fillEllipse",
        "UIRectFill", "UIRectFrame", "addSublayer", "insertSublayer", "UIGraphicsImageRenderer", "CGGradient",
    ]

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
