import AccessibilityTree
import Basics
import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    func makeText(_ arguments: [CallArgument], location: SourceLocation?) -> ViewNode {
        guard let first = arguments.first else { return ViewNode(.text(""), source: location) }
        if let format = arguments.first(where: { ["format", "formatter", "style"].contains($0.label ?? "") }) {
            return makeFormattedText(first, format: format, location: location)
        }
        let value = first.value
        if let text = value.asString {
            // A literal is a LocalizedStringKey, whose Markdown is rendered, not spoken.
            let isLiteral = first.label == nil && first.expression.is(StringLiteralExprSyntax.self)
            let key = first.label == nil ? LocalizationKey.unresolvedLabel(for: text, expression: first.expression) : nil
            return ViewNode(.text(isLiteral ? InlineMarkdown.plainText(text) : text), source: location, unresolved: key.map { [$0] } ?? [])
        }
        if case .view(let node) = value, case .text = node.primitive { return node }
        if case .view(let node) = value, let image = node.imageSourceThroughModifiers {
            guard let words = image.textContent else {
                return ViewNode(.text("\\(\(first.expression.trimmedText))"), source: location,
                                unresolved: [Unresolved(reason: "image known only at run time inside a `Text`")])
            }
            return ViewNode(.text(words), source: location)
        }
        if let text = value.shownText, !value.isUnknown { return ViewNode(.text(text), source: location) }
        let reason = value.unknownReason ?? "run-time value `\(first.expression.trimmedText.clipped)`"
        let shown = value.partialText ?? "\\(\(first.expression.trimmedText))"
        return ViewNode(.text(shown), source: location, unresolved: [Unresolved(.label, reason: reason)])
    }

    /// `Text(0.75, format: .percent)` → "75%", `.number` as written; other formats are not
    /// guessed: the text keeps the expression and says why.
    private func makeFormattedText(_ first: CallArgument, format: CallArgument, location: SourceLocation?) -> ViewNode {
        if let number = first.value.asDouble, number.isFinite, case .enumCase(let name, let arguments) = format.value, arguments.isEmpty {
            switch name {
            case "percent":
                let percent = number * 100
                return ViewNode(.text(percent.compactDescription + "%"), source: location)
            case "number":
                return ViewNode(.text(first.value.interpolated ?? String(number)), source: location)
            default:
                break
            }
        }
        let reason = first.value.unknownReason ?? "text formatted with `\(format.expression.trimmedText.clipped)`"
        return ViewNode(.text("\\(\(first.expression.trimmedText))"), source: location, unresolved: [Unresolved(.label, reason: reason)])
    }

    /// - Parameter passedSymbol: where a caller of the app's own view wrote the symbol's name.
    /// Whether `text` cannot name an SF Symbol: it holds a capital letter or a space.
    static func isNoSymbolName(_ text: String) -> Bool {
        text.contains { $0.isUppercase || $0.isWhitespace }
    }

    func makeImage(_ name: String, _ arguments: [CallArgument], location: SourceLocation?,
                   passedSymbol: SourceLocation?) -> ViewNode {
        if name == "AsyncImage" { return ViewNode(.image(.runTime), source: location) }
        guard let first = arguments.first else { return ViewNode(.image(.runTime), source: location) }
        let text = first.value.asString
        let source: ImageSource
        var unresolved: [Unresolved] = []
        switch first.label {
        case "systemName":
            // A property nobody passed holds its own name as a stand-in (`placeholder(for:of:)`):
            // the symbol is chosen by the view's callers, and its name's words are not what is read.
            // So does a caller's property passed on (`IconAndText(systemName: keyStatusImage)`):
            // SF Symbols' names are lowercase words, numbers and dots (`square.and.arrow.up`), so a
            // name with a capital letter or a space is such a stand-in, not a symbol.
            if first.holdsItsPropertysPlaceholder || (text.map(Self.isNoSymbolName) ?? false) {
                source = .symbol("", passedAt: passedSymbol)
                unresolved.append(Unresolved(.label, reason: "image name is a run-time value `\(first.expression.trimmedText.clipped)`",
                                             origin: .imageName))
            } else {
                source = .symbol(text ?? "", passedAt: passedSymbol, isInControlLabel: ControlLabelImage.isWritten(first.expression))
            }
        case "systemSymbol":
            // SFSafeSymbols' `Image(systemSymbol: .gearshapeFill)` is `Image(systemName: "gearshape.fill")`.
            if case .enumCase(let symbol, let payload) = first.value, payload.isEmpty {
                source = .symbol(SafeSymbolName.symbolName(fromCaseName: symbol),
                                 isInControlLabel: ControlLabelImage.isWritten(first.expression))
            } else {
                source = .runTime
            }
        case "decorative": source = .decorative(text ?? "")
        case nil:
            if let labelArgument = arguments.first(where: { $0.label == "label" }) {
                if case .view(let node) = labelArgument.value, case .text(let label) = node.primitive {
                    source = .labelled(label)
                } else {
                    source = .labelled(labelArgument.value.asString)
                }
            } else if let text, let label = index.strings.text(for: text) {
                // The name is also the key of the image's label in the app's strings table
                // (`Image.init(_:bundle:)`: "the localization key with which to label the image").
                source = .labelled(label)
            } else if let resource = Self.imageResourceName(first) {
                source = .asset(resource)
            } else {
                source = text.map(ImageSource.asset) ?? .runTime
            }
        default: source = .runTime
        }
        if text == nil, first.label == nil || first.label == "systemName" || first.label == "systemSymbol",
           let reason = first.value.unknownReason {
            unresolved.append(Unresolved(.label, reason: "image name is a \(reason)", origin: .imageName))
        }
        return ViewNode(.image(source), source: location, unresolved: unresolved)
    }

    /// The name of an asset catalog's image the argument names by its generated symbol
    /// (`Image(.shieldCheck)`, `Image(ImageResource.shieldCheck)`): Xcode generates an
    /// `ImageResource` for each image set, holding the set's name, and `Image(_:)` draws it as it
    /// draws `Image("ShieldCheck")` — the picture is labelled by that name, which the symbol spells
    /// in lower camel case.
    static func imageResourceName(_ argument: CallArgument) -> String? {
        guard case .enumCase(let symbol, let payload) = argument.value, payload.isEmpty,
              let member = argument.expression.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedDescription == "ImageResource" else { return nil }
        return symbol
    }

    mutating func makeControl(_ name: String, _ builder: inout ViewBuilderArguments, _ scope: Scope) -> ViewNode {
        let location = builder.location
        let action = name == "Button" ? buttonAction(builder.arguments, scope) : nil
        let navigationValue = live != nil && name == "NavigationLink" ? builder.arguments.first { $0.label == "value" }?.value : nil
        let linkDestination = live != nil && name == "NavigationLink" ? linkDestination(builder.arguments, at: location, scope) : nil
        let role = name == "Button" ? builder.enumName("role") : nil
        let primitive: Primitive
        switch name {
        case "Link": primitive = .link
        case "NavigationLink": primitive = .navigationLink
        case "Menu": primitive = .menu
        default: primitive = .button
        }
        var label: [ViewNode]
        if let title = builder.titleText(slot: .label) {
            label = title + (builder.iconImage() ?? [])
            if label.count > 1 { label = [ViewNode(.label, children: slotted([label[0]], .title) + label.dropFirst(), slot: .label, source: location)] }
        } else if let explicit = builder.take("label") {
            label = slotted(views(explicit, scope), .label)
        } else if name == "Button" || name == "Link" || name == "ShareLink", builder.arguments.contains(where: { ["action", "intent", "destination", "item"].contains($0.label) }) {
            label = slotted(views(builder.take(nil), scope), .label)
        } else if name == "NavigationLink", builder.arguments.contains(where: { $0.label == "destination" || $0.label == "value" }) {
            label = slotted(views(builder.take(nil), scope), .label)
        } else if name == "Menu" || name == "NavigationLink" {
            _ = builder.take("content") ?? builder.take("destination") ?? builder.take(nil)
            label = slotted(views(builder.take(nil), scope), .label)
        } else if role != nil {
            // `Button(role: .close) { dismiss() }`: the trailing closure is the action.
            _ = builder.take(nil)
            label = []
        } else {
            label = slotted(views(builder.take(nil), scope), .label)
        }
        if label.isEmpty, let implied = role.flatMap({ Self.roleTitles[$0] }) ?? Self.impliedTitles[name] {
            label = [ViewNode(.text(implied), slot: .label, source: location)]
        }
        var node = ViewNode(primitive, children: label, source: location, unresolved: builder.unresolved)
        if let action { node.action = action }
        if let navigationValue { node.navigationValue = navigationValue }
        if let linkDestination { node.linkDestination = linkDestination }
        return node
    }

    /// While a screen runs, the destination of a `NavigationLink(destination:label:)`,
    /// `NavigationLink("Title", destination:)` or `NavigationLink { destination } label: { … }`
    /// ([NavigationLink](https://developer.apple.com/documentation/swiftui/navigationlink)), and
    /// whether the link has been activated (kept under the link's identity).
    private func linkDestination(_ arguments: [CallArgument], at location: SourceLocation?, _ scope: Scope) -> LinkDestination? {
        guard !arguments.contains(where: { $0.label == "value" }) else { return nil }
        let hasLabel = arguments.contains { $0.label == "label" } || arguments.first.map { $0.label == nil && $0.value.closure == nil } == true
        guard let destination = arguments.first(where: { $0.label == "destination" })
                ?? (hasLabel ? arguments.last(where: { $0.label == nil && $0.value.closure != nil }) : nil) else { return nil }
        let key = Self.statePath(of: "NavigationLink", at: location, under: scope) + ".isActive"
        return LinkDestination(key: key, expression: destination.expression, scope: scope, isActive: live?.values[key]?.asBool == true)
    }

    /// Titles of system buttons that take none (UNVERIFIED wording for the less common ones).
    /// `Button(role:action:)` (iOS 26) "creates a button that displays a default label" for its
    /// role (Apple, `Button.init(role:action:)`; its example shows an "x" for `.cancel`): `.close`,
    /// `.confirm` and `.cancel` are each labelled by their role
    /// (docs/swiftui-defaults.md, Default labels and traits; the words are **unverified**). What
    /// `.destructive` draws Apple does not say, so such a button is still read as unlabelled.
    static let roleTitles: [String: String] = ["close": "Close", "confirm": "Confirm", "cancel": "Cancel"]

    static let impliedTitles: [String: String] = [
        "EditButton": "Edit", "ShareLink": "Share", "PasteButton": "Paste", "RenameButton": "Rename",
        "SignInWithAppleButton": "Sign in with Apple",
    ]

    mutating func makeProgress(_ name: String, _ builder: inout ViewBuilderArguments, _ scope: Scope) -> ViewNode {
        let value = builder.value("value")
        let total = builder.value("total")
        let range = builder.value("in")
        var children = builder.titleText(slot: .label) ?? []
        children += slotted(views(builder.take("label"), scope) + views(builder.take(nil), scope), .label)
        children += slotted(views(builder.take("currentValueLabel"), scope), .currentValueLabel)
        let primitive: Primitive = name == "Gauge"
            ? .gauge(value: value ?? .unknown(reason: "run-time value"), range: range)
            : .progress(value: value, total: total)
        return ViewNode(primitive, children: children, source: builder.location, unresolved: builder.unresolved)
    }

    /// `ForEach` over a known collection: the content once per element (at most
    /// `maximumIterations`); over a run-time one, a single row marked as such.
    mutating func makeForEach(_ call: FunctionCallExprSyntax, _ scope: Scope, location: SourceLocation) -> ViewNode {
        let arguments = arguments(of: call, scope)
        let collection = arguments.first { $0.label == nil && !$0.value.isClosure }?.value ?? .unknown(reason: "run-time collection")
        let closure = arguments.lazy.compactMap { argument -> Closure? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        }.first
        let rows = forEachRows(collection: collection, closure: closure, call: call, scope)
        return ViewNode(.group, children: rows, source: location)
    }

    mutating func forEachRows(collection: Value, closure: Closure?, call: FunctionCallExprSyntax, _ scope: Scope) -> [ViewNode] {
        guard let closure else { return [] }
        let location = location(of: call, in: scope)
        guard let items = Self.elements(of: collection) else {
            let name = collection.unknownReason?.backtickedName ?? call.arguments.first?.expression.trimmedText ?? "collection"
            let reason = "ForEach over run-time collection `\(name.clipped)`: one placeholder row shown"
            note(.warning, reason, at: location)
            var row = viewNode(from: self.call(closure, arguments: [.unknown(reason: "run-time value `\(closure.syntax.parameterNames.first ?? "$0")`")],
                                          expectsViews: true),
                               expression: closure.syntax, scope: scope)
            row.unresolved.append(Unresolved(.children, reason: reason))
            return [row]
        }
        var rows: [ViewNode] = []
        for (offset, item) in items.prefix(Self.maximumIterations).enumerated() {
            guard live != nil else {
                rows.append(viewNode(from: self.call(closure, arguments: [item], expectsViews: true), expression: closure.syntax, scope: scope))
                continue
            }
            let identity = rowIdentity(of: item, call: call, scope)
            var row = viewNode(from: self.call(closure.inRow(identity, offset: offset), arguments: [item], expectsViews: true),
                               expression: closure.syntax, scope: scope)
            row.scrollItem = identity
            rows.append(row)
        }
        if items.count > Self.maximumIterations {
            note(.note, "ForEach shows the first \(Self.maximumIterations) of \(items.count) elements", at: location)
        }
        return rows
    }
}
