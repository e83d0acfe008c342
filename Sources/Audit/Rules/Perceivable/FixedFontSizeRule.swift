import AccessibilityTree
import Basics
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// A font of fixed point size, which ignores the person's text size.
///
/// `Font.system(size:)`, `Font.custom(_:fixedSize:)` and `UIFont.systemFont(ofSize:)` never
/// scale; text styles do (docs/dynamic-type.md, Text styles). `Font.custom(_:size:)` is not reported:
/// SwiftUI scales it with the body style. Nor is a font of a view drawn into an image by an
/// `ImageRenderer` (a receipt sent to a printer, `isDrawnIntoAnImage`), which no one reads on screen.
public struct FixedFontSizeRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without the font makers it reads.
    public static let triggers: SourceTriggers? = SourceTriggers(words: systemFontMakers.union(["system", "custom"]))

    /// UIKit's functions that make the system font at a size given in points.
    static let systemFontMakers: Set<String> = ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
                                                "monospacedDigitSystemFont"]

    public static let description = RuleDescription(
        of: Self.self,
        id: "fixed-font-size",
        title: "Font size ignores Dynamic Type",
        rationale: """
            People with low vision choose a larger text size, up to five accessibility sizes \
            beyond the default. A font given a fixed point size stays small whatever they choose, \
            so they cannot read it.
            """,
        wcag: [.resizeText],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .swift("Text(\"Hello\").font(↓.system(size: 17))"),
            // Chosen by another condition than the scaling font's size, or passed to a function
            // that does not scale it.
            .swift("""
                final class AppCell: UICollectionViewCell {
                    private var font: UIFont {
                        if isCompact { return ↓UIFont.systemFont(ofSize: 13) }
                        return UIFont.preferredFont(forTextStyle: .subheadline)
                    }
                }
                """),
            .swift("""
                func label(font: UIFont) -> UILabel { let label = UILabel(); label.font = font; return label }
                let title = label(font: ↓.systemFont(ofSize: 15))
                """),
            .swift("let title = ↓Font.system(size: 28, weight: .bold)"),
            .swift("Text(\"Menu\").font(↓.custom(\"Avenir\", fixedSize: 15))"),
            .swift("Label(\"Share\", systemImage: \"square.and.arrow.up\").font(↓.system(size: 13))"),
            .swift("Text(\"Big\").font(↓.system(size: 52))"),
            .swift("Text(seconds).font(Font(↓UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)))"),
            .swift("Text(title).font(↓.system(size: isTV ? 30 : 24, weight: .semibold))"),
            .swift("""
                struct Toolbar: View {
                    private var fontSize: CGFloat { isTV ? 30 : 24 }
                    var body: some View { Text(title).font(↓.system(size: fontSize, weight: .semibold)) }
                }
                """),
            .swift("""
                struct AmountRow: View {
                    private enum Layout { static let amountFontSize: CGFloat = 13 }
                    var body: some View { Text(amount).font(↓.system(size: Layout.amountFontSize)) }
                }
                """),
            .swift("""
                struct Gauge: View {
                    private static let captionFontSize = CGFloat(12)
                    var body: some View { Text(caption).font(↓.system(size: Self.captionFontSize)) }
                }
                """),
            .swift("label.font = ↓UIFont.systemFont(ofSize: 12)"),
            .swift("label.font = ↓UIFont.systemFont(ofSize: fontSize)"),
            .swift("""
                struct Caption {
                    let fallback = UIFont.preferredFont(forTextStyle: .caption1)
                    var font: UIFont { ↓.systemFont(ofSize: size) }
                }
                """),
            // A navigation bar's title view (message `fixed-font-size.uikit-bar-title`: the Large Content Viewer).
            .swift("""
                final class ChatViewController: UIViewController {
                    private lazy var titleLabel: UILabel = {
                        let label = UILabel()
                        label.font = ↓UIFont.systemFont(ofSize: 16, weight: .semibold)
                        return label
                    }()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.titleView = titleLabel
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Symbols alone, chosen by a condition in a group: no text is sized.
            .swift("""
                Group {
                    if isOpen { Image(systemName: "xmark") } else { Image(systemName: "hand.thumbsup") }
                }
                .font(.system(size: 30))
                """),
            // The same title view, read enlarged in the Large Content Viewer.
            .swift("""
                final class ChatViewController: UIViewController {
                    private lazy var titleLabel: UILabel = {
                        let label = UILabel()
                        label.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
                        label.showsLargeContentViewer = true
                        label.addInteraction(UILargeContentViewerInteraction())
                        return label
                    }()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.titleView = titleLabel
                    }
                }
                """),
            // Drawn into an image (a receipt sent to a printer), never shown on screen.
            .swift("""
                @MainActor func receipt(for name: String) -> UIImage? {
                    let card = VStack { Text(name).font(.system(size: 40, weight: .bold)) }.frame(width: 384)
                    return ImageRenderer(content: card).uiImage
                }
                """),
            // A monogram standing in for a missing picture, sized to its tile.
            .swift("""
                struct FailedRelayImage: View {
                    let url: URL?
                    var body: some View {
                        let abbrv = String(url?.host()?.first?.uppercased() ?? "R")
                        Text(abbrv)
                            .font(.system(size: 40, weight: .bold))
                    }
                }
                """),
            .swift("Text(user.initials).font(.system(size: 24, weight: .semibold)).frame(width: 48, height: 48)"),
            .swift("Text(\"Hello\").font(.body)"),
            .swift("Image(systemName: \"chevron.down\").font(.system(size: 16))"),
            .swift("Image(systemName: \"photo\").font(.system(size: 14).weight(.semibold))"),
            // A label style's icon.
            .swift("""
                struct TileLabelStyle: LabelStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack { configuration.icon.font(.system(size: 35)); configuration.title }
                    }
                }
                """),
            .swift("""
                Label("Back 15 seconds", systemImage: "gobackward.15")
                    .labelStyle(.iconOnly)
                    .font(.system(size: 32))
                """),
            .swift("Image(systemName: \"shield\").font(.system(size: 28)).foregroundStyle(.white).accessibilityHidden(true)"),
            .swift("""
                struct VolumeButton: View {
                    private var volumeImage: Image {
                        Image(systemName: muted ? "speaker.slash.fill" : "speaker.wave.3.fill")
                    }
                    var body: some View {
                        Button(action: toggleMute) { volumeImage.font(.system(size: 22)) }
                            .accessibilityLabel("Volume")
                    }
                }
                """),
            // Larger than body text at AX5 (53 pt): no text size a person can choose is bigger.
            .swift("Text(\"Labs\").font(.system(size: 60).weight(.bold))"),
            .swift("Text(letter).font(.system(size: isTV ? 128 : 64, design: .rounded))"),
            .swift("""
                struct LetterCallout: View {
                    private var letterSize: CGFloat {
                        return isTV ? 128 : 64
                    }
                    var body: some View { Text(letter).font(.system(size: letterSize)) }
                }
                """),
            .swift("Text(\"Hello\").font(.custom(\"Avenir\", size: 17, relativeTo: .body))"),
            .swift("Text(\"Hello\").font(.system(.title, design: .rounded))"),
            .swift("""
                struct Badge: View {
                    @ScaledMetric var size: CGFloat = 17
                    var body: some View { Text("1").font(.system(size: size)) }
                }
                """),
            .swift("""
                extension UIFont {
                    static func themed(size: CGFloat) -> UIFont { .systemFont(ofSize: size) }
                    static var scaledBody: UIFont { themed(size: UIFontMetrics.default.scaledValue(for: 17)) }
                }
                """),
            .swift("theme.font = UIFont.systemFont(ofSize: 1).rounded()"),
            .swift("appearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: .zero), .foregroundColor: UIColor.clear]"),
            .swift("""
                func style(_ button: UIButton, like title: UILabel) {
                    title.font = .preferredFont(forTextStyle: .headline)
                    button.titleLabel?.font = .boldSystemFont(ofSize: title.font.pointSize)
                }
                """),
            .swift("label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 13))"),
            // Made in a closure whose font a function of the file scales.
            .swift("""
                struct TextHelper {
                    func font(monospaced: Bool, size: CGFloat) -> UIFont {
                        return scaled(font: {
                            if monospaced { return .monospacedSystemFont(ofSize: size, weight: .regular) }
                            return .systemFont(ofSize: 15)
                        }())
                    }
                    private func scaled(font: UIFont) -> UIFont {
                        UIFontMetrics.default.scaledFont(for: font)
                    }
                }
                """),
            // As large as the font it is asked of, a text style's or not.
            .swift("""
                extension UIFont {
                    func monospacedFont(for text: String) -> UIFont {
                        text.isEmpty ? self : .monospacedSystemFont(ofSize: pointSize, weight: .regular)
                    }
                }
                """),
            // Passed straight to the scaling function inside a closure that makes a label.
            .swift("""
                final class Cell: UITableViewCell {
                    private lazy var title: UILabel = {
                        let label = UILabel()
                        label.font = scaled(font: .systemFont(ofSize: 15))
                        return label
                    }()
                    private func scaled(font: UIFont) -> UIFont {
                        UIFontMetrics.default.scaledFont(for: font)
                    }
                }
                """),
            // The largest size a text style's font may grow to.
            .swift("""
                final class AppCell: UICollectionViewCell {
                    private var font: UIFont {
                        let regularFont = UIFont.preferredFont(forTextStyle: .subheadline)
                        if regularFont.pointSize > 28 {
                            return UIFont.systemFont(ofSize: 28)
                        }
                        return regularFont
                    }
                }
                """),
            .swift("""
                struct CodeBlockStyle {
                    func font() -> UIFont {
                        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
                        return .monospacedSystemFont(ofSize: bodySize * 0.9, weight: .regular)
                    }
                }
                """),
            .swift("""
                func style(_ label: UILabel) {
                    let base = UIFont.boldSystemFont(ofSize: 15)
                    label.font = UIFontMetrics.default.scaledFont(for: base)
                }
                """),
        ],
        fixExamples: [
            FixExample(before: "Text(\"Hello\").font(↓.system(size: 17))", after: "Text(\"Hello\").font(.body)"),
            FixExample(before: "Text(\"Hi\").font(↓.system(size: 13, weight: .bold))",
                       after: "Text(\"Hi\").font(.footnote.weight(.bold))"),
            FixExample(before: "Text(\"Hi\").font(↓Font.system(size: 30, design: .serif))",
                       after: "Text(\"Hi\").font(Font.system(.title, design: .serif))"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var barTitles: [SyntaxIdentifier: BarTitleViews] = [:]
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), !call.isDrawnIntoAnImage else { return nil }
            let name = member.declName.baseName.text
            let baseName = member.base?.calledName
            switch (name, baseName) {
            case ("system", nil), ("system", "Font"):
                guard let size = call.argument("size") else { return nil }
                return systemFontFinding(call, member: member, size: size, in: file)
            case ("custom", nil), ("custom", "Font"):
                guard call.argument("fixedSize") != nil else { return nil }
                return finding(.fixedSize, at: file.location(of: call))
            case (let maker, _) where Self.systemFontMakers.contains(maker):
                guard let size = call.argument("ofSize"), !Self.isPlaceholder(size), !Self.isScaled(size, in: call),
                      !Self.isAnotherFontsSize(size), !Self.isWrappedInFontMetrics(call),
                      !Self.isPassedToAScalingFunction(call), !Self.capsAScalingFont(call, size: size) else {
                    return nil
                }
                // A SwiftUI `Font` made from it (`Font(UIFont.boldSystemFont(ofSize: 14))`) is fixed
                // the SwiftUI way: a text style, not `adjustsFontForContentSizeCategory`.
                if Self.isMadeIntoSwiftUIFont(call) {
                    return finding(size.numberLiteralValue.map { .fixedSize(nearest: TextStyle.nearest(toPointSize: $0), points: $0) }
                                   ?? .fixedSize, at: file.location(of: call))
                }
                if let type = Syntax(call).ancestorClass {
                    let titles = barTitles[type.id] ?? BarTitleViews(around: call)
                    barTitles[type.id] = titles
                    if titles.holdsFont(of: call) {
                        // The Large Content Viewer offered already: the bar's title is read enlarged.
                        guard !type.memberBlock.containsToken(["showsLargeContentViewer"]) else { return nil }
                        return finding(.fixedBarTitleFont, at: file.location(of: call))
                    }
                }
                // A size the function is given (`func boldAt(indexes:fontSize:)`) is its callers'
                // to choose: deltachat's pass `label.font.pointSize` of a Dynamic Type label.
                return finding(.fixedUIFont, at: file.location(of: call),
                               kind: Self.isParameter(size, around: call) ? .needsReview : .violation)
            default:
                return nil
            }
        }
    }

    private func systemFontFinding(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax,
                                   size: ExprSyntax, in file: ParsedSourceFile) -> Finding? {
        if Self.sizesImageOnly(call) || Self.setsInitials(call) { return nil }
        guard let points = size.numberLiteralValue else {
            if Self.isScaled(size, in: call) || Self.isAnotherFontsSize(size) { return nil }
            // `UIDevice.isTV ? 128 : 64`, `Values.mediumFontSize`: every size it can be is written, so the code decides.
            if let sizes = AppTypes.inFile(of: call).numbers.values(of: size, at: call) {
                return writtenSizeFinding(call, sizes: sizes, in: file)
            }
            return finding(.fixedSize, at: file.location(of: call), kind: .needsReview)
        }
        if points >= Self.largestBodySize { return nil }
        let style = TextStyle.nearest(toPointSize: points)
        let edits = replacement(for: call, member: member, style: style).map { [file.edit(replacing: call, with: $0)] } ?? []
        return finding(.fixedSize(nearest: style, points: points), at: file.location(of: call), edits: edits)
    }

    /// The finding of a font whose size is written elsewhere, as `sizes`: none where each is at
    /// least the largest body text; the nearest text style where it is one size.
    private func writtenSizeFinding(_ call: FunctionCallExprSyntax, sizes: [Double], in file: ParsedSourceFile) -> Finding? {
        if sizes.allSatisfy({ $0 >= Self.largestBodySize }) { return nil }
        let distinct = Set(sizes)
        guard distinct.count == 1, let points = distinct.first else { return finding(.fixedSize, at: file.location(of: call)) }
        return finding(.fixedSize(nearest: TextStyle.nearest(toPointSize: points), points: points), at: file.location(of: call))
    }

    /// Body text at the largest accessibility size, AX5 (docs/dynamic-type.md, Text styles): a
    /// fixed size at least this large is never smaller than the text a person can ask for.
    static let largestBodySize = TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge)

    /// Whether the font only sizes an image: `Image(systemName: "gear").font(.system(size: 16))`,
    /// or a `Label` styled `.iconOnly`, draws a symbol, not text a person reads (an icon's size is `small-hit-region`'s concern
    /// when it is a control, and a label's words are what VoiceOver and large text need).
    static func sizesImageOnly(_ font: FunctionCallExprSyntax) -> Bool {
        guard let chain = fontModifierChain(of: font) else { return false }
        // `Label(title, systemImage:).labelStyle(.iconOnly)` draws its symbol alone.
        let iconOnly = chain.viewName == "Label" && chain.modifiers(named: "labelStyle").contains {
            $0.argument()?.trimmedDescription.hasSuffix("iconOnly") == true
        }
        // A label style's icon (`configuration.icon` in `makeBody(configuration:)`), the label's picture.
        let styledIcon = chain.view.trimmedDescription == "configuration.icon"
        // A property of the view declared as an `Image` (`private var volumeImage: Image { … }`).
        return chain.viewName == "Image" || iconOnly || styledIcon || DeclaredProperty.isProperty(chain.view, declaredAs: "Image")
            || holdsOnlyPictures(chain.viewCall)
    }

    /// Whether `container` is a stack or a group whose content draws pictures and nothing with
    /// words (isowords' submit button: `Group { if isOpen { Image(systemName: "xmark") } else {
    /// Image(systemName: "hand.thumbsup") } }.font(.system(size: 30))`).
    private static func holdsOnlyPictures(_ container: FunctionCallExprSyntax?) -> Bool {
        guard let views = ViewText.viewsHeld(by: container)?.map(\.calledExpression.trimmedDescription) else { return false }
        return views.contains("Image") && views.allSatisfy(picturesAndLayout.contains)
    }

    /// Views that draw no words: pictures, shapes and the layout around them.
    private static let picturesAndLayout = ViewText.layoutContainers.union(["Image", "Spacer", "Circle", "Rectangle",
                                                                            "RoundedRectangle", "Capsule", "Color"])

    /// Whether the font sets a name's initials drawn in place of a missing picture (damus' relay
    /// tile: `let abbrv = String(url?.host()?.first?.uppercased() ?? "R")`, `Text(abbrv).font(.system(size:
    /// 40, weight: .bold))` in a 55 pt square): a monogram is sized to its picture's frame, which it
    /// would overflow if it grew, and the name it abbreviates is read, and sized, where it is written
    /// out (`initials-read-aloud` asks about the letters themselves).
    static func setsInitials(_ font: FunctionCallExprSyntax) -> Bool {
        guard let chain = fontModifierChain(of: font), chain.viewName == "Text",
              let shown = chain.viewCall?.arguments.first, shown.label == nil else { return false }
        if InitialsReadAloudRule.isInitials(shown.expression) { return true }
        // A constant of the same body holding them: `let abbrv = String(name.first …)`.
        guard let name = shown.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let block = chain.outermostCall.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return block.contains { item in
            guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
                  binding.pattern.trimmedDescription == name, let value = binding.initializer?.value else { return false }
            return InitialsReadAloudRule.isInitials(value)
        }
    }

    /// Whether a UIKit font is the argument of SwiftUI's `Font(_:)` (`Font(UIFont.systemFont(ofSize: 14))`).
    static func isMadeIntoSwiftUIFont(_ font: FunctionCallExprSyntax) -> Bool {
        guard let (call, argument) = font.argumentOfCall, argument.label == nil else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
    }

    /// The modifier chain whose `.font(…)` takes `font`, read up through `.weight(.bold)` and the like.
    private static func fontModifierChain(of font: FunctionCallExprSyntax) -> ModifierChain? {
        guard let argument = sequence(first: Syntax(font), next: \.parent).lazy
                .prefix(while: { !$0.is(CodeBlockItemSyntax.self) }).first(where: { $0.is(LabeledExprSyntax.self) }),
              let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font" else { return nil }
        return ModifierChain(containing: modifier)
    }

    /// Whether a computed size may follow Dynamic Type: the type around it scales sizes with
    /// `@ScaledMetric` or `UIFontMetrics.scaledValue(for:)`, or reads the point size of a text
    /// style's preferred font (`UIFont.preferredFont(forTextStyle: .body).pointSize`), which is the
    /// person's text size. Apple, `preferredFont(forTextStyle:)`: "Returns an instance of the system
    /// font for the specified text style with scaling for the user's selected content size
    /// category"; `preferredFontDescriptor(withTextStyle:)`: "Returns a font descriptor that
    /// contains the specified text style and the user's selected content size category".
    static func isScaled(_ size: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        guard size.numberLiteralValue == nil else { return false }
        let scope = call.enclosingTypeScope
        return scope.containsToken(["ScaledMetric", "scaledValue"])
            || (scope.containsToken(["preferredFont", "preferredFontDescriptor"]) && scope.containsToken(["pointSize"]))
    }

    /// Whether the size is another font's (`titleLabel.font.pointSize`, `font?.pointSize`, or in a
    /// method of a `UIFont` extension its own, `pointSize`: Proton Pass's `monospacedFont(for:)`):
    /// the new font is as large as that one, which scales or not as it was made — a fixed one is
    /// reported where it is made — so the copy keeps no size of its own.
    static func isAnotherFontsSize(_ size: ExprSyntax) -> Bool {
        if let own = size.as(DeclReferenceExprSyntax.self), own.baseName.text == "pointSize" {
            return size.enclosingTypeScope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == "UIFont"
        }
        return size.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "pointSize" && $0.base != nil } ?? false
    }

    /// Whether the size is a parameter of the function or initialiser the font is made in.
    static func isParameter(_ size: ExprSyntax, around call: FunctionCallExprSyntax) -> Bool {
        guard let name = size.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let parameters = sequence(first: Syntax(call), next: \.parent).lazy.compactMap { node -> FunctionParameterListSyntax? in
            node.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? node.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        }.first
        return parameters?.contains { $0.localName == name } ?? false
    }

    /// Whether the font is scaled by `UIFontMetrics`: passed to `scaledFont(for:)` directly, or
    /// stored in a constant the same block passes to it (`let base = …; metrics.scaledFont(for: base)`).
    static func isWrappedInFontMetrics(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node, current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
                || current.is(TupleExprSyntax.self) {
            node = current.parent
        }
        if let outer = node?.as(FunctionCallExprSyntax.self),
           outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scaledFont" {
            return true
        }
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let block = sequence(first: Syntax(binding), next: \.parent).lazy
                .compactMap({ $0.as(CodeBlockItemListSyntax.self) }).first else { return false }
        return block.trimmedDescription.contains("scaledFont(for: \(name)")
    }

    /// Whether the font, or a closure called at once that makes it (`scaled(font: { switch style
    /// { case .body: return .systemFont(ofSize: size) … } }())`), is passed to a function of the
    /// file that hands its parameter to `scaledFont(for:)` (Pulse's `scaled(font:)`): the font
    /// grows with the text size (Apple, `UIFontMetrics.scaledFont(for:)`).
    static func isPassedToAScalingFunction(_ call: FunctionCallExprSyntax) -> Bool {
        if isScaledByAFunctionOfTheFile(Syntax(call)) { return true }
        // Out of an immediately called closure's `return`s, `switch` cases and statements.
        guard let closure = sequence(first: Syntax(call), next: \.parent).first(where: { $0.is(ClosureExprSyntax.self) }),
              let invocation = closure.parent?.as(FunctionCallExprSyntax.self), invocation.calledExpression.id == closure.id,
              invocation.arguments.isEmpty else { return false }
        return isScaledByAFunctionOfTheFile(Syntax(invocation))
    }

    /// Whether the font made by `made` is an argument of a function of the file that hands that
    /// parameter to `scaledFont(for:)`.
    private static func isScaledByAFunctionOfTheFile(_ made: Syntax) -> Bool {
        guard let argument = made.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let position = outer.arguments.firstIndex(where: { $0.id == argument.id }) else { return false }
        let index = outer.arguments.distance(from: outer.arguments.startIndex, to: position)
        return made.root.descendants(FunctionDeclSyntax.self).contains { function in
            let parameters = Array(function.signature.parameterClause.parameters)
            guard function.name.text == name, index < parameters.count, let body = function.body else { return false }
            return body.trimmedDescription.contains("scaledFont(for: \(parameters[index].localName)")
        }
    }

    /// Whether the font is the largest a scaling font may grow to: made only when a font's point
    /// size passes the same number (`if regularFont.pointSize > 28 { return .systemFont(ofSize:
    /// 28) }`, Delta Chat's app cells). Below it, the scaling font is used.
    static func capsAScalingFont(_ call: FunctionCallExprSyntax, size: ExprSyntax) -> Bool {
        guard let points = size.numberLiteralValue,
              let branch = sequence(first: Syntax(call), next: \.parent).first(where: { $0.is(IfExprSyntax.self) })?
                .as(IfExprSyntax.self),
              branch.body.position <= call.position, call.endPosition <= branch.body.endPosition,
              branch.conditions.count == 1,
              let condition = branch.conditions.first?.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { return false }
        let parts = Array(condition.elements)
        guard parts.count == 3, let comparison = parts[1].as(BinaryOperatorExprSyntax.self),
              [">", ">="].contains(comparison.operator.text),
              parts[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "pointSize" else { return false }
        return parts[2].numberLiteralValue == points
    }

    /// Whether the size is a placeholder under 2 points, which nobody reads: a font made only to
    /// carry its face (`UIFont.systemFont(ofSize: 1).rounded()`), resized with `withSize` later,
    /// or no size at all (`.systemFont(ofSize: .zero)` with a clear colour, what Proton Drive's bar
    /// buttons set to hide their titles).
    static func isPlaceholder(_ size: ExprSyntax) -> Bool {
        if let member = size.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
           member.base.map({ ["CGFloat", "Double", "Float"].contains($0.trimmedDescription) }) ?? true { return true }
        return (size.numberLiteralValue ?? .infinity) < 2
    }

    /// `.body`, `.body.weight(.bold)`, `Font.system(.body, design: .serif)`: the same font with a text style.
    private func replacement(for call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, style: TextStyle) -> String? {
        let labels = call.arguments.map { $0.label?.text ?? "" }
        guard labels.allSatisfy({ ["size", "weight", "design"].contains($0) }) else { return nil }
        let prefix = member.base.map { $0.trimmedDescription } ?? ""
        var text = call.argument("design").map { "\(prefix).system(.\(style.rawValue), design: \($0.trimmedDescription))" }
            ?? "\(prefix).\(style.rawValue)"
        if let weight = call.argument("weight") { text += ".weight(\(weight.trimmedDescription))" }
        return text
    }
}

extension RuleMessage {
    fileprivate static let fixedSize = RuleMessage(
        id: "fixed-font-size.swiftui",
        text: """
            This text keeps its point size when a person turns up their text size: someone with \
            low vision who needs larger text cannot read it.
            """,
        fix: "Use a text style (`.font(.body)`), or `.custom(_:size:relativeTo:)` for a custom font.")

    fileprivate static func fixedSize(nearest style: TextStyle, points: Double) -> RuleMessage {
        RuleMessage(
            id: "fixed-font-size.swiftui",
            text: """
                This text stays \(points.compactDescription) pt when a person turns up their text \
                size: someone with low vision who needs larger text cannot read it.
                """,
            fix: fixOfNearest(style, points: points))
    }

    /// The style of that size, or the nearest one with its own size named, and a way to keep the
    /// size the design asks for (`@ScaledMetric`, which grows with the style it names).
    private static func fixOfNearest(_ style: TextStyle, points: Double) -> String {
        let styleSize = style.pointSize()
        guard abs(styleSize - points) >= 0.5 else {
            return "Use the text style of that size, `.\(style.rawValue)`, which grows with Dynamic Type."
        }
        return """
            Use the text style nearest that size, `.\(style.rawValue)` (\(styleSize.compactDescription) pt at the default \
            text size), which grows with Dynamic Type; or keep \(points.compactDescription) pt growing with it: \
            `@ScaledMetric(relativeTo: .\(style.rawValue)) var size = \(points.compactDescription)` with `.system(size: size)`.
            """
    }

    fileprivate static let fixedBarTitleFont = RuleMessage(
        id: "fixed-font-size.uikit-bar-title",
        text: """
            This title in the navigation bar keeps its point size when a person turns up their text \
            size, and offers no Large Content Viewer: someone with low vision who needs larger text \
            cannot read it. A bar keeps its height, so its title cannot simply grow.
            """,
        fix: """
            Let people read it enlarged: set `showsLargeContentViewer = true` and `largeContentTitle` \
            on the title view and add a `UILargeContentViewerInteraction` to it (or to the bar), as \
            UIKit's own bars do; or let it grow within the bar, \
            `UIFontMetrics(forTextStyle: .headline).scaledFont(for: font, maximumPointSize: …)`.
            """)

    fileprivate static let fixedUIFont = RuleMessage(
        id: "fixed-font-size.uikit",
        text: """
            This font keeps its point size when a person turns up their text size: someone with \
            low vision who needs larger text cannot read it.
            """,
        fix: """
            Use `UIFont.preferredFont(forTextStyle:)` (or `UIFontMetrics(forTextStyle:).scaledFont(for:)` \
            for a custom font) and set `adjustsFontForContentSizeCategory = true`.
            """)
}

extension FixedFontSizeRule: TypeSettlingSourceRule {
    static func maySettle(_ finding: Finding, fileText: String) -> Bool {
        finding.kind == .needsReview && fileText.sizesSystemFontByATypesConstant
    }

    /// A font whose size is a constant of a type another file declares (Session's
    /// `.system(size: Values.mediumFontSize)`, `Values` in its style guide) is asked about in its
    /// own file; read with the app's types, the size is written, and the finding decided as for
    /// a literal: none where every size is at least the largest body text, else fixed.
    func settled(_ finding: Finding, in file: ParsedSourceFile, by types: AppTypes) -> Finding? {
        guard finding.kind == .needsReview,
              let call = file.nodes(FunctionCallExprSyntax.self).first(where: { Self.isAt(finding, $0, in: file) }),
              let size = call.argument("size"), let sizes = types.numbers.values(of: size, at: call) else { return finding }
        guard let decided = writtenSizeFinding(call, sizes: sizes, in: file) else { return nil }
        var settled = finding
        settled.kind = decided.kind
        settled.message = decided.message
        settled.fix = decided.fix
        settled.reviewStamp = nil
        return settled
    }
}
