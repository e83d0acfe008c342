import SwiftSyntax

/// Whether one piece of a view's code reads an accessibility setting, not merely the type around
/// it: a view that declares `@Environment(\.accessibilityReduceMotion)` and then animates with a
/// spring whatever it says has not adapted that animation.
///
/// The setting is read through its own names (`accessibilityReduceMotion`,
/// `UIAccessibility.isReduceMotionEnabled`) and through every property or function of the type
/// (and of its extensions in the file) whose code reads one of them, to any depth: the property
/// the environment value is bound to (`reduceMotion`), an animation chosen from it (`var motion:
/// Animation? { reduceMotion ? nil : .spring }`), a local constant (`let duration = reduceMotion ?
/// 0 : 0.3`).
struct SettingUse {
    /// The names whose reading is a reading of the setting.
    let names: Set<String>
    /// The type's declarations: the type and its extensions in the same file.
    private let declarations: [Syntax]

    /// The readers of `settingNames` in the type around `node`.
    init(around node: some SyntaxProtocol, setting settingNames: Set<String>) {
        let scope = node.enclosingTypeScope
        declarations = [scope] + SettingReaders.extensions(of: scope)
        let members = declarations.flatMap(Self.namedDeclarations)
        var names = settingNames
        var grew = true
        while grew {
            grew = false
            for member in members where !names.contains(member.name) && member.node.containsToken(names) {
                names.insert(member.name)
                grew = true
            }
        }
        self.names = names
    }

    /// Whether the code `node` runs is chosen by the setting: its own code reads it (`code`: an
    /// animation's arguments, the body `withAnimation` runs), a condition around it does (`if`,
    /// `guard` before it, a ternary, a `switch`), another modifier of its view's chain does
    /// (`.scaleEffect(reduceMotion ? 1 : 1.3)`), or the function holding it is called from a
    /// place that is.
    func adapts(_ node: some SyntaxProtocol, code: [Syntax], chain: ModifierChain?) -> Bool {
        if code.contains(where: { $0.containsToken(names) }) { return true }
        if let chain, chain.modifiers.contains(where: { modifier in
            modifier.call.arguments.containsToken(names) || (modifier.call.trailingClosure?.containsToken(names) ?? false)
        }) { return true }
        if isChosenAround(Syntax(node)) { return true }
        guard let function = node.enclosingFunctionName, !["body", "init"].contains(function) else { return false }
        return callSites(of: function).contains { isChosenAround($0) }
    }

    /// Whether a condition around `node`, or a `guard` or `if` before it in a block around it,
    /// reads the setting.
    private func isChosenAround(_ node: Syntax) -> Bool {
        let scope = node.enclosingTypeScope
        var current = node
        while let parent = current.parent, parent.id != scope.id {
            if let branch = parent.as(IfExprSyntax.self), branch.conditions.containsToken(names) { return true }
            if let choice = parent.as(SwitchExprSyntax.self), choice.subject.containsToken(names) { return true }
            if let sequence = parent.as(SequenceExprSyntax.self),
               let ternary = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               sequence.elements[..<ternary].contains(where: { $0.containsToken(names) }) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == current.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), guardStatement.conditions.containsToken(names) {
                        return true
                    }
                    if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
                       branch.conditions.containsToken(names) {
                        return true
                    }
                }
            }
            current = parent
        }
        return false
    }

    /// The calls of a function of the type by its name, in the type and its extensions.
    private func callSites(of name: String) -> [Syntax] {
        declarations.flatMap { declaration in
            declaration.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
                guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                let called = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
                return called.parent?.is(FunctionCallExprSyntax.self) == true ? called.parent : nil
            }
        }
    }

    /// The properties and functions declared anywhere in `declaration` (members, locals), by name.
    private static func namedDeclarations(in declaration: Syntax) -> [(name: String, node: Syntax)] {
        var found: [(name: String, node: Syntax)] = []
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.var), .keyword(.let):
                guard let variable = token.parent?.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body" else { continue }
                    found.append((name, Syntax(variable)))
                }
            case .keyword(.func):
                guard let function = token.parent?.as(FunctionDeclSyntax.self) else { continue }
                found.append((function.name.text, Syntax(function)))
            default:
                continue
            }
        }
        return found
    }
}
