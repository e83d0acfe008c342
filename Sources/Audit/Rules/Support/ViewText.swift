import Foundation
import SwiftSyntax

/// What a view shows as text, read from source.
enum ViewText {
    /// Layout containers: VoiceOver reads what they hold, each element on its own unless combined.
    static let layoutContainers: Set<String> = ["HStack", "VStack", "ZStack", "Group"]

    /// Views whose first unlabelled string argument is a visible title (`Button("Play")`).
    static let titledViews: Set<String> = ["Button", "Label", "Link", "NavigationLink", "Toggle", "Menu",
                                           "Picker", "Stepper", "Slider", "Text", "TextField", "SecureField",
                                           "DatePicker", "ColorPicker", "ShareLink"]

    /// Whether the call shows text: a non-empty title argument, or a `Text`/`Label` with text
    /// somewhere in its builder closures.
    static func showsText(_ call: FunctionCallExprSyntax) -> Bool {
        if hasTitle(call) { return true }
        return call.allTrailingClosures.contains { containsText($0) }
            || call.arguments.contains { $0.expression.as(ClosureExprSyntax.self).map(containsText) ?? false }
    }

    /// Whether the call has a non-empty title: a string literal or other expression first argument
    /// that is not a closure, or a `Text` view.
    static func hasTitle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.calledName, titledViews.contains(name),
              let first = call.arguments.first, first.label == nil || first.label?.text == "verbatim" else {
            return false
        }
        if first.expression.is(ClosureExprSyntax.self) { return false }
        if let literal = first.expression.stringLiteralValue { return !literal.trimmingCharacters(in: .whitespaces).isEmpty }
        return true
    }

    /// The closure that draws the control's label, with the control's modifier chain, when the
    /// control is named by nothing written for it: no title, no text in the label (its own or one a
    /// member of the view draws), no `.accessibilityLabel` inside the label, and none on the control
    /// nor `.accessibilityHidden`. What VoiceOver reads is then whatever the label draws, an image
    /// or nothing (`icon-only-button-without-label`, `row-read-as-fragments`).
    static func unnamedLabel(of call: FunctionCallExprSyntax) -> (label: ClosureExprSyntax, chain: ModifierChain)? {
        guard !hasTitle(call), let label = labelClosure(of: call), !containsText(label), !givesWordsToAView(label),
              !label.containsToken(["accessibilityLabel"]), !containsTextOfMember(label) else { return nil }
        let chain = ModifierChain(startingAt: ExprSyntax(call))
        guard !chain.hasAccessibilityLabel, !chain.isAccessibilityHidden else { return nil }
        return (label, chain)
    }

    /// The closure that draws the control: `label:`, or the trailing closure after an `action:`,
    /// `destination:` or `intent:` argument (`Button(intent:)` runs an App Intent, in widgets).
    static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = call.argument("label")?.as(ClosureExprSyntax.self) { return labelled }
        if let trailing = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            return trailing.closure
        }
        let actionGiven = call.arguments.contains { ["action", "destination", "value", "item", "intent"].contains($0.label?.text ?? "") }
            || call.calledExpression.calledName == "Menu"
        return actionGiven ? call.trailingClosure : nil
    }

    /// Whether `node` names a titled view or a view whose type name says it shows words
    /// (`UserNameView`, `SettingsRow`, `ProfileLabel`); calls of other types (`URL(string:)`,
    /// `KFAnimatedImage(url)`, `Blockie(address:)`) are taken as showing none.
    static func namesViewOfWords(_ node: some SyntaxProtocol, apartFrom allowed: Set<String> = []) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.parent?.is(DeclReferenceExprSyntax.self) == true, token.text.first?.isUppercase == true,
                  !allowed.contains(token.text), !wordlessViews.contains(token.text) else { return false }
            return titledViews.contains(token.text) || wordyNameEndings.contains { token.text.hasSuffix($0) }
        }
    }

    /// SwiftUI views named like views of words that show none of their own: a spinner, a
    /// scroll view (whose content is read where it is written), nothing.
    static let wordlessViews: Set<String> = ["ProgressView", "ScrollView", "EmptyView"]

    /// Endings of type names of views that show the words they are given first.
    static let textViewNameEndings = ["Text", "Label", "Title"]

    /// Endings of type names of views that show words.
    static let wordyNameEndings = ["View", "Label", "Text", "Row", "Cell", "Title", "Badge", "Field"]

    /// Whether `node` shows text through a property or function of its own type
    /// (`private var headerTitle: some View { Text(title) }` used as `headerTitle`): the member
    /// of that name declared in the enclosing type, or the file, contains text.
    static func containsTextOfMember(_ node: some SyntaxProtocol) -> Bool {
        bodiesOfMembers(drawnBy: node).contains { containsText($0) }
    }

    /// The bodies of the computed properties and functions of `node`'s own type (or file) that
    /// `node` names (`self.defaultView`, `headerTitle`): what they draw is drawn where `node` is.
    static func bodiesOfMembers(drawnBy node: some SyntaxProtocol) -> [Syntax] {
        bodiesOfMembers(named: referencedNames(in: node), around: node)
    }

    /// The bodies of the computed properties and functions named `names` in `node`'s own type
    /// (or file).
    static func bodiesOfMembers(named names: Set<String>, around node: some SyntaxProtocol) -> [Syntax] {
        guard !names.isEmpty else { return [] }
        var bodies: [Syntax] = []
        for member in node.enclosingTypeScope.tokens(viewMode: .sourceAccurate) where names.contains(member.text) {
            bodies += memberBody(declaredBy: member)
        }
        return bodies
    }

    /// The body of the computed property (its accessors) or the function whose name `token` is
    /// where it is declared; none where `token` declares no such member or it has no body.
    static func memberBody(declaredBy token: TokenSyntax) -> [Syntax] {
        var bodies: [Syntax] = []
        if let binding = token.parent?.parent?.as(PatternBindingSyntax.self), let accessors = binding.accessorBlock {
            bodies.append(Syntax(accessors))
        }
        if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id,
           let body = function.body { bodies.append(Syntax(body)) }
        return bodies
    }

    /// Whether `node` shows content the view's callers pass: a stored property of the enclosing
    /// type whose type is one of its generic parameters that are views (`let label: Label` in
    /// `struct ChevronButton<Label: View>`), `AnyView`, a closure returning either
    /// (`let content: () -> Content`), or a style configuration's label
    /// (`showsStyleConfigurationContent`). What it shows is the caller's, judged where the caller
    /// is lowered (docs/review.md, Content callers pass).
    static func containsCallerContent(_ node: some SyntaxProtocol) -> Bool {
        if showsStyleConfigurationContent(node) { return true }
        let names = referencedNames(in: node)
        guard !names.isEmpty, let type = node.enclosingTypeScope.as(StructDeclSyntax.self) else { return false }
        let views = type.genericParameterClause?.parameters.filter { $0.inheritedType?.trimmedDescription == "View" }
        let passed = Set(views?.map(\.name.text) ?? []).union(["AnyView"])
        return storedPropertyTypes(of: type, named: names).contains { annotated in
            let shown = annotated.as(FunctionTypeSyntax.self)?.returnClause.type ?? annotated
            return passed.contains(shown.trimmedDescription)
        }
    }

    /// The written types of `type`'s stored properties named one of `names`.
    private static func storedPropertyTypes(of type: StructDeclSyntax, named names: Set<String>) -> [TypeSyntax] {
        type.storedProperties.compactMap { names.contains($0.name) ? $0.binding.typeAnnotation?.type : nil }
    }

    /// Whether `node` shows the caller's content through a SwiftUI style's configuration:
    /// `configuration.label` (or `.content`, `.title`) in a style's `makeBody(configuration:)`,
    /// or through a stored property of such a configuration type. Apple documents each style
    /// configuration's `label` as the view the caller gave the control
    /// (`ButtonStyleConfiguration.label`, `DisclosureGroupStyleConfiguration.label`), so a
    /// style's button drawing it beside a chevron is named by the caller's words.
    static func showsStyleConfigurationContent(_ node: some SyntaxProtocol) -> Bool {
        let bases = Set(node.descendants(MemberAccessExprSyntax.self).compactMap { access -> String? in
            guard styleConfigurationMembers.contains(access.declName.baseName.text) else { return nil }
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        })
        guard !bases.isEmpty else { return false }
        var scope: Syntax? = Syntax(node)
        while let current = scope {
            if let function = current.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { parameter in
                   bases.contains(parameter.localName) && isStyleConfiguration(parameter.type.trimmedDescription, in: function)
               }) { return true }
            scope = current.parent
        }
        guard let type = node.enclosingTypeScope.as(StructDeclSyntax.self) else { return false }
        return storedPropertyTypes(of: type, named: bases).contains { isStyleConfiguration($0.trimmedDescription, in: $0) }
    }

    /// The members of a style configuration that hold the caller's views.
    private static let styleConfigurationMembers: Set<String> = ["label", "content", "title"]

    /// Whether `typeName` is a SwiftUI style configuration: `ButtonStyleConfiguration`,
    /// `DisclosureGroupStyle.Configuration`, or `Configuration` inside a type conforming to a style
    /// protocol (`struct ChatDisclosure: DisclosureGroupStyle`, where it names the protocol's).
    private static func isStyleConfiguration(_ typeName: String, in node: some SyntaxProtocol) -> Bool {
        if typeName.hasSuffix("StyleConfiguration") || typeName.hasSuffix("Style.Configuration") { return true }
        guard typeName == "Configuration" else { return false }
        let inherited = node.enclosingTypeScope.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes ?? []
        return inherited.contains { $0.type.trimmedDescription.hasSuffix("Style") }
    }

    /// The names `node` refers to (`label`, `headerTitle`).
    private static func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
        Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case .identifier(let name) = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { return nil }
            return name
        })
    }

    /// Whether `node` gives a view words to show: a call of a view type with a title, text or
    /// name argument (`PaymentsRow(image: Image(…), title: Localization.about)`), whose view
    /// draws them beside any image it is also given; or words given first, unlabelled, to a view
    /// named as text (`AnytypeText(model.networkTitle, style: .uxTitle2Regular)`, an app's own
    /// wrapper of `Text` with an `init(_ text:style:)`).
    static func givesWordsToAView(_ node: some SyntaxProtocol) -> Bool {
        node.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let name = call.calledExpression.calledName, name.first?.isUppercase == true else { return false }
            if textViewNameEndings.contains(where: name.hasSuffix), let first = call.arguments.first, first.label == nil,
               isWords(first.expression) { return true }
            return call.arguments.contains { argument in
                guard let label = argument.label?.text else { return false }
                if label == "label" { return isWords(argument.expression) }
                guard wordArguments.contains(label) else { return false }
                return !argument.expression.is(NilLiteralExprSyntax.self) && argument.expression.stringLiteralValue != ""
            }
        }
    }

    /// Whether an argument named `label` is words rather than a view (`label: { Image(…) }`,
    /// `label: Image(…)`): a non-empty string, a member of a strings type (`UserText.settingsAppearanceSection`),
    /// or a lookup of localized words, as DuckDuckGo's `SettingsCellView(label:image:)` is given.
    private static func isWords(_ expression: ExprSyntax) -> Bool {
        if let literal = expression.stringLiteralValue { return !literal.trimmingCharacters(in: .whitespaces).isEmpty }
        if expression.is(StringLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return base.trimmedDescription != "self"
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.calledName else { return false }
        return ["NSLocalizedString", "String"].contains(name)
    }

    /// Argument labels that hand a view the words it shows.
    private static let wordArguments: Set<String> = ["title", "text", "name", "subtitle", "message", "caption", "headline"]

    /// The views a stack or a group (`layoutContainers`) holds in its trailing closure, at any
    /// depth: each call written by a capitalised name alone (`Text(…)`, `Image(…)`, `HStack { … }`);
    /// nil for any other view.
    static func viewsHeld(by container: FunctionCallExprSyntax?) -> [FunctionCallExprSyntax]? {
        guard let container, let name = container.calledExpression.calledName, layoutContainers.contains(name),
              let content = container.trailingClosure else { return nil }
        return content.statements.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text.first?.isUppercase == true, let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.trimmedDescription == token.text else { return nil }
            return call
        }
    }

    /// Whether a `Text` with text, or a titled view, appears anywhere in `node`.
    static func containsText(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard titledViews.contains(token.text), let call = token.parent?.parent?.as(FunctionCallExprSyntax.self) else {
                return false
            }
            return hasTitle(call)
        }
    }
}
