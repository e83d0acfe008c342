import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// An `HStack` of two or more texts in a view with no layout for large text sizes.
///
/// The conference talk's session row put a time label and a location link side by side; at large
/// sizes they no longer fit. `ViewThatFits` with an `HStack` first and a `VStack` second, or
/// `AnyLayout` chosen by `dynamicTypeSize`, lets the row stack vertically.
public struct NoLayoutFallbackAtLargeSizesRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a horizontal stack.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["HStack", "LazyHStack"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "no-layout-fallback-at-large-sizes",
        title: "Side-by-side texts have no fallback at large sizes",
        rationale: """
            Texts placed side by side share one line's width. At accessibility sizes they squeeze \
            into narrow columns, wrap a word per line, or are truncated; a vertical fallback keeps \
            them readable.
            """,
        wcag: [.reflow, .resizeText],
        hig: "Typography › Supporting Dynamic Type",
        severity: .note,
        platforms: TargetPlatform.withDynamicType,
        triggeringExamples: [
            .swift("""
                struct SessionRow: View {
                    var body: some View {
                        ↓HStack {
                            Label(session.timeRange, systemImage: "clock")
                            Spacer()
                            NavigationLink(value: talk.locationID) { Text(talk.location) }
                        }
                    }
                }
                """),
            .swift("↓HStack(alignment: .firstTextBaseline) { Text(\"Name\"); Text(dog.name) }"),
            .swift("""
                ScrollView {
                    ↓HStack { Text("Name"); Text(dog.name) }
                }
                """),
            // Labels whose words grow with the text size squeeze each other.
            .swift("""
                ↓HStack(spacing: 16) {
                    Button(action: useSaddle) {
                        VStack {
                            Image("feed_saddle")
                            Text("Use Saddle").font(.headline)
                        }
                    }
                    Button("Feed", action: feed)
                }
                """),
            .swift("""
                ↓HStack {
                    Button("Cancel") { dismiss() }
                    Button(action: login) {
                        switch state {
                        case .loggingIn: ProgressView()
                        default: Text("Approve")
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Texts in a font of a fixed size never grow (`fixed-font-size` asks that they do).
            .swift("""
                HStack {
                    Text(comment.author).font(.system(size: 15))
                    Spacer()
                    Text(comment.age).font(.system(size: 15))
                }
                """),
            .swift("HStack { Text(name); Text(status) }.font(.system(size: 13))"),
            // Buttons whose labels show their words in a fixed font, whichever branch draws them.
            .swift("""
                HStack(spacing: 16) {
                    Button(action: useSaddle) {
                        VStack {
                            if isUsingSaddle {
                                ProgressView()
                            } else {
                                Image("feed_saddle")
                                Text("Use Saddle").font(.system(size: 16, weight: .semibold))
                            }
                        }
                    }
                    Button(action: feed) {
                        VStack {
                            Image("feed")
                            Text("Feed").font(.system(size: 16, weight: .semibold))
                        }
                    }
                }
                """),
            // Labels drawn as their icons only: no text side by side.
            .swift("""
                HStack {
                    Button { powerOff() } label: { Label("Power Off", systemImage: "power") }
                    Button("Restart", systemImage: "restart") { restart() }
                }
                .labelStyle(.iconOnly)
                """),
            // A clear copy of the draft sizes the editor; the send button draws a SwiftGen image.
            .swift("""
                HStack(alignment: .top) {
                    Text(draft + " ").foregroundColor(.clear).overlay(TextEditor(text: $draft))
                    Button(action: send) { Assets.send.swiftUIImage }
                }
                """),
            .swift("""
                struct SessionRow: View {
                    var body: some View {
                        ViewThatFits(in: .horizontal) {
                            HStack { Label(session.timeRange, systemImage: "clock"); Text(talk.location) }
                            VStack(alignment: .leading) { Label(session.timeRange, systemImage: "clock"); Text(talk.location) }
                        }
                    }
                }
                """),
            .swift("HStack { Image(systemName: \"star\"); Text(\"4.5\") }"),
            // A title and a count: the count keeps a few characters' width, the title wraps.
            .swift("""
                struct RelayRow: View {
                    let selectedCount: Int
                    var body: some View {
                        HStack { Text("Select relays"); Spacer(); Text("\\(selectedCount)") }
                    }
                }
                """),
            .swift("""
                HStack {
                    Text(route.name)
                    Button {
                        toggleFavorite()
                    } label: {
                        Image("fav_star_outline")
                    }
                    Button(action: { share() }) { Image("share_icon") }
                }
                """),
            .swift("""
                HStack {
                    Text(setting.explanation)
                    Button { showHelp() } label: { HStack { Image(systemName: "questionmark.circle") } }
                }
                """),
            .swift("""
                ScrollView(.horizontal) {
                    HStack {
                        Button("Trending") { showTrending() }
                        Button("Suggested") { showSuggested() }
                    }
                }
                """),
        ])

    /// Views that show a line of text.
    static let textViews: Set<String> = ["Text", "Label", "Button", "NavigationLink", "Link", "Toggle", "TextField"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        // The numbers the file's constants hold, for fonts of a size written there: read when asked.
        let numbers = AppTypes.inFile(of: file.tree).numbers
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard squeezes(call, numbers: numbers) else { return nil }
            return finding(.noFallback, at: file.location(of: call))
        }
    }

    /// Whether `call` is a row stack of two or more texts that grow with the text size, with no
    /// other layout at the accessibility sizes, the constants of `numbers` read for its fonts.
    private func squeezes(_ call: FunctionCallExprSyntax, numbers: WrittenNumbers) -> Bool {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              ["HStack", "LazyHStack"].contains(reference.baseName.text),
              let content = call.trailingClosure ?? call.argument("content")?.as(ClosureExprSyntax.self),
              textChildren(of: content, iconOnly: Self.showsIconsOnly(call),
                           fixedFont: Self.setsFixedFont(on: call, numbers: numbers), numbers: numbers) >= 2,
              !Self.scrollsHorizontally(call),
              !SettingReaders.scope(of: call, reads: SettingReaders.dynamicType) else { return false }
        return true
    }

    /// Whether the stack is the content of a horizontal `ScrollView`: it is given all the width it
    /// asks for, so larger text makes it scroll further instead of squeezing its texts.
    static func scrollsHorizontally(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let container = EnclosingView.all(around: stack).first(where: \.holdsContent),
              container.call.calledExpression.calledName == "ScrollView",
              let axes = container.call.arguments.first, axes.label == nil || axes.label?.text == "axes" else {
            return false
        }
        return axes.expression.containsToken(["horizontal"])
    }

    /// How many direct children of the stack show text that may wrap: a count or a short number
    /// beside a title (`Text("\(selectedCount)")`, `Text("12")`) keeps a few characters' width at
    /// every size, and the title takes the rest of the line, as the system's title-and-value rows do.
    /// The children of `content` that show text. Under `.labelStyle(.iconOnly)` (`iconOnly`, or
    /// on the child itself) a `Label`, and a control whose label is one, shows only its icon; a
    /// text drawn invisible (`.hidden()`, `.opacity(0)`, a clear foreground: a sizing copy under
    /// a text editor) shows nothing. A text in a font of a fixed size, its own or the stack's
    /// (`fixedFont`), does not grow with the text size, so it needs no more room at the
    /// accessibility sizes than at L; nor does a control so set, or one with no title whose label
    /// closures draw only such texts and pictures (a button's action closure is no label).
    private func textChildren(of content: ClosureExprSyntax, iconOnly: Bool, fixedFont: Bool, numbers: WrittenNumbers) -> Int {
        content.statements.filter { statement in
            guard let expression = statement.item.as(ExprSyntax.self) else { return false }
            let view = ModifierChain.innermostView(of: expression)
            guard let name = view.calledName, Self.textViews.contains(name),
                  let viewCall = view.as(FunctionCallExprSyntax.self) else { return false }
            let chain = ModifierChain(startingAt: view)
            if Self.isDrawnInvisible(chain) { return false }
            if name == "Text", chain.hasModifier("font")
                ? LineLimitIgnoresAccessibilitySizesRule.chainSetsFixedFont(chain, numbers: numbers) : fixedFont { return false }
            if iconOnly || Self.setsIconOnly(chain), Self.showsOnlyLabels(viewCall) { return false }
            if name == "Text", Self.showsShortNumber(viewCall) { return false }
            // A control set in a fixed font, its own or the stack's, shows no text that grows.
            if name != "Text", fixedFont || LineLimitIgnoresAccessibilitySizesRule.chainSetsFixedFont(chain, numbers: numbers) { return false }
            // A control with no title, only a label drawn in its closures, shows what they draw.
            if name != "Text", viewCall.arguments.first.map({ $0.label != nil || $0.expression.is(ClosureExprSyntax.self) }) ?? true,
               !Self.labelClosures(of: viewCall).isEmpty {
                return hasOpaqueLabel(viewCall, numbers: numbers)
            }
            return ViewText.showsText(viewCall) || hasOpaqueLabel(viewCall, numbers: numbers)
        }.count
    }

    /// Whether the stack itself is set in a font of a fixed size, which its texts take.
    private static func setsFixedFont(on stack: FunctionCallExprSyntax, numbers: WrittenNumbers) -> Bool {
        LineLimitIgnoresAccessibilitySizesRule.chainSetsFixedFont(ModifierChain(startingAt: ExprSyntax(stack)), numbers: numbers)
    }

    /// Whether `.labelStyle(.iconOnly)` is set on the stack or on a view around it in the file.
    static func showsIconsOnly(_ stack: FunctionCallExprSyntax) -> Bool {
        setsIconOnly(ModifierChain(startingAt: ExprSyntax(stack))) || EnclosingView.all(around: stack).contains { setsIconOnly($0.chain) }
    }

    private static func setsIconOnly(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "labelStyle").contains { $0.argument()?.trimmedDescription.hasSuffix("iconOnly") == true }
    }

    /// A `Label`, a control titled with a symbol (`Button("Restart", systemImage: "restart")`,
    /// drawn as a `Label`), or a control whose label closure holds only labels and pictures.
    private static func showsOnlyLabels(_ view: FunctionCallExprSyntax) -> Bool {
        if view.calledExpression.calledName == "Label" { return true }
        if view.argument("systemImage") != nil || view.argument("image") != nil { return true }
        // A toggle's trailing closure is its label too.
        guard let label = ViewText.labelClosure(of: view) ?? view.trailingClosure, !label.statements.isEmpty else { return false }
        return label.statements.allSatisfy { statement in
            guard let expression = statement.item.as(ExprSyntax.self) else { return true }
            return ["Label", "Image"].contains(ModifierChain.innermostView(of: expression).calledName ?? "")
        }
    }

    /// Drawn but never seen: `.hidden()`, `.opacity(0)`, `.foregroundColor(.clear)`, `.foregroundStyle(.clear)`.
    private static func isDrawnInvisible(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            switch modifier.name {
            case "hidden": return true
            case "opacity": return modifier.argument()?.trimmedDescription == "0"
            case "foregroundColor", "foregroundStyle": return [".clear", "Color.clear"].contains(modifier.argument()?.trimmedDescription ?? "")
            default: return false
            }
        }
    }

    /// Whether a `Text` shows a few characters or a whole number: a literal of six characters or
    /// fewer and no letter (`"12"`, `"4.5"`), a number formatted as one (`Text(count, format: .number)`), or
    /// one interpolated count (`"\(items.count)"`, or a property of the view declared as `Int`).
    static func showsShortNumber(_ text: FunctionCallExprSyntax) -> Bool {
        guard let argument = text.arguments.first, argument.label == nil else { return false }
        if text.argument("format")?.trimmedDescription == ".number" { return true }
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return false }
        let interpolations = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        let words = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        if interpolations.isEmpty { return words.count <= 6 && !words.contains(where: \.isLetter) }
        guard interpolations.count == 1, words.isEmpty, interpolations[0].expressions.count == 1,
              let value = interpolations[0].expressions.first?.expression else { return false }
        if value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "count" { return true }
        return DeclaredProperty.isProperty(value, declaredAs: "Int")
    }

    /// A control whose label closure shows a view the source does not spell out
    /// (`NavigationLink(value:) { locationLinkLabel }`): taken as text unless it is only images.
    /// A button's action closure is code, not its label: `Button { toggleFavorite() } label: { Image(…) }`
    /// and `Button(action: { … }) { Image(…) }` show only an image.
    private func hasOpaqueLabel(_ control: FunctionCallExprSyntax, numbers: WrittenNumbers) -> Bool {
        Self.labelClosures(of: control).contains { !Self.drawsNoTextThatGrows($0.statements, numbers: numbers) }
    }

    /// The closures of a control that draw its label, not its action.
    private static func labelClosures(of control: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        let actionLabels: Set<String> = ["action", "perform"]
        // `Button("Title") { … }` and `Button { … } label: { … }`: the unlabelled trailing closure
        // is the action unless the action is passed as `action:` or `intent:`.
        let trailingIsAction = control.calledExpression.calledName == "Button"
            && !control.arguments.contains { ["action", "intent"].contains($0.label?.text) }
        var closures = control.additionalTrailingClosures.filter { !actionLabels.contains($0.label.text) }.map(\.closure)
        if let trailing = control.trailingClosure, !trailingIsAction { closures.append(trailing) }
        closures += control.arguments.filter { !actionLabels.contains($0.label?.text ?? "") }
            .compactMap { $0.expression.as(ClosureExprSyntax.self) }
        return closures
    }

    /// Whether a label closure draws only pictures, shapes, spinners and texts in a font of a
    /// fixed size, in stacks, branches and the cases of a `switch` too (`label: { HStack {
    /// Image(systemName: "plus") } }`, Habitica's `VStack { Image(…); Text(…).font(.system(size:
    /// 16)) }`): no text that could wrap more at a larger text size.
    private static func drawsNoTextThatGrows(_ statements: CodeBlockItemListSyntax, numbers: WrittenNumbers) -> Bool {
        statements.allSatisfy { statement in
            let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            // A declaration (`let size = …`) draws nothing; any other statement may.
            guard let expression else { return statement.item.is(DeclSyntax.self) }
            if let branch = expression.as(IfExprSyntax.self) { return drawsNoTextThatGrows(inBranchesOf: branch, numbers: numbers) }
            if let choice = expression.as(SwitchExprSyntax.self) {
                return choice.cases.allSatisfy { item in
                    item.as(SwitchCaseSyntax.self).map { drawsNoTextThatGrows($0.statements, numbers: numbers) } ?? false
                }
            }
            let view = ModifierChain.innermostView(of: expression)
            // SwiftGen's image assets draw `Assets.send.swiftUIImage`, an `Image`.
            if view.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "swiftUIImage" { return true }
            let name = view.calledName ?? ""
            let chain = ModifierChain(startingAt: view)
            if ["HStack", "VStack", "ZStack"].contains(name), let content = view.as(FunctionCallExprSyntax.self)?.trailingClosure {
                return LineLimitIgnoresAccessibilitySizesRule.chainSetsFixedFont(chain, numbers: numbers)
                    || drawsNoTextThatGrows(content.statements, numbers: numbers)
            }
            if name == "Text" { return LineLimitIgnoresAccessibilitySizesRule.chainSetsFixedFont(chain, numbers: numbers) }
            if name == "ProgressView" { return view.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == true }
            return ["Image", "Spacer", "Circle", "Rectangle", "Capsule", "Color"].contains(name)
        }
    }

    /// `drawsNoTextThatGrows` for every branch of an `if`, its `else if`s and `else`.
    private static func drawsNoTextThatGrows(inBranchesOf branch: IfExprSyntax, numbers: WrittenNumbers) -> Bool {
        guard drawsNoTextThatGrows(branch.body.statements, numbers: numbers) else { return false }
        switch branch.elseBody {
        case .ifExpr(let next)?: return drawsNoTextThatGrows(inBranchesOf: next, numbers: numbers)
        case .codeBlock(let block)?: return drawsNoTextThatGrows(block.statements, numbers: numbers)
        default: return branch.elseBody == nil
        }
    }
}

extension RuleMessage {
    fileprivate static let noFallback = RuleMessage(
        id: "no-layout-fallback-at-large-sizes",
        text: """
            These texts stay side by side at every text size: at accessibility sizes they are \
            squeezed into narrow columns or cut off for people who need large text.
            """,
        fix: """
            Wrap the row in `ViewThatFits(in: .horizontal) { HStack { … } VStack(alignment: .leading) { … } }`, \
            or switch to a vertical `AnyLayout` when `dynamicTypeSize.isAccessibilitySize`.
            """)
}

extension NoLayoutFallbackAtLargeSizesRule: TypeSettlingSourceRule {
    /// Whether the file sizes a font by a constant of a named type or sets one a type holds: its
    /// texts may keep a fixed size another file's constant gives.
    static func maySettle(_ finding: Finding, fileText: String) -> Bool {
        fileText.sizesSystemFontByATypesConstant || fileText.setsFontOfATypesConstant
    }

    /// A row whose texts are set in fonts of a fixed size that a constant of another file's type
    /// gives (`.font(.system(size: Values.verySmallFontSize))`, `.font(.Headings.H5)`: Session's
    /// recovery password buttons) does not squeeze them at the accessibility sizes: they never grow.
    func settled(_ finding: Finding, in file: ParsedSourceFile, by types: AppTypes) -> Finding? {
        // The stack itself, not a modifier's call written on it, which starts where it does.
        guard let stack = file.nodes(FunctionCallExprSyntax.self).first(where: { call in
            Self.isAt(finding, call, in: file) && ["HStack", "LazyHStack"].contains(call.calledExpression.calledName ?? "")
        }) else {
            return finding
        }
        return squeezes(stack, numbers: types.numbers) ? finding : nil
    }
}
