import SwiftSyntax

/// Where a file's innermost declarations are: the members of its types (nested types and `#if`
/// blocks looked into) and its top-level items that are not types, by the byte range of their
/// tokens, in file order.
///
/// Each parses alone as it does in its file (`DeclarationFragment`), so a node inside one can be
/// read without parsing the whole file again: a lowering that reads one `static let` of a
/// generated icon table, or one mock of a file of mocks, parses that declaration only. Taken
/// from the tree the project index reads (the whole tree or the declaration skeleton's, whose
/// declarations have the same ranges).
public struct DeclarationOutline: Sendable {
    /// One innermost declaration.
    public struct Declaration: Equatable, Sendable {
        /// The UTF-8 offsets of its first token (after leading trivia) and just past its last
        /// (before trailing trivia).
        public let start: Int
        public let end: Int
        /// Whether it is a member of a type (parsed inside a type's braces), not a top-level item.
        public let isMember: Bool
        /// The type or extension it is a member of, by its position in `containers`.
        public let container: Int?
    }

    /// A type or an extension whose members are declarations of the outline.
    public struct Container: Equatable, Sendable {
        /// Its name, or the type an extension extends (`AccountRow`, `Settings.Row`).
        public let name: String
        public let isExtension: Bool
        /// The names of the types it inherits from or conforms to, as written (`View`, `PreviewProvider`).
        public let inherited: [String]
        /// The type or extension it is nested in, by its position in `containers`.
        public let parent: Int?
    }

    /// In file order; they never overlap.
    public private(set) var declarations: [Declaration] = []
    /// The types and extensions holding the declarations.
    public private(set) var containers: [Container] = []
    private var container: Int? = nil

    /// The outline of `tree`.
    public init(_ tree: SourceFileSyntax) {
        collect(tree.statements)
    }

    /// The declaration holding `place`, nil when none does (a type's own header, an attribute of it).
    public func declaration(holding place: SyntaxPlace) -> Declaration? {
        guard let candidate = last(startingAtOrBefore: place.start) else { return nil }
        return place.end <= candidate.end ? candidate : nil
    }

    /// The declaration whose tokens hold the UTF-8 `offset` (from its first token's start to
    /// before its last token's end), nil when none does.
    public func declaration(holdingOffset offset: Int) -> Declaration? {
        guard let candidate = last(startingAtOrBefore: offset) else { return nil }
        return offset < candidate.end ? candidate : nil
    }

    /// The last declaration starting at or before `offset`, found by halving.
    private func last(startingAtOrBefore offset: Int) -> Declaration? {
        var low = 0
        var high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? declarations[low - 1] : nil
    }

    private mutating func collect(_ items: CodeBlockItemListSyntax) {
        for item in items {
            if case .decl(let decl) = item.item {
                collect(decl, isMember: false)
            } else {
                add(item.item, isMember: false)
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax, isMember: Bool) {
        if let group = decl.asProtocol(DeclGroupSyntax.self) {
            let outer = container
            containers.append(Self.container(group, parent: outer))
            container = containers.count - 1
            for member in group.memberBlock.members { collect(member.decl, isMember: true) }
            container = outer
        } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
            for clause in conditional.clauses {
                switch clause.elements {
                case .statements(let items): collect(items)
                case .decls(let members): for member in members { collect(member.decl, isMember: true) }
                default: continue
                }
            }
        } else {
            add(decl, isMember: isMember)
        }
    }

    private mutating func add(_ node: some SyntaxProtocol, isMember: Bool) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start < end else { return }
        declarations.append(Declaration(start: start, end: end, isMember: isMember, container: isMember ? container : nil))
    }

    private static func container(_ group: some DeclGroupSyntax, parent: Int?) -> Container {
        // A plain name's token text, without printing the type (most are plain names).
        let written = { (type: TypeSyntax) in type.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
            ?? type.trimmedDescription }
        let inherited = group.inheritanceClause?.inheritedTypes.map { written($0.type) } ?? []
        if let extended = group.as(ExtensionDeclSyntax.self) {
            return Container(name: written(extended.extendedType), isExtension: true, inherited: inherited, parent: parent)
        }
        let name = group.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
        return Container(name: name, isExtension: false, inherited: inherited, parent: parent)
    }
}
