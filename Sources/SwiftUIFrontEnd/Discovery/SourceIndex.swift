import AccessibilityTree
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

        var wrapperArguments: LabeledExprListSyntax? { wrapperArgumentsReference?.node }
        var initializer: ExprSyntax? { initializerReference?.node }
        var hasInitializer: Bool { initializerReference != nil }
        var node: PatternBindingSyntax { binding.node }
    }

    struct TypeDecl {
        enum Kind { case structure, classType, enumeration, actor }

        var name: String
        var kind: Kind
        var file: SourceFileHandle
        var position: AbsolutePosition
        var conformances: [String]
        /// The paths of the files that declare or extend it: everything it holds is written there.
        var files: [String]
        /// Whether only extensions name it (`extension String: Verifiable`): no struct, class,
        /// enum or actor declaration of the source's, so it is the standard library's or an SDK's.
        var isOnlyExtended = false
        var storedProperties: [StoredProperty] = []
        var computedProperties: [String: Member<AccessorBlockSyntax>] = [:]
        var staticProperties: [String: Member<PatternBindingSyntax>] = [:]
        var functions: [String: [Member<FunctionDeclSyntax>]] = [:]
        var initializers: [Member<InitializerDeclSyntax>] = []
        var enumCases: [String] = []
        /// Explicit raw values of enum cases (`case large = "Large"`).
        var enumRawValues: [String: SyntaxReference<ExprSyntax>] = [:]
        /// The identifiers in all its members, gathered while each member's tree was at hand;
        /// nil when a member was added before it was a view, modifier or preview provider (or
        /// replaced one of the same name): then they are read from the members themselves.
        var memberIdentifiers: Set<String>?
        /// Its generic parameters that stand for views its callers pass (`struct Row<Label: View>`,
        /// `where Content: View`): a stored property of such a type is the caller's content.
        var viewParameters: Set<String> = []
        /// The protocols of the source refining `View` it conforms to (`SourceIndex+ViewProtocols.swift`),
        /// whose extensions may give it its `body`.
        var viewProtocols: [String] = []
        /// Whether it is a view only through such a protocol, naming no `View` itself.
        var isViewThroughProtocol = false
        /// Its generic parameters and the protocols each is constrained to (`struct PosterButton<Item: Poster>`).
        var genericConstraints: [String: [String]] = [:]
        /// The identifiers in its static properties, likewise.
        var staticIdentifiers: Set<String>?
        /// Words of its members, and of its static properties, that may be identifiers, where
        /// they were read from the text of a declaration skeleton's file; settled by `finish()`.
        var uncertainMemberIdentifiers: Set<String> = []
        var uncertainStaticIdentifiers: Set<String> = []

        init(name: String, kind: Kind, file: SourceFileHandle, position: AbsolutePosition, conformances: [String]) {
            self.name = name
            self.kind = kind
            self.file = file
            self.position = position
            self.conformances = conformances
            files = [file.path]
            if gathersIdentifiers {
                memberIdentifiers = []
                staticIdentifiers = []
            }
        }

        /// A view, or toolbar content, which also has a `body` of views.
        var isView: Bool { conformances.contains("View") || conformances.contains("ToolbarContent") }
        var isViewModifier: Bool { conformances.contains("ViewModifier") }
        /// A UIKit or AppKit view wrapped for SwiftUI (`UIViewRepresentable` and the like); not a
        /// `CodingKeyRepresentable` or other protocol whose name ends the same way.
        var isRepresentable: Bool {
            conformances.contains { $0.hasSuffix("Representable") && Self.representableProtocols.contains(String($0.split(separator: ".").last ?? "")) }
        }

        /// A container that places its subviews itself (`struct FlowLayout: Layout`), called like a
        /// stack: `FlowLayout(spacing: 8) { … }` (Apple, `Layout`, `callAsFunction(_:)`).
        var isLayout: Bool {
            conformances.contains { $0 == "Layout" || $0 == "SwiftUI.Layout" }
        }

        static let representableProtocols: Set<String> = [
            "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        ]

        /// Whether it wraps a `UIVisualEffectView` (its `makeUIView` returns one): a blur or
        /// vibrancy backdrop, with no accessibility elements of its own.
        var wrapsVisualEffectView: Bool {
            ["UIVisualEffectView", "NSVisualEffectView"].contains(wrappedType(made: ["makeUIView", "makeNSView"]))
        }
        /// Whether it wraps AVKit's player (its `makeUIViewController` returns an
        /// `AVPlayerViewController`): the system's player, drawn as SwiftUI's `VideoPlayer` is,
        /// with the system's own controls (Apple, AVPlayerViewController: "displays content from a
        /// player and presents a native user interface to control playback").
        var wrapsSystemPlayer: Bool {
            ["AVPlayerViewController", "AVPlayerView"].contains(wrappedType(made: ["makeUIViewController", "makeNSView"]))
        }
        /// The type a representable's first `make…` function named in `makers` returns.
        private func wrappedType(made makers: [String]) -> String? {
            guard isRepresentable, let make = makers.lazy.compactMap({ functions[$0]?.first }).first else { return nil }
            return make.reference.node.signature.returnClause?.type.trimmedDescription
        }
        var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
        /// Whether the identifiers of members added now are gathered (for the views previews show).
        var gathersIdentifiers: Bool { isView || isViewModifier || isPreviewProvider }
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

    /// The index of `files`, each kept parsed for good (a preview, a test, a command on a few files),
    /// read as built for `platform`.
    init(files: [ParsedSourceFile], platform: TargetPlatform = .iOS) {
        conditions.platform = platform
        for file in files { add(file, as: SourceFileHandle(file)) }
        finish()
    }

    /// An empty index to `add` files to, then `finish`, read as built for `platform`.
    init(platform: TargetPlatform = .iOS) {
        conditions.platform = platform
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
        defer { collectingSkeleton = nil }
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
    /// folder prefix with it (the same app or target), else the first.
    ///
    /// Inside a type (`enclosing`), its nested types and those of the types around it come first;
    /// a nested type named from elsewhere is the one declared nearest to `path`.
    func type(_ name: String, near path: String?, in enclosing: String? = nil) -> TypeDecl? {
        var scope = enclosing
        while let current = scope {
            if let nested = firstType(named: "\(current).\(name)") { return nested }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        recorder?.record(.type, name)
        let name = types[name] == nil ? nearestNested(name, to: path) ?? name : name
        guard let first = types[name] else { return nil }
        guard let others = duplicates[name], let path else { return first }
        return ([first] + others).max { a, b in
            a.file.path.commonPrefix(with: path).count < b.file.path.commonPrefix(with: path).count
        }
    }

    /// The nested type called `name` declared nearest to `path`.
    private func nearestNested(_ name: String, to path: String?) -> String? {
        guard let candidates = nestedNames[name] else { return nil }
        guard let path, candidates.count > 1 else { return candidates.first }
        return candidates.max { a, b in
            (types[a]?.file.path.commonPrefix(with: path).count ?? 0) < (types[b]?.file.path.commonPrefix(with: path).count ?? 0)
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
        var bestLength = best.file.path.commonPrefix(with: path).count
        for member in members.dropFirst() {
            let length = member.file.path.commonPrefix(with: path).count
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
            if type.file.path.commonPrefix(with: path).count > current.file.path.commonPrefix(with: path).count {
                chosen[type.name] = type
            }
        }
        return order.compactMap { chosen[$0] }
    }

    func location(of position: AbsolutePosition, in file: SourceFileHandle) -> SourceLocation {
        let (line, column) = file.lineAndColumn(of: position)
        return SourceLocation(file: file.path, line: line, column: column)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
