import SwiftSyntax
import SwiftSyntaxSupport

extension SourceIndex {
    /// A struct, class, enum or actor of the source, with the members its extensions add.
    ///
    /// Its fields live in one box shared by every copy and copied only when a copy is changed
    /// (copy on write, as the standard library's arrays and dictionaries are): a look-up hands a
    /// declaration out by value, and copying some twenty tables and texts for each look-up,
    /// retaining and releasing each, was a measurable share of a lowering (docs/benchmarks.md).
    struct TypeDecl {
        enum Kind { case structure, classType, enumeration, actor }

        /// What a declaration holds.
        struct Fields {
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
            /// The one file that sees it, for a `private` or `fileprivate` type declared at the top
            /// level (The Swift Programming Language, Access Control: such a type is visible only in
            /// its own source file); nil for a type other files see.
            var onlyVisibleIn: String?
            /// The targets whose files alone see it, for a type of a file only apps, app extensions
            /// or test bundles compile (`TargetBoundaries`); nil for a type every file sees.
            var onlyVisibleToTargets: Set<Int>?
            var storedProperties: [StoredProperty] = []
            var computedProperties: [String: Member<AccessorBlockSyntax>] = [:]
            var staticProperties: [String: Member<PatternBindingSyntax>] = [:]
            var functions: [String: [Member<FunctionDeclSyntax>]] = [:]
            var initializers: [Member<InitializerDeclSyntax>] = []
            var enumCases: [String] = []
            /// Explicit raw values of enum cases (`case large = "Large"`).
            var enumRawValues: [String: SyntaxReference<ExprSyntax>] = [:]
            /// The places of enum cases' associated values declared as strings-table keys
            /// (`case invalid(description: LocalizedStringKey)`: 0), by case.
            var enumKeyPositions: [String: Set<Int>] = [:]
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
        }

        /// The fields, changed in place only while one declaration holds them (unchecked
        /// `Sendable`: a shared box is never changed, a declaration changed first takes a copy).
        private final class Storage: @unchecked Sendable {
            var fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private var storage: Storage

        init(name: String, kind: Kind, file: SourceFileHandle, position: AbsolutePosition, conformances: [String]) {
            storage = Storage(Fields(name: name, kind: kind, file: file, position: position, conformances: conformances,
                                     files: [file.path]))
            if gathersIdentifiers {
                memberIdentifiers = []
                staticIdentifiers = []
            }
        }

        /// Gives this declaration a box of its own before it is changed, when others share it.
        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        }

        var name: String {
            get { storage.fields.name }
            _modify { makeUnique(); yield &storage.fields.name }
        }

        var kind: Kind {
            get { storage.fields.kind }
            _modify { makeUnique(); yield &storage.fields.kind }
        }

        var file: SourceFileHandle {
            get { storage.fields.file }
            _modify { makeUnique(); yield &storage.fields.file }
        }

        var position: AbsolutePosition {
            get { storage.fields.position }
            _modify { makeUnique(); yield &storage.fields.position }
        }

        var conformances: [String] {
            get { storage.fields.conformances }
            _modify { makeUnique(); yield &storage.fields.conformances }
        }

        var files: [String] {
            get { storage.fields.files }
            _modify { makeUnique(); yield &storage.fields.files }
        }

        var isOnlyExtended: Bool {
            get { storage.fields.isOnlyExtended }
            _modify { makeUnique(); yield &storage.fields.isOnlyExtended }
        }

        var onlyVisibleIn: String? {
            get { storage.fields.onlyVisibleIn }
            _modify { makeUnique(); yield &storage.fields.onlyVisibleIn }
        }

        var onlyVisibleToTargets: Set<Int>? {
            get { storage.fields.onlyVisibleToTargets }
            _modify { makeUnique(); yield &storage.fields.onlyVisibleToTargets }
        }

