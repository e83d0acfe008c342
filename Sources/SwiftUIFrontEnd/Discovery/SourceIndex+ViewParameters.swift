import SwiftSyntax

extension SourceIndex {
    /// The generic parameters of a type declaration constrained to `View`, in its parameter
    /// clause (`<Label: View>`) or its `where` clause (`where Content: View`): views its callers pass.
    static func viewParameters(of decl: DeclSyntax) -> Set<String> {
        guard let generic = decl.asProtocol(WithGenericParametersSyntax.self),
              let parameters = generic.genericParameterClause?.parameters else { return [] }
        var names: Set<String> = []
        for parameter in parameters where isView(parameter.inheritedType) {
            names.insert(parameter.name.text)
        }
        let whereClause = decl.as(StructDeclSyntax.self)?.genericWhereClause ?? decl.as(ClassDeclSyntax.self)?.genericWhereClause
        if let requirements = whereClause?.requirements {
            for requirement in requirements {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   isView(conformance.rightType) {
                    names.insert(conformance.leftType.trimmedDescription)
                }
            }
        }
        return names
    }

    /// `View`, or a composition that includes it (`View & Equatable`).
    private static func isView(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return type.trimmedDescription.split(separator: "&").contains { $0.trimmingCharacters(in: .whitespaces) == "View" }
    }
}
