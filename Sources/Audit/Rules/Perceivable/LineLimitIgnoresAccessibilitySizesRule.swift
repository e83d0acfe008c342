import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// `.lineLimit(N)` with a fixed number in a view that never looks at the text size.
///
/// The conference talk's `A11yLineLimitModifier` raised the limit from two to four lines when
/// `dynamicTypeSize.isAccessibilitySize`: "Now my grandma is happy too!"
public struct LineLimitIgnoresAccessibilitySizesRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.lineLimit(…)`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["lineLimit"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "line-limit-ignores-accessibility-sizes",
        title: "Line limit ignores accessibility text sizes",
        rationale: """
            Two lines hold a title at the default size; at an accessibility size the same title \
            needs four or more, and a fixed line limit cuts it off with "…" for exactly the \
            people who enlarged it.
            """,
        wcag: [.resizeText],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .swift("""
                struct SessionRow: View {
                    let title: String
                    var body: some View {
                        Text(title)
                            ↓.lineLimit(2)
                    }
                }
                """),
            .swift("Text(title)↓.lineLimit(1...2)"),
            // Fixed vertically only: the width offered still cuts the line.
            .swift("Text(title)↓.lineLimit(1).fixedSize(horizontal: false, vertical: true)"),
            .swift("Text(title)↓.lineLimit(2).font(.custom(\"Inter\", size: 16))"),
            // Shrunk back to fit (message `line-limit-ignores-accessibility-sizes.shrunk`).
            .swift("Text(amount).font(.title2)↓.lineLimit(1).minimumScaleFactor(0.1).frame(height: 18)"),
            .swift("""
                HStack {
                    Text(name).font(.system(size: 11))
                    Text(status)
                }
                ↓.lineLimit(1)
                """),
            .swift("""
                HStack {
                    PeriodButton(period: period)
                    Text(verbatim: "·").font(.system(size: 11))
                }
                ↓.lineLimit(1)
                """),
            .swift("""
                struct PeriodButton: View {
                    let period: Period
                    var font: Font = .caption.weight(.semibold)
                    var body: some View {
                        Text(period.title).font(font)↓.lineLimit(1)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Set in a font of a fixed size a constant of the file holds: it never grows.
            .swift("""
                struct NodeRow: View {
                    let title: String
                    var body: some View { Text(title).font(titleFont).lineLimit(1) }
                }
                private let titleFont = Font.system(size: 17, weight: .regular)
                """),
            // The app's own modifier sets a fixed font: the text never grows (`fixed-font-size` reports it).
            .swift("""
                extension View {
                    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
                        self.font(.system(size: size, weight: weight))
                    }
                }
                struct ShortPostLink: View {
                    let summary: String
                    var body: some View { Text(summary).lineLimit(2).fontSize(15) }
                }
                """),
            // The view's own limit is nearer its text and wins.
            .swift("""
                struct HighlightText: View {
                    let text: String
                    var lineLimit: Int = 2
                    var body: some View { Text(text).lineLimit(lineLimit) }
                }
                struct SearchRow: View {
                    let detail: String
                    var body: some View { HighlightText(text: detail).font(.callout).lineLimit(1) }
                }
                """),
            // A fixed size written as a constant: the text never grows (`fixed-font-size` reports it).
            .swift("""
                struct DocumentRow: View {
                    private enum Values { static let mediumFontSize = isSmallScreen ? CGFloat(15) : CGFloat(17) }
                    let name: String
                    var body: some View { Text(name).lineLimit(1).font(.system(size: Values.mediumFontSize)) }
                }
                """),
            // SwiftUI's font made from a UIKit one of a written size: fixed too.
            .swift("Text(seconds).font(Font(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))).lineLimit(1)"),
            .swift("ScrollView(.horizontal) { HStack { ForEach(tags, id: \\.self) { Text($0).lineLimit(1) } } }"),
            .swift("Form { TextEditor(text: $subject).multilineTextAlignment(.leading).lineLimit(10...50) }"),
            .swift("""
                struct SessionRow: View {
                    @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                    let title: String
                    var body: some View {
                        Text(title).lineLimit(dynamicTypeSize.isAccessibilitySize ? 4 : 2)
                    }
                }
                """),
            .swift("Text(title).lineLimit(nil)"),
            // Joined texts, each in a fixed font: the joined text never grows.
            .swift("(Text(\"Expires in \").font(.system(size: 13)) + Text(days).font(.system(size: 15))).lineLimit(2)"),
            // An invisible line that keeps cards of one height: nobody sees it cut off.
            .swift("VStack { Text(title); Text(\"placeholder\").lineLimit(1).opacity(0) }"),
            .swift("Text(\"Sizing\").lineLimit(1).hidden()"),
            // Laid out at its whole width: nothing is cut off.
            .swift("Text(value).lineLimit(1).fixedSize(horizontal: true, vertical: true).font(.caption)"),
            .swift("Text(value).fixedSize().lineLimit(1)"),
            .swift("""
                struct RouteBadge: View {
                    @ScaledMetric(relativeTo: .body) private var scale = 1
                    let name: String
                    var body: some View {
                        Text(name).font(.system(size: 13 * scale)).lineLimit(1).frame(width: 40 * scale, height: 40 * scale)
                    }
                }
                """),
            .swift("""
                TextField("Comment", text: $comment, axis: .vertical)
                    .autocorrectionDisabled(true)
                    .lineLimit(5)
                """),
            .swift("""
                ListRow(label: .plain(title: placeholder),
                        kind: .textField(text: $reason, axis: .vertical))
                    .lineLimit(4, reservesSpace: true)
                """),
            .swift("Text(title).lineLimit(limit)"),
            .swift("""
                Text(topic.title)
                    .lineLimit(3)
                    .font(.system(size: 16, weight: .semibold, design: .rounded))
                """),
            .swift("""
                struct PeriodButton: View {
                    let period: Period
                    var font: Font = .system(size: 11, weight: .semibold)
                    var body: some View {
                        Text(period.title).font(font).lineLimit(1)
                    }
                }
                """),
            .swift("""
                HStack {
                    Image(systemName: "arrow.clockwise")
                    Text(date, style: .time).font(.system(size: 11))
                }
                .lineLimit(1)
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let types = AppTypes.inFile(of: file.tree)
        return file.modifierCalls(named: ["lineLimit"]).compactMap { modifier in
            guard let argument = modifier.argument(), let limit = Self.fixedLimit(argument),
                  !Self.limitsTextField(modifier.call), !Self.setsFixedFont(modifier.call, numbers: types.numbers),
                  !Self.limitsViewWhoseTextsAreLimited(modifier.call, types: types),
                  !Self.isInHorizontalScrollView(modifier.call), !Self.growsInAScaledFrame(modifier.call),
                  !Self.isNeverSeen(modifier.call), !Self.takesItsWholeWidth(modifier.call),
                  !SettingReaders.scope(of: modifier.call, reads: SettingReaders.dynamicType) else { return nil }
            // `.minimumScaleFactor` shrinks the enlarged text back into its lines rather than cutting it.
            let shrinks = !ModifierChain(containing: modifier.call).modifiers(named: "minimumScaleFactor").isEmpty
            var found = finding(shrinks ? .shrunkBack(limit) : .fixedLimit(limit), at: file.location(of: modifier.member.period))
            // The view with its modifiers: the settlement reads the view's name from where it starts.
            found.span = file.span(of: ModifierChain(containing: modifier.call).outermostCall)
            return found
        }
    }

    /// Whether the limited view is never seen: made invisible by `.opacity(0)` (a placeholder that
    /// keeps a row's height, Aidoku's cards) or `.hidden()` ("Hides this view unconditionally",
    /// Apple, `hidden()`), on its own chain. Nobody sees what its limit cuts off.
    static func isNeverSeen(_ call: FunctionCallExprSyntax) -> Bool {
        ModifierChain(containing: call).modifiers.contains { modifier in
            (modifier.name == "opacity" && modifier.call.arguments.first?.expression.numberLiteralValue == 0)
                || (modifier.name == "hidden" && modifier.call.arguments.isEmpty)
        }
    }

    /// Whether the limited view takes its ideal width whatever it is offered: `.fixedSize()` or
    /// `.fixedSize(horizontal: true, vertical: …)` on its own chain ("Fixes this view at its ideal
    /// size in the specified dimensions", Apple, `fixedSize(horizontal:vertical:)`). A text's ideal
    /// width is its whole line, so the limit cuts nothing off (Mullvad's settings values).
    static func takesItsWholeWidth(_ call: FunctionCallExprSyntax) -> Bool {
        ModifierChain(containing: call).modifiers(named: "fixedSize").contains { modifier in
            let horizontal = modifier.call.arguments.first { $0.label?.text == "horizontal" }
            return modifier.call.arguments.isEmpty || horizontal?.expression.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
        }
    }

    /// Whether the limit is a text field's: a field scrolls what it cannot show (one line
    /// sideways; with `axis: .vertical` it grows up to the limit, then scrolls: Apple's
    /// `TextField.init(_:text:axis:)`), so the limit cuts nothing off. Also a view of the app's
    /// own made with a field's axis (`ListRow(kind: .textField(text: $reason, axis: .vertical))`).
    /// A `TextEditor` too (Apple, `TextEditor`: "A view that can display and edit long-form
    /// text"): it scrolls what its frame cannot show, so a limit on its height cuts nothing off.
    static func limitsTextField(_ call: FunctionCallExprSyntax) -> Bool {
        let view = ModifierChain.innermostView(of: ExprSyntax(call))
        guard let made = view.as(FunctionCallExprSyntax.self) else { return false }
        if let name = made.calledExpression.calledName, ["TextField", "SecureField", "TextEditor"].contains(name) { return true }
        return made.arguments.contains { argument in
            argument.expression.as(FunctionCallExprSyntax.self)?.arguments.contains { $0.label?.text == "axis" } == true
        }
    }

    /// Whether the limit is on a view of the app's own type whose body sets a line limit on every
    /// text it draws (ios-pass' `HighlightText(…).lineLimit(1)`, whose body is `Text(texts)
    /// .lineLimit(lineLimit)`): a line limit reaches a text through the environment, and the one
    /// nearest the text wins, so the outer limit limits nothing. The inner one is judged where it
    /// is written.
    static func limitsViewWhoseTextsAreLimited(_ call: FunctionCallExprSyntax, types: AppTypes) -> Bool {
        let view = ModifierChain.innermostView(of: ExprSyntax(call))
        guard let made = view.as(FunctionCallExprSyntax.self),
              let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isUppercase == true, !viewsBesideTexts.contains(name) else { return false }
        let bodies = types.declarations(name).compactMap { $0.property(named: "body")?.1.accessorBlock }
        guard let body = bodies.first, bodies.count == 1 else { return false }
        let views = body.descendants(FunctionCallExprSyntax.self).filter { call in
            guard let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return called.first?.isUppercase == true
        }
        let texts = views.filter { $0.calledExpression.trimmedDescription == "Text" }
        return !texts.isEmpty && views.allSatisfy { viewsBesideTexts.contains($0.calledExpression.trimmedDescription) }
            && texts.allSatisfy { !ModifierChain(startingAt: ExprSyntax($0)).modifiers(named: "lineLimit").isEmpty }
    }

    /// Whether the text lies in a horizontal scroll view with no width set on the way (a row of
    /// chips, `ScrollView(.horizontal) { HStack { ForEach(items) { Text($0).lineLimit(1) } } }`): a
    /// horizontal scroll view offers its content all the width it asks for, so one line is never
    /// cut off; the row scrolls instead.
    static func isInHorizontalScrollView(_ call: FunctionCallExprSyntax) -> Bool {
        guard !setsWidth(ModifierChain(containing: call)) else { return false }
        for enclosing in EnclosingView.all(around: call) where enclosing.holdsContent {
            if let scrolls = scrollsSideways(enclosing.call) { return scrolls }
            if setsWidth(enclosing.chain) { return false }
        }
        return false
    }

    /// Whether the chain sets a width (`.frame(width:)`, `.frame(maxWidth:)`).
    static func setsWidth(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "frame").contains { $0.argument("width") != nil || $0.argument("maxWidth") != nil }
    }

    /// For a `ScrollView`, whether it scrolls sideways only; nil for any other view.
    static func scrollsSideways(_ call: FunctionCallExprSyntax) -> Bool? {
        guard call.calledExpression.calledName == "ScrollView" else { return nil }
        let axes = call.arguments.first { $0.label == nil || $0.label?.text == "axes" }?.expression.trimmedDescription ?? ""
        return axes.contains("horizontal") && !axes.contains("vertical")
    }

    /// Whether the text's width is set by a `@ScaledMetric` of its view (`.frame(width: size *
    /// scale)`, onebusaway's route badge): the box grows with the text size as the text does, so
    /// what one line holds at the default size it holds at every size (Apple, `ScaledMetric`: "A
    /// dynamic property that scales a numeric value").
    static func growsInAScaledFrame(_ call: FunctionCallExprSyntax) -> Bool {
        let scaled = SettingReaders.scaledMetrics(around: call)
        guard !scaled.isEmpty else { return false }
        return ModifierChain(containing: call).modifiers(named: "frame").contains { frame in
            guard let width = frame.argument("width") ?? frame.argument("maxWidth") else { return false }
            return width.tokens(viewMode: .sourceAccurate).contains { scaled.contains($0.text) }
        }
    }

    /// Whether the same view is set in a font of a fixed size (`.font(.system(size: 16))`,
    /// `.font(.custom("Inter", fixedSize: 14))`): its text stays that size at every text size, so
    /// the limit cuts off no more at the accessibility sizes than at the default one. That the
    /// text does not grow is `fixed-font-size`'s finding; once it scales, the limit is reported.
    /// Apple, `Font.system(size:weight:design:)`: the size is in points; a font that scales is made
    /// from a text style (`Font.system(_:design:weight:)`) or `custom(_:size:relativeTo:)`.
    /// A font passed as a stored property of the view (`var font: Font = .system(size: 11)`, read
    /// as `.font(font)`) is read from the value the property is declared with.
    ///
    /// A limit on a stack holds for the texts in it: it cuts nothing more at the accessibility
    /// sizes when every one of them is set in such a font (`HStack { Image(…); Text(date,
    /// style: .time).font(.system(size: 11)) }.lineLimit(1)`).
    static func setsFixedFont(_ call: FunctionCallExprSyntax, numbers: WrittenNumbers) -> Bool {
        let chain = ModifierChain(containing: call)
        if chainSetsFixedFont(chain, numbers: numbers) { return true }
        if let parts = concatenatedTexts(ModifierChain.innermostView(of: ExprSyntax(call))) {
            return parts.allSatisfy { chainSetsFixedFont(ModifierChain(containingView: $0), numbers: numbers) }
        }
        guard let views = ViewText.viewsHeld(by: chain.viewCall) else { return false }
        // A view of the app's own (or a label, a list) may hold a text in a font that scales.
        guard views.allSatisfy({ viewsBesideTexts.contains($0.calledExpression.trimmedDescription) }) else { return false }
        let texts = views.filter { $0.calledExpression.trimmedDescription == "Text" }
        return !texts.isEmpty && texts.allSatisfy { chainSetsFixedFont(ModifierChain(startingAt: ExprSyntax($0)), numbers: numbers) }
    }

    /// The texts joined into one (`(Text("Expires in ").font(…) + Text(days).font(…))`), each with
    /// its own modifiers: a font set on every part is the joined text's; nil for any other view.
    static func concatenatedTexts(_ view: ExprSyntax) -> [ExprSyntax]? {
        var expression = view
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        let operators = elements.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        guard elements.count >= 3, elements.count % 2 == 1,
              operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return nil }
        let parts = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        guard parts.allSatisfy({ ModifierChain(containingView: $0).viewName == "Text" }) else { return nil }
        return parts
    }

    /// The views a stack whose texts are all read for their font may hold: texts, pictures,
    /// spacing and stacks.
    static let viewsBesideTexts = ViewText.layoutContainers.union(["Text", "Image", "Spacer", "Divider"])

    /// Whether the chain sets a font of a fixed size (`.font(.system(size: 15))`): its text stays
    /// that size at every text size.
    static func chainSetsFixedFont(_ chain: ModifierChain, numbers: WrittenNumbers) -> Bool {
        // The app's own font modifier (`.fontSize(15)`), read in its `extension View`.
        if chain.modifiers.contains(where: { !BuiltInModifiers.isKnown($0.name) && ViewFontHelper.setsFixedFont($0, numbers: numbers) }) {
            return true
        }
        return chain.modifiers(named: "font").contains { font in
            guard let argument = font.argument().map({
                Self.declaredValue(of: $0, in: font.call) ?? Self.fontConstant($0, numbers: numbers) ?? $0
            }) else { return false }
            if Self.isFixedPlatformFont(argument, numbers: numbers) { return true }
            guard let made = Self.fontCall(argument),
                  let name = made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
            switch name {
            // A size written as a number, here or in a constant (`Values.mediumFontSize`).
            case "system": return made.argument("size").map { numbers.values(of: $0, at: made) != nil } ?? false
            case "custom": return made.argument("fixedSize") != nil
            default: return false
            }
        }
    }

    /// Whether the font is SwiftUI's made from a UIKit system font of a written size
    /// (`Font(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))`): it keeps that size
    /// (Apple, `systemFont(ofSize:)`: "the specified size"), as `.system(size: 12)` does.
    private static func isFixedPlatformFont(_ font: ExprSyntax, numbers: WrittenNumbers) -> Bool {
        guard let call = font.as(FunctionCallExprSyntax.self), call.calledExpression.calledName == "Font",
              let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let name = made.calledExpression.calledName, FixedFontSizeRule.systemFontMakers.contains(name),
              let size = made.argument("ofSize") else { return false }
        return numbers.values(of: size, at: made) != nil
    }

    /// The value a stored property of the type around `node`, or a constant of its file, is
    /// declared with, when `reference` names one (`font`, `self.font`, `titleFont`).
    private static func declaredValue(of reference: ExprSyntax, in node: some SyntaxProtocol) -> ExprSyntax? {
        let name: String
        if let plain = reference.as(DeclReferenceExprSyntax.self) {
            name = plain.baseName.text
        } else if let member = reference.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        // A stored property of the type around, else a constant of the file (Adamant's node rows,
        // `private let titleFont = Font.system(size: 17, weight: .regular)`).
        return node.enclosingTypeScope.storedPropertyDefault(name) ?? Syntax(node.root).fileConstantValue(name)
    }

    /// The font a constant of a type of the app holds, where the font is written as one
    /// (`.font(.Headings.H5)`, `Font.Headings.H5`, `Theme.titleFont`): the constant's value, read
    /// in the type declaring it (Session's `enum Headings { static let H5: Font = .system(size:
    /// CGFloat(23)).bold() }` in an extension of `Font`, another file's). Nil for any other font.
    static func fontConstant(_ font: ExprSyntax, numbers: WrittenNumbers) -> ExprSyntax? {
        guard let member = font.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let owner = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let owner, owner.first?.isUppercase == true, owner != "Font" else { return nil }
        // The type itself, or one nested in an extension of `Font` (`Font.Headings`), which the
        // app's other files see only through that extension.
        let owners = numbers.typesNamed(owner) + numbers.typesNamed("Font").flatMap { $0.typeDeclarations(named: owner) }
        return owners.lazy.compactMap { $0.propertyReturning(member.declName.baseName.text) }.first
    }

    /// The call that makes a font, under the modifiers that restyle it (`.system(size: 16).bold()`).
    private static func fontCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            guard let base = member.base, base.calledName != "Font" else { return call }
            current = base
        }
        return nil
    }

    /// The largest number of lines a literal limit allows: `2`, `1...2`, `...3`.
    static func fixedLimit(_ argument: ExprSyntax) -> Int? {
        if let number = argument.numberLiteralValue { return Int(number) }
        let tokens = argument.tokens(viewMode: .sourceAccurate).map(\.text)
        guard tokens.contains(where: { $0 == "..." || $0 == "..<" }),
              tokens.allSatisfy({ Int($0) != nil || $0 == "..." || $0 == "..<" }), let last = tokens.last.flatMap({ Int($0) })
        else { return nil }
        return tokens.contains("..<") ? last - 1 : last
    }
}

