import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// A SwiftUI view expression and the modifiers applied to it, innermost first:
/// `Text("Hi").font(.body).lineLimit(1)` is the view `Text("Hi")` with `font`, then `lineLimit`.
/// A conditionally compiled block of modifiers (`#if os(visionOS) … #endif`) is stepped over: the
/// modifiers after it still belong to the chain; those inside it are not read.
struct ModifierChain {
    /// One modifier call: `.lineLimit(1)`.
    struct Modifier {
        /// The modifier's current name: `accessibilityLabel` for the iOS 13 `.accessibility(label:)`.
        var name: String
        var call: FunctionCallExprSyntax
        var member: MemberAccessExprSyntax

        init(call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
            self.call = call
            self.member = member
            self.name = DeprecatedAccessibilitySpelling.currentName(
                of: member.declName.baseName.text, firstLabel: call.arguments.first?.label?.text)
        }

        /// Whether the call is written in its iOS 13 form, `.accessibility(label: …)`.
        var isDeprecatedSpelling: Bool { member.declName.baseName.text != name }

        /// The modifier's first unlabelled argument (the value of `.accessibility(hidden: true)`
        /// in the iOS 13 form), or the one labelled `label`.
        func argument(_ label: String? = nil) -> ExprSyntax? {
            if label == nil, isDeprecatedSpelling { return call.arguments.first?.expression }
            return call.argument(label)
        }
    }

    /// The view before any modifier.
    var view: ExprSyntax
    var modifiers: [Modifier]

    /// The name of the view's type or factory: `Text`, `Image`, `Button`, `HStack`.
    var viewName: String? { view.calledName }

    /// The view call itself, when the view is written as a call (`Image("dog")`).
    var viewCall: FunctionCallExprSyntax? { view.as(FunctionCallExprSyntax.self) }

    /// The whole expression the chain spans: the view with every modifier, and any conditionally
    /// compiled block (or, read through properties, property) after the last one.
    var whole: ExprSyntax

    /// The chain that starts at `view`, following modifier calls outward. With
    /// `throughProperties`, a property between modifiers (`.focusSection().backport.defaultFocus(…)`,
    /// an app's wrapper) does not end the chain: the modifiers after it are read too.
    init(startingAt view: ExprSyntax, throughProperties: Bool = false) {
        self.view = view
        var modifiers: [Modifier] = []
        var current = view
        while true {
            // `#if os(visionOS) .hoverEffect() #endif` between two modifiers: the chain goes on after it.
            if let conditional = current.parent?.as(PostfixIfConfigExprSyntax.self), conditional.base?.id == current.id {
                current = ExprSyntax(conditional)
                continue
            }
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id else { break }
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else {
                guard throughProperties else { break }
                current = ExprSyntax(member)
                continue
            }
            modifiers.append(Modifier(call: call, member: member))
            current = ExprSyntax(call)
        }
        self.modifiers = modifiers
        whole = current
    }

    /// The last modifier call, or the view when there is none.
    var outermostCall: Syntax { modifiers.last.map { Syntax($0.call) } ?? Syntax(view) }

    /// The chain a modifier call belongs to, from its innermost view outward.
    init(containing call: FunctionCallExprSyntax) {
        self.init(startingAt: Self.innermostView(of: ExprSyntax(call)))
    }

    /// The chain of a view written with its modifiers (`Text("Hi").font(.body)`), read from its
    /// innermost view.
    init(containingView expression: ExprSyntax) {
        self.init(startingAt: Self.innermostView(of: expression))
    }

    /// The view under every modifier of `expression`: `Text("Hi")` for `Text("Hi").font(.body)`.
    static func innermostView(of expression: ExprSyntax) -> ExprSyntax {
        var view = expression
        while true {
            if let conditional = view.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                view = base
                continue
            }
            guard let inner = view.as(FunctionCallExprSyntax.self),
                  let member = inner.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return view
            }
            view = base
        }
    }

    func modifiers(named name: String) -> [Modifier] { modifiers.filter { $0.name == name } }

    func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    /// Whether the whole expression stands as a statement of a view builder: in a closure
    /// (`VStack { … }`), or in a property or function whose type is `some View` (`body`), rather
    /// than an argument, an assigned value, or the result of a helper typed `Image`.
    var isShownByViewBuilder: Bool {
        guard let item = outermostCall.parent?.as(CodeBlockItemSyntax.self) else { return false }
        var current = Syntax(item)
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) { return true }
            if let variable = parent.as(VariableDeclSyntax.self) {
                return variable.bindings.first?.typeAnnotation?.type.trimmedDescription.contains("View") ?? false
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                let returns = function.signature.returnClause?.type.trimmedDescription ?? ""
                return returns.contains("View") || function.attributes.trimmedDescription.contains("ViewBuilder")
            }
            current = parent
        }
        return false
    }

    /// Whether the chain hides the view: `.accessibilityHidden(true)` (or with no argument).
    var isAccessibilityHidden: Bool {
        modifiers(named: "accessibilityHidden").contains { $0.argument()?.booleanLiteralValue ?? true }
    }

    /// Whether the chain hides the view in every state: `.accessibilityHidden(true)`, not a
    /// condition (`isAccessibilityHidden` takes a condition for hidden).
    var isAlwaysAccessibilityHidden: Bool {
        modifiers(named: "accessibilityHidden").contains { $0.argument()?.booleanLiteralValue == true }
    }

    /// Whether assistive technologies never reach what the chain's view draws: it is hidden, or
    /// made one element that ignores its children (`.accessibilityElement()`, read by the label
    /// the chain gives it; docs/swiftui-defaults.md, Grouping children).
    var hidesWhatItDraws: Bool { isAlwaysAccessibilityHidden || elementChildrenBehaviour == "ignore" }

    /// The `children:` behaviour of `.accessibilityElement(children:)` if applied: `ignore` when
    /// written without an argument (SwiftUI's default, docs/swiftui-defaults.md, Grouping children).
    var elementChildrenBehaviour: String? {
        guard let modifier = modifiers(named: "accessibilityElement").last else { return nil }
        return modifier.argument("children")?.calledName ?? "ignore"
    }

    /// Whether the chain gives the view an accessibility label.
    var hasAccessibilityLabel: Bool { hasModifier("accessibilityLabel") }

    /// Whether the chain names the view for VoiceOver or hides it: a label, a representation in
    /// its place, or `.accessibilityHidden(true)`.
    var isNamedOrHidden: Bool {
        hasAccessibilityLabel || isAccessibilityHidden || hasModifier("accessibilityRepresentation")
    }
}

