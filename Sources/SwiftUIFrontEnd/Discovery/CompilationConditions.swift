import SwiftParser
import SwiftSyntax

/// Decides `#if` clauses as a device build for one platform would (iOS unless told): `os(…)` of
/// that platform, `canImport(…)` of a module it has (`TargetPlatform.canImport`), `DEBUG` and
/// version checks hold; other platforms, Mac Catalyst, the simulator and unknown flags do not.
public struct CompilationConditions: Hashable, Sendable {
    var platform: TargetPlatform = .iOS

    public init(platform: TargetPlatform = .iOS) {
        self.platform = platform
    }

    /// The clause the build compiles, or nil when none does.
    public func activeClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return holds(condition)
        }
    }

    /// Whether the condition written after an `#if` (`os(macOS) || os(visionOS)`) holds.
    func holds(text condition: String) -> Bool {
        let directive = Parser.parse(source: "#if \(condition)\n#endif\n")
        guard let ifConfig = directive.statements.first?.item.as(IfConfigDeclSyntax.self) else { return false }
        return activeClause(of: ifConfig) != nil
    }

    func holds(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !holds(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holds(Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            return op == "&&" ? holds(infix.leftOperand) && holds(infix.rightOperand)
                : holds(infix.leftOperand) || holds(infix.rightOperand)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return platform.operatingSystemNames.contains(argument)
            case "targetEnvironment": return false
            case "arch": return argument == "arm64"
            case "canImport": return platform.canImport(argument)
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return false
            }
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG"
        }
        if let boolean = condition.as(BooleanLiteralExprSyntax.self) {
            return boolean.literal.tokenKind == .keyword(.true)
        }
        return false
    }

    /// `a && b || c` left flat by the parser: `||` splits first, then `&&`.
    private func holds(_ elements: [ExprSyntax]) -> Bool {
        let operators = elements.enumerated().compactMap { offset, element in
            element.as(BinaryOperatorExprSyntax.self).map { (offset, $0.operator.text) }
        }
        for op in ["||", "&&"] {
            guard let split = operators.first(where: { $0.1 == op })?.0 else { continue }
            let left = holds(Array(elements[..<split])), right = holds(Array(elements[(split + 1)...]))
            return op == "||" ? left || right : left && right
        }
        return elements.count == 1 && holds(elements[0])
    }
}
