import SwiftSyntax
import SwiftSyntaxSupport

extension SourceIndex {
    /// A protocol the source declares, with the names of the properties and methods it requires.
    struct ProtocolDecl {
        var name: String
        var file: String
        var requirements: Set<String>
    }

    mutating func collectProtocol(_ decl: ProtocolDeclSyntax, file: SourceFileHandle) {
        var requirements: Set<String> = []
        for member in decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { requirements.insert(name) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                requirements.insert(function.name.text)
            }
        }
        let name = decl.name.text
        if protocols[name] == nil { protocols[name] = ProtocolDecl(name: name, file: file.path, requirements: requirements) }
    }

    /// The protocol `name` the source declares, when it requires `member`, and the types that
    /// state a conformance to it, in source order (`extension BaseItemDto: Poster` included).
    func conformers(of name: String, requiring member: String) -> [TypeDecl]? {
        recorder?.record(.conformance, name)
        guard protocols[name]?.requirements.contains(member) == true else { return nil }
        return (lookups.conformersByName[name] ?? []).compactMap(declaration)
    }

    /// Whether the source declares a protocol called `name`.
    func declaresProtocol(_ name: String) -> Bool {
        recorder?.record(.conformance, name)
        return protocols[name] != nil
    }

    /// The generic parameters of a type declaration and the protocols each is constrained to,
    /// in its parameter clause (`<Item: Poster>`) or its `where` clause (`where Item: Poster`).
    static func genericConstraints(of decl: DeclSyntax) -> [String: [String]] {
        guard let generic = decl.asProtocol(WithGenericParametersSyntax.self),
              let parameters = generic.genericParameterClause?.parameters else { return [:] }
        var constraints: [String: [String]] = [:]
        for parameter in parameters {
            constraints[parameter.name.text] = composition(parameter.inheritedType)
        }
        let whereClause = decl.as(StructDeclSyntax.self)?.genericWhereClause ?? decl.as(ClassDeclSyntax.self)?.genericWhereClause
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedDescription, default: []] += composition(conformance.rightType)
            }
        }
        return constraints
    }

    /// The protocols of `Poster & Hashable`, each trimmed.
    private static func composition(_ type: TypeSyntax?) -> [String] {
        guard let type else { return [] }
        return type.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
