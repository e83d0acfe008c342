import SwiftSyntax
import SwiftSyntaxSupport

/// A function or initialiser that draws a view, and what its callers pass it.
struct ViewMaker {
    /// The name a call is written with: the function's, or for an initialiser its type's
    /// (`SwipeAction` for `init(image:…)` in `extension SwipeAction where …`).
    var calledName: String
    var parameters: FunctionParameterListSyntax

    /// The function or initialiser whose body writes `node`, if any.
    init?(around node: some SyntaxProtocol) {
        var current = Syntax(node)
        while let parent = current.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                calledName = function.name.text
                parameters = function.signature.parameterClause.parameters
                return
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                guard let type = Self.typeName(around: initializer) else { return nil }
                calledName = type
                parameters = initializer.signature.parameterClause.parameters
                return
            }
            if parent.is(VariableDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                || parent.is(ExtensionDeclSyntax.self) || parent.is(EnumDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `name` is one of the parameters, by the name its body uses.
    func hasParameter(named name: String) -> Bool {
        parameters.contains { $0.localName == name }
    }

    /// The calls in `file` that this maker takes: written with its name and fitting its
    /// parameters (`FunctionCallExprSyntax.fits(_:)`), or writing its argument labels in their
    /// order. The second is for a trailing closure after parameters with defaults:
    /// `SwipeAction(image: "repost", backgroundColor: .gray) { … }` calls
    /// `init(image:backgroundColor:highlightOpacity:action:)`, Swift passing the closure as `action`
    /// (SE-0286, forward scan), where `fits` gives it to `highlightOpacity`.
    func calls(in file: ParsedSourceFile) -> [FunctionCallExprSyntax] {
        file.nodes(FunctionCallExprSyntax.self).filter { call in
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == calledName
                && (call.fits(parameters) || writesLabelsInOrder(call))
        }
    }

    private func writesLabelsInOrder(_ call: FunctionCallExprSyntax) -> Bool {
        var labels = parameters.map(\.argumentLabel)[...]
        for argument in call.arguments {
            guard let index = labels.firstIndex(of: argument.label?.text) else { return false }
            labels = labels[(index + 1)...]
        }
        return true
    }

    private static func typeName(around initializer: InitializerDeclSyntax) -> String? {
        var current = Syntax(initializer)
        while let parent = current.parent {
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                return type.extendedType.as(IdentifierTypeSyntax.self)?.name.text
                    ?? type.extendedType.as(MemberTypeSyntax.self)?.name.text
            }
            current = parent
        }
        return nil
    }
}
