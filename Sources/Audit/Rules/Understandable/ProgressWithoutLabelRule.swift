import SwiftSyntax
import SwiftSyntaxSupport

/// A `ProgressView` with no title and no label: VoiceOver reads only "In progress" (or a
/// percentage), never what is loading.
///
/// `ProgressView()` and `ProgressView(value:total:)` are Apple's initialisers "without a label";
/// the system gives an indeterminate indicator no name of its own, only the value "In progress"
/// that the activity indicator has always had (docs/swiftui-defaults.md, Default labels and
/// traits). A progress view with a title (`ProgressView("Loading posts")`), a label closure, an
/// `.accessibilityLabel`, or one hidden or inside a control's label or a labelled or combined
/// container, is not reported.
///
/// A spinner that stands in a stack beside a `Text` (`HStack { ProgressView(); Text("Syncing…") }`)
/// is a note: the text says what loads, and Apple leaves a progress view's label empty when "the
/// task is self-evident from the surrounding context" (`ProgressViewStyleConfiguration.label`).
/// VoiceOver still stops on the spinner after the text and reads "In progress", a stop that adds
/// nothing: hiding it, or reading the two as one, is the fix teams made (the spinner beside a
/// reader's message, hidden; beside "Looking for …", labelled).
public struct ProgressWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a `ProgressView`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["ProgressView"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "progress-without-label",
        title: "Progress indicator has no label",
        rationale: """
            A spinner or bar says to the eye what it waits for by where it stands. VoiceOver reads \
            one without a label as just "In progress" or "40 percent": a person who cannot see \
            the screen hears that something is happening, not what, nor whether it is the thing \
            they asked for.
            """,
        wcag: [.nameRoleValue, .headingsAndLabels],
        hig: "Components › Progress indicators",
        severity: .warning,
        insertedModifier: .label,
        triggeringExamples: [
            .swift("""
                Section {
                    if isLoading {
                        ↓ProgressView()
                    }
                }
                """),
            .swift("VStack { ↓ProgressView(value: download.fraction) }"),
            .swift("""
                HStack {
                    ↓ProgressView()
                    if let name { Text(name) }
                }
                """),
            // In place of content nobody asked for: no control started it.
            .swift("VStack { if isLoading { ↓ProgressView() } else { List(items) { Text($0.name) } } }"),
            .swift("VStack { if isLoading { ↓ProgressView() } else { Button(\"Refresh\") { reload() } } }"),
            // The function the button calls does not start the wait the spinner shows.
            .swift("""
                struct Picker: View {
                    @State private var saving = false
                    var body: some View {
                        if saving { ↓ProgressView() } else { SaveButton { dismiss() } }
                    }
                    private func dismiss() { saving = false }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("VStack { ProgressView(\"Loading posts\") }"),
            // Part of every button given the style, read with the button's label.
            .swift("""
                struct PurchaseButtonStyle: ButtonStyle {
                    let isLoading: Bool
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .opacity(isLoading ? 0 : 1)
                            .overlay { if isLoading { ProgressView() } }
                    }
                }
                """),
            .swift("VStack { ProgressView(value: download.fraction) { Text(\"Downloading\") } }"),
            .swift("VStack { ProgressView().accessibilityLabel(\"Loading suggestions\") }"),
            .swift("VStack { ProgressView().accessibilityHidden(true) }"),
            .swift("""
                Button(action: save) {
                    if isSaving { ProgressView() } else { Text("Save") }
                }
                """),
            .swift("""
                HStack {
                    ProgressView()
                    Text("Looking for \\(name)…")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("let spinner = ProgressView()"),
            // The spinner takes the place of the button whose action started it.
            .swift("""
                struct Editor: View {
                    @State var sending = false
                    var body: some View {
                        if sending { ProgressView() } else { sendButton }
                    }
                    var sendButton: some View {
                        Button("Send") { sending = true }
                    }
                }
                """),
            // An app's button view whose action calls a function that starts the wait.
            .swift("""
                struct TagsEditSheet: View {
                    @State private var saving = false
                    var body: some View {
                        if saving { ProgressView() } else { SaveButton { save() }.disabled(tags.isEmpty) }
                    }
                    private func save() {
                        Task { saving = true; try await model.update(); saving = false }
                    }
                }
                """),
            // A model's flag, set by the model's function each button calls.
            .swift("""
                struct Offer: View {
                    @ObservedObject var viewModel: OfferViewModel
                    var body: some View {
                        if viewModel.isPurchasing {
                            ProgressView()
                        } else {
                            StoreButton(label: Text("Buy")) { viewModel.purchaseAsIAP() }
                            StoreButton(label: Text("Buy with gems")) { viewModel.purchaseWithGems() }
                        }
                    }
                }
                final class OfferViewModel: ObservableObject {
                    @Published var isPurchasing = false
                    func purchaseAsIAP() { isPurchasing = true }
                    func purchaseWithGems() { isPurchasing = true }
                }
                """),
        ])

    /// Arguments that give a progress view its amount, not its name.
    static let valueArguments: Set<String> = ["value", "total"]
    /// Views whose label reads the progress view inside them.
    static let labelledViews: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "Label"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.calledName == "ProgressView", call.calledExpression.is(DeclReferenceExprSyntax.self),
                  call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  call.arguments.allSatisfy({ Self.valueArguments.contains($0.label?.text ?? "") }) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard chain.isShownByViewBuilder, !chain.isNamedOrHidden,
                  !EnclosingView.all(around: call).contains(where: Self.names),
                  !ControlStandIn.isStandingIn(for: chain), !Self.isDrawnByAButtonStyle(call) else { return nil }
            if let text = Self.textBeside(chain) {
                var note = finding(.besideText(text, determinate: !call.arguments.isEmpty), at: file.location(of: call))
                note.severity = .note
                return note
            }
            return finding(call.arguments.isEmpty ? .indeterminate : .determinate, at: file.location(of: call))
        }
    }

    /// Whether the progress view is drawn by a button style's `makeBody(configuration:)`: it is
    /// part of every button given the style, read as one element with the button's label
    /// (Pocket Casts' purchase buttons, a spinner over "Subscribe" while the purchase runs).
    static func isDrawnByAButtonStyle(_ call: FunctionCallExprSyntax) -> Bool {
        ["ButtonStyle", "PrimitiveButtonStyle"].contains(ControlStyleBody.style(drawing: call))
    }

    /// The `Text` written beside the progress view, when one is: the words VoiceOver reads next to
    /// the spinner (`Text("Syncing…")`, first 60 characters), written in the same stack, or in the
    /// same content of a scroll view (wallabag's `ScrollView { if isLoading { Text("Your
    /// assistant is working"); ProgressView() } }`), whose views are read in order too; for a
    /// spinner in an `if` branch, also beside the `if` (a title and subtitle over `if isLoading {
    /// ProgressView() }`), shown with it. A text in a stack beside it counts too (a modal's
    /// `ProgressView(value:)` over `HStack { icon; Text(title) }`).
    static func textBeside(_ chain: ModifierChain) -> String? {
        guard let item = chain.outermostCall.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        for sibling in shownBeside(item) {
            guard let expression = sibling.item.as(ExprSyntax.self) else { continue }
            if let text = shownText(expression) { return text }
            let view = ModifierChain(startingAt: ModifierChain.innermostView(of: expression))
            guard let stack = view.viewCall, readInOrder.contains(view.viewName ?? ""), !view.isAccessibilityHidden,
                  let content = stack.trailingClosure else { continue }
            if let text = content.statements.lazy.compactMap({ $0.item.as(ExprSyntax.self).flatMap(shownText) }).first {
                return text
            }
        }
        return nil
    }

    /// A `Text` VoiceOver reads, as the message quotes it: its literal alone when it has one
    /// (`Text("Updating")`, not the `comment:` after it), else its first 60 characters.
    private static func shownText(_ expression: ExprSyntax) -> String? {
        let view = ModifierChain(startingAt: ModifierChain.innermostView(of: expression))
        guard view.viewName == "Text", let call = view.viewCall, !view.isAccessibilityHidden else { return nil }
        if let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            return "Text(\(literal.trimmedDescription.prefix(60)))"
        }
        return String(view.view.trimmedDescription.prefix(60))
    }

    /// The statements drawn with `item`: the others of its view builder's content, and, where that
    /// content is a branch of an `if`, the statements around the `if`.
    private static func shownBeside(_ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
        guard let statements = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let own: [CodeBlockItemSyntax] = statements.filter { $0.id != item.id }
        if let closure = statements.parent?.as(ClosureExprSyntax.self) { return readsInOrder(closure) ? own : [] }
        guard var conditional = statements.parent?.parent?.as(IfExprSyntax.self) else { return [] }
        // `if … { } else if … { ProgressView() }`: up to the first `if`.
        while let outer = conditional.parent?.as(IfExprSyntax.self) { conditional = outer }
        let around = sequence(first: Syntax(conditional), next: \.parent).lazy.compactMap { $0.as(CodeBlockItemSyntax.self) }.first
        guard let around, let closure = around.parent?.parent?.as(ClosureExprSyntax.self), readsInOrder(closure) else { return [] }
        return own + shownBeside(around)
    }

    /// Views whose content VoiceOver reads one view after another, in the order written, as parts
    /// of one place (unlike a list's or a section's rows, each a row of its own).
    private static let readInOrder: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack", "ScrollView"]

    private static func readsInOrder(_ closure: ClosureExprSyntax) -> Bool {
        guard let owner = closure.owningCall?.call.calledExpression.calledName else { return false }
        return readInOrder.contains(owner)
    }

    /// Whether a view around the progress view gives it a name: a control or `Label` whose label it
    /// is, or a container that is labelled, hidden or read as one element.
    private static func names(_ enclosing: EnclosingView) -> Bool {
        guard enclosing.holdsContent else { return false }
        return labelledViews.contains(enclosing.call.calledExpression.calledName ?? "")
            || enclosing.chain.isNamedOrHidden || enclosing.chain.elementChildrenBehaviour != nil
    }
}

