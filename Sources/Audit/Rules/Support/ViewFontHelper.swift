import SwiftSyntax
import SwiftSyntaxSupport

/// A modifier of the app's own that sets a font of a fixed size: a function of an `extension
/// View` whose body sets `.font(.system(size: …))` from a number it is given or writes
/// (winston's `func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular, …) -> some View
/// { self.font(.system(size: size, weight: weight, design: design)) }`, called as
/// `.fontSize(15)`). The text it is applied to keeps that size at every text size, as with
/// `.font(.system(size: 15))` written in place (Apple, `Font.system(size:weight:design:)`).
enum ViewFontHelper {
    /// Whether `modifier`, a call of the app's `View` extension function of its name, sets a font
    /// whose size is a number written at the call or in the function.
    static func setsFixedFont(_ modifier: ModifierChain.Modifier, numbers: WrittenNumbers) -> Bool {
        functions(named: modifier.name, in: numbers).contains { function in
            guard let body = function.body else { return false }
            return body.statements.contains { statement in
                guard let expression = statementExpression(statement) else { return false }
                return ModifierChain(containingView: expression).modifiers(named: "font").contains { font in
                    guard let size = systemFontSize(font) else { return false }
                    if numbers.values(of: size, at: function) != nil { return true }
                    guard let parameter = size.as(DeclReferenceExprSyntax.self)?.baseName.text,
                          let given = argument(for: parameter, of: function, in: modifier.call) else { return false }
                    return numbers.values(of: given, at: modifier.call) != nil
                }
            }
        }
    }

    /// The functions named `name` that the app's extensions of `View` declare.
    private static func functions(named name: String, in numbers: WrittenNumbers) -> [FunctionDeclSyntax] {
        numbers.typesNamed("View").flatMap { declaration in
            declaration.as(ExtensionDeclSyntax.self)?.memberBlock.members.compactMap { member in
                member.decl.as(FunctionDeclSyntax.self).flatMap { $0.name.text == name ? $0 : nil }
            } ?? []
        }
    }

    /// The expression a statement returns or is (`self.font(…)`, `return content.font(…)`).
    private static func statementExpression(_ statement: CodeBlockItemSyntax) -> ExprSyntax? {
        if let returned = statement.item.as(ReturnStmtSyntax.self) { return returned.expression }
        return statement.item.as(ExprSyntax.self)
    }

    /// The size of `.font(.system(size: x, …))`.
    private static func systemFontSize(_ font: ModifierChain.Modifier) -> ExprSyntax? {
        guard let made = font.argument()?.as(FunctionCallExprSyntax.self),
              made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "system" else { return nil }
        return made.arguments.first { $0.label?.text == "size" }?.expression
    }

    /// The argument a call gives the function's parameter named `parameter`: the call's arguments
    /// taken in the parameters' order, each by its label, a parameter with a default value
    /// passed over when the next argument is not labelled for it.
    private static func argument(for parameter: String, of function: FunctionDeclSyntax, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        var next = call.arguments[...]
        for declared in function.signature.parameterClause.parameters {
            guard let argument = next.first, argument.label?.text == declared.argumentLabel else { continue }
            next = next.dropFirst()
            if declared.localName == parameter { return argument.expression }
        }
        return nil
    }
}