        /// Whether code in the file at `path` can name it: not a `private` type of another file,
        /// nor a type of a target the file's targets do not see. The same file may be named by a
        /// relative path in one place and an absolute one in another (a file audited alone, its
        /// project indexed around it): told apart absolute by `paths`, and only then.
        func isVisible(from path: String, paths: AbsolutePaths, targets: TargetBoundaries) -> Bool {
            if let closed = onlyVisibleToTargets, file.path != path, !targets.sees(typesOf: closed, from: paths.absolute(path)) {
                return false
            }
            guard let file = onlyVisibleIn, file != path else { return true }
            return paths.absolute(file) == paths.absolute(path)
        }

        var storedProperties: [StoredProperty] {
            get { storage.fields.storedProperties }
            _modify { makeUnique(); yield &storage.fields.storedProperties }
        }

        var computedProperties: [String: Member<AccessorBlockSyntax>] {
            get { storage.fields.computedProperties }
            _modify { makeUnique(); yield &storage.fields.computedProperties }
        }

        var staticProperties: [String: Member<PatternBindingSyntax>] {
            get { storage.fields.staticProperties }
            _modify { makeUnique(); yield &storage.fields.staticProperties }
        }

        var functions: [String: [Member<FunctionDeclSyntax>]] {
            get { storage.fields.functions }
            _modify { makeUnique(); yield &storage.fields.functions }
        }

        var initializers: [Member<InitializerDeclSyntax>] {
            get { storage.fields.initializers }
            _modify { makeUnique(); yield &storage.fields.initializers }
        }

        var enumCases: [String] {
            get { storage.fields.enumCases }
            _modify { makeUnique(); yield &storage.fields.enumCases }
        }

        var enumRawValues: [String: SyntaxReference<ExprSyntax>] {
            get { storage.fields.enumRawValues }
            _modify { makeUnique(); yield &storage.fields.enumRawValues }
        }

        var enumKeyPositions: [String: Set<Int>] {
            get { storage.fields.enumKeyPositions }
            _modify { makeUnique(); yield &storage.fields.enumKeyPositions }
        }

        var memberIdentifiers: Set<String>? {
            get { storage.fields.memberIdentifiers }
            _modify { makeUnique(); yield &storage.fields.memberIdentifiers }
        }

        var viewParameters: Set<String> {
            get { storage.fields.viewParameters }
            _modify { makeUnique(); yield &storage.fields.viewParameters }
        }

        var viewProtocols: [String] {
            get { storage.fields.viewProtocols }
            _modify { makeUnique(); yield &storage.fields.viewProtocols }
        }

        var isViewThroughProtocol: Bool {
            get { storage.fields.isViewThroughProtocol }
            _modify { makeUnique(); yield &storage.fields.isViewThroughProtocol }
        }

        var genericConstraints: [String: [String]] {
            get { storage.fields.genericConstraints }
            _modify { makeUnique(); yield &storage.fields.genericConstraints }
        }

        var staticIdentifiers: Set<String>? {
            get { storage.fields.staticIdentifiers }
            _modify { makeUnique(); yield &storage.fields.staticIdentifiers }
        }

        var uncertainMemberIdentifiers: Set<String> {
            get { storage.fields.uncertainMemberIdentifiers }
            _modify { makeUnique(); yield &storage.fields.uncertainMemberIdentifiers }
        }

        var uncertainStaticIdentifiers: Set<String> {
            get { storage.fields.uncertainStaticIdentifiers }
            _modify { makeUnique(); yield &storage.fields.uncertainStaticIdentifiers }
        }

        /// A view, or toolbar content, which also has a `body` of views.
        var isView: Bool { conformances.contains("View") || isToolbarContent }
        /// Toolbar content of the app's own (`struct SendItems: ToolbarContent`): items a bar
        /// shows, through `.toolbar { SendItems() }`, never a screen's content.
        var isToolbarContent: Bool {
            !conformances.contains("View") && (conformances.contains("ToolbarContent") || conformances.contains("CustomizableToolbarContent"))
        }
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
}
