import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// Names of SwiftUI types whose extensions add view modifiers the interpreter can call.
private let viewExtensionTargets: Set<String> = [
    "View", "Text", "Image", "Shape", "Button", "Label", "Toggle", "TextField", "Scene",
]

extension SourceIndex {
    mutating func collect(_ items: CodeBlockItemListSyntax, file: SourceFileHandle) {
        for item in items {
            switch item.item {
            case .decl(let decl): collect(decl: decl, file: file, enclosingExtension: nil)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    collectPreview(name: macro.macroName.text, arguments: macro.arguments,
                                   trailingClosure: macro.trailingClosure, position: macro.positionAfterSkippingLeadingTrivia,
                                   file: file)
                }
            default: continue
            }
        }
    }

    private mutating func collect(decl: DeclSyntax, file: SourceFileHandle, enclosingExtension: String?) {
        if conditions.isUnavailable(decl) { return }
        if let kind = TypeDecl.Kind(decl), let group = decl.asProtocol(DeclGroupSyntax.self),
           let named = decl.asProtocol(NamedDeclSyntax.self) {
            let filePrivate = enclosingExtension == nil
                && group.modifiers.isPrivateOrFilePrivate
            addType(name: named.name.text, enclosing: enclosingExtension, kind: kind, inheritance: group.inheritanceClause,
                    members: group.memberBlock, position: named.name.positionAfterSkippingLeadingTrivia, file: file,
                    viewParameters: Self.viewParameters(of: decl), genericConstraints: Self.genericConstraints(of: decl),
                    onlyVisibleInItsFile: filePrivate)
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            let name = enclosingExtension.map { "\($0).\(protocolDecl.name.text)" } ?? protocolDecl.name.text
            collectProtocol(protocolDecl, name: name, file: file)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            collectExtension(extensionDecl, file: file)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    globals[name, default: []].append(Member(syntax: binding, file: file))
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            globalFunctions[function.name.text, default: []].append(unownedFunction(function, file: file))
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            collectPreview(name: macro.macroName.text, arguments: macro.arguments, trailingClosure: macro.trailingClosure,
                           position: macro.positionAfterSkippingLeadingTrivia, file: file)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            if let clause = conditions.activeClause(of: ifConfig) {
                if case .decls(let members) = clause.elements {
                    for member in members { collect(decl: member.decl, file: file, enclosingExtension: enclosingExtension) }
                } else if case .statements(let statements) = clause.elements {
                    collect(statements, file: file)
                }
            }
        }
    }

    private mutating func collectPreview(name macroName: String, arguments: LabeledExprListSyntax,
                                         trailingClosure: ClosureExprSyntax?, position: AbsolutePosition,
                                         file: SourceFileHandle) {
        guard macroName == "Preview", let closure = trailingClosure else { return }
        let name = arguments.first(where: { $0.label == nil })?.expression
            .as(StringLiteralExprSyntax.self).flatMap(\.plainText)
        let reference = SyntaxReference(closure, in: file)
        // A skeleton's closure may have lost the bodies of local functions: read the whole text.
        guard let skeleton = collectingSkeleton else {
            previews.append(Preview(name: name, closureReference: reference, file: file, position: position,
                                    identifiers: Self.identifiers(in: closure), tokenTexts: Self.tokenTexts(in: closure)))
            return
        }
        let lexed = skeleton.names(of: closure)
        previews.append(Preview(name: name, closureReference: reference, file: file, position: position,
                                identifiers: lexed.identifiers, tokenTexts: [], uncertainIdentifiers: lexed.uncertain,
                                lexedTokenTexts: lexed.tokenTexts))
    }

    /// Adds a type; a nested one is named `Outer.Inner` and also found by its own name unless
    /// that is a SwiftUI type's (a nested `Button` model must not hide SwiftUI's `Button`).
    private mutating func addType(name simpleName: String, enclosing: String?, kind: TypeDecl.Kind,
                                  inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                                  position: AbsolutePosition, file: SourceFileHandle, viewParameters: Set<String>,
                                  genericConstraints: [String: [String]], onlyVisibleInItsFile: Bool = false) {
        let name = enclosing.map { "\($0).\(simpleName)" } ?? simpleName
        if enclosing != nil {
            if BuiltInViews.isKnownType(simpleName) {
                nestedNamesOfBuiltInTypes[simpleName, default: []].append(name)
            } else {
                nestedNames[simpleName, default: []].append(name)
            }
        }
        let conformances = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var declaration = TypeDecl(name: name, kind: kind, file: file, position: position, conformances: conformances)
        declaration.viewParameters = viewParameters
        declaration.genericConstraints = genericConstraints
        if onlyVisibleInItsFile { declaration.onlyVisibleIn = file.path }
        declaration.onlyVisibleToTargets = collectingClosedTargets
        let key: TypeKey
        if types[name] == nil {
            types[name] = declaration
            noteQualified(name)
            key = TypeKey(name: name, ordinal: 0)
        } else if extendedBeforeDeclared.remove(name) != nil, var extended = types[name] {
            extended.kind = kind
            extended.isOnlyExtended = false
            extended.file = file
            extended.position = position
            extended.conformances = conformances + extended.conformances
            extended.viewParameters = viewParameters
            extended.genericConstraints = genericConstraints
            if onlyVisibleInItsFile { extended.onlyVisibleIn = file.path }
            extended.onlyVisibleToTargets = collectingClosedTargets
            if !extended.files.contains(file.path) { extended.files.append(file.path) }
            types[name] = extended
            key = TypeKey(name: name, ordinal: 0)
        } else {
            duplicates[name, default: []].append(declaration)
            key = TypeKey(name: name, ordinal: duplicates[name]?.count ?? 0)
        }
        typeOrder.append(key)
        collectMembers(members.members, into: key, file: file)
    }

    /// Keeps the last part of a qualified type name (`Row` of `ListView.Row`), so a look-up of a
    /// name no qualified type ends with tries no enclosing scope (`type(_:near:in:)`).
    private mutating func noteQualified(_ name: String) {
        guard let dot = name.lastIndex(of: ".") else { return }
        lastPartsOfQualifiedTypes.insert(String(name[name.index(after: dot)...]))
    }

    private mutating func collectExtension(_ extensionDecl: ExtensionDeclSyntax, file: SourceFileHandle) {
        var extended = extensionDecl.extendedType.trimmedDescription
        // `extension SwiftUI.Image` (SwiftGen's `init(asset:)`) extends SwiftUI's `Image`.
        if extended.hasPrefix("SwiftUI."), viewExtensionTargets.contains(String(extended.dropFirst("SwiftUI.".count))) {
            extended.removeFirst("SwiftUI.".count)
        }
        if viewExtensionTargets.contains(extended) {
            for member in extensionDecl.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), !conditions.isUnavailable(function) {
                    viewExtensionFunctions[function.name.text.withoutBackticks, default: []].append(unownedFunction(function, file: file))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), !conditions.isUnavailable(variable) {
                    collectViewExtensionProperties(variable, file: file)
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self), !conditions.isUnavailable(initializer) {
                    viewExtensionInitializers[extended, default: []].append(Member(syntax: initializer, file: file))
                }
            }
            return
        }
        if types[extended] == nil {
            extendedBeforeDeclared.insert(extended)
            types[extended] = TypeDecl(name: extended, kind: .structure, file: file,
                                       position: extensionDecl.positionAfterSkippingLeadingTrivia, conformances: [])
            types[extended]?.isOnlyExtended = true
            noteQualified(extended)
        }
        let added = extensionDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        types[extended]?.conformances += added
        if types[extended]?.files.contains(file.path) == false { types[extended]?.files.append(file.path) }
        collectMembers(extensionDecl.memberBlock.members, into: TypeKey(name: extended, ordinal: 0), file: file)
    }

    /// Collects the members of a type or extension; a `#if` clause's members are read in place,
    /// so every node indexed is a node of the file's tree.
    private mutating func collectMembers(_ members: MemberBlockItemListSyntax, into typeName: TypeKey, file: SourceFileHandle) {
        let skeleton = collectingSkeleton
        for member in members {
            let decl = member.decl
            if conditions.isUnavailable(decl) { continue }
            if let variable = decl.as(VariableDeclSyntax.self) {
                collectVariable(variable, into: typeName, file: file)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                modify(typeName) {
                    $0.gather(function, skeleton: skeleton)
                    $0.functions[function.name.text, default: []].append(Member(syntax: function, file: file, owner: typeName.name))
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                modify(typeName) {
                    $0.gather(initializer, skeleton: skeleton)
                    $0.initializers.append(Member(syntax: initializer, file: file, owner: typeName.name))
                }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                if let clause = conditions.activeClause(of: ifConfig), case .decls(let nested) = clause.elements {
                    collectMembers(nested, into: typeName, file: file)
                }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                modify(typeName) { type in
                    type.enumCases += enumCase.elements.map(\.name.text)
                    for element in enumCase.elements {
                        if let raw = element.rawValue?.value { type.enumRawValues[element.name.text] = SyntaxReference(raw, in: file) }
                        let keys = (element.parameterClause?.parameters ?? []).enumerated()
                            .filter { Interpreter.isKeyType($0.element.type.trimmedDescription) }.map(\.offset)
                        if !keys.isEmpty { type.enumKeyPositions[element.name.text] = Set(keys) }
                    }
                }
            } else {
                collect(decl: decl, file: file, enclosingExtension: typeName.name)
            }
        }
    }

    /// The computed properties of an extension of `View` (`var backport: Backport<Self> { Backport(content: self) }`),
    /// whose getters run with `self` the view they are read on.
    private mutating func collectViewExtensionProperties(_ variable: VariableDeclSyntax, file: SourceFileHandle) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        guard !isStatic else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessors = binding.accessorBlock, binding.isComputed else { continue }
            viewExtensionProperties[name, default: []].append(Member(syntax: accessors, file: file))
        }
    }

    private mutating func collectVariable(_ variable: VariableDeclSyntax, into typeName: TypeKey, file: SourceFileHandle) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        var wrapper: String?
        var wrapperArguments: LabeledExprListSyntax?
        var isViewBuilder = false
        for attribute in variable.attributes {
            guard case .attribute(let attribute) = attribute else { continue }
            let name = attribute.attributeName.trimmedDescription
            if name == "ViewBuilder" { isViewBuilder = true; continue }
            wrapper = name
            if case .argumentList(let arguments) = attribute.arguments { wrapperArguments = arguments }
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let skeleton = collectingSkeleton
            if isStatic {
                modify(typeName) { type in
                    var member = Member(syntax: binding, file: file, owner: typeName.name)
                    if name == "previews" {
                        if let skeleton { member.lexedTokenTexts = skeleton.names(of: binding).tokenTexts } else {
                            member.tokenTexts = Self.tokenTexts(in: binding)
                        }
                    }
                    type.gather(binding, replacing: type.staticProperties[name] != nil, isStatic: true, skeleton: skeleton)
                    type.staticProperties[name] = member
                }
            } else if let accessors = binding.accessorBlock, binding.isComputed {
                modify(typeName) { type in
                    type.gather(accessors, replacing: type.computedProperties[name] != nil, skeleton: skeleton)
                    type.computedProperties[name] = Member(syntax: accessors, file: file, owner: typeName.name)
                }
            } else {
                modify(typeName) { type in
                    type.gather(binding, skeleton: skeleton)
                    type.storedProperties.append(StoredProperty(
                        name: name, typeText: binding.typeAnnotation?.type.trimmedDescription, wrapper: wrapper,
                        wrapperArgumentsReference: wrapperArguments.map { SyntaxReference($0, in: file) },
                        initializerReference: binding.initializer.map { SyntaxReference($0.value, in: file) },
                        isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), isViewBuilder: isViewBuilder,
                        binding: SyntaxReference(binding, in: file),
                        initialLiteral: binding.initializer.flatMap { Interpreter.literalValue(of: $0.value) }))
                }
            }
        }
    }
}