/// A view that contains another in one of its builder closures: `HStack { … }`, `Button { … }`,
/// or a modifier that takes views (`.overlay { … }`), with the chain of the view it belongs to.
struct EnclosingView {
    /// The call whose closure holds the inner view.
    var call: FunctionCallExprSyntax
    /// The closure's argument label (`label`, `content`, `action`…), nil for an unlabelled trailing closure.
    var closureLabel: String?
    /// The chain the containing view belongs to.
    var chain: ModifierChain

    /// Every view around `node`, innermost first.
    static func all(around node: some SyntaxProtocol) -> [EnclosingView] {
        var result: [EnclosingView] = []
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = current.as(ClosureExprSyntax.self), let owner = owning(closure) {
                result.append(owner)
            }
            current = parent
        }
        return result
    }

    /// Whether the closure is a builder of content shown where the view is, rather than an action
    /// run on a tap or content a control shows elsewhere (`isShownElsewhere`).
    var holdsContent: Bool {
        guard !isShownElsewhere else { return false }
        guard let closureLabel else { return !isActionOnly }
        return !["action", "perform", "onChange", "completion"].contains(closureLabel)
    }

    /// Whether the closure is the label of a `Button`, `NavigationLink` or `Link`: its `label:`
    /// closure, or its trailing closure where the action or the destination is an argument
    /// (`Button(action: save) { … }`, `NavigationLink(value: 1) { … }`); not a modifier's closure
    /// on the control (a `.sheet` presented from a button) nor a link's destination
    /// (`NavigationLink(unwrapping:case:) { _ in Detail() }`). An App Intent a button performs
    /// (`Button(intent: Refresh()) { … }`, iOS 17) is its action, as `action:` is.
    var isControlLabel: Bool {
        ["Button", "NavigationLink", "Link"].contains(call.calledExpression.calledName ?? "")
            && (closureLabel == "label" || closureLabel == nil && ["action", "intent", "destination", "value"].contains { call.argument($0) != nil })
    }

    /// Whether the closure is content a control shows on another screen or in a pop-up, not in
    /// its label: a navigation link's destination (`NavigationLink { Detail() } label: { … }`,
    /// `NavigationLink("Details") { Detail() }`, `destination: { … }`), a menu's or a picker's
    /// items (`Menu("Sort") { … }`, `Picker("Size", selection: $size) { … }`). Apple's
    /// `NavigationLink` initialisers take the destination before the label, and a title with
    /// the destination alone; `Menu` and `Picker` take their items as `content`.
    var isShownElsewhere: Bool {
        let name = call.calledExpression.calledName ?? ""
        if closureLabel == "destination" { return true }
        switch name {
        case "NavigationLink":
            guard closureLabel == nil else { return false }
            let hasLabelClosure = call.additionalTrailingClosures.contains { $0.label.text == "label" }
                || call.arguments.contains { $0.label?.text == "label" }
            let hasTitle = call.arguments.first.map { $0.label == nil } ?? false
            // A closure handed the value the link unwraps (`NavigationLink(unwrapping: $route,
            // case: \.detail) { $detail in Detail(…) }`, SwiftUINavigation's and apps' own) is the
            // destination: a label takes no value.
            let takesValue = call.trailingClosure?.signature?.parameterClause != nil
            return hasLabelClosure || hasTitle || takesValue
        case "Menu", "Picker":
            return closureLabel == nil || closureLabel == "content"
        default:
            return false
        }
    }

    /// Whether the unlabelled trailing closure is code run on an event rather than content: every
    /// event modifier's, and a `Button`'s unless its action is passed as `action:`
    /// (`Button("Play") { … }` and `Button { … } label: { … }` against `Button(action: play) { … }`).
    private var isActionOnly: Bool {
        let name = call.calledExpression.calledName ?? ""
        if name == "Button" { return !call.arguments.contains { ["action", "intent"].contains($0.label?.text) } }
        return ["onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "onChange", "task", "onSubmit",
                "onReceive", "withAnimation", "accessibilityAction", "accessibilityAdjustableAction", "onEnded",
                "onChanged"].contains(name)
    }

    /// The view whose builder closure `closure` is, when it is given to a call.
    static func owning(_ closure: ClosureExprSyntax) -> EnclosingView? {
        closure.owningCall.map { EnclosingView(call: $0.call, closureLabel: $0.label, chain: ModifierChain(containing: $0.call)) }
    }
}

extension SyntaxProtocol {
    /// The innermost type declaration (struct, class, enum, actor, extension) around the node,
    /// or the whole file: the "view" a rule asks whether it reads a setting.
    var enclosingTypeScope: Syntax {
        var current = Syntax(self)
        while let parent = current.parent {
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) {
                return parent
            }
            current = parent
        }
        return current
    }

    /// Whether any token under the node is one of `names`.
    func containsToken(_ names: Set<String>) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }
}
