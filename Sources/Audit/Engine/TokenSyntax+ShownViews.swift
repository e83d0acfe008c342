import SwiftSyntax
import SwiftSyntaxSupport

/// Where a view written at a token is shown in the code around it, read from its declaration
/// parsed alone (`ViewsShownByCallers`).
extension TokenSyntax {
    /// Whether the token is in `body`, or in a property or function that makes a view (written
    /// `some View`, `AnyView`, a type ending in `View`, or `@ViewBuilder`): not in a method run
    /// for its effect, whose code shows nothing where it is called.
    var isInMemberDrawingAView: Bool {
        // The outermost property or function around the token: the member, not a local constant.
        var member: Syntax? = nil
        var current = Syntax(self)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) { member = parent }
            current = parent
        }
        let isViewBuilder = { (attributes: AttributeListSyntax) in
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        }
        if let function = member?.as(FunctionDeclSyntax.self) {
            return isViewBuilder(function.attributes)
                || function.signature.returnClause.map { $0.type.trimmedDescription.hasSuffix("View") } ?? false
        }
        if let variable = member?.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.trimmedDescription == "body" || isViewBuilder(variable.attributes)
                || variable.bindings.first?.typeAnnotation.map { $0.type.trimmedDescription.hasSuffix("View") } ?? false
        }
        return false
    }

    /// Where the local constant this view is kept in is named after it, when the view written
    /// here, with its modifiers, is the value of a constant of a code block (`let label =
    /// FilterLabelView(…)`); nil otherwise.
    var placesNamingItsLocalConstant: [TokenSyntax]? {
        // Up the view's name and its chain of modifiers, to the expression written as a value.
        var current = Syntax(self)
        while let parent = current.parent {
            let isChain = parent.is(DeclReferenceExprSyntax.self) || parent.is(MemberAccessExprSyntax.self)
                || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
            guard isChain else { break }
            current = parent
        }
        guard let binding = current.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let after = block.filter { $0.position > item.position }
        return after.flatMap { later in
            later.tokens(viewMode: .sourceAccurate).filter { $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
        }
    }

    /// Whether the token is in a `private` or `fileprivate` property or function other than
    /// `body` of `container` that no other declaration of the type in the file names.
    func isInPrivateMemberNothingShows(container: String, declaration: DeclarationOutline.Declaration,
                                       in file: inout DeclarationsOfFile) -> Bool {
        guard let member = drawingMember, member != "body" else { return false }
        var current = Syntax(self)
        var modifiers: DeclModifierListSyntax? = nil
        while let parent = current.parent, modifiers == nil {
            modifiers = parent.as(VariableDeclSyntax.self)?.modifiers ?? parent.as(FunctionDeclSyntax.self)?.modifiers
            current = parent
        }
        guard let modifiers, modifiers.isPrivateOrFilePrivate else { return false }
        return file.references(to: member, inDeclarationsOf: container, other: declaration).isEmpty
    }
}
