import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// `_VariadicView.Tree(root) { content }`: SwiftUI's underscored way for a view to lay out the
/// views of its content one by one (`struct SeparatorHStackLayout: _VariadicView_UnaryViewRoot`
/// with `func body(children: _VariadicView.Children) -> some View`, which puts a divider between
/// them). SwiftUI hands the root the content's views as `children` and shows what its `body`
/// returns, so the front end does the same: the root's `body(children:)` runs with the content's
/// views as a collection, each a view in a `ForEach` over them. A root the source does not
/// declare, or without such a `body`, shows the content as it is.
enum VariadicViewTree {
    static func isTree(_ callee: MemberAccessExprSyntax) -> Bool {
        callee.declName.baseName.text == "Tree" && callee.base?.trimmedText == "_VariadicView"
    }
}

extension Interpreter {
    mutating func variadicViewTree(_ call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode {
        let location = location(of: call, in: scope)
        let arguments = arguments(of: call, scope)
        let content: ViewNode
        if let closure = arguments.last(where: \.value.isClosure), case .closure(let body) = closure.value {
            content = viewNode(from: self.call(body, arguments: [], expectsViews: true), expression: closure.expression, scope: scope)
        } else {
            content = ViewNode(.empty, source: location)
        }
        guard let rootArgument = arguments.first(where: { $0.label == nil && !$0.value.isClosure }),
              case .object(let root) = rootArgument.value,
              let rootType = index.type(root.typeName, near: root.declaringFile),
              let body = rootType.functions["body"]?.first(where: { $0.syntax.signature.parameterClause.parameters.first?.firstName.text == "children" }) else {
            return content
        }
        let children = Self.variadicChildren(of: content).map(Value.view)
        let value = callFunction(body, arguments: [CallArgument(label: "children", expression: rootArgument.expression, value: .array(children))],
                                 selfObject: root, selfView: nil, scope)
        return viewNode(from: value, expression: ExprSyntax(call), scope: scope)
    }

    /// The views a content closure makes, one per view its builder lists (a group's members).
    private static func variadicChildren(of content: ViewNode) -> [ViewNode] {
        if case .group = content.primitive, content.unresolved.isEmpty { return content.children.flatMap(variadicChildren) }
        if case .empty = content.primitive { return [] }
        return [content]
    }
}
