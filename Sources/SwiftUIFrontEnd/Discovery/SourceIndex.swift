import AccessibilityTree
import Basics
import SwiftSyntax
import SwiftSyntaxSupport

/// Every declaration the interpreter may need, gathered once from all files: types with their
/// members (extensions merged in), global constants and functions, `View` extension methods
/// and previews.
struct SourceIndex {
    /// A declaration and the file it is written in, named by its place in the file's tree so
    /// the index keeps no tree alive (`SyntaxReference`).
    struct Member<Syntax: SyntaxProtocol> {
        var reference: SyntaxReference<Syntax>
        /// The type declaring it, whose nested types its code names without qualification.
        var owner: String?
        /// The identifiers in it, gathered while its tree was at hand, for the members whose
        /// names `SwiftUIProject.viewsShownByPreviews` follows (functions outside types).
        var identifiers: Set<String>?
        /// Words of it that may be identifiers, when `identifiers` was read from the text of a
        /// declaration skeleton's file (`LexedNames`); settled by `finish()`.
        var uncertainIdentifiers: Set<String> = []
        /// The text of each of its tokens, first occurrences in order, for a `PreviewProvider`'s
        /// `previews` (the view it shows first).
        var tokenTexts: [String]?
        /// The same read from the text of a declaration skeleton's file (`LexedNames.tokenTexts`).
        var lexedTokenTexts: [LexedNames.TokenText]?

        init(syntax: Syntax, file: SourceFileHandle, owner: String? = nil) {
            reference = SyntaxReference(syntax, in: file)
            self.owner = owner
        }

        /// A member that keeps `syntax` (code being evaluated now, such as a local computed variable).
        init(holding syntax: Syntax, file: SourceFileHandle) {
            reference = SyntaxReference(holding: syntax, in: file)
        }

        /// The declaration, from the tree kept or parsed again.
        var syntax: Syntax { reference.node }
        var file: SourceFileHandle { reference.file }
    }

    struct StoredProperty {
        var name: String
        var typeText: String?
        var wrapper: String?
        var wrapperArgumentsReference: SyntaxReference<LabeledExprListSyntax>?
        var initializerReference: SyntaxReference<ExprSyntax>?
        var isLet: Bool
        var isViewBuilder: Bool
        var binding: SyntaxReference<PatternBindingSyntax>
        /// The initial value when it is a literal its evaluation gives as written (`= false`,
        /// `= 20`, `= 1.5`, `= nil`; `Interpreter.literalValue(of:)`), read while the index is built
        /// so that an instance need not fetch the expression's tree.
        var initialLiteral: Value?

        var wrapperArguments: LabeledExprListSyntax? { wrapperArgumentsReference?.node }
        var initializer: ExprSyntax? { initializerReference?.node }
        var hasInitializer: Bool { initializerReference != nil }
        var node: PatternBindingSyntax { binding.node }
    }

    struct Preview {
        var name: String?
        var closureReference: SyntaxReference<ClosureExprSyntax>
        var file: SourceFileHandle
        var position: AbsolutePosition
        /// The identifiers in the closure, and the text of its tokens (first occurrences in order).
        var identifiers: Set<String>
        var tokenTexts: [String]
        /// Words that may be identifiers, and the token texts, where they were read from the text
        /// of a declaration skeleton's file (`LexedNames`); the uncertain words are settled by `finish()`.
        var uncertainIdentifiers: Set<String> = []
        var lexedTokenTexts: [LexedNames.TokenText]?

        var closure: ClosureExprSyntax { closureReference.node }
    }

    /// One declaration of a type: the first of its name (ordinal 0) or a later one.
    struct TypeKey: Hashable {
        var name: String
        var ordinal: Int
    }

