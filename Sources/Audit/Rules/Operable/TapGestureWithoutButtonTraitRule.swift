import SwiftSyntax
import SwiftSyntaxSupport

/// `.onTapGesture` on a view that is not a button, without `.accessibilityAddTraits(.isButton)`.
///
/// SwiftLint's `accessibility_trait_for_button`. `onTapGesture` does not add the button trait
/// (docs/swiftui-defaults.md, Gestures), so VoiceOver never says the view can be activated. Not reported: a
/// plain `Color` or a `Spacer` with a tap gesture (a background that dismisses the keyboard); a call with no
/// action, which is a closure property named `onTapGesture`, not the modifier; a view that gives
/// assistive technologies the same activation with a default `.accessibilityAction`, on itself or
/// on the element that combines it; a double tap (`count: 2`), which needs an accessible
/// alternative rather than a trait (`gesture-only-control`); a row whose tap only widens the target of a visible
/// `Button` inside it that runs the same code; a view VoiceOver never reaches (hidden, or a
/// decorative image), where a trait would not help (`action-on-hidden-view`). A tap on a view of
/// the app's own type whose content holds an element announcing it (a card's title with the link
/// trait) is settled by the tree rule `tappable-without-button-trait`, which sees that content.
public struct TapGestureWithoutButtonTraitRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without `.onTapGesture`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["onTapGesture"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "tap-gesture-without-button-trait",
        title: "Tap gesture on a view that is not a button",
        rationale: """
            VoiceOver says "Button" so a person knows a view does something. A view made tappable \
            with `onTapGesture` sounds like plain text, so a VoiceOver user never learns it can be \
            activated, and Voice Control may not offer it.
            """,
        wcag: [.nameRoleValue],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        supersedes: [TappableWithoutButtonTraitRule.description.id],
        insertedModifier: .buttonTrait,
        triggeringExamples: [
            // A helper of a toggle style that is not its body: drawn wherever it is called.
            .swift("""
                struct SwitchStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label }
                    func knob(_ action: @escaping () -> Void) -> some View {
                        Circle()↓.onTapGesture { action() }
                    }
                }
                """),
            // A tap doing something else than the button whose label holds it: no VoiceOver gesture reaches it.
            .swift("""
                Button { showChanges(file) } label: {
                    HStack {
                        Text(file.name)
                        Image(systemName: "plus")↓.onTapGesture { stage(file) }
                    }
                }
                """),
            .swift("""
                Text(route.name)
                    ↓.onTapGesture { select(route) }
                """),
            .swift("Image(\"avatar\").accessibilityLabel(\"Dan\")↓.onTapGesture(count: 1) { showProfile() }"),
            .swift("""
                TextField("Question", text: $question)
                    .focused($isEditing)
                    ↓.onTapGesture { isEditing = true; send() }
                """),
            // The link inside names its own text, not the tapped card around it.
            .swift("""
                VStack {
                    Text(article.title).accessibilityAddTraits(.isHeader)
                    Text(article.source).accessibilityAddTraits(.isLink)
                }
                .accessibilityAddTraits(.isSummaryElement)
                ↓.onTapGesture { open(article) }
                """),
            // The bell is shown in a row read as its children: its tap is its own, unannounced.
            .swift("""
                struct DepartureRow: View {
                    var body: some View {
                        HStack {
                            Text(departure.route)
                            alarmBell
                        }
                    }
                    private var alarmBell: some View {
                        Image(systemName: hasAlarm ? "bell.fill" : "bell")
                            ↓.onTapGesture { toggleAlarm() }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A toggle style's body: the styled `Toggle` is the element, a switch VoiceOver toggles.
            .swift("""
                struct SwitchStyle: ToggleStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Capsule().frame(width: 48, height: 28)
                        }
                        .onTapGesture { configuration.isOn.toggle() }
                    }
                }
                """),
            // Shown only inside a row that is one element with its own action, which offers the
            // alarm as a named action too.
            .swift("""
                struct DepartureRow: View {
                    var body: some View {
                        HStack {
                            Text(departure.route)
                            alarmBell
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(departure.summary)
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { open(departure) }
                        .accessibilityAction(named: hasAlarm ? "Remove alarm" : "Add alarm") { toggleAlarm() }
                    }
                    private var alarmBell: some View {
                        Image(systemName: hasAlarm ? "bell.fill" : "bell")
                            .onTapGesture { toggleAlarm() }
                    }
                }
                """),
            // A tap inside a button's label: the button is the element VoiceOver announces.
            .swift("""
                Button { isOn.toggle() } label: {
                    HStack {
                        RoundedRectangle(cornerRadius: 4).frame(width: 16, height: 16)
                            .onTapGesture { isOn.toggle() }
                        Text("Remember me")
                    }
                }
                """),
            // A tap that acts where it lands (a camera's tap to focus) is no button.
            .swift("CameraPreview(session: session).onTapGesture { location in focus(at: location) }"),
            // A spacer draws nothing: VoiceOver has nothing to land on; the bar's button is the control.
            .swift("""
                HStack {
                    Button("Open") { open() }
                    Spacer()
                        .contentShape(Rectangle())
                        .onTapGesture { open() }
                }
                """),
            // The thumbnail says "Button" itself, when it has a photo to show.
            .swift("""
                struct Thumbnail: View {
                    let photo: Photo?
                    var body: some View {
                        if let photo {
                            PhotoView(photo)
                                .accessibilityLabel(photo.description)
                                .accessibilityAddTraits(.isButton)
                        }
                    }
                }
                struct Gallery: View {
                    let photo: Photo?
                    var body: some View {
                        Thumbnail(photo: photo)
                            .onTapGesture { openViewer() }
                    }
                }
                """),
            .swift("Text(route.name).onTapGesture { select(route) }.accessibilityAddTraits(.isButton)"),
            .swift("Text(\"Website\").accessibilityAddTraits(.isLink).onTapGesture { open(url) }"),
            .swift("Button(route.name) { select(route) }"),
            // A tap that runs nothing keeps the touch from the row around: no action to miss.
            .swift("""
                TrimHandle()
                    .onTapGesture {} // keeps the scroll view from taking the touch
                    .highPriorityGesture(DragGesture().onChanged { drag($0) })
                """),
            // A tap that only puts the keyboard away is no control.
            .swift("""
                VStack {
                    Text("Amount")
                    TextField("0.00", text: $amount)
                }
                .onTapGesture { hideKeyboard() }
                """),
            .swift("Image(decorative: \"cover\").onTapGesture { showCover() }"),
            .swift("""
                HStack { Image(systemName: "star").onTapGesture { toggleFavorite() } }
                    .accessibilityHidden(true)
                """),
            .swift("Color.clear.onTapGesture { dismissKeyboard() }"),
            // An empty stack draws nothing and is no element VoiceOver lands on (a tap layer over a player).
            .swift("""
                VideoPlayer(player: player).overlay {
                    HStack {}.frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle())
                        .onTapGesture { isFullScreen = true }
                }
                """),
            .swift("Image(\"divider\").accessibilityHidden(true).onTapGesture { reset() }"),
            .swift("Image(\"avatar\").accessibility(addTraits: .isButton).onTapGesture { showProfile() }"),
            .swift("Text(\"Website\").onTapGesture { open(url) }.accessibilityAddTraits([.isLink])"),
            .swift("Image(\"map\").accessibilityLabel(\"Route map\").onTapGesture(count: 2) { zoomIn() }"),
            .swift("""
                struct Cover: View {
                    let onTapGesture: () -> Void
                    var body: some View {
                        Image("cover").gesture(TapGesture().onEnded { self.onTapGesture() })
                    }
                }
                """),
            .swift("""
                HStack {
                    Text("Hidden by a filter")
                    Button { withAnimation { isFiltered = false } } label: { Text("Show anyway") }
                }
                .onTapGesture { withAnimation { isFiltered = false } }
                """),
            .swift("""
                Text(note.summary)
                    .onTapGesture { open(note) }
                    .accessibilityAction { open(note) }
                """),
            .swift("""
                TextField("Question", text: $question)
                    .focused($isEditing)
                    .padding()
                    .onTapGesture { self.isEditing = true }
                """),
            .swift("""
                VStack {
                    Text(post.author)
                    Text(post.body).onTapGesture { openDetail() }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAction { openDetail() }
                """),
            .swift("""
                VStack {
                    Text(post.body).onTapGesture { openDetail() }
                }
                #if os(visionOS)
                  .hoverEffect()
                #endif
                .accessibilityElement(children: .combine)
                .accessibilityAction { openDetail() }
                """),
        ],
        fixExamples: [
            FixExample(before: "Text(route.name)↓.onTapGesture { select(route) }",
                       after: "Text(route.name).onTapGesture { select(route) }.accessibilityAddTraits(.isButton)"),
        ])

    /// Views a tap gesture on is no unannounced element: controls that say what they are, a plain
    /// `Color`, and a `Spacer`, which VoiceOver never lands on (it draws nothing; a tap on it widens
    /// the hit area of what is beside it), so a trait on it would make none.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Toggle", "Menu", "Color", "Spacer"]

    public init(configuration: RuleConfiguration) {}

    /// Whether the tapped view is drawn in the label of a `Button` whose action is the tap's
    /// (zashi's checkbox row: `Button { isOn.toggle() } label: { HStack { box.onTapGesture {
    /// isOn.toggle() }; Text(label) } }`): the button is the element VoiceOver reads, "Button"
    /// included, and its action, what a double tap runs, is the tap's. A tap doing something else
    /// there (a row's stage and revert icons in Code App's source-control row, a `Button { }` kept
    /// for its pressed look) is reached by no VoiceOver gesture, and stays reported.
    static func repeatsTheLabelsButton(_ action: Syntax, around call: FunctionCallExprSyntax) -> Bool {
        let code = Self.code(of: action)
        return !code.isEmpty && labelsButtons(around: call).contains { button in
            let buttonAction = button.argument("action").map(Syntax.init)
                ?? (button.additionalTrailingClosures.isEmpty ? nil : button.trailingClosure.map(Syntax.init))
            return buttonAction.map { Self.code(of: $0) == code } ?? false
        }
    }

    /// Whether the tapped view is drawn in a button's label.
    static func isInAButtonsLabel(_ call: FunctionCallExprSyntax) -> Bool {
        !labelsButtons(around: call).isEmpty
    }

    /// The buttons whose label closure holds `call` (`EnclosingView.isControlLabel`).
    private static func labelsButtons(around call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        EnclosingView.all(around: call).filter { $0.isControlLabel && $0.call.calledExpression.calledName == "Button" }.map(\.call)
    }

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var references: NameReferences?
        return file.modifierCalls(named: ["onTapGesture"]).compactMap { (modifier: ModifierChain.Modifier) -> Finding? in
            let call = modifier.call
            guard let action = Self.action(of: call), !Self.isMultipleTap(call), !EmptyHandler.runsNothing(action) else { return nil }
            let chain = ModifierChain(containing: call)
            let traits: [String] = chain.modifiers.filter(Self.addsTraits).flatMap { modifier in
                modifier.call.arguments.tokens(viewMode: .sourceAccurate).map(\.text)
            }
            let typeName = chain.view.firstToken(viewMode: .sourceAccurate)?.text ?? ""
            guard !Self.controls.contains(chain.viewName ?? ""), !Self.controls.contains(typeName),
                  !Self.isEmptyStack(chain.view), !Self.announcesItself(typeName, in: file),
                  ControlStyleBody.style(drawing: call) == nil,
                  !traits.contains("isButton"), !traits.contains("isLink"), !chain.isAccessibilityHidden,
                  !Self.hasDefaultAccessibilityAction(chain),
                  ActionOnHiddenViewRule.unreachability(of: chain, in: file) == nil,
                  !Self.isInsideAnElementWithAnAction(call),
                  !Self.isShownOnlyInsideAnElementWithAnAction(call, in: file, references: &references),
                  !Self.repeatsTheLabelsButton(action, around: call),
                  !Self.repeatsAVisibleButton(action, in: chain),
                  !Self.onlyFocusesItself(action, in: chain), !KeyboardDismissal.onlyEndsEditing(action),
                  !Self.readsWhereItWasTapped(action) else {
                return nil
            }
            // In a button's label, the tap is out of reach, not unannounced: no trait or edit helps.
            if Self.isInAButtonsLabel(call) { return finding(.inAButtonsLabel, at: file.location(of: modifier.member.period)) }
            let isLastModifier = chain.modifiers.last?.call.id == call.id
            let edits = isLastModifier ? [file.edit(inserting: InsertedModifier.buttonTrait.text, after: call)] : []
            var found = finding(.notAButton, at: file.location(of: modifier.member.period), edits: edits)
            found.insertion = file.insertion(InsertedModifier.buttonTrait.text, atEndOf: chain)
            return found
        }
    }
}

extension TapGestureWithoutButtonTraitRule {
    /// Whether a view around the call makes one element of its children (ignoring or combining
    /// them) with a default action of its own: the element is the button VoiceOver reaches.
    static func isInsideAnElementWithAnAction(_ node: some SyntaxProtocol) -> Bool {
        EnclosingView.all(around: node).contains { enclosing in
            [nil, "contain"].contains(enclosing.chain.elementChildrenBehaviour) == false && hasDefaultAccessibilityAction(enclosing.chain)
        }
    }

    /// Whether the call is in a property or function of the view (not its `body`) that every
    /// place of its file showing it puts inside such an element (OneBusAway's alarm bell, drawn by
    /// `alarmCircleButton` in a departure row that ignores its children, has a default action
    /// and offers the alarm as a named action).
    static func isShownOnlyInsideAnElementWithAnAction(_ call: FunctionCallExprSyntax, in file: ParsedSourceFile,
                                                       references: inout NameReferences?) -> Bool {
        guard let member = call.drawingMember, member != "body" else { return false }
        let uses = call.usesOfViewOwner(in: file, references: &references)
        return !uses.isEmpty && uses.allSatisfy(isInsideAnElementWithAnAction)
    }

    /// The code the gesture runs: its trailing closure or `perform:` argument. A call with
    /// neither is not the SwiftUI modifier (`self.onTapGesture()` calls a stored closure).
    static func action(of call: FunctionCallExprSyntax) -> Syntax? {
        if let closure = call.trailingClosure { return Syntax(closure) }
        return call.argument("perform").map(Syntax.init)
    }

    /// Whether the action reads where the view was tapped (`onTapGesture { location in focus(at:
    /// location) }`, `{ handleTapToFocus(location: $0) }`; SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`
    /// passes "the location of the tap"): what it does depends on the place, as a camera's tap to
    /// focus or a drawing's tap to place a point, so it is no button, whose activation VoiceOver
    /// performs at the element's centre. Whether such a place can be reached without pointing is
    /// `gesture-only-control`'s question. A closure that names its location `_` is read as before.
    static func readsWhereItWasTapped(_ action: Syntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self) else { return false }
        let names: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = ["$0"]
        @unknown default: names = []
        }
        let read = Set(names.filter { $0 != "_" })
        guard !read.isEmpty else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard read.contains(token.text), token.parent?.is(DeclReferenceExprSyntax.self) == true else { return false }
            // `$0` of a closure inside the action is that closure's own.
            return token.text != "$0" || Self.innermostClosure(around: token)?.id == closure.id
        }
    }

    private static func innermostClosure(around token: TokenSyntax) -> ClosureExprSyntax? {
        var node = token.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) { return closure }
            node = current.parent
        }
        return nil
    }

    /// Whether the tapped view is a view of this file whose `body` announces itself as a button
    /// or link (`MediaPreview`, whose body ends `.accessibilityAddTraits(.isButton)`): VoiceOver
    /// says "Button" on what the tap is on. The tree rule `tappable-without-button-trait` settles
    /// such a tap where the view's content is lowered; this reads it where a run-time value (an
    /// optional only the running app knows, in an `if let`) keeps the lowering from reaching it.
    static func announcesItself(_ typeName: String, in file: ParsedSourceFile) -> Bool {
        file.nodes(StructDeclSyntax.self).contains { type in
            type.name.text == typeName && type.memberBlock.members.contains { member in
                guard let property = member.decl.as(VariableDeclSyntax.self),
                      property.bindings.first?.pattern.trimmedDescription == "body" else { return false }
                return property.descendants(FunctionCallExprSyntax.self).contains { call in
                    call.calledExpression.calledName == "accessibilityAddTraits" && call.arguments.containsToken(["isButton", "isLink"])
                }
            }
        }
    }

    /// `HStack {}`: a stack with no content draws nothing, so, like `Color.clear`, it is no element
    /// VoiceOver lands on, and a trait on it would make none.
    static func isEmptyStack(_ view: ExprSyntax) -> Bool {
        guard let call = view.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["HStack", "VStack", "ZStack", "Group"].contains(name),
              let content = call.trailingClosure else { return false }
        return content.statements.isEmpty
    }

    /// `.onTapGesture(count: 2)`: a double tap is not a button's activation, and a button trait
    /// would not make it reachable; `gesture-only-control` asks for an accessible alternative.
    static func isMultipleTap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let count = call.argument("count")?.as(IntegerLiteralExprSyntax.self) else { return false }
        return (Int(count.literal.text) ?? 1) > 1
    }

    /// `.accessibilityAddTraits(…)`, or the older `.accessibility(addTraits: …)`.
    static func addsTraits(_ modifier: ModifierChain.Modifier) -> Bool {
        modifier.name == "accessibilityAddTraits"
    }

    /// Whether the chain gives VoiceOver and Switch Control a default activation:
    /// `.accessibilityAction { … }` with no name (`.accessibilityAction(named:)` adds a custom
    /// action, not the double-tap).
    static func hasDefaultAccessibilityAction(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "accessibilityAction").contains { modifier in
            modifier.call.arguments.allSatisfy { argument in
                argument.expression.is(ClosureExprSyntax.self) || argument.expression.trimmedDescription == ".default"
            }
        }
    }

    /// Whether the tapped view holds a visible `Button` whose action is the same code: the tap
    /// only widens that button's target, and the button already speaks as one.
    static func repeatsAVisibleButton(_ action: Syntax, in chain: ModifierChain) -> Bool {
        let code = Self.code(of: action)
        guard !code.isEmpty, let container = chain.viewCall else { return false }
        return container.allTrailingClosures.contains { closure in
            closure.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "Button", let button = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                      button.calledExpression.calledName == "Button",
                      !ModifierChain(startingAt: ExprSyntax(button)).isAccessibilityHidden else { return false }
                let buttonAction = button.argument("action").map(Syntax.init)
                    ?? button.trailingClosure.map(Syntax.init)
                return buttonAction.map { Self.code(of: $0) == code } ?? false
            }
        }
    }

    /// Whether the tap only moves focus to the view it is on: its statements set the
    /// `@FocusState` the same chain binds with `.focused($name)` (to `true`) or
    /// `.focused($name, equals: value)` (to that value). A text input takes focus when VoiceOver
    /// activates it ("Double tap to edit"), so the tap only widens the area that does what the
    /// input already announces.
    static func onlyFocusesItself(_ action: Syntax, in chain: ModifierChain) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self), !closure.statements.isEmpty else { return false }
        let focused: [(name: String, value: String)] = chain.modifiers(named: "focused").compactMap { modifier in
            let arguments = Array(modifier.call.arguments)
            guard let binding = arguments.first, binding.label == nil,
                  case let written = binding.expression.trimmedDescription, written.hasPrefix("$") else { return nil }
            let name = String(written.dropFirst())
            let value = arguments.first { $0.label?.text == "equals" }?.expression.trimmedDescription ?? "true"
            return (name, value)
        }
        guard !focused.isEmpty else { return false }
        return closure.statements.allSatisfy { item in
            guard let assignment = item.item.as(SequenceExprSyntax.self)?.plainAssignment else { return false }
            var target = assignment.target.trimmedDescription
            if target.hasPrefix("self.") { target.removeFirst("self.".count) }
            return focused.contains { $0.name == target && $0.value == assignment.value.trimmedDescription }
        }
    }

    /// The statements of a closure (or the expression) without spacing, for comparison.
    private static func code(of action: Syntax) -> String {
        let body = action.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? action
        return body.tokens(viewMode: .sourceAccurate).map(\.text).joined(separator: " ")
    }
}

extension RuleMessage {
    fileprivate static let inAButtonsLabel = RuleMessage(
        id: "tap-gesture-without-button-trait.in-button-label",
        text: """
            This tap sits in a button's label and does something else than the button: VoiceOver \
            reads the button as one element and a double tap runs the button's action, so VoiceOver, \
            Switch Control and Voice Control users cannot reach what this tap does.
            """,
        fix: """
            Make it a control of its own beside the button, not inside its label, or offer it on the \
            button as `.accessibilityAction(named: "…") { … }`.
            """)

    fileprivate static let notAButton = RuleMessage(
        id: "tap-gesture-without-button-trait",
        text: """
            VoiceOver does not say "Button" for this tappable view: a person who cannot see it \
            does not know it does something.
            """,
        fix: "Use a `Button`, or add `.accessibilityAddTraits(.isButton)` (`.isLink` if it opens a page).")
}
