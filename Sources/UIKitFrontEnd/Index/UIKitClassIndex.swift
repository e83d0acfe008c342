import AccessibilityTree
import Basics
import Foundation
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

    /// A computed property's getter, and its setter with the name it gives the new value
    /// (`set(value) { … }`; `newValue` when it gives none).
    struct ComputedProperty {
        let getter: CodeBlockItemListSyntax?
        var setter: (body: CodeBlockItemListSyntax, newValue: String)? = nil
        let file: ParsedSourceFile
    }

    /// A type as its declaration and extensions give it. A reference, filled in while its
    /// files are read (`TypeTable`) and never changed after: the evaluator looks types up for
    /// every name it reads, and passes them along without copying their members.
    ///
    /// Unchecked `Sendable`: changed only before the table hands it out, under its lock.
    final class TypeDecl: @unchecked Sendable {
        let name: String
        /// The superclass (or first inherited type) as written, for classes.
        let superclass: String?
        let inherited: [String]
        let isClass: Bool
        fileprivate(set) var storedProperties: [StoredProperty] = []
        fileprivate(set) var staticProperties: [String: StoredProperty] = [:]
        fileprivate(set) var computedProperties: [String: ComputedProperty] = [:]
        fileprivate(set) var functions: [String: [Member<FunctionDeclSyntax>]] = [:]
        fileprivate(set) var initializers: [Member<InitializerDeclSyntax>] = []
        let position: AbsolutePosition
        let file: ParsedSourceFile

        init(name: String, superclass: String? = nil, inherited: [String], isClass: Bool, position: AbsolutePosition,
             file: ParsedSourceFile) {
            self.name = name
            self.superclass = superclass
            self.inherited = inherited
            self.isClass = isClass
            self.position = position
            self.file = file
        }

        /// The initialiser whose argument labels are `labels` (`_` for none).
        func initializer(labelled labels: [String]) -> Member<InitializerDeclSyntax>? {
            initializers.first { $0.labels == labels }
        }
    }

    /// A file the index reads types from: parsed (by `load`) only when a type it declares or
    /// extends is asked for, and then once for the life of the index.
    struct Source: Sendable {
        let path: String
        let names: UIKitTypeNames
        let load: @Sendable () -> ParsedSourceFile
    }

    /// The types by name, each read from its files when first asked for.
    let types: TypeTable
    /// Type names in the order they are declared.
    let order: [String]
    private let sources: [Source]
    /// The app's strings tables: what the keys its code looks up read as (`NSLocalizedString`).
    let strings: StringsTables
    /// The app's storyboards and nibs: the views they lay out for its classes.
    let interfaces: InterfaceBuilderIndex

    /// An index of `files`, parsed already.
    init(files: [ParsedSourceFile], strings: StringsTables = .none, interfaces: InterfaceBuilderIndex = .none) {
        self.init(sources: files.map { file in Source(path: file.path, names: UIKitTypeNames(file.tree), load: { file }) },
                  strings: strings, interfaces: interfaces)
    }

    /// An index of `sources`, in this order: a type is the first declaration of its name with the
    /// members of every declaration and of the extensions met after it, as if every file were
    /// read in turn; a file is parsed only when a type it declares or extends is asked for.
    init(sources: [Source], strings: StringsTables = .none, interfaces: InterfaceBuilderIndex = .none) {
        self.strings = strings
        self.interfaces = interfaces
        var order: [String] = []
        var seen: Set<String> = []
        for source in sources {
            for name in source.names.declared where seen.insert(name).inserted { order.append(name) }
        }
        self.order = order
        self.sources = sources
        types = TypeTable(sources: sources)
    }

    /// The types of an index by name, each built when first asked for: the files that declare
    /// or extend it are read in the index's order, the others are not parsed.
    ///
    /// Unchecked `Sendable`: what it built is kept under its lock.
    final class TypeTable: @unchecked Sendable {
        private let sources: [Source]
        private let lock = NSLock()
        private var built: [String: TypeDecl?] = [:]
        private var extended: [String: TypeDecl?] = [:]
        private var files: [String: ParsedSourceFile] = [:]

        init(sources: [Source]) { self.sources = sources }

        subscript(name: String) -> TypeDecl? {
            if let known = lock.withLock({ built[name] }) { return known }
            var type: TypeDecl?
            let files = sources.filter { $0.names.mentions(name) }.map(parsed)
            // Declarations first, then extensions: files come in any order, and an extension
            // read before its type's declaration would otherwise be lost.
            for pass in [CollectionPass.declarations, .extensions] {
                for file in files {
                    for item in file.tree.statements { Self.collect(Syntax(item.item), named: name, file: file, pass: pass, into: &type) }
                }
            }
            lock.withLock { built[name] = .some(type) }
            return type
        }

        /// The members the project's extensions give a type it does not declare (`extension
        /// UIFont { static let body: UIFont = … }`), nil when none extends it. Kept apart from
        /// `subscript(name:)`, so that UIKit's own types are not taken for the project's.
        func extensions(of name: String) -> TypeDecl? {
            if let known = lock.withLock({ extended[name] }) { return known }
            let files = sources.filter { $0.names.mentions(name) }.map(parsed)
            var type = files.first.map { TypeDecl(name: name, inherited: [], isClass: false, position: AbsolutePosition(utf8Offset: 0), file: $0) }
            for file in files {
                for item in file.tree.statements { Self.collect(Syntax(item.item), named: name, file: file, pass: .extensions, into: &type) }
            }
            let found = type.flatMap { $0.functions.isEmpty && $0.computedProperties.isEmpty && $0.staticProperties.isEmpty ? nil : $0 }
            lock.withLock { extended[name] = .some(found) }
            return found
        }

        /// The files that name `name`, parsed once for this index (those its type was built from).
        func files(naming name: String) -> [ParsedSourceFile] {
            sources.filter { $0.names.mentions(name) }.map(parsed)
        }

        /// The file of `source`, parsed once for this index.
        private func parsed(_ source: Source) -> ParsedSourceFile {
            if let file = lock.withLock({ files[source.path] }) { return file }
            let file = source.load()
            lock.withLock { files[source.path] = file }
            return file
        }

        /// What `node` declares of the type `name`, added to `type`.
        /// What one reading of the files collects: the type's declarations, or its extensions.
        enum CollectionPass { case declarations, extensions }

        private static func collect(_ node: Syntax, named name: String, file: ParsedSourceFile, pass: CollectionPass,
                                    into type: inout TypeDecl?) {
            if pass == .extensions {
                if let decl = node.as(ExtensionDeclSyntax.self) {
                    guard type != nil, decl.extendedType.trimmedDescription == name else { return }
                    collectMembers(decl.memberBlock.members, into: &type!, file: file)
                } else if let clause = node.as(IfConfigDeclSyntax.self) {
                    collectFirstClause(of: clause, named: name, file: file, pass: pass, into: &type)
                }
                return
            }
            if let decl = node.as(ClassDeclSyntax.self) {
                add(name, isClass: true, node: decl.name, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                    file: file, into: &type)
            } else if let decl = node.as(StructDeclSyntax.self) {
                add(name, isClass: false, node: decl.name, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                    file: file, into: &type)
            } else if let decl = node.as(EnumDeclSyntax.self) {
                add(name, isClass: false, node: decl.name, inheritance: decl.inheritanceClause, members: decl.memberBlock,
                    file: file, into: &type)
            } else if let clause = node.as(IfConfigDeclSyntax.self) {
                collectFirstClause(of: clause, named: name, file: file, pass: pass, into: &type)
            }
        }

        /// `#if` blocks: the first clause's declarations, as an iOS build would usually see them.
        private static func collectFirstClause(of clause: IfConfigDeclSyntax, named name: String, file: ParsedSourceFile,
                                               pass: CollectionPass, into type: inout TypeDecl?) {
            if case .statements(let items)? = clause.clauses.first?.elements {
                for item in items { collect(Syntax(item.item), named: name, file: file, pass: pass, into: &type) }
            } else if case .decls(let members)? = clause.clauses.first?.elements {
                for member in members { collect(Syntax(member.decl), named: name, file: file, pass: pass, into: &type) }
            }
        }

        /// A declaration named `declared`: its members when it is `name`, then its nested types.
        private static func add(_ name: String, isClass: Bool, node declared: TokenSyntax, inheritance: InheritanceClauseSyntax?,
                                members: MemberBlockSyntax, file: ParsedSourceFile, into type: inout TypeDecl?) {
            if declared.text == name {
                if type == nil {
                    let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                    type = TypeDecl(name: name, superclass: isClass ? inherited.first : nil, inherited: inherited,
                                    isClass: isClass, position: declared.positionAfterSkippingLeadingTrivia, file: file)
                }
                collectMembers(members.members, into: &type!, file: file)
            }
            for member in members.members {
                if let nested = member.decl.as(ClassDeclSyntax.self) { collect(Syntax(nested), named: name, file: file, pass: .declarations, into: &type) }
                if let nested = member.decl.as(StructDeclSyntax.self) { collect(Syntax(nested), named: name, file: file, pass: .declarations, into: &type) }
                if let nested = member.decl.as(EnumDeclSyntax.self) { collect(Syntax(nested), named: name, file: file, pass: .declarations, into: &type) }
            }
        }

        private static func collectMembers(_ members: MemberBlockItemListSyntax, into type: inout TypeDecl, file: ParsedSourceFile) {
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
        }

        private static func add(_ variable: VariableDeclSyntax, to type: inout TypeDecl, file: ParsedSourceFile) {
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
                        let setter = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
                        type.computedProperties[name] = ComputedProperty(
                            getter: getter.body?.statements,
                            setter: setter?.body.map { ($0.statements, setter?.parameters?.name.text ?? "newValue") }, file: file)
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
    }

    /// The texts of the files that declare or extend the type `name` (`UIKitTypeNames.mentions`):
    /// a file that only uses it is not among them.
    func texts(naming name: String) -> [String] {
        types.files(naming: name).map(\.text)
    }

    /// The property of a view's `property` that code of `texts` (the files naming the view's
    /// type, `texts(naming:)`) sets words on from outside the view — `title` for
    /// `pasteView.button.setTitle("Paste", for: .normal)`, `text` for `row.label.text = …`,
    /// `accessibilityLabel`, a text field's `placeholder` — or nil where none does.
    static func wordsSetFromOutside(on property: String, in texts: [String]) -> String? {
        let setters: [(written: String, key: String)] = [
            (".\(property).setTitle(", "title"), (".\(property).setAttributedTitle(", "title"),
            (".\(property).text =", "text"), (".\(property).attributedText =", "text"),
            (".\(property).accessibilityLabel =", "accessibilityLabel"), (".\(property).placeholder =", "placeholder"),
        ]
        return setters.first { setter in texts.contains { $0.containsBytes(setter.written) } }?.key
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

    /// The UIKit classes `typeName` is or descends from, nearest first: itself and its UIKit
    /// superclasses for a UIKit class, else those of the UIKit class its project chain ends in.
    func uikitLineage(of typeName: String) -> [String] {
        if UIKitKind.byClassName[typeName] != nil { return UIKitClassLineage.lineage(of: typeName) }
        return chain(of: typeName).last?.superclass.map(UIKitClassLineage.lineage(of:)) ?? []
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

    /// The classes first declared in the file at `path` that are views, view controllers or
    /// cells, in declaration order; only the files their names and superclasses need are parsed.
    func screenClasses(declaredIn path: String) -> [TypeDecl] {
        guard let names = sources.first(where: { $0.path == path })?.names else { return [] }
        return order.filter(names.declares).compactMap { types[$0] }
            .filter { $0.file.path == path && $0.isClass && (kind(of: $0.name)?.isScreenRoot ?? false) }
    }

    func location(of type: TypeDecl) -> SourceLocation {
        let (line, column) = type.file.lineAndColumn(of: type.position)
        return SourceLocation(file: type.file.path, line: line, column: column)
    }
}

extension UIKitClassIndex.Member<InitializerDeclSyntax> {
    /// The initialiser's argument labels, `_` for none (`["frame"]`, `["coder"]`).
    var labels: [String] { syntax.signature.parameterClause.parameters.map(\.firstName.text) }
}
