import SwiftSyntax
import SwiftSyntaxSupport

extension SourceIndex {
    /// A protocol the source declares: the types it inherits from as written, the files that
    /// declare it, and the names of the properties and methods it requires.
    struct ProtocolDecl {
        var inheritance: [String] = []
        var files: Set<String> = []
        var requirements: Set<String> = []
    }

    /// Adds the protocol `decl`, called `name` (`ItemView.ScrollContainerView` for one declared
    /// in an extension of `ItemView`).
    mutating func collectProtocol(_ decl: ProtocolDeclSyntax, name: String, file: SourceFileHandle) {
        var declared = protocols[name] ?? ProtocolDecl()
        declared.inheritance = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        declared.files.insert(file.path)
        for member in decl.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        declared.requirements.insert(name)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                declared.requirements.insert(function.name.text)
            }
        }
        protocols[name] = declared
    }

    /// The protocol the source declares called `name`, as written (`Poster`,
    /// `ItemView.ScrollContainerView`), else the first of that simple name.
    func protocolDecl(named name: String) -> ProtocolDecl? {
        protocols[name] ?? protocolNamesBySimpleName[Self.simpleName(name)]?.first.flatMap { protocols[$0] }
    }

    /// The protocol `name` the source declares, when it requires `member`, and the types that
    /// state a conformance to it, in source order (`extension BaseItemDto: Poster` included).
    func conformers(of name: String, requiring member: String) -> [TypeDecl]? {
        recorder?.record(.conformance, name)
        guard protocolDecl(named: name)?.requirements.contains(member) == true else { return nil }
        return (lookups.conformersByName[name] ?? []).compactMap(declaration)
    }

    /// Whether the source declares a protocol called `name`.
    func declaresProtocol(_ name: String) -> Bool {
        recorder?.record(.conformance, name)
        return protocolDecl(named: name) != nil
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
