import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// The classes, structs and enums of a set of Swift files, with their members, for evaluating
/// UIKit setup code; extensions are merged into the type they extend.
struct UIKitClassIndex {
    /// A member written in one file.
    struct Member<Node: SyntaxProtocol> {
        let syntax: Node
        let file: ParsedSourceFile
    }

    /// A stored property: `let`/`var` with or without an initial value, `lazy` or not.
    struct StoredProperty {
        let name: String
        let initializer: ExprSyntax?
        let isLazy: Bool
        let didSet: CodeBlockItemListSyntax?
        let file: ParsedSourceFile
    }

    /// A computed property's getter (and setter, for overrides such as `accessibilityLabel`).
    struct ComputedProperty {
        let getter: CodeBlockItemListSyntax?
        let file: ParsedSourceFile
    }

    struct TypeDecl {
        let name: String
        /// The superclass (or first inherited type) as written, for classes.
        var superclass: String?
        var inherited: [String]
        var isClass: Bool
        var storedProperties: [StoredProperty] = []
        var staticProperties: [String: StoredProperty] = [:]
        var computedProperties: [String: ComputedProperty] = [:]
        var functions: [String: [Member<FunctionDeclSyntax>]] = [:]
        var initializers: [Member<InitializerDeclSyntax>] = []
        let position: AbsolutePosition
        let file: ParsedSourceFile
    }

    private(set) var types: [String: TypeDecl] = [:]
    /// Type names in the order they are declared.
    private(set) var order: [String] = []

    init(files: [ParsedSourceFile]) {
        for file in files {
            for item in file.tree.statements { collect(Syntax(item.item), file: file) }
        }
    }

    private mutating func collect(_ node: Syntax, file: ParsedSourceFile) {
        if let decl = node.as(ClassDeclSyntax.self) {
            add(name: decl.name.text, isClass: true, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                position: decl.name.positionAfterSkippingLeadingTrivia, file: file)
        } else if let decl = node.as(StructDeclSyntax.self) {
            add(name: decl.name.text, isClass: false, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                position: decl.name.positionAfterSkippingLeadingTrivia, file: file)
        } else if let decl = node.as(EnumDeclSyntax.self) {
            add(name: decl.name.text, isClass: false, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                position: decl.name.positionAfterSkippingLeadingTrivia, file: file)
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
            let name = decl.extendedType.trimmedDescription
            if types[name] == nil { return }
            collectMembers(decl.memberBlock.members, into: name, file: file)
        } else if let clause = node.as(IfConfigDeclSyntax.self) {
            // `#if` blocks: the first clause's declarations, as an iOS build would usually see them.
            if case .statements(let items)? = clause.clauses.first?.elements {
                for item in items { collect(Syntax(item.item), file: file) }
            } else if case .decls(let members)? = clause.clauses.first?.elements {
                for member in members { collect(Syntax(member.decl), file: file) }
            }
        }
    }

    private mutating func add(name: String, isClass: Bool, inheritance: InheritanceClauseSyntax?,
                              members: MemberBlockSyntax, position: AbsolutePosition, file: ParsedSourceFile) {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if types[name] == nil {
            types[name] = TypeDecl(name: name, superclass: isClass ? inherited.first : nil, inherited: inherited,
                                   isClass: isClass, position: position, file: file)
            order.append(name)
        }
        collectMembers(members.members, into: name, file: file)
        for member in members.members {
            if let nested = member.decl.as(ClassDeclSyntax.self) { collect(Syntax(nested), file: file) }
            if let nested = member.decl.as(StructDeclSyntax.self) { collect(Syntax(nested), file: file) }
            if let nested = member.decl.as(EnumDeclSyntax.self) { collect(Syntax(nested), file: file) }
        }
    }

    private mutating func collectMembers(_ members: MemberBlockItemListSyntax, into name: String, file: ParsedSourceFile) {
        guard var type = types[name] else { return }
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                type.functions[function.name.text, default: []].append(Member(syntax: function, file: file))
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(Member(syntax: initializer, file: file))
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                add(variable, to: &type, file: file)
            } else if let enumCase = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    type.staticProperties[element.name.text] = StoredProperty(
                        name: element.name.text, initializer: nil, isLazy: false, didSet: nil, file: file)
                }
            }
        }
        types[name] = type
    }

    private func add(_ variable: VariableDeclSyntax, to type: inout TypeDecl, file: ParsedSourceFile) {
        let modifiers = variable.modifiers.map(\.name.text)
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            switch binding.accessorBlock?.accessors {
            case .getter(let body)?:
                type.computedProperties[name] = ComputedProperty(getter: body, file: file)
            case .accessors(let accessors)?:
                let getter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
                let didSet = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
                if let getter {
                    type.computedProperties[name] = ComputedProperty(getter: getter.body?.statements, file: file)
                    continue
                }
                let property = StoredProperty(name: name, initializer: binding.initializer?.value, isLazy: false,
                                              didSet: didSet?.body?.statements, file: file)
                if isStatic { type.staticProperties[name] = property } else { type.storedProperties.append(property) }
            default:
                let property = StoredProperty(name: name, initializer: binding.initializer?.value,
                                              isLazy: modifiers.contains("lazy"), didSet: nil, file: file)
                if isStatic { type.staticProperties[name] = property } else { type.storedProperties.append(property) }
            }
        }
    }

    /// The type and its project superclasses, the type first.
    func chain(of name: String) -> [TypeDecl] {
        var result: [TypeDecl] = []
        var current: String? = name
        while let name = current, let type = types[name], !result.contains(where: { $0.name == name }) {
            result.append(type)
            current = type.superclass
        }
        return result
    }

    /// The UIKit kind of a type: its own if it is a UIKit class, else its first UIKit ancestor's.
    func kind(of name: String) -> UIKitKind? {
        if let kind = UIKitKind.byClassName[name] { return kind }
        guard types[name] != nil else { return nil }
        for type in chain(of: name) {
            if let superclass = type.superclass, let kind = UIKitKind.byClassName[superclass] { return kind }
        }
        return .model
    }

    /// The first function `name` up the chain of `typeName` taking `argumentCount` arguments
    /// (or any count when none matches), with the type declaring it.
    func function(_ name: String, in typeName: String, argumentCount: Int? = nil) -> (TypeDecl, Member<FunctionDeclSyntax>)? {
        for type in chain(of: typeName) {
            guard let candidates = type.functions[name] else { continue }
            if let argumentCount,
               let match = candidates.first(where: { $0.syntax.signature.parameterClause.parameters.count == argumentCount }) {
                return (type, match)
            }
            if let first = candidates.first { return (type, first) }
        }
        return nil
    }

    /// The first computed property `name` up the chain of `typeName`.
    func computedProperty(_ name: String, in typeName: String) -> ComputedProperty? {
        for type in chain(of: typeName) {
            if let property = type.computedProperties[name] { return property }
        }
        return nil
    }

    /// The stored property `name` up the chain of `typeName`.
    func storedProperty(_ name: String, in typeName: String) -> StoredProperty? {
        for type in chain(of: typeName) {
            if let property = type.storedProperties.first(where: { $0.name == name }) { return property }
        }
        return nil
    }

    /// The classes that are views, view controllers or cells, in declaration order.
    var screenClasses: [TypeDecl] {
        order.compactMap { types[$0] }.filter { $0.isClass && (kind(of: $0.name)?.isScreenRoot ?? false) }
    }

    func location(of type: TypeDecl) -> SourceLocation {
        let (line, column) = type.file.lineAndColumn(of: type.position)
        return SourceLocation(file: type.file.path, line: line, column: column)
    }
}
