import SwiftSyntax
import SwiftSyntaxSupport

/// What one Swift file offers other files and what it may use of them, by name: the over-
/// approximation the result cache keys each file's findings with.
///
/// The SwiftUI front end finds what a file uses by name (`docs/cache.md`): types, nested types,
/// globals and `View` extension methods by their names, static members and enum cases by the
/// member's name (an implicit member expression `.large`), and everything else through a type
/// the code names. So a file *declares* the names of its types (at any depth), the types it
/// extends, its top-level functions and variables, every member of an extension or protocol,
/// every static member and every enum case; it *references* every identifier written in it. A
/// file depends on every other file that declares a name it references.
struct SourceDependencies: Hashable, Sendable {
    var declared: Set<String> = []
    var referenced: Set<String> = []

    init(declared: Set<String>, referenced: Set<String>) {
        self.declared = declared
        self.referenced = referenced
    }

    init(_ file: ParsedSourceFile) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        declared = collector.declared
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { referenced.insert(Self.plain(text)) }
        }
    }

    /// A name without the backticks that let it be a keyword (`` `default` `` is `default`).
    static func plain(_ text: String) -> String {
        text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    }
}

/// Collects the names a file declares for other files (see `SourceDependencies`).
private final class DeclarationCollector: SyntaxVisitor {
    var declared: Set<String> = []

    /// Where a declaration sits, which decides whether other files find it by its name.
    private enum Place { case topLevel, typeBody, extensionOrProtocol, local }

    private func add(_ token: TokenSyntax) { declared.insert(SourceDependencies.plain(token.text)) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        for token in node.extendedType.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { add(token) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isFoundByName(node, modifiers: node.modifiers) { add(node.name) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isFoundByName(node, modifiers: node.modifiers) {
            for binding in node.bindings {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    if case .identifier = token.tokenKind { add(token) }
                }
            }
        }
        return .visitChildren
    }

    /// Whether another file may find this function or variable by its name alone.
    private func isFoundByName(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> Bool {
        switch place(of: Syntax(node)) {
        case .topLevel, .extensionOrProtocol: true
        case .typeBody: modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        case .local: false
        }
    }

    private func place(of node: Syntax) -> Place {
        var current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .codeBlock, .closureExpr, .accessorBlock: return .local
            case .extensionDecl, .protocolDecl: return .extensionOrProtocol
            case .structDecl, .classDecl, .enumDecl, .actorDecl: return .typeBody
            case .sourceFile: return .topLevel
            default: current = ancestor.parent
            }
        }
        return .topLevel
    }
}
