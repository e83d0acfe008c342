import AccessibilityTree
import SwiftSyntax

extension Interpreter {
    /// `NavigationStack`: its root, and the views pushed on it when a preview gives the path
    /// (`NavigationStack(path: .constant([route]))`) or presents a destination
    /// (`.navigationDestination(isPresented: .constant(true))`). Each pushed view is the
    /// destination closure called with its path element, slotted `.pushed` after the root, so the
    /// lowering shows the last one with a back button (docs/voiceover-speech.md, Standard controls).
    /// While a screen runs, the path and the presenting bindings are state, and an activated
    /// `NavigationLink(destination:)` pushes its destination too (docs/live-source.md, Navigation).
    mutating func makeNavigationStack(_ builder: inout ViewBuilderArguments, _ scope: Scope) -> ViewNode {
        let pathKey = live == nil ? nil : builder.arguments.first { $0.label == "path" }.flatMap { bindingKey(of: $0.expression, in: scope) }
        let path = builder.value("path")
        var children = views(builder.take("root"), scope) + views(builder.take("content"), scope) + views(builder.take(nil), scope)
        if case .array(let items)? = path {
            for item in items {
                guard let closure = Self.destination(for: item, in: children) else { break }
                children.append(pushedView(closure, arguments: [item]))
            }
        }
        func topViews() -> [ViewNode] {
            if let last = children.last, last.slot == .pushed { return [last] }
            return children
        }
        while children.count <= Self.maximumViewDepth {
            if let presented = Self.presentedDestination(in: topViews()) {
                var view = pushedView(presented.closure, arguments: [])
                if let key = presented.key { view.pushedByFlag = key }
                children.append(view)
            } else if let link = Self.activeLink(in: topViews()) {
                children.append(pushedView(link))
            } else {
                break
            }
        }
        var stack = ViewNode(.navigationStack, children: children, source: builder.location, unresolved: builder.unresolved)
        if let pathKey { stack.navigationPathKey = pathKey }
        return stack
    }

    private mutating func pushedView(_ closure: Closure, arguments: [Value]) -> ViewNode {
        var view = viewNode(from: call(closure, arguments: arguments, expectsViews: true),
                            expression: closure.syntax, scope: closure.scope)
        view.slot = .pushed
        return view
    }

    /// The closure of the `navigationDestination(for:)` in `views` (the root and the views pushed so
    /// far) whose type is the element's, or the only one.
    static func destination(for item: Value, in views: [ViewNode]) -> Closure? {
        let destinations = views.reversed().flatMap { navigationDestinations(in: $0) }.compactMap { modifier -> (String?, Closure)? in
            guard modifier.argument("isPresented") == nil,
                  let closure = modifier.arguments.lazy.compactMap(\.value.closure).first else { return nil }
            var typeName: String?
            if case .type(let name)? = modifier.argument("for")?.value { typeName = name }
            if let text = modifier.argument("for")?.sourceText, text.hasSuffix(".self") { typeName = String(text.dropLast(5)) }
            return (typeName, closure)
        }
        if case .object(let object) = item, let match = destinations.first(where: { $0.0 == object.typeName }) {
            return match.1
        }
        return destinations.count == 1 ? destinations[0].1 : nil
    }

    /// The closure of a `navigationDestination(isPresented:)` whose binding is known to be true,
    /// inside the top view (not inside a view it already pushed), and, while a screen runs, the
    /// state of its binding, which going back sets false
    /// ([navigationDestination(isPresented:destination:)](https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:))).
    static func presentedDestination(in views: [ViewNode]) -> (closure: Closure, key: String?)? {
        guard let modifier = views.flatMap({ navigationDestinations(in: $0) }).first(where: { modifier in
            modifier.argument("isPresented")?.value.asBool == true
        }), let closure = modifier.arguments.lazy.compactMap(\.value.closure).first else { return nil }
        return (closure, modifier.argument(presentationKeyLabel)?.value.asString)
    }

    /// While a screen runs, the `NavigationLink(destination:)` in the top view that was activated.
    static func activeLink(in views: [ViewNode]) -> LinkDestination? {
        for view in views {
            if let link = view.linkDestination, link.isActive { return link }
            for child in view.children where child.slot != .pushed {
                if case .navigationStack = child.primitive { continue }
                if let link = activeLink(in: [child]) { return link }
            }
        }
        return nil
    }

    /// An activated link's destination pushed: going back sets its state false.
    private mutating func pushedView(_ link: LinkDestination) -> ViewNode {
        var view: ViewNode
        if let closure = link.expression.as(ClosureExprSyntax.self) {
            view = pushedView(Closure(syntax: closure, scope: link.scope), arguments: [])
        } else {
            view = viewNode(from: evaluate(link.expression, link.scope), expression: link.expression, scope: link.scope)
            view.slot = .pushed
        }
        view.pushedByFlag = link.key
        return view
    }

    private static func navigationDestinations(in node: ViewNode) -> [AppliedModifier] {
        var found: [AppliedModifier] = []
        if case .modifier(let modifier) = node.primitive, modifier.name == "navigationDestination" { found.append(modifier) }
        for child in node.children where child.slot != .pushed {
            if case .navigationStack = child.primitive { continue }
            found += navigationDestinations(in: child)
        }
        return found
    }
}

extension Value {
    var closure: Closure? {
        if case .closure(let closure) = self { return closure }
        return nil
    }
}
