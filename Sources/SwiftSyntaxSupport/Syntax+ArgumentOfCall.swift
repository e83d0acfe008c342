import SwiftSyntax

extension SyntaxProtocol {
    /// The call this expression is written as an argument of, and that argument (its label and
    /// place): `x` in `f(x)` or `f(label: x)`; nil when it is no call's argument (a tuple's element,
    /// a subscript's index, a trailing closure).
    public var argumentOfCall: (call: FunctionCallExprSyntax, argument: LabeledExprSyntax)? {
        guard let argument = parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return (call, argument)
    }
}
