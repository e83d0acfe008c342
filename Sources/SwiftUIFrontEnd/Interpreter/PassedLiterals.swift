import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Where a view of the app's own type got the content it shows from its caller: the string
/// literal written at the call (`TabButton(img: "bubble.left.and.bubble.right")`) that the view's
/// body reads through a stored property (`Label("", systemImage: img)`).
///
/// A finding about that content (a symbol with no description, so a button read by the symbol's
/// name) is fixed at the call: the symbol, or the label given beside it, is chosen there, and
/// each call chooses its own (docs/swiftui-coverage.md, Content a caller passes). Only literals are
/// followed: a value the caller computes or passes on from its own caller is not the line to
/// change, and the remembered views (`Interpreter+ViewValues.swift`), keyed by the call's place
/// and its arguments' values, stay exact, since a literal's place is the call's.
extension Interpreter {
    /// Records in `object` where each string literal among `arguments` was written, for the
    /// stored property of `type` whose name labels it (the memberwise initialiser's spelling, and
    /// an explicit `init` that takes a property's name).
    func recordPassedLiterals(_ arguments: [CallArgument], of type: SourceIndex.TypeDecl, into object: inout ObjectValue,
                              _ scope: Scope) {
        for argument in arguments {
            guard let label = argument.label, argument.expression.is(StringLiteralExprSyntax.self),
                  type.storedProperties.contains(where: { $0.name == label }) else { continue }
            object.passedLiterals[label] = location(of: argument.expression, in: scope)
        }
    }

    /// The place of the one literal a caller passed that `expression` reads through a stored
    /// property of `self` (`img` in `selected ? "\(img).fill" : img`); nil when it reads none, or
    /// several, or a local of the same name.
    func passedLiteral(readBy expression: ExprSyntax, _ scope: Scope) -> SourceLocation? {
        guard let passed = scope.selfObject?.passedLiterals, !passed.isEmpty else { return nil }
        var found: SourceLocation?
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, scope.locals[name] == nil,
                  let place = passed[name], Self.readsOwnProperty(token) else { continue }
            if let found, found != place { return nil }
            found = place
        }
        return found
    }

    /// Whether `token` names a property of `self`: a reference (`img`, `self.img`), not an
    /// argument label or a member of another value (`tab.img`).
    private static func readsOwnProperty(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
        return member.base?.isSelfReference == true
    }
}
