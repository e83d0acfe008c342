import SwiftSyntax
import SwiftSyntaxSupport

/// A bar button item whose image is a static member of the app's own (`Icons.share`, `.plus`,
/// `UIImage.plus`), declared in another file, is asked about in its own file; read with the app's
/// types, a member made with `UIImage(systemName:)` — directly, or through a static function of
/// the same type that returns one (`systemImage(named: "square.and.arrow.up")`,
/// `UIImage.create(systemName: …)`) — is an SF Symbol, read by its own description as a symbol
/// written in place is (OneBusAway's `Icons.share`, read "Share"; Amperfy's `UIImage.plus`).
extension IconOnlyButtonWithoutLabelRule: TypeSettlingSourceRule {
    static func maySettle(_ finding: Finding, fileText: String) -> Bool {
        finding.message == RuleMessage.barButtonIconOnly.text
    }

    func settled(_ finding: Finding, in file: ParsedSourceFile, by types: AppTypes) -> Finding? {
        // At the call, or at its closing parenthesis for an item kept in a local name (`placeOfFix`).
        let calls = file.nodes(FunctionCallExprSyntax.self).filter { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIBarButtonItem"
                && (Self.isAt(finding, call, in: file) || call.rightParen.map { Self.isAt(finding, $0, in: file) } == true)
        }
        guard let image = calls.first?.arguments.first(where: { $0.label?.text == "image" })?.expression else { return finding }
        return Self.isAppSymbol(image.throughLocalConstant, types: types) ? nil : finding
    }

    /// Whether `expression` is a static member of an app's type (or of `UIImage`, extended by the
    /// app, when written `.plus`) whose value is an SF Symbol.
    static func isAppSymbol(_ expression: ExprSyntax, types: AppTypes) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil else { return false }
        let typeName: String
        if let base = member.base {
            guard let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true else { return false }
            typeName = reference.baseName.text
        } else {
            typeName = "UIImage"
        }
        let declarations = types.declarations(typeName)
        guard let value = staticValue(member.declName.baseName.text, in: declarations) else { return false }
        return isSymbolValue(value, in: declarations, depth: 0)
    }

    /// The value of the static (or class) property `name` of the declarations: its initializer,
    /// or what its getter returns.
    private static func staticValue(_ name: String, in declarations: [Syntax]) -> ExprSyntax? {
        for variable in members(VariableDeclSyntax.self, of: declarations)
        where variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let initializer = binding.initializer { return initializer.value }
                if case .getter(let body)? = binding.accessorBlock?.accessors { return body.returnedExpression }
            }
        }
        return nil
    }

    /// Whether `value` makes an SF Symbol: `UIImage(systemName:)` (force-unwrapped, with a
    /// fallback after `??`, restyled), or a call of a static function of the declarations whose
    /// body returns one, two calls deep at most.
    private static func isSymbolValue(_ value: ExprSyntax, in declarations: [Syntax], depth: Int) -> Bool {
        var value = value
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        if let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let first = sequence.elements.first {
            value = first
        }
        if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
        if isSymbol(value) { return true }
        guard depth < 2, let call = value.as(FunctionCallExprSyntax.self) else { return false }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        let labels = call.arguments.map { $0.label?.text }
        return members(FunctionDeclSyntax.self, of: declarations).contains { function in
            function.name.text == name && function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                && function.signature.parameterClause.parameters.map(\.argumentLabel) == labels
                && function.body?.statements.returnedExpression.map { isSymbolValue($0, in: declarations, depth: depth + 1) } == true
        }
    }

    /// The members of kind `T` the declarations (types and extensions) hold directly.
    private static func members<T: SyntaxProtocol>(_ kind: T.Type, of declarations: [Syntax]) -> [T] {
        declarations.flatMap { declaration -> [T] in
            guard let group = declaration.asProtocol(DeclGroupSyntax.self) else { return [] }
            return group.memberBlock.members.compactMap { $0.decl.as(T.self) }
        }
    }
}
