import SwiftSyntax

extension SyntaxProtocol {
    /// The class a local or stored property named `name` is declared as or made with, in the
    /// function or type around the node (`let overlay = GalleryView()`, `var pill: Pill!`,
    /// `let badge: UIKit.UILabel`), without optionality, module or generic arguments; nil where
    /// neither says.
    func declaredTypeName(of name: String) -> String? {
        let scopes = [enclosingFunctionScope, Optional(enclosingTypeScope)].compactMap { $0 }
        for scope in scopes {
            for binding in scope.descendants(PatternBindingSyntax.self) where binding.pattern.trimmedDescription == name {
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    return Self.plainTypeName(type)
                }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                   let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    return type
                }
            }
        }
        return nil
    }

    /// `Pill` for `Pill?`, `Pill!`, `UIKit.Pill` and `Pill<Item>`.
    static func plainTypeName(_ written: String) -> String {
        let unwrapped = written.trimmingCharacters(in: ["?", "!"])
        let plain = unwrapped.split(separator: "<").first.map(String.init) ?? unwrapped
        return plain.split(separator: ".").last.map(String.init) ?? plain
    }
}
