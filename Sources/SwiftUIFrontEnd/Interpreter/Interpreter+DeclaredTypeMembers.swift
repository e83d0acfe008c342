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
    ///
    /// An array literal stated as an array of such a structure (`let features: [Feature] =
    /// [.init(description: "Sync"), …]`) reads each element against the element type, as Swift
    /// infers it (The Swift Programming Language, Expressions: Literal Expression: an array
    /// literal's elements take the array's element type).
    mutating func evaluate(_ expression: ExprSyntax, declaredAs typeText: String?, _ scope: Scope) -> Value {
        if let array = expression.as(ArrayExprSyntax.self), let element = typeText.flatMap(Self.arrayElementType) {
            return .array(array.elements.map { evaluate($0.expression, declaredAs: element, scope) })
        }
        guard let typeName = declaredTypeName(typeText, scope) else { return evaluate(expression, scope) }
        return evaluateImplicit(expression, in: typeName, scope) ?? evaluate(expression, scope)
    }

    /// The element type of an array type written `[Element]` or `Array<Element>`; nil for another type.
    static func arrayElementType(_ typeText: String) -> String? {
        let text = typeText.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { return String(text.dropFirst().dropLast()) }
        if text.hasPrefix("Array<"), text.hasSuffix(">") { return String(text.dropFirst("Array<".count).dropLast()) }
        return nil
    }

    /// An argument whose value was left unknown, read again against the type of the parameter
    /// taking it (`Image(icon: .general.warning)` with `init(icon: Icon)`: mlem's `.general` is
    /// also a case of one of its enums, so without the type it is no one thing). Only an
    /// expression made of member names and literals is read again, as it means the same in the
    /// callee's scope as in the caller's.
    ///
    /// A bare name read as a case (`.emptyDash`) is the static property of that name the
    /// parameter's type has, where the app declares one, an extension of a standard type's too
    /// (Swiftfin's `extension String { static let emptyDash = "--" }` for `subHeader: String`).
    mutating func reread(_ argument: CallArgument, declaredAs typeText: String, _ scope: Scope) -> Value {
        if case .enumCase(let name, let payload) = argument.value, payload.isEmpty,
           let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
           let type = index.type(Self.bareTypeName(typeText), near: scope.file.path, in: scope.enclosingType),
           type.staticProperties[name] != nil {
            return staticMember(name, of: type.name, scope)
        }
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