extension RuleMessage {
    /// Text held to its lines and shrunk to fit them: SwiftUI "scales down to fit in the
    /// available space" (Apple, `minimumScaleFactor(_:)`), so a larger text size is undone.
    fileprivate static func shrunkBack(_ lines: Int) -> RuleMessage {
        RuleMessage(
            id: "line-limit-ignores-accessibility-sizes.shrunk",
            text: """
                This text stops at \(lines) line\(lines == 1 ? "" : "s") at every text size and shrinks \
                to fit: at larger text sizes, once it no longer fits, it is scaled back down, so the \
                people who made it bigger to read it get it no larger.
                """,
            fix: """
                Read `@Environment(\\.dynamicTypeSize)` and allow more lines when \
                `dynamicTypeSize.isAccessibilitySize` \
                (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? \(lines + 2) : \(lines))`), and let a frame \
                around it grow (`minHeight`, or a height from `@ScaledMetric`).
                """)
    }

    fileprivate static func fixedLimit(_ lines: Int) -> RuleMessage {
        RuleMessage(
            id: "line-limit-ignores-accessibility-sizes",
            text: """
                This text stops at \(lines) line\(lines == 1 ? "" : "s") at every text size: at the \
                accessibility sizes it is cut off for the people who made it bigger to read it.
                """,
            fix: """
                Read `@Environment(\\.dynamicTypeSize)` and allow more lines when \
                `dynamicTypeSize.isAccessibilitySize` \
                (`.lineLimit(dynamicTypeSize.isAccessibilitySize ? \(lines + 2) : \(lines))`), or drop the limit.
                """)
    }
}

