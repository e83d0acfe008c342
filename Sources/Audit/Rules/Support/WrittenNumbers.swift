import SwiftSyntax

/// The numbers an expression can be where the code writes every one: a literal (`17`,
/// `CGFloat(17)`), a choice of them (`isIPhone5OrSmaller ? 15 : 17`), or a constant holding one —
/// a property of the type around the expression that returns one, or a `static let` of a type the
/// code names (`Values.mediumFontSize`, `Self.captionFontSize`, `Layout.amountFontSize`).
///
/// A rule reads one file, so it finds the types that file declares; the app's settlement finds
/// those of its other files (`AppTypes`).
struct WrittenNumbers {
    /// The declarations of the type with a name (the type and its extensions) this reading looks in.
    let typesNamed: (String) -> [Syntax]

    /// Constants hold constants at most this deep (`a = b`, `b = c ? 15 : 17`); deeper is not read.
    private static let depth = 4

    /// Every value `expression` can take, read where `node` uses it; nil where one is not written.
    func values(of expression: ExprSyntax, at node: some SyntaxProtocol) -> [Double]? {
        values(of: expression, scope: node.enclosingTypeScope, depth: Self.depth)
    }

    private func values(of expression: ExprSyntax, scope: Syntax, depth: Int) -> [Double]? {
        guard depth > 0 else { return nil }
        if let number = expression.numberLiteralValue { return [number] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return values(of: only.expression, scope: scope, depth: depth)
        }
        // `CGFloat(17)`: a number made of a literal.
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
           let only = call.arguments.first, only.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.numberTypes.contains(type) {
            return values(of: only.expression, scope: scope, depth: depth)
        }
        if let branches = Self.branches(of: expression) {
            var all: [Double] = []
            for branch in branches {
                guard let some = values(of: branch, scope: scope, depth: depth - 1) else { return nil }
                all += some
            }
            return all
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return constant(reference.baseName.text, in: [scope], depth: depth)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else {
            return nil
        }
        let name = member.declName.baseName.text
        switch base.baseName.text {
        case "Self", "self": return constant(name, in: [scope], depth: depth)
        case let owner where owner.first?.isUppercase == true: return constant(name, in: typesNamed(owner), depth: depth)
        default: return nil
        }
    }

    /// The values of the constant `name` declared in one of `types`, read in the type declaring it.
    private func constant(_ name: String, in types: [Syntax], depth: Int) -> [Double]? {
        for type in types {
            guard let returned = type.propertyReturning(name) else { continue }
            return values(of: returned, scope: type, depth: depth - 1)
        }
        return nil
    }

    /// The two branches of a ternary, folded (`TernaryExprSyntax`) or as parsed (`c ? a : b`).
    private static func branches(of expression: ExprSyntax) -> [ExprSyntax]? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return [ternary.thenExpression, ternary.elseExpression] }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
              let last = sequence.elements.last else { return nil }
        return [ternary.thenExpression, last]
    }

    private static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]
}
