import SwiftSyntax

extension ClosureExprSyntax {
    /// The call this closure is given to, and the closure's label: a trailing closure
    /// (`HStack { … }`, no label), an additional trailing closure (`label: { … }`) or an argument
    /// (`Button(action: { … })`); nil for a closure given to nothing.
    public var owningCall: (call: FunctionCallExprSyntax, label: String?)? {
        if let call = parent?.as(FunctionCallExprSyntax.self) { return (call, nil) }
        if let trailing = parent?.as(MultipleTrailingClosureElementSyntax.self),
           let call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, trailing.label.text)
        }
        if let (call, argument) = argumentOfCall { return (call, argument.label?.text) }
        return nil
    }
}
