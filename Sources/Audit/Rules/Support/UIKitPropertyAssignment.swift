import SwiftSyntax
import SwiftSyntaxSupport

/// `receiver.property = value` in UIKit code: `titleLabel.numberOfLines = 1`,
/// `self.overlay.isHidden = true`, or `numberOfLines = 1` inside the view's own class.
///
/// The receiver is the text before the last `.`, without a leading `self.` or a trailing `?`
/// (empty for the object itself), so assignments to one view in different methods of a type share it.
struct UIKitPropertyAssignment {
    var receiver: String
    var property: String
    var value: ExprSyntax
    /// The whole `a = b`, where a finding points.
    var node: SequenceExprSyntax

    init?(_ sequence: SequenceExprSyntax) {
        guard let assignment = sequence.plainAssignment else { return nil }
        if let member = assignment.target.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            receiver = Self.normalized(base.trimmedDescription)
            property = member.declName.baseName.text
        } else if let reference = assignment.target.as(DeclReferenceExprSyntax.self) {
            receiver = ""
            property = reference.baseName.text
        } else {
            return nil
        }
        value = assignment.value
        node = sequence
    }

    /// Every assignment in the file to one of `properties`, in source order.
    static func all(in file: ParsedSourceFile, to properties: Set<String>) -> [UIKitPropertyAssignment] {
        file.nodes(SequenceExprSyntax.self).compactMap { sequence in
            guard let assignment = UIKitPropertyAssignment(sequence), properties.contains(assignment.property) else {
                return nil
            }
            return assignment
        }
    }

    /// Every assignment under `node` to one of `properties`, in source order.
    static func all(under node: some SyntaxProtocol, to properties: Set<String>) -> [UIKitPropertyAssignment] {
        node.descendants(SequenceExprSyntax.self).compactMap { sequence in
            guard let assignment = UIKitPropertyAssignment(sequence), properties.contains(assignment.property) else {
                return nil
            }
            return assignment
        }
    }

    /// `self.titleLabel` and `titleLabel` name the same view; `self` names the object itself.
    static func normalized(_ receiver: String) -> String {
        var text = Substring(receiver)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text == "self" { return "" }
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : String(text)
    }
}

extension SyntaxProtocol {
    /// Every node of type `T` under this one, in source order.
    func descendants<T: SyntaxProtocol>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var pending = Array(children(viewMode: .sourceAccurate).reversed())
        while let next = pending.popLast() {
            if let match = next.as(T.self) { found.append(match) }
            pending += next.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }

    /// The innermost function, initialiser, accessor or closure around the node: the piece of
    /// code that runs at one time.
    var enclosingFunctionScope: Syntax? {
        var current = Syntax(self)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(PatternBindingSyntax.self) {
                return parent
            }
            if parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// The name of the function or initialiser around the node (`init` for an initialiser).
    var enclosingFunctionName: String? {
        var current = Syntax(self)
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if parent.is(InitializerDeclSyntax.self) { return "init" }
            if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) {
                return nil
            }
            current = parent
        }
        return nil
    }
}

extension ClassDeclSyntax {
    /// The names the class inherits from, as written.
    var inheritedNames: [String] {
        inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }
}
