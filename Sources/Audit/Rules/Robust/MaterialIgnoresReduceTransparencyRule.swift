import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Blur and translucent materials in a view that never reads Reduce Transparency.
///
/// WWDC18 session 230: blur and transparency "can have negative impacts on legibility and even
/// cause a degree of eye strain"; apps should check the setting and adapt. A custom
/// `.blur(radius:)` never adapts by itself and is a violation. System materials and
/// `UIBlurEffect` turn more opaque on their own under Reduce Transparency, as the system's own
/// surfaces do (the talk: "instead of blurring the backdrop, we fade it"), so they are a note, not
/// a finding to review: nothing in the code is left to decide (docs/review.md). A blur that only
/// hides the app while it is in the background (a privacy screen) is not reported.
public struct MaterialIgnoresReduceTransparencyRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a blur or a material.
    public static let triggers: SourceTriggers? = SourceTriggers(words: materials.union(["blur", "UIBlurEffect", "UIVisualEffectView"]))

    public static let description = RuleDescription(
        of: Self.self,
        id: "material-ignores-reduce-transparency",
        title: "Blur ignores Reduce Transparency",
        rationale: """
            For people with low vision, blur and translucency let colours bleed in from behind \
            and make text harder to read. They turn on Reduce Transparency and expect solid \
            backgrounds; a view that never reads the setting keeps its blur.
            """,
        wcag: [.contrastMinimum],
        hig: "Accessibility › Color and effects",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                struct Backdrop: View {
                    var body: some View {
                        Image("hero")
                            ↓.blur(radius: 12)
                    }
                }
                """),
            .swift("Rectangle().overlay { Image(\"hero\").resizable() }↓.blur(radius: 20)"),
            .swift("Image(\"hero\")↓.blur(radius: isDimmed ? 0 : 8)"),
            .swift("Image(\"hero\")↓.blur(radius: 8, opaque: true)"),
            // Dimmed, not hidden: the blurred view is still seen.
            .swift("Text(title)↓.blur(radius: isDimmed ? 8 : 0).opacity(isDimmed ? 0.5 : 1)"),
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
            .swift("Image(systemName: \"play.fill\").glassBackground(.regular, in: .circle, fallback: .ultraThinMaterial)"),
            .swift("""
                ZStack {
                    KidneyShape()
                        .fill(.white)
                        .blur(radius: 50)
                        .opacity(0.15)
                    Text(episode.title).foregroundStyle(.white)
                }
                """),
            .swift("RoundedRectangle(cornerRadius: 40).frame(width: 130, height: 130).blur(radius: 80)"),
            .swift("BlockieGradient(seed: account.address).blur(radius: 25, opaque: true).opacity(0.3)"),
            .swift("""
                struct Blur: UIViewRepresentable {
                    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                    func makeUIView(context: Context) -> UIVisualEffectView {
                        UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
                    }
                    func updateUIView(_ view: UIVisualEffectView, context: Context) {}
                }
                """),
            .swift("""
                struct PrivacyScreen: ViewModifier {
                    @Environment(\\.scenePhase) private var scenePhase
                    func body(content: Content) -> some View {
                        content.blur(radius: scenePhase == .active ? 0 : 10)
                    }
                }
                """),
            // A fade in from a blur: blurred only while fully transparent.
            .swift("Text(\"Posters\").blur(radius: selected != nil ? 0 : 10).opacity(selected != nil ? 1 : 0)"),
            .swift("""
                Text(recoveryPhrase)
                    .blur(radius: isShowingText ? 0 : 5)
                    .accessibilityHidden(!isShowingText)
                """),
            .swift("""
                struct RootAppearance: ViewModifier {
                    @State private var isActive = false
                    func body(content: Content) -> some View {
                        content
                            .blur(radius: isActive ? 0 : 10)
                            .onReceive(appActivity) { isActive = $0 }
                    }
                }
                """),
        ])

    static let materials: Set<String> = ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
                                         "ultraThickMaterial", "barMaterial"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let blurs: [Finding] = file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               member.declName.baseName.text == "blur", let radius = call.argument("radius"), ignores(call),
               !Self.isPrivacyScreen(radius), !Self.blursPlainFill(call), !Self.concealsUntilRevealed(call, radius: radius),
               !Self.blursOnlyWhileInvisible(call, radius: radius) {
                return finding(.customBlur, at: file.location(of: member.period))
            }
            return nil
        }
        let effects: [Finding] = Self.uikitMaterials(in: file).compactMap { call in
            guard ignores(call) else { return nil }
            return Self.note(finding(RuleMessage.systemMaterial.fitted(to: .uikit), at: file.location(of: call)))
        }
        let materials: [Finding] = file.nodes(MemberAccessExprSyntax.self).compactMap { member in
            guard Self.materials.contains(member.declName.baseName.text), Self.isSwiftUIMaterial(member), ignores(member)
            else { return nil }
            return Self.note(finding(.systemMaterial, at: file.location(of: member)))
        }
        return (blurs + effects + materials).sorted { $0.location < $1.location }
    }

    /// SwiftUI's calls that take a shape style, besides the modifiers the front end knows.
    static let styleTakingCalls: Set<String> = ["fill", "stroke", "strokeBorder", "foregroundStyle", "backgroundStyle",
                                                "presentationBackground", "toolbarBackground", "containerBackground",
                                                "listRowBackground", "AnyShapeStyle", "tint"]

    /// Whether a material's name is SwiftUI's `Material`: written `Material.thin`, or an implicit
    /// member (`.ultraThinMaterial`) that is not an argument of a function of the app's own.
    /// A case of the app's own enum spelled alike and passed to its own modifier
    /// (`.glassBackground(fallback: .ultraThinMaterial)`, yattee's `GlassFallbackMaterial`) is the
    /// app's value, whose drawing, if any, is in the modifier's body and reported there.
    static func isSwiftUIMaterial(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base else {
            guard let call = argumentOwner(of: member), let name = call.calledExpression.calledName else {
                return !isMatchedOrDefault(member)
            }
            return BuiltInModifiers.isKnown(name) || styleTakingCalls.contains(name)
        }
        return base.trimmedDescription == "Material"
    }

    /// Whether the name is matched or declared rather than drawn: a `case .ultraThinMaterial:` of a
    /// switch, or a parameter's default value (`fallback: GlassFallbackMaterial = .ultraThinMaterial`).
    private static func isMatchedOrDefault(_ member: MemberAccessExprSyntax) -> Bool {
        var node = member.parent
        while let current = node {
            if current.is(SwitchCaseLabelSyntax.self) || current.is(FunctionParameterSyntax.self)
                || current.is(EnumCaseParameterSyntax.self) || current.is(MatchingPatternConditionSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    /// The call an expression is an argument of, through ternaries and parentheses
    /// (`.background(isPinned ? .thinMaterial : .regularMaterial)`); nil when it is none's.
    private static func argumentOwner(of member: MemberAccessExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(member)
        while let parent = node.parent {
            if let call = node.argumentOfCall?.call { return call }
            if parent.is(LabeledExprSyntax.self) {
                // A parenthesised expression is a one-element tuple: read on from the parentheses.
                guard let tuple = parent.parent?.parent, tuple.is(TupleExprSyntax.self) else { return nil }
                node = tuple
                continue
            }
            guard parent.is(TernaryExprSyntax.self) || parent.is(SequenceExprSyntax.self)
                    || parent.is(ExprListSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self) else { return nil }
            node = parent
        }
        return nil
    }

    /// The UIKit materials of the file, one per type: `UIVisualEffectView(effect: UIBlurEffect(…))`
    /// is one material (reported at the effect), and a representable that makes its effect view
    /// and sets the same effect again on update shows one material, not two.
    static func uikitMaterials(in file: ParsedSourceFile) -> [FunctionCallExprSyntax] {
        let effects = ["UIBlurEffect", "UIVisualEffectView"]
        var seenTypes: Set<SyntaxIdentifier> = []
        return file.nodes(FunctionCallExprSyntax.self).filter { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, effects.contains(name),
                  !call.arguments.contains(where: { effects.contains($0.expression.calledName ?? "") }) else { return false }
            return seenTypes.insert(call.enclosingTypeScope.id).inserted
        }
    }

    /// A system material's finding, at severity note: the system adapts it.
    static func note(_ finding: Finding) -> Finding {
        var note = finding
        note.severity = .note
        return note
    }

    /// Names of a property that says whether the app is in the foreground.
    static let appActivityNames: Set<String> = ["isActive", "isAppActive", "isInactive", "isInBackground",
                                                "isAppInBackground"]

    /// Whether the blur only hides the app while it is not in use: `scenePhase == .active ? 0 : 10`,
    /// or a ternary on the view's own `isActive`.
    ///
    /// The app switcher shows a snapshot of the app when it leaves the foreground; blurring it
    /// there keeps private content out of sight. Nobody reads the app in that state, so Reduce
    /// Transparency has nothing to make legible. A blur on `dragState.isActive` (another value's
    /// state) is not this pattern and stays reported.
    static func isPrivacyScreen(_ radius: ExprSyntax) -> Bool {
        guard let choice = blurInOneStateOnly(radius) else { return false }
        let condition = choice.condition.hasPrefix("!") ? String(choice.condition.dropFirst()) : choice.condition
        if condition.contains("scenePhase") { return true }
        let property = condition.hasPrefix("self.") ? String(condition.dropFirst(5)) : condition
        return appActivityNames.contains(property)
    }

    /// Whether the blur hides content until the person reveals it: a radius of 0 in one state, on
    /// a view hidden from assistive technologies (or marked private) while blurred, as brave's
    /// secret phrase is (`.blur(radius: isShowingText ? 0 : 5).accessibilityHidden(!isShowingText)`).
    /// It keeps a secret out of sight, no backdrop to make legible; taken off under Reduce
    /// Transparency, it would show what the person has not asked to see.
    static func concealsUntilRevealed(_ blur: FunctionCallExprSyntax, radius: ExprSyntax) -> Bool {
        guard blurInOneStateOnly(radius) != nil else { return false }
        let chain = ModifierChain(containing: blur)
        return chain.modifiers.contains { ["accessibilityHidden", "privacySensitive", "redacted"].contains($0.name) }
    }

    /// Whether the blur is the first frame of a fade: an `.opacity` of the same chain, on the same
    /// condition, is 0 in the state the radius blurs in (`.blur(radius: shown ? 0 : 10)
    /// .opacity(shown ? 1 : 0)`, MovieSwiftUI's poster carousel fading in). Blurred, the view is
    /// invisible; a person only ever sees it sharp, so Reduce Transparency has nothing to make
    /// legible. (Reduce Motion may still ask for the fade's movement: `animation-ignores-reduce-motion`.)
    static func blursOnlyWhileInvisible(_ blur: FunctionCallExprSyntax, radius: ExprSyntax) -> Bool {
        guard let choice = blurInOneStateOnly(radius) else { return false }
        let blursWhenTrue = choice.then.numberLiteralValue != 0
        return ModifierChain(containing: blur).modifiers.contains { modifier in
            guard modifier.name == "opacity", let value = modifier.call.arguments.first?.expression.as(SequenceExprSyntax.self),
                  let fade = ConditionalChoice(value), fade.condition == choice.condition else { return false }
            return (blursWhenTrue ? fade.then : fade.otherwise).numberLiteralValue == 0
        }
    }

    /// The choice a radius makes between no blur (0) in one state and a blur in the other
    /// (`isActive ? 0 : 10`); nil for a radius that blurs in every state.
    private static func blurInOneStateOnly(_ radius: ExprSyntax) -> ConditionalChoice? {
        guard let sequence = radius.as(SequenceExprSyntax.self), let choice = ConditionalChoice(sequence),
              [choice.then, choice.otherwise].contains(where: { $0.numberLiteralValue == 0 }) else { return nil }
        return choice
    }

    /// Whether the blur softens a shape or a colour into a glow (`Circle().fill(.white).blur(radius:
    /// 50)`): a blur of the view's own flat paint, not a translucent backdrop that lets content behind
    /// show through, so it smears no detail and Reduce Transparency has nothing to make legible. A
    /// shape of the app's own is one whose type is named for a shape (`KidneyShape()`). So is an
    /// opaque blur (`.blur(radius: 8, opaque: true)`, Apple: "Set to true to create an opaque
    /// blur") of a view of the app's own that is no picture or text (brave's blockie gradients):
    /// nothing behind it shows through.
    static func blursPlainFill(_ blur: FunctionCallExprSyntax) -> Bool {
        let view = ModifierChain.innermostView(of: ExprSyntax(blur))
        // Layers added before the blur are blurred with it: a picture or text there has detail.
        let layers = ModifierChain(startingAt: view).modifiers.prefix { $0.call.id != blur.id }
        guard !layers.contains(where: { $0.call.containsToken(["Image", "AsyncImage", "Text"]) }) else { return false }
        let made = view.as(FunctionCallExprSyntax.self)?.calledExpression ?? view
        if let member = made.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "Color" { return true }
        guard let name = made.calledName, made.is(DeclReferenceExprSyntax.self) else { return false }
        let isOpaque = blur.argument("opaque")?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        return FlatPaint.views.contains(name) || (name.hasSuffix("Shape") && name != "Shape")
            || (isOpaque && !["Image", "AsyncImage", "Text", "Label"].contains(name))
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
            This system material turns more opaque by itself when Reduce Transparency is on; the \
            view never reads the setting, so anything it draws over the material stays as it is.
            """,
        fix: """
            Nothing to do if the material is only a background; where text over it needs a solid \
            backdrop, read `@Environment(\\.accessibilityReduceTransparency)` and use an opaque colour.
            """,
        uikitFix: """
            Nothing to do if the effect view is only a background; where text over it needs a solid \
            backdrop, check `UIAccessibility.isReduceTransparencyEnabled` and use an opaque colour.
            """)
}