extension SourceIndex {
    /// The identifiers in `syntax`.
    static func identifiers(in syntax: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { names.insert(text) }
        }
        return names
    }

    /// The text of each token of `syntax`, first occurrences in order.
    static func tokenTexts(in syntax: some SyntaxProtocol) -> [String] {
        var seen: Set<String> = []
        return syntax.tokens(viewMode: .sourceAccurate).map(\.text).filter { seen.insert($0).inserted }
    }
}

extension SourceIndex {
    /// A function outside types, with its identifiers gathered (from the text of a skeleton's file).
    fileprivate func unownedFunction(_ function: FunctionDeclSyntax, file: SourceFileHandle) -> Member<FunctionDeclSyntax> {
        var member = Member(syntax: function, file: file)
        guard let skeleton = collectingSkeleton else { return member.withIdentifiers(of: function) }
        let lexed = skeleton.names(of: function)
        member.identifiers = lexed.identifiers
        member.uncertainIdentifiers = lexed.uncertain
        return member
    }
}

extension SourceIndex.Member {
    /// This member with the identifiers in `syntax` (its declaration, at hand) gathered.
    func withIdentifiers(of syntax: Syntax) -> Self {
        var member = self
        member.identifiers = SourceIndex.identifiers(in: syntax)
        return member
    }
}