extension RuleMessage {
    fileprivate static let indeterminate = RuleMessage(
        id: "progress-without-label.indeterminate",
        text: """
            VoiceOver reads this spinner as just "In progress": a person who cannot see the screen \
            does not know what is loading.
            """,
        fix: """
            Say what it waits for, in the screen's words: `ProgressView("Loading comments")`, or \
            `.accessibilityLabel("Loading comments")` on it.
            """)

    /// - Parameter determinate: a progress bar (`ProgressView(value:)`), read as its percentage.
    fileprivate static func besideText(_ text: String, determinate: Bool) -> RuleMessage {
        let (kind, heard) = determinate ? ("progress bar", "just its percentage") : ("spinner", "just \"In progress\"")
        return RuleMessage(
            id: "progress-without-label.beside-text",
            text: """
                VoiceOver reads `\(text)` beside this \(kind) and stops on the \(kind) itself too, \
                saying \(heard): where the text says what loads, the stop adds nothing; where it \
                names something else (a list's title), the \(kind) tells of a wait without saying for what.
                """,
            fix: """
                If the text says what loads, hide the \(kind) (`.accessibilityHidden(true)`) or read it \
                with the text as one element (`.accessibilityElement(children: .combine)` on the \
                stack); if not, label the \(kind) with what it waits for \
                (`.accessibilityLabel("Searching for devices")`).
                """)
    }

    fileprivate static let determinate = RuleMessage(
        id: "progress-without-label.determinate",
        text: """
            VoiceOver reads this progress bar as just its percentage: a person who cannot see the \
            screen does not know what it measures.
            """,
        fix: """
            Name what it measures: `ProgressView("Downloading", value: fraction)`, or \
            `.accessibilityLabel("Downloading")` on it.
            """)
}
