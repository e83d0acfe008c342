import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// The value of a declaration's initial value, read against the type the declaration states:
    /// an implicit member expression (`.init(…)`, `.applyCircle("xmark")`, `.standard`) is that
    /// type's initialiser, static method or static property (The Swift Programming Language,
    /// Expressions: Implicit Member Expression: "the type is inferred from the context"). So
    /// mlem's icons, `public let warning: Icon = .init("exclamationmark.triangle")` in a
    /// `static let general: GeneralIcons = .init()`, are icons of those names, where before an
    /// implicit `.init` was left unknown.
    ///
    /// Only a structure the source declares is read so, a value made whole where it is written; a
    /// class (an app's observable model, `MostActiveCouponsCard(viewModel: .init(siteID: 123))`)
    /// stays unknown, so the states its code sets later are still explored rather than fixed at
    /// their initial values. An enum's cases, a type of SwiftUI's or an SDK's, and any other
    /// expression are evaluated as before.
    mutating func evaluate(_ expression: ExprSyntax, declaredAs typeText: String?, _ scope: Scope) -> Value {
        guard let typeName = declaredTypeName(typeText, scope) else { return evaluate(expression, scope) }
        return evaluateImplicit(expression, in: typeName, scope) ?? evaluate(expression, scope)
    }

    /// An argument whose value was left unknown, read again against the type of the parameter
    /// taking it (`Image(icon: .general.warning)` with `init(icon: Icon)`: mlem's `.general` is
    /// also a case of one of its enums, so without the type it is no one thing). Only an
    /// expression made of member names and literals is read again, as it means the same in the
    /// callee's scope as in the caller's.
    mutating func reread(_ argument: CallArgument, declaredAs typeText: String, _ scope: Scope) -> Value {
        guard argument.value.isUnknown, Self.namesOnlyMembers(argument.expression),
              let typeName = declaredTypeName(typeText, scope),
              let value = evaluateImplicit(argument.expression, in: typeName, scope) else { return argument.value }
        return value
    }

    /// The structure of the source that `typeText` names, else nil.
    private func declaredTypeName(_ typeText: String?, _ scope: Scope) -> String? {
        guard let typeText, let type = index.type(Self.bareTypeName(typeText), near: scope.file.path, in: scope.enclosingType),
              type.kind == .structure, !type.isOnlyExtended else { return nil }
        return type.name
    }

    /// `.name`, `.name(…)`, and members and calls on them (`.general.warning`), with `typeName`
    /// the type of the implicit member; nil for an expression of another shape.
    private mutating func evaluateImplicit(_ expression: ExprSyntax, in typeName: String, _ scope: Scope) -> Value? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return staticMember(name, of: typeName, scope) }
            return evaluateImplicit(base, in: typeName, scope).map { self.member(name, of: $0, expression: expression, scope) }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return applyMemberCall(call, name: name, base: .type(typeName), baseText: typeName, scope)
        }
        return evaluateImplicit(base, in: typeName, scope).map {
            applyMemberCall(call, name: name, base: $0, baseText: base.trimmedText, scope)
        }
    }

    /// Whether every name in `expression` is a member's, after a dot (`.general.warning`, `.init("gear")`).
    private static func namesOnlyMembers(_ expression: ExprSyntax) -> Bool {
        !expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
        }
    }
}