extension LineLimitIgnoresAccessibilitySizesRule: TypeSettlingSourceRule {
    /// A font sized by a type's constant in the file (`.system(size: Values.mediumFontSize)`), or a
    /// limit on a view of the app's own type (a capitalised name where the finding's span, the
    /// view with its modifiers, starts).
    static func maySettle(_ finding: Finding, fileText: String) -> Bool {
        if fileText.sizesSystemFontByATypesConstant || fileText.setsFontOfATypesConstant { return true }
        guard let span = finding.span, let name = fileText.identifier(atLine: span.startLine, column: span.startColumn) else {
            return false
        }
        if name.first?.isUppercase == true && !viewsBesideTexts.contains(name) { return true }
        // A modifier of the app's own on the view (`.fontSize(15)`), which may set a fixed font.
        let lines = fileText.split(separator: "\n", omittingEmptySubsequences: false)
        guard span.startLine >= 1, span.endLine <= lines.count else { return false }
        return lines[(span.startLine - 1)..<span.endLine].joined(separator: "\n").matches(of: appModifierCall).contains { call in
            !BuiltInModifiers.isKnown(String(call.output.1))
        }
    }

    /// `.name(`, a modifier's call as written.
    nonisolated(unsafe) private static let appModifierCall = /\.([a-z][A-Za-z0-9]*)\(/

    /// A limit on text whose font is sized by a constant of a type another file declares
    /// (`.font(.system(size: Values.mediumFontSize))`), or is one (`.font(.Headings.H5)`), or by a modifier of the app's declared
    /// in another file (`.fontSize(15)`, `ViewFontHelper`), cuts off no more at the accessibility sizes
    /// than at the default one, once the constant is read: the text never grows. A limit on a view
    /// another file declares whose texts carry their own limits limits nothing.
    func settled(_ finding: Finding, in file: ParsedSourceFile, by types: AppTypes) -> Finding? {
        guard let modifier = file.modifierCalls(named: ["lineLimit"]).first(where: { Self.isAt(finding, $0.member.period, in: file) }),
              Self.setsFixedFont(modifier.call, numbers: types.numbers)
                || Self.limitsViewWhoseTextsAreLimited(modifier.call, types: types) else { return finding }
        return nil
    }
}
