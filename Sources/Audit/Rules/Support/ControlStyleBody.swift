import SwiftSyntax
import SwiftSyntaxSupport

/// Code a control style draws: the `makeBody(configuration:)` of a type conforming to
/// `ButtonStyle`, `PrimitiveButtonStyle` or `ToggleStyle`. What it draws is the styled control
/// itself, read as one element with the control's label and trait (Apple, `ButtonStyle`: "A type
/// that applies standard interaction behavior and a custom appearance to all buttons within a view
/// hierarchy"; `ToggleStyle`: "…to all toggles within a view hierarchy").
enum ControlStyleBody {
    /// The style protocol whose `makeBody` draws `node` ("ButtonStyle", "PrimitiveButtonStyle",
    /// "ToggleStyle"); nil when `node` is drawn elsewhere.
    static func style(drawing node: some SyntaxProtocol) -> String? {
        var scope = Syntax(node).parent
        while let current = scope, !current.is(FunctionDeclSyntax.self) { scope = current.parent }
        guard let function = scope?.as(FunctionDeclSyntax.self), function.name.text == "makeBody",
              let type = function.enclosingTypeScope.asProtocol(DeclGroupSyntax.self) else { return nil }
        let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.first { ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"].contains($0) }
    }
}