extension SourceIndex.TypeDecl {
    /// Adds the identifiers of a member being added to those gathered, or gives up gathering
    /// (nil) when the type is not a view, modifier or preview provider yet or the member
    /// replaces one of the same name. A member of a skeleton's file is read from its text.
    mutating func gather(_ member: some SyntaxProtocol, replacing: Bool = false, isStatic: Bool = false, skeleton: SkeletonText?) {
        let gathering = gathersIdentifiers && !replacing
        let needed = memberIdentifiers != nil || (isStatic && staticIdentifiers != nil)
        var names = LexedNames()
        if gathering && needed {
            if let skeleton { names = skeleton.names(of: member) } else { names.identifiers = SourceIndex.identifiers(in: member) }
        }
        if gathering, memberIdentifiers != nil {
            memberIdentifiers?.formUnion(names.identifiers)
            uncertainMemberIdentifiers.formUnion(names.uncertain)
        } else {
            memberIdentifiers = nil
        }
        guard isStatic else { return }
        if gathering, staticIdentifiers != nil {
            staticIdentifiers?.formUnion(names.identifiers)
            uncertainStaticIdentifiers.formUnion(names.uncertain)
        } else {
            staticIdentifiers = nil
        }
    }
}

extension SourceIndex.TypeDecl.Kind {
    /// The kind of a struct, class, enum or actor declaration; nil for other declarations.
    init?(_ decl: DeclSyntax) {
        if decl.is(StructDeclSyntax.self) {
            self = .structure
        } else if decl.is(ClassDeclSyntax.self) {
            self = .classType
        } else if decl.is(EnumDeclSyntax.self) {
            self = .enumeration
        } else if decl.is(ActorDeclSyntax.self) {
            self = .actor
        } else {
            return nil
        }
    }
}

