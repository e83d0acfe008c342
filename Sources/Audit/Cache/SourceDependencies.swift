import SwiftSyntax
import SwiftSyntaxSupport

/// What one Swift file offers other files and what it may use of them, by name: the over-
/// approximation the result cache keys each file's findings with (`docs/cache.md`).
///
/// The SwiftUI front end finds declarations of other files by name: types, nested types and
/// globals by their names; every member of a project type through the type (its extensions are
/// merged into it); static properties and enum cases by the member's name alone, for an implicit
/// member expression (`.large`); and members added to a type the project does not declare
/// (`extension View { func card() }`, `extension String { var localized }`) by the member's
/// name, since the code using them need not name the type.
struct SourceDependencies: Hashable, Sendable {
    /// Types at any depth (with protocols and type aliases), top-level functions and variables.
    var declared: Set<String> = []
    /// The types this file extends (the last name of `extension A.B`).
    var extended: Set<String> = []
    /// Static members and enum cases, found by an implicit member expression.
    var implicitMembers: Set<String> = []
    /// Members declared in extensions, by the extended type's name.
    var extensionMembers: [String: Set<String>] = [:]
    /// Every identifier written in the file.
    var referenced: Set<String> = []
    /// Identifiers written after a leading dot with no base (`.large`).
    var implicitReferences: Set<String> = []

    init(declared: Set<String> = [], extended: Set<String> = [], implicitMembers: Set<String> = [],
         extensionMembers: [String: Set<String>] = [:], referenced: Set<String> = [], implicitReferences: Set<String> = []) {
        self.declared = declared
        self.extended = extended
        self.implicitMembers = implicitMembers
        self.extensionMembers = extensionMembers
        self.referenced = referenced
        self.implicitReferences = implicitReferences
    }

    init(_ file: ParsedSourceFile) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        self = collector.dependencies
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            referenced.insert(Self.plain(text))
        }
    }

    /// A name without the backticks that let it be a keyword (`` `default` `` is `default`).
    static func plain(_ text: String) -> String {
        text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    }
}

/// Collects what a file declares for other files, and its implicit member references.
private final class DeclarationCollector: SyntaxVisitor {
    var dependencies = SourceDependencies()

    /// Where a declaration sits, which decides how other files find it.
    private enum Place {
        case topLevel
        case typeBody
        /// In an extension of the named type.
        case extensionBody(String)
        case local
    }

    private func declare(_ token: TokenSyntax) { dependencies.declared.insert(SourceDependencies.plain(token.text)) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        dependencies.implicitMembers.insert(SourceDependencies.plain(node.name.text))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        dependencies.extended.insert(Self.extendedName(node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base == nil { dependencies.implicitReferences.insert(SourceDependencies.plain(node.declName.baseName.text)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add([node.name], of: Syntax(node), modifiers: node.modifiers)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { true } else { false } }
        }
        add(names, of: Syntax(node), modifiers: node.modifiers)
        return .visitChildren
    }

    /// Records the names of a function or variable where other files find it by name.
    private func add(_ names: [TokenSyntax], of node: Syntax, modifiers: DeclModifierListSyntax) {
        let isStatic = modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for name in names.map({ SourceDependencies.plain($0.text) }) {
            switch place(of: node) {
            case .topLevel: dependencies.declared.insert(name)
            case .extensionBody(let type):
                dependencies.extensionMembers[type, default: []].insert(name)
                if isStatic { dependencies.implicitMembers.insert(name) }
            case .typeBody: if isStatic { dependencies.implicitMembers.insert(name) }
            case .local: break
            }
        }
    }

    private func place(of node: Syntax) -> Place {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .codeBlock, .closureExpr, .accessorBlock: return .local
            case .extensionDecl: return .extensionBody(ancestor.as(ExtensionDeclSyntax.self).map(Self.extendedName) ?? "")
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl: return .typeBody
            case .sourceFile: return .topLevel
            default: current = ancestor.parent
            }
        }
        return .topLevel
    }

    /// The last name of the extended type: `B` for `extension A.B`, `Array` for `extension Array where …`.
    private static func extendedName(_ node: ExtensionDeclSyntax) -> String {
        let names = node.extendedType.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { SourceDependencies.plain(text) } else { nil }
        }
        if let member = node.extendedType.as(MemberTypeSyntax.self) { return SourceDependencies.plain(member.name.text) }
        return names.first ?? ""
    }
}
