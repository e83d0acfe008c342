import SwiftSyntax
import SwiftSyntaxSupport

extension SyntaxProtocol {
    /// The name the view written here is used by in its file: its property or function, or for
    /// `body` its type (`locationLabel`, `navLabel(title:img:)`, `RoomLink`).
    var viewOwnerName: String? {
        guard let member = drawingMember else { return nil }
        return member == "body" ? Self.typeName(around: self) : member
    }

    /// The name of the property or function whose body holds the view written here (`body`,
    /// `default_view`, `navLabel`), or nil outside any.
    var drawingMember: String? {
        var current = Syntax(self)
        while let parent = current.parent {
            if let variable = parent.as(VariableDeclSyntax.self),
               let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                return name
            }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            current = parent
        }
        return nil
    }

    /// Every place in the same file that uses the view written here by its owner's name (a
    /// property, function or type shown inside another view: `NavigationLink { locationLabel }`).
    var usesOfViewOwner: [TokenSyntax] {
        guard let owner = viewOwnerName else { return [] }
        var scope = Syntax(self)
        while let parent = scope.parent { scope = parent }
        return scope.tokens(viewMode: .sourceAccurate).filter { token in
            token.text == owner && token.parent?.is(DeclReferenceExprSyntax.self) == true
        }
    }

    /// `usesOfViewOwner` of a node of `file`, read from the file's references gathered once
    /// (`references`, built on the first question) instead of from every token of the file for
    /// each node asked about.
    func usesOfViewOwner(in file: ParsedSourceFile, references: inout NameReferences?) -> [TokenSyntax] {
        guard file.hasNodeIndex else { return usesOfViewOwner }
        guard let owner = viewOwnerName else { return [] }
        let gathered = references ?? NameReferences(file)
        references = gathered
        return gathered[owner]
    }

    private static func typeName(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let type = parent.as(StructDeclSyntax.self) { return type.name.text }
            current = parent
        }
        return nil
    }
}
