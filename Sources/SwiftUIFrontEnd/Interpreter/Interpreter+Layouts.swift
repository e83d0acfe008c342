import AccessibilityTree
import SwiftSyntax

extension Interpreter {
    /// `layout { … }` where `layout` is an `AnyLayout(VStackLayout())` or similar: the stack it
    /// stands for, holding the closure's views. Switching layouts by Dynamic Type size is how
    /// apps keep reading order while rearranging (WWDC22 "Compose custom layouts").
    mutating func makeLayoutStack(_ layout: String, _ layoutArguments: [Value], call: FunctionCallExprSyntax,
                                  _ scope: Scope) -> ViewNode {
        let location = location(of: call, in: scope)
        var content: [ViewNode] = []
        for argument in arguments(of: call, scope) where argument.value.isClosure {
            content += views(argument, scope)
        }
        let primitive: Primitive
        switch BuiltInViews.layouts[layout] {
        case "HStack": primitive = .stack(.horizontal, spacing: nil, alignment: nil)
        case "ZStack": primitive = .stack(.depth, spacing: nil, alignment: nil)
        case "Grid": primitive = .grid
        default: primitive = .stack(.vertical, spacing: nil, alignment: nil)
        }
        return ViewNode(primitive, children: content, source: location)
    }

    /// The layout a value called with content stands for (`layout { … }`, where `layout` is a
    /// property or a local): a stack's layout (`VStackLayout()`, or `AnyLayout` of one), or a
    /// `Layout` the app declares (`AnyLayout(FlowLayout(spacing: 4))`), whose subviews are the
    /// closure's views (Apple, `Layout`: "you use a layout like a built-in stack"; `AnyLayout`).
    func layoutName(of value: Value) -> String? {
        switch value {
        case .enumCase(let name, _) where BuiltInViews.layouts[name] != nil:
            return name
        case .object(let object) where index.type(object.typeName, near: object.declaringFile)?.isLayout == true:
            return object.typeName
        default:
            return nil
        }
    }

    /// iOS 18's `Tab("Title", systemImage:, value:) { content }`: the content with the tab item
    /// (and tag) the older `.tabItem` / `.tag` spelling would give it.
    mutating func makeTab(_ builder: inout ViewBuilderArguments, _ scope: Scope) -> ViewNode {
        let location = builder.location
        let title = builder.titleText(slot: .title) ?? []
        let icon = builder.iconImage() ?? []
        let tag = builder.value("value")
        let content = views(builder.take("content") ?? builder.take(nil), scope)
        let item = ViewNode(.label, children: title + icon, source: location)
        var tab = ViewNode.group(content, source: location).modified(by: AppliedModifier(
            name: "tabItem", arguments: [.init(label: nil, value: .view(item), sourceText: "")], source: location))
        if let tag {
            tab = tab.modified(by: AppliedModifier(name: "tag", arguments: [.init(label: nil, value: tag, sourceText: "")],
                                                   source: location))
        }
        return tab
    }

    /// The old `Alert(title:message:primaryButton:secondaryButton:)` as its texts and buttons.
    mutating func makeAlert(_ builder: inout ViewBuilderArguments, _ scope: Scope) -> ViewNode {
        let location = builder.location
        var parts: [ViewNode] = []
        for label in ["title", "message"] {
            if let view = builder.value(label)?.asView { parts.append(view) }
        }
        for label in ["primaryButton", "secondaryButton", "dismissButton"] {
            guard case .enumCase(let kind, let values) = builder.value(label) else { continue }
            let title = values.first?.asView ?? ViewNode(.text(kind == "cancel" ? "Cancel" : "OK"), source: location)
            var titleNode = title
            titleNode.slot = .label
            parts.append(ViewNode(.button, children: [titleNode], source: location))
        }
        return ViewNode(.stack(.vertical, spacing: nil, alignment: nil), children: parts, source: location)
    }
}

extension ViewNode {
    /// This view with `reason` added to what could not be evaluated.
    func withReason(_ reason: String) -> ViewNode {
        var node = self
        node.unresolved.append(Unresolved(reason: reason))
        return node
    }
}
