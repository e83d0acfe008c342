import SwiftSyntax
import SwiftSyntaxSupport

/// Blur and translucent materials in a view that never reads Reduce Transparency.
///
/// WWDC18 session 230: blur and transparency "can have negative impacts on legibility and even
/// cause a degree of eye strain"; apps should check the setting and adapt. A custom
/// `.blur(radius:)` never adapts by itself and is a violation. System materials and
/// `UIBlurEffect` are expected to turn more opaque on their own under Reduce Transparency, so they
/// are reported for review only: check the text over them stays legible.
public struct MaterialIgnoresReduceTransparencyRule: SourceRule {
    public static let description = RuleDescription(
        id: "material-ignores-reduce-transparency",
        title: "Blur ignores Reduce Transparency",
        rationale: """
            For people with low vision, blur and translucency let colours bleed in from behind \
            and make text harder to read. They turn on Reduce Transparency and expect solid \
            backgrounds; a view that never reads the setting keeps its blur. (WCAG 1.4.3 Contrast \
            (Minimum); HIG Accessibility › Color and effects)
            """,
        wcag: [.contrastMinimum],
        hig: "Accessibility › Color and effects",
        severity: .warning,
        inputs: [.swiftUISource, .uikitSource],
        triggeringExamples: [
            .swift("""
                struct Backdrop: View {
                    var body: some View {
                        Image("hero")
                            ↓.blur(radius: 12)
                    }
                }
                """),
            .swift("Text(\"Now playing\").padding().background(↓.ultraThinMaterial)"),
            .swift("let blur = ↓UIBlurEffect(style: .systemThinMaterial)"),
        ],
        nonTriggeringExamples: [
            .swift("""
                struct Backdrop: View {
                    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                    var body: some View {
                        Image("hero").blur(radius: reduceTransparency ? 0 : 12)
                    }
                }
                """),
            .swift("Text(\"Now playing\").padding().background(.background)"),
        ])

    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
                                         "ultraThickMaterial", "barMaterial"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let blurs: [Finding] = file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               member.declName.baseName.text == "blur", call.argument("radius") != nil, ignores(call) {
                return finding(.customBlur, at: file.location(of: member.period))
            }
            if ["UIBlurEffect", "UIVisualEffectView"].contains(call.calledExpression.calledName ?? ""),
               call.calledExpression.is(DeclReferenceExprSyntax.self), ignores(call) {
                return finding(.systemMaterial, at: file.location(of: call), kind: .needsReview)
            }
            return nil
        }
        let materials: [Finding] = file.nodes(MemberAccessExprSyntax.self).compactMap { member in
            guard Self.materials.contains(member.declName.baseName.text), ignores(member) else { return nil }
            return finding(.systemMaterial, at: file.location(of: member), kind: .needsReview)
        }
        return (blurs + materials).sorted { $0.location < $1.location }
    }

    private func ignores(_ node: some SyntaxProtocol) -> Bool {
        !SettingReaders.scope(of: node, reads: SettingReaders.reduceTransparency)
    }
}

extension RuleMessage {
    fileprivate static let customBlur = RuleMessage(
        id: "material-ignores-reduce-transparency.blur",
        text: """
            This blur stays on when Reduce Transparency is on: people with low vision who need \
            solid backgrounds get blurred, low-contrast content.
            """,
        fix: """
            Read `@Environment(\\.accessibilityReduceTransparency)` and use no blur and an opaque \
            background when it is on (`.blur(radius: reduceTransparency ? 0 : 12)`).
            """)

    fileprivate static let systemMaterial = RuleMessage(
        id: "material-ignores-reduce-transparency.material",
        text: """
            This translucent material is not checked against Reduce Transparency: if text over it \
            loses contrast, people with low vision cannot read it.
            """,
        fix: """
            Check the screen with Reduce Transparency on; where it matters, read \
            `@Environment(\\.accessibilityReduceTransparency)` and use an opaque colour instead.
            """)
}