extension SourceIndex {
    /// Changes the declaration `key` names (the first of its name, or a later duplicate).
    mutating func modify(_ key: TypeKey, _ change: (inout TypeDecl) -> Void) {
        // In place: a copy taken out of the dictionary would share its member tables with the
        // one stored, so the first change would copy them all.
        if key.ordinal == 0 {
            guard types[key.name] != nil else { return }
            change(&types[key.name]!)
        } else if duplicates[key.name]?.indices.contains(key.ordinal - 1) == true {
            change(&duplicates[key.name]![key.ordinal - 1])
        }
    }
}

extension PatternBindingSyntax {
    /// Whether the binding is a computed property (a getter, not `willSet`/`didSet` observers).
    var isComputed: Bool {
        guard let accessors = accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        default:
            return false
        }
    }
}

extension String {
    /// An identifier without the backticks that let it use a keyword (`` `if` ``).
    /// A name without backticks at either end (nearly every one) is returned as it is, without
    /// building a character set and a trimmed copy.
    var withoutBackticks: String {
        guard utf8.first == UInt8(ascii: "`") || utf8.last == UInt8(ascii: "`") else { return self }
        return trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    }
}

extension StringLiteralExprSyntax {
    /// The literal's text when it has no interpolation.
    var plainText: String? {
        var text = ""
        for segment in segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