    /// The first declaration of each type name, with its extensions' members.
    var types: [String: TypeDecl] = [:]
    /// Nested types by their own name (`Row` → `ListView.Row`), for unqualified references.
    var nestedNames: [String: [String]] = [:]
    /// Nested types named as a SwiftUI type (`Toolbar.Button`), by that name: never found by it
    /// (`nestedNames` leaves them out), but a look-up of the name is answered by their files too
    /// (`files(answering:)`), as one in a scope that declares one finds it.
    var nestedNamesOfBuiltInTypes: [String: [String]] = [:]
    /// The last part of every qualified name in `types` (`Row` of `ListView.Row` or of an
    /// extension's `Theme.Row`), kept as each is added.
    var lastPartsOfQualifiedTypes: Set<String> = []
    /// Later declarations of a name already taken (separate apps or targets in one folder).
    var duplicates: [String: [TypeDecl]] = [:]
    /// Names known so far only from extensions: the declaration, read later, takes their place
    /// and keeps the members the extensions added (files are read in any order).
    var extendedBeforeDeclared: Set<String> = []
    /// Every declaration in the order found, for stable listings.
    var typeOrder: [TypeKey] = []
    /// Global constants by name; several apps in one folder may each declare one.
    var globals: [String: [Member<PatternBindingSyntax>]] = [:]
    var globalFunctions: [String: [Member<FunctionDeclSyntax>]] = [:]
    /// Methods added to `View` (and to SwiftUI view types such as `Text`) by extensions.
    var viewExtensionFunctions: [String: [Member<FunctionDeclSyntax>]] = [:]
    /// Computed properties added to `View` by extensions (`var backport: Backport<Self>`), by name.
    var viewExtensionProperties: [String: [Member<AccessorBlockSyntax>]] = [:]
    /// Initialisers extensions add to SwiftUI's view types such as `Image` (`init(icon: Icon)`),
    /// by the type's name.
    var viewExtensionInitializers: [String: [Member<InitializerDeclSyntax>]] = [:]
    var previews: [Preview] = []
    /// The protocols the source declares, by name (`ItemView.ScrollContainerView` for one
    /// declared in an extension of `ItemView`; `SourceIndex+Protocols.swift`).
    var protocols: [String: ProtocolDecl] = [:]
    /// The names of `protocols` by their simple name (`ScrollContainerView` for
    /// `ItemView.ScrollContainerView`), sorted, built by `finish()`.
    var protocolNamesBySimpleName: [String: [String]] = [:]
    var diagnostics: [FrontEndDiagnostic] = []
    /// The look-ups by name and place below, built once after every file is collected, so no
    /// evaluation scans all types (`SourceIndex+Lookups.swift`).
    private(set) var lookups = Lookups()
    /// Where the look-ups of one lowering are recorded (`SourceIndex+Recording.swift`); nil records nothing.
    var recorder: LookupRecorder?
    /// The file being collected when it is a declaration skeleton (`ParsedSourceFile.isDeclarationSkeleton`):
    /// its members' bodies are blanked, so their identifiers and token texts are read from its
    /// text (`SkeletonText`), never gathered from its tree.
    private(set) var collectingSkeleton: SkeletonText?
    var isCollectingSkeleton: Bool { collectingSkeleton != nil }

    /// How `#if` clauses and `@available(…, unavailable)` are decided: as built for this platform.
    private(set) var conditions = CompilationConditions()
    /// Makes a file's relative and absolute paths comparable (`TypeDecl.isVisible(from:paths:targets:)`),
    /// the current folder read once.
    let paths = AbsolutePaths()
    /// The Xcode targets compiling each file, where a target keeps its types to itself.
    private(set) var targets = TargetBoundaries.none
    /// The app's strings tables: what the keys its code looks up read as (`Interpreter.localized`).
    var strings = StringsTables.none
    /// The targets that alone see the types of the file being collected (`TargetBoundaries.closedTargets(ofFile:)`).
    private(set) var collectingClosedTargets: Set<Int>?

    /// The index of `files`, each kept parsed for good (a preview, a test, a command on a few files),
    /// read as built for `platform`.
    init(files: [ParsedSourceFile], platform: TargetPlatform = .iOS, strings: StringsTables = .none) {
        conditions.platform = platform
        self.strings = strings
        for file in files { add(file, as: SourceFileHandle(file)) }
        finish()
    }

    /// An empty index to `add` files to, then `finish`, read as built for `platform`, each type
    /// seen from the files its target's `targets` let see it, the keys its code looks up read in
    /// `strings`.
    init(platform: TargetPlatform = .iOS, targets: TargetBoundaries = .none, strings: StringsTables = .none) {
        conditions.platform = platform
        self.targets = targets
        self.strings = strings
    }

    /// Collects the declarations of `file`, whose tree `handle` finds again later; files are
    /// added in input order (the first declaration of a name is the one kept).
    mutating func add(_ file: ParsedSourceFile, as handle: SourceFileHandle) {
        if file.hasSyntaxErrors {
            diagnostics.append(FrontEndDiagnostic(
                .warning, "the file has syntax errors; what could be parsed is used",
                at: SourceLocation(file: file.path, line: 1, column: 1)))
        }
        collectingSkeleton = file.isDeclarationSkeleton ? SkeletonText(file: handle) : nil
        collectingClosedTargets = targets.isEmpty ? nil : targets.closedTargets(ofFile: paths.absolute(file.path))
        defer { collectingSkeleton = nil; collectingClosedTargets = nil }
        collect(file.tree.statements, file: handle)
    }

    /// Builds the look-ups once every file is added.
    mutating func finish() {
        protocolNamesBySimpleName = Dictionary(grouping: protocols.keys.sorted(), by: Self.simpleName)
        settleViewProtocols()
        settleLexedNames()
        lookups = Lookups(self)
    }

    /// The view types in source order.
    var viewTypes: [TypeDecl] { allTypes.filter(\.isView) }

    /// Every declaration in source order, duplicates included.
    var allTypes: [TypeDecl] { typeOrder.compactMap(declaration) }

    func declaration(_ key: TypeKey) -> TypeDecl? {
        key.ordinal == 0 ? types[key.name] : duplicates[key.name]?[safe: key.ordinal - 1]
    }

