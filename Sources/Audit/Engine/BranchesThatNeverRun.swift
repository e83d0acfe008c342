import SwiftSyntax
import SwiftSyntaxSupport

/// The branches of a file's `if`s that never run because their condition is a Boolean constant the
/// file declares: `static let showDebugInfo = false` with `if showDebugInfo == true { … }`, or
/// `fileprivate let deepLink = false` with `if deepLink { … } else { … }` (whose `else` always
/// runs). A `let` given a value where it is declared keeps it (The Swift Programming Language,
/// Constants and Variables; a stored `let` with an initial value is not set again by an
/// initializer), so such a branch is code the team switched off. The SwiftUI front end evaluates
/// these conditions and does not lower the branch; source rules leave it alone too. So is a
/// branch for an iPhone or iPad app run on a Mac (`if ProcessInfo.processInfo.isiOSAppOnMac`,
/// `isMacCatalystApp`): the audit reads a device build of the platform itself.
enum BranchesThatNeverRun {
    /// The line ranges of the bodies that never run, from their first statement to their closing brace.
    static func lineRanges(in file: ParsedSourceFile) -> [ClosedRange<Int>] {
        let readsProcessInfo = file.text.contains("processInfo.is")
        guard readsProcessInfo || file.text.contains("= false") || file.text.contains("= true") else { return [] }
        let constants = BooleanConstants(file)
        guard readsProcessInfo || !constants.values.isEmpty else { return [] }
        return file.nodes(IfExprSyntax.self).compactMap { ifExpression -> ClosedRange<Int>? in
            let known = ifExpression.conditions.map { constants.value(of: $0) }
            if known.contains(false) { return lines(of: ifExpression.body, in: file) }
            guard known.allSatisfy({ $0 == true }), let elseBody = ifExpression.elseBody else { return nil }
            switch elseBody {
            case .codeBlock(let block): return lines(of: block, in: file)
            case .ifExpr(let next): return file.span(of: next).lines
            @unknown default: return nil
            }
        }
    }

    /// Whether the expression asks whether an iPhone or iPad app runs on a Mac
    /// (`ProcessInfo.processInfo.isiOSAppOnMac`, `.isMacCatalystApp`): never, in the audited build.
    static func isRunOnMac(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              ["isiOSAppOnMac", "isMacCatalystApp"].contains(member.declName.baseName.text) else { return false }
        return member.base?.trimmedDescription == "ProcessInfo.processInfo"
    }

    /// Whether `node` is in the body of an `if` asking whether the app runs on a Mac
    /// (`if ProcessInfo.processInfo.isiOSAppOnMac { … }`), which never runs: read without the
    /// file's constants, for a place read in a declaration parsed alone.
    static func isInBranchRunOnMac(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == child.id,
               ifExpression.conditions.contains(where: { element in
                   if case .expression(let condition) = element.condition { return isRunOnMac(condition) }
                   return false
               }) {
                return true
            }
            child = parent
        }
        return false
    }

    /// From the block's first statement to its closing brace; nil for an empty block.
    private static func lines(of block: CodeBlockSyntax, in file: ParsedSourceFile) -> ClosedRange<Int>? {
        guard let first = block.statements.first else { return nil }
        return file.span(from: first, to: block.rightBrace).lines
    }
}

/// The Boolean constants a file declares outside functions: `let name = false` at the top level
/// or as a member of a type (`static let`, or a stored `let` with its value), each name declared
/// once in the file and never as a `var`.
private struct BooleanConstants {
    private(set) var values: [String: Bool] = [:]
    /// The types the file declares or extends, whose members `Type.name` reads.
    private var types: Set<String> = ["self", "Self"]

    init(_ file: ParsedSourceFile) {
        var seen: [String: Int] = [:]
        var variables: Set<String> = []
        types.formUnion(file.nodes(StructDeclSyntax.self).map(\.name.text))
        types.formUnion(file.nodes(ClassDeclSyntax.self).map(\.name.text))
        types.formUnion(file.nodes(EnumDeclSyntax.self).map(\.name.text))
        types.formUnion(file.nodes(ExtensionDeclSyntax.self).map(\.extendedType.trimmedDescription))
        for declaration in file.nodes(VariableDeclSyntax.self) {
            for binding in declaration.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                seen[name, default: 0] += 1
                guard declaration.bindingSpecifier.tokenKind == .keyword(.let), !Self.isLocal(declaration),
                      binding.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true,
                      let value = binding.initializer?.value.as(BooleanLiteralExprSyntax.self) else {
                    variables.insert(name)
                    continue
                }
                values[name] = value.literal.tokenKind == .keyword(.true)
            }
        }
        values = values.filter { seen[$0.key] == 1 && !variables.contains($0.key) }
    }

    /// Whether the declaration is inside a function, closure or accessor, where it may be
    /// shadowed or declared again in another scope.
    private static func isLocal(_ declaration: VariableDeclSyntax) -> Bool {
        var parent = declaration.parent
        while let node = parent {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return true }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return false }
            parent = node.parent
        }
        return false
    }

    /// The value a condition always has, when it reads only such a constant: `name`, `self.name`,
    /// `Self.name`, `Type.name` of a type the file declares, `!name`, `name == true`, `name != false`.
    func value(of condition: ConditionElementSyntax) -> Bool? {
        guard case .expression(let expression) = condition.condition else { return nil }
        return value(of: expression)
    }

    private func value(of expression: ExprSyntax) -> Bool? {
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return values[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), types.contains(base.baseName.text) {
            return values[member.declName.baseName.text]
        }
        if BranchesThatNeverRun.isRunOnMac(expression) { return false }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(of: prefix.expression).map(!)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression)
        }
        // Operators as parsed, not folded yet: `name == true`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  operation == "==" || operation == "!=",
                  let left = value(of: parts[0]), let right = value(of: parts[2]) else { return nil }
            return (left == right) == (operation == "==")
        }
        return nil
    }
}
