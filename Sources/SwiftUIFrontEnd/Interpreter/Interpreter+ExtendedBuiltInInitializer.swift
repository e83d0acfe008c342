import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// A SwiftUI view built with an initialiser the app adds to it in an extension
    /// (`extension Picker where Label == Text { init(_ title: String, selection: Binding<SelectionValue>)
    /// { self.init(title, selection: selection) { … } } }`): the initialiser runs with the call's
    /// arguments, and its `self.init(…)` makes SwiftUI's view with what it passes. An initialiser
    /// an extension declares must delegate to another initialiser of the type (The Swift
    /// Programming Language, Extensions: Initializers; Initialization: Initializer Delegation for
    /// Value Types), and for a SwiftUI view that is SwiftUI's own. The view is placed at the call.
    ///
    /// Nil when `name` is no SwiftUI view, the app declares the type, no extension's initialiser
    /// takes the call, or the initialiser does not delegate with a call in its own statements.
    /// Before, such a view (Swiftfin's pickers over an enum's cases, its settings' sections
    /// with a string header and footer) was no view the interpreter knew.
    mutating func builtInViewThroughExtension(_ name: String, _ type: SourceIndex.TypeDecl,
                                              call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard BuiltInViews.isView(name), type.isOnlyExtended,
              let initializer = Self.declaredInitializer(of: type, fitting: call),
              let statements = initializer.syntax.body?.statements,
              let delegation = statements.lazy.compactMap({ $0.item.as(FunctionCallExprSyntax.self) }).first(where: \.isSelfInit)
        else { return nil }
        guard viewStack(of: scope, isUnder: Self.maximumViewDepth * 2) else { return nil }
        var inner = scope.entering(initializer.file, owner: type.name)
        inner.viewStack.append("init")
        bind(parameters: initializer.syntax.signature.parameterClause.parameters, to: arguments(of: call, scope), into: &inner)
        var view = controlled(makeBuiltInView(name, call: delegation, inner), name, call: delegation, inner)
        view.source = location(of: call, in: scope)
        return view
    }
}

extension FunctionCallExprSyntax {
    /// Whether this is `self.init(…)`.
    var isSelfInit: Bool {
        guard let callee = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return callee.declName.baseName.text == "init" && callee.base?.isSelfReference == true
    }
}