    /// The declaration of `name` nearest to `path`: with several, the one sharing the longest
    /// folder prefix with it (the same app or target), else the first; none declared `private` or
    /// `fileprivate` at the top level of another file than `path`.
    ///
    /// Inside a type (`enclosing`), its nested types and those of the types around it come first;
    /// a nested type named from elsewhere is the one declared nearest to `path`.
    ///
    /// A simple name that ends no qualified type's name tries no scope (no text is built for each
    /// scope around the look-up). A recorder then gets the look-up of the name alone, whose
    /// answer holds the files of every nested type of that name (`files(answering:)`): a type
    /// declared later in a scope around changes it as a look-up of that scope would. Where the
    /// scopes were asked (each recorded apart), or there is none (`enclosing` nil), the look-up is
    /// `unscopedType`, whose answer leaves out the nested types a declaration of the name at the
    /// top level hides: a `Localization` nested in one view of an app, where other views' files
    /// declare their own `private enum Localization`, no longer redoes every file that reads one.
    func type(_ name: String, near path: String?, in enclosing: String? = nil) -> TypeDecl? {
        // The name hashed as few times as the answer needs: the scopes only when there is one and
        // a qualified type could end with the name; one probe of `types` for a name declared.
        let triesScopes = enclosing != nil
            && (name.utf8.contains(UInt8(ascii: ".")) || lastPartsOfQualifiedTypes.contains(name))
        var scope = triesScopes ? enclosing : nil
        while let current = scope {
            if let nested = firstType(named: "\(current).\(name)") { return nested }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        recorder?.record(triesScopes || enclosing == nil ? .unscopedType : .type, name)
        let first: TypeDecl
        let chosen: String
        if let declared = types.index(forKey: name) {
            (first, chosen) = (types.values[declared], name)
        } else if let nested = nearestNested(name, to: path), let found = types[nested] {
            (first, chosen) = (found, nested)
        } else {
            return nil
        }
        guard let path else { return first }
        guard !duplicates.isEmpty, let others = duplicates[chosen] else {
            return first.isVisible(from: path, paths: paths, targets: targets) ? first : nil
        }
        // A `private` type of another file is not seen here (SwiftUI's `Label` is, beside a
        // file's own `private struct Label: View`), nor one of another app or extension target.
        return ([first] + others).filter { $0.isVisible(from: path, paths: paths, targets: targets) }.max { a, b in
            nearness(of: a.file.path, to: path) < nearness(of: b.file.path, to: path)
        }
    }

    /// The nested type called `name` declared nearest to `path`.
    private func nearestNested(_ name: String, to path: String?) -> String? {
        guard let candidates = nestedNames[name] else { return nil }
        guard let path, candidates.count > 1 else { return candidates.first }
        return candidates.max { a, b in
            (types[a].map { nearness(of: $0.file.path, to: path) } ?? 0) < (types[b].map { nearness(of: $0.file.path, to: path) } ?? 0)
        }
    }

    /// The declaration written at `location`, duplicates included.
    func type(at location: SourceLocation) -> TypeDecl? {
        recorder?.record(.typeAt, location.description)
        return lookups.typesByLocation[location].flatMap(declaration)
    }

    /// Of several declarations of one name, the one sharing the longest folder prefix with `path`
    /// (the same app or target), else the first.
    func nearest<Syntax>(_ members: [Member<Syntax>]?, to path: String) -> Member<Syntax>? {
        guard let members, var best = members.first else { return nil }
        var bestLength = nearness(of: best.file.path, to: path)
        for member in members.dropFirst() {
            let length = nearness(of: member.file.path, to: path)
            if length > bestLength { (best, bestLength) = (member, length) }
        }
        return best
    }

    /// `types` with one declaration per name: where several apps declare the same name, the one
    /// nearest to `path`.
    func nearestOfEachName(_ types: [TypeDecl], to path: String) -> [TypeDecl] {
        var chosen: [String: TypeDecl] = [:]
        var order: [String] = []
        for type in types {
            guard let current = chosen[type.name] else {
                chosen[type.name] = type
                order.append(type.name)
                continue
            }
            if nearness(of: type.file.path, to: path) > nearness(of: current.file.path, to: path) {
                chosen[type.name] = type
            }
        }
        return order.compactMap { chosen[$0] }
    }

    /// How near the file at `file` is to the one at `path`: the length of the start their paths
    /// share. A file given by a relative path and its project's files found by absolute ones (a
    /// file audited alone, the project indexed around it) are compared absolute, so the nearest
    /// declaration is the same as when the project is audited.
    func nearness(of file: String, to path: String) -> Int {
        guard file.hasPrefix("/") != path.hasPrefix("/") else { return file.commonPrefix(with: path).count }
        return paths.absolute(file).commonPrefix(with: paths.absolute(path)).count
    }

    func location(of position: AbsolutePosition, in file: SourceFileHandle) -> SourceLocation {
        let (line, column) = file.lineAndColumn(of: position)
        return SourceLocation(file: file.path, line: line, column: column)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
