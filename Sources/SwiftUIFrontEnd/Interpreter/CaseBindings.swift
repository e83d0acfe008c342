import SwiftSyntax

/// The names a case pattern binds to the associated values of the enum case it matched
/// (The Swift Programming Language, Patterns: Enumeration Case Pattern, Value-Binding Pattern):
/// `case .fillable(let name)`, `case let .fillable(name)`, `case .pair(let first, _)`, and
/// `case let value` binding the whole subject. An enum case's evaluated value keeps its
/// associated values in order, so each is bound by its place; labels (`.fillable(name: let
/// name)`) are read past. Before, such names were left unbound, and `switch self { case let
/// .fillable(name): name }`, mlem's icons' names, was a run-time value.
enum CaseBindings {
    static func of(_ pattern: PatternSyntax, subject: Value) -> [String: Value] {
        var inner = pattern
        var bindsEveryName = false
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            inner = binding.pattern
            bindsEveryName = true
        }
        if bindsEveryName, let identifier = inner.as(IdentifierPatternSyntax.self) {
            return [identifier.identifier.text: subject]
        }
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              case .enumCase(_, let values) = subject else { return [:] }
        var names: [String: Value] = [:]
        for (offset, argument) in call.arguments.enumerated() where offset < values.count {
            if let name = boundName(argument.expression, bindsEveryName: bindsEveryName) { names[name] = values[offset] }
        }
        return names
    }

    /// `let name` (or `name` under a `case let`) in an enum case pattern's parentheses.
    private static func boundName(_ expression: ExprSyntax, bindsEveryName: Bool) -> String? {
        if let pattern = expression.as(PatternExprSyntax.self)?.pattern {
            if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if bindsEveryName { return pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return nil
        }
        if bindsEveryName, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        return nil
    }
}
