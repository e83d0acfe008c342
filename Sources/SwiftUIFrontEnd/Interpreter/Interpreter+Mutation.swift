import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Statements that change state: assignments, mutating calls, and loops (not run; what they
/// assign becomes unknown).
extension Interpreter {
    /// Runs an assignment: `self.x = …` and unknown locals update `self`, compound operators combine.
    mutating func assign(_ assignment: (target: ExprSyntax, op: String, value: [ExprSyntax]), _ scope: inout Scope) {
        var value = evaluateSequence(assignment.value, scope)
        let target = assignment.target
        let name: String
        let isSelfMember: Bool
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
            name = member.declName.baseName.text
            isSelfMember = true
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            isSelfMember = false
        } else {
            if live != nil { assignField(target, op: assignment.op, value, &scope) }
            return
        }
        // `self._title = …` sets a property wrapper's storage (`_title` of `@State var title`),
        // unless the type declares `_title` itself (Feather's `private var _title: String`).
        let declaresName = name.hasPrefix("_") && scope.selfObject.flatMap { index.type($0.typeName, near: $0.declaringFile) }?
            .storedProperties.contains { $0.name == name } == true
        let plainName = name.hasPrefix("_") && !declaresName ? String(name.dropFirst()) : name
        if assignment.op != "=" {
            let current = keptValue(of: plainName, in: scope) ?? scope.lookup(plainName) ?? .unknown(reason: "run-time value `\(plainName)`")
            value = binary(String(assignment.op.dropLast()), current, value, expression: nil)
        }
        if !isSelfMember, scope.locals[name] != nil {
            scope.locals[name] = value
        } else if scope.selfObject != nil {
            scope.selfObject?[plainName] = value
            keep(value, as: plainName, in: scope)
        } else {
            scope.locals[name] = value
        }
    }

    /// `list.append(x)` and `flag.toggle()` on a known local or field update it; other mutating
    /// calls make it unknown. Returns whether `expression` was such a call.
    mutating func mutateInPlace(_ expression: ExprSyntax, _ scope: inout Scope) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        let method = member.declName.baseName.text
        let mutating: Set<String> = ["append", "toggle", "insert", "remove", "removeAll", "removeFirst", "removeLast",
                                     "sort", "shuffle", "reverse", "popLast", "formUnion", "subtract", "removeSubrange"]
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let inner = base.as(MemberAccessExprSyntax.self), inner.base?.isSelfReference == true {
            name = inner.declName.baseName.text
        } else {
            return false
        }
        guard mutating.contains(method) else { return live != nil && runMutatingMethod(call, on: name, &scope) }
        let current = keptValue(of: name, in: scope) ?? scope.lookup(name) ?? .unknown(reason: "run-time value `\(name)`")
        var updated: Value = .unknown(reason: "`\(name)` is changed by `\(method)`")
        switch (method, current) {
        case ("append", .array(let items)):
            if let argument = call.arguments.first { updated = .array(items + [evaluate(argument.expression, scope)]) }
        case ("toggle", .bool(let flag)):
            updated = .bool(!flag)
        default:
            if let changed = liveMutation(method, of: current, call: call, scope) { updated = changed }
        }
        if scope.locals[name] != nil {
            scope.locals[name] = updated
        } else {
            scope.selfObject?[name] = updated
            keep(updated, as: name, in: scope)
        }
        return true
    }

    /// `assignedNames(in:)` of `node`, worked out once per node by this interpreter: a run-time
    /// `if` of a view body is met again in every screen variant, every row and every `else if`
    /// of its chain, and its names never change.
    /// Keyed by the node's file and place, which stay the same however often its tree is parsed.
    mutating func rememberedAssignedNames(in node: Syntax, of file: SourceFileHandle) -> Set<String> {
        let key = SyntaxReference(node, in: file).key
        if let known = assignedNamesByNode[key] { return known }
        let names = Self.assignedNames(in: node)
        assignedNamesByNode[key] = names
        return names
    }

    /// The names assigned anywhere in `node` (`sum += x`, `self.total = …`).
    static func assignedNames(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        addAssignedNames(in: node, to: &names)
        return names
    }

    /// Adds the names assigned in `node` to `names`, in one walk (no set made per node, tokens
    /// not visited: an `if` of a view body is walked each time a variant runs it).
    private static func addAssignedNames(in node: Syntax, to names: inout Set<String>) {
        // The kind asked first: a cast tried on every node of the walk costs more than the walk.
        if node.kind == .sequenceExpr, let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            var elements = sequence.elements.makeIterator()
            if let target = elements.next(), let operation = elements.next(), isAssignment(operation) {
                if let reference = target.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
                if let member = target.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true {
                    names.insert(member.declName.baseName.text)
                }
            }
        }
        for child in node.children(viewMode: .sourceAccurate) where child.kind != .token {
            addAssignedNames(in: child, to: &names)
        }
    }

    /// Whether `operation`, the second element of a sequence, assigns: `=`, or an operator
    /// ending in `=` that is no comparison (`+=`, `-=`).
    private static func isAssignment(_ operation: ExprSyntax) -> Bool {
        if operation.is(AssignmentExprSyntax.self) { return true }
        guard let text = operation.as(BinaryOperatorExprSyntax.self)?.operator.text, text.hasSuffix("=") else { return false }
        switch text {
        case "==", "!=", "<=", ">=", "===": return false
        default: return true
        }
    }
}

extension ExprSyntax {
    /// Whether the expression is `self` (what its trimmed text being `self` says, without reading the text).
    var isSelfReference: Bool {
        guard let reference = self.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.text == "self" && reference.argumentNames == nil
    }
}
