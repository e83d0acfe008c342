import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// A view initialiser's arguments, consumed one by one as the view's parts are read
/// (title, label closure, content closure), in SwiftUI's overload conventions.
struct ViewBuilderArguments {
    private(set) var arguments: [CallArgument]
    let location: SourceLocation?
    /// Reasons collected while reading run-time values.
    var unresolved: [Unresolved] = []
    /// Where a caller of the app's own view wrote the symbol named by `systemImage:` or
    /// `systemName:` (`PassedLiterals.swift`).
    var passedSymbol: SourceLocation?

    init(arguments: [CallArgument], location: SourceLocation?) {
        self.arguments = arguments
        self.location = location
    }

    /// The argument labelled `label`; for nil, the first unlabelled closure or view.
    mutating func take(_ label: String?) -> CallArgument? {
        let position = arguments.firstIndex { argument in
            if let label { return argument.label == label }
            guard argument.label == nil else { return false }
            if case .view = argument.value { return true }
            return argument.value.isClosure
        }
        return position.map { arguments.remove(at: $0) }
    }

    /// The value labelled `label`; for nil, the first unlabelled value that is not a closure.
    mutating func value(_ label: String?) -> Value? {
        let position = arguments.firstIndex { $0.label == label && !$0.value.isClosure }
        return position.map { arguments.remove(at: $0).value }
    }

    /// The name a control's binding argument `label` binds (`IPRLS` for `value: $IPRLS`) when its
    /// title or label reads it (`Stepper(value: $IPRLS, in: 4...15) { FieldLabel(primary: "Landscape",
    /// secondary: IPRLS.description) }`, `Stepper("Count: \(count)", value: $count)`): the label
    /// shows the value it sets.
    func labelReadsTheBinding(_ label: String) -> String? {
        guard let bound = arguments.first(where: { $0.label == label })?.expression.trimmedDescription,
              bound.hasPrefix("$") else { return nil }
        let name = Array(bound.dropFirst().split(separator: ".", omittingEmptySubsequences: false)).map(String.init)
        let spelled = Array(name.map { [$0] }.joined(separator: ["."]))
        let readsIt = arguments.contains { argument in
            guard argument.label == nil || argument.label == "label" else { return false }
            let tokens = argument.expression.tokens(viewMode: .sourceAccurate).map(\.text)
            return tokens.indices.contains { start in tokens[start...].starts(with: spelled) }
        }
        return readsIt ? name.joined(separator: ".") : nil
    }

    /// A string argument; a run-time one gives its text as written and records why.
    mutating func string(_ label: String?) -> String? {
        guard let value = value(label) else { return nil }
        if let text = value.asString { return text }
        // A `Text`, styled too (`prompt: Text(placeholder).foregroundColor(.gray)`): its words.
        if case .view(let node) = value, case .text(let text) = node.strippingModifiers.base.primitive { return text }
        if let reason = value.unknownReason {
            unresolved.append(Unresolved(.label, reason: reason))
            return value.partialText
        }
        return value.interpolated
    }

    /// A control's title string (`TextField(L10n.title, text: $name)`); one known only at run time
    /// reads as its expression (`\(L10n.title)`), as `titleText` gives a `Button`'s, with why
    /// recorded: the control has a name, whose words the code does not hold.
    mutating func titleString(_ label: String?) -> String? {
        guard let argument = arguments.first(where: { $0.label == label && !$0.value.isClosure }) else { return nil }
        let runTime = argument.value.unknownReason != nil
        guard let text = string(label) else {
            // A static function of a type the audit did not read (`.login(.password)`, the
            // accessor a strings plug-in generates when the app is built): a name whose words
            // only the running app knows.
            if case .enumCase(_, let payload) = argument.value, !payload.isEmpty {
                unresolved.append(Unresolved(.label, reason: "run-time value `\(argument.expression.trimmedText.clipped)`"))
            } else if !runTime {
                return nil
            }
            return "\\(\(argument.expression.trimmedText))"
        }
        // A key of the app's strings table (`TextField("timeline.add.url", text:)`): VoiceOver
        // speaks its translation, as for a `Text` or a button's title.
        if let key = LocalizationKey.unresolvedLabel(for: text, expression: argument.expression) { unresolved.append(key) }
        // A member of a type the audit did not read (`TextField(LocalString.amount_label, …)`),
        // as for a button's title (`titleText(slot:)`).
        if argument.value.isCaseReadAsText {
            unresolved.append(Unresolved(.label, reason: "run-time value `\(argument.expression.trimmedText.clipped)`"))
        }
        return text
    }

    /// The title string as a `Text` in `slot` (`Button("Save")`, `Section("Header")`), or nil.
    mutating func titleText(slot: Slot) -> [ViewNode]? {
        guard let position = arguments.firstIndex(where: { $0.label == nil && !$0.value.isClosure }) else { return nil }
        let argument = arguments[position]
        if case .view = argument.value { return nil }
        arguments.remove(at: position)
        var node = ViewNode(.text(argument.value.asString ?? argument.value.partialText
                                  ?? argument.value.shownText ?? "\\(\(argument.expression.trimmedText))"),
                            slot: slot, source: location)
        if let reason = argument.value.unknownReason { node.unresolved.append(Unresolved(.label, reason: reason)) }
        if argument.value.isCaseReadAsText {
            node.unresolved.append(Unresolved(.label, reason: "run-time value `\(argument.expression.trimmedText.clipped)`"))
        }
        if let text = argument.value.asString, let key = LocalizationKey.unresolvedLabel(for: text, expression: argument.expression) {
            node.unresolved.append(key)
        }
        return [node]
    }

    /// The icon named by `systemImage:` or `image:`, as an `Image` in the icon slot.
    mutating func iconImage() -> [ViewNode]? {
        if let symbol = string("systemImage") {
            return [ViewNode(.image(.symbol(symbol, passedAt: passedSymbol)), slot: .icon, source: location)]
        }
        if let asset = string("image") {
            return [ViewNode(.image(.asset(asset)), slot: .icon, source: location)]
        }
        return nil
    }

    /// The enum case name of an argument (`.horizontal`, `.leading`).
    mutating func enumName(_ label: String?) -> String? {
        guard let position = arguments.firstIndex(where: { $0.label == label }),
              case .enumCase(let name, _) = arguments[position].value else { return nil }
        arguments.remove(at: position)
        return name
    }

    /// The first closure argument, without consuming it.
    func firstClosure() -> Closure? {
        for argument in arguments {
            if case .closure(let closure) = argument.value { return closure }
        }
        return nil
    }
}
