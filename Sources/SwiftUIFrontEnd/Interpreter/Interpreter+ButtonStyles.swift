import AccessibilityTree
import SwiftSyntax

/// An app's own `ButtonStyle` applied with `.buttonStyle(…)`: SwiftUI draws each button under
/// the modifier through the style's `makeBody(configuration:)`, whose `configuration.label` is
/// the button's label ("The properties of a button", `ButtonStyleConfiguration`). The padding,
/// frame, font and colours the style adds around the label are what a person sees and touches
/// (docs/swiftui-coverage.md, Button styles of the app).
extension Interpreter {
    /// `base` with every button the style reaches drawn through the style's body, or nil when the
    /// style is not an app's `ButtonStyle` whose body the front end reads.
    mutating func applyingButtonStyle(_ style: Value, to base: ViewNode, call: FunctionCallExprSyntax,
                                      _ scope: Scope) -> ViewNode? {
        guard let object = buttonStyleObject(style, scope),
              let type = index.type(object.typeName, near: object.declaringFile),
              type.conformances.contains("ButtonStyle"),
              let makeBody = type.functions["makeBody"]?.first,
              let expression = call.arguments.first?.expression else { return nil }
        return Self.styled(base) { label in
            let configuration = ObjectValue(typeName: "ButtonStyleConfiguration", fields: [
                ("label", .view(label)), ("isPressed", .bool(false)), ("role", .null),
            ])
            var inner = scope
            inner.viewStack.append(type.name)
            let argument = CallArgument(label: "configuration", expression: expression, value: .object(configuration))
            let body = callFunction(makeBody, arguments: [argument], selfObject: object, selfView: nil, inner)
            guard case .view(let node) = body else { return nil }
            return node
        }
    }

    /// The style instance `value` names: an instance of the app's type (`PrimaryStyle()`) or a
    /// static member the app declares on `ButtonStyle` (`.primary`, from `extension ButtonStyle
    /// where Self == PrimaryStyle { static var primary: Self { … } }`).
    private mutating func buttonStyleObject(_ value: Value, _ scope: Scope) -> ObjectValue? {
        switch value {
        case .object(let object):
            return object
        case .enumCase(let name, let arguments) where arguments.isEmpty:
            guard index.type("ButtonStyle", near: scope.file.path)?.staticProperties[name] != nil,
                  case .object(let object) = staticMember(name, of: "ButtonStyle", scope) else { return nil }
            return object
        default:
            return nil
        }
    }

    /// `node` with each `Button` in it that no nearer `.buttonStyle` restyles given the label
    /// `body` draws around its own (kept where the body is not read).
    private static func styled(_ node: ViewNode, _ body: (ViewNode) -> ViewNode?) -> ViewNode {
        var node = node
        switch node.primitive {
        case .modifier(let modifier) where modifier.name == "buttonStyle":
            return node
        case .button:
            let label = node.children(in: .label).map { child in
                var child = child
                child.slot = .content
                return child
            }
            guard var drawn = body(ViewNode.group(label, source: node.source)) else { return node }
            drawn.slot = .label
            node.children = node.children.filter { $0.slot != .label } + [drawn]
            return node
        default:
            node.children = node.children.map { styled($0, body) }
            return node
        }
    }
}
