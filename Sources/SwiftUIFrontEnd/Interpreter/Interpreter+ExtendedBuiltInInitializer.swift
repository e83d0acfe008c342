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
    /// takes the call, or the initialiser reaches no `self.init(…)`. Before, such a view
    /// (Swiftfin's pickers over an enum's cases, its settings' sections with a string header and
    /// footer) was no view the interpreter knew.
    mutating func builtInViewThroughExtension(_ name: String, _ type: SourceIndex.TypeDecl,
                                              call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard BuiltInViews.isView(name), type.isOnlyExtended,
              let initializer = Self.declaredInitializer(of: type, fitting: call) else { return nil }
        return builtInView(name, through: initializer, call: call, scope)
    }

    /// The same for the SwiftUI views whose extensions are indexed for the modifiers they add
    /// (`Image`, `Text`, `Label`, …): mlem's `extension Image { init(icon: Icon) { let name =
    /// icon.computeImageName(); switch icon.source { case .custom: self.init(name) case .system:
    /// self.init(systemName: name) } } }`, before read as a picture with no name. Only a call
    /// none of SwiftUI's own initialisers of the view takes is the app's (`SwiftUIInitializers`):
    /// overloads are told apart by labels alone, and SwiftGen's `init(decorative asset:
    /// ImageAsset)` must not take SwiftUI's `Image(decorative: "logo")`.
    mutating func builtInViewThroughViewExtension(_ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard SwiftUIInitializers.take(call, ofView: name) == false,
              let initializer = index.viewExtensionInitializers(of: name)?.first(where: {
                  call.fits($0.syntax.signature.parameterClause.parameters)
              })
        else { return nil }
        return builtInView(name, through: initializer, call: call, scope)
    }

    /// Runs `initializer` with the call's arguments; the view its `self.init(…)` makes, wherever
    /// in its statements (inside a `switch` or an `if` too), placed at the call.
    private mutating func builtInView(_ name: String, through initializer: SourceIndex.Member<InitializerDeclSyntax>,
                                      call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard let statements = initializer.syntax.body?.statements,
              viewStack(of: scope, isUnder: Self.maximumViewDepth * 2) else { return nil }
        var inner = scope.entering(initializer.file, owner: initializer.owner ?? name)
        inner.viewStack.append("init")
        inner.builtInViewBeingMade = name
        bind(parameters: initializer.syntax.signature.parameterClause.parameters, to: arguments(of: call, scope), into: &inner)
        guard case .view(let view) = execute(statements, &inner, expectsViews: false).returned else { return nil }
        let site = location(of: call, in: scope)
        let start = location(of: initializer.syntax, in: inner).line
        let end = inner.file.lineAndColumn(of: initializer.syntax.endPositionBeforeTrailingTrivia).line
        var placed = view.moving(from: initializer.file.path, lines: start...max(start, end), to: site)
        placed.source = site
        return placed
    }

    /// SwiftUI's view made by `self.init(…)` in an initialiser an extension adds to it.
    mutating func builtInViewDelegation(_ expression: ExprSyntax, _ scope: Scope) -> ViewNode? {
        guard let name = scope.builtInViewBeingMade, let call = expression.as(FunctionCallExprSyntax.self),
              call.isSelfInit else { return nil }
        return controlled(makeBuiltInView(name, call: call, scope), name, call: call, scope)
    }
}

extension FunctionCallExprSyntax {
    /// Whether this is `self.init(…)`.
    var isSelfInit: Bool {
        guard let callee = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return callee.declName.baseName.text == "init" && callee.base?.isSelfReference == true
    }
}

extension ViewNode {
    /// The view with every view inside it that was made by code within `lines` of `file` (an
    /// initialiser's own statements: the label SwiftUI's `Menu(_:systemImage:content:)` makes of what
    /// the app's initialiser passes) placed at `location`, the call: the line a developer changes.
    /// Views the call passed in (a content closure) keep their places.
    func moving(from file: String, lines: ClosedRange<Int>, to location: SourceLocation) -> ViewNode {
        var moved = self
        if let source, source.file == file, lines.contains(source.line) { moved.source = location }
        moved.children = children.map { $0.moving(from: file, lines: lines, to: location) }
        return moved
    }
}
