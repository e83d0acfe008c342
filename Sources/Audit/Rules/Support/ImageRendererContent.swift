import SwiftSyntax
import SwiftSyntaxSupport

extension SyntaxProtocol {
    /// Whether this code is part of a view drawn into an image rather than shown on screen: the
    /// `content` of an `ImageRenderer` ("an object that creates images from SwiftUI views", Apple's
    /// `ImageRenderer`), written in place (`ImageRenderer(content: Text(name).font(…))`) or kept
    /// in a local constant of the same function that is given to one (moblin's receipt card,
    /// `let card = VStack { … }` then `ImageRenderer(content: card)`, sent to a thermal printer).
    /// Nobody reads such a view on screen, so a size that ignores Dynamic Type is no barrier there.
    var isDrawnIntoAnImage: Bool {
        var current = Syntax(self)
        while let parent = current.parent {
            if let argument = current.argumentOfCall, argument.call.calledExpression.calledName == "ImageRenderer",
               argument.argument.label?.text == "content" { return true }
            if let binding = parent.as(PatternBindingSyntax.self), current.is(InitializerClauseSyntax.self) {
                return Self.isGivenToAnImageRenderer(binding)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether a local constant (`let card = …` inside a function) is given as the content of an
    /// `ImageRenderer` in the same function.
    private static func isGivenToAnImageRenderer(_ binding: PatternBindingSyntax) -> Bool {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let function = binding.enclosingFunctionScope, !function.is(PatternBindingSyntax.self) else { return false }
        return function.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledExpression.calledName == "ImageRenderer"
                && call.argument("content")?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
    }
}
