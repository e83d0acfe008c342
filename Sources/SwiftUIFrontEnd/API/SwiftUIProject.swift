import AccessibilityTree
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// Every Swift file of a project indexed once, so each file's entry points are lowered with the
/// views, models and preview data declared anywhere in the project.
///
/// The audit builds one per run and asks it, file by file, for the screens of the entry points
/// that file declares (`lower(entriesDeclaredIn:settings:)`): its `#Preview`s and
/// `PreviewProvider`s, then the views no preview shows, with placeholders for what nobody passes.
/// A view a preview already shows is not lowered again on its own, where placeholders would
/// only guess what the preview states.
///
/// The index holds declarations by their place in each file's tree, not the trees: with a
/// `SyntaxTreeStore` (`Builder`), only the trees the store has room for are kept, and a tree let
/// go is parsed again when a lowering reads it.
///
/// Each app of the run (`AppLayout`) has an index of its own: a file is lowered with its own
/// app's declarations only, never another's.
///
/// Unchecked `Sendable`: the index holds values built once in `init` and only read afterwards.
public struct SwiftUIProject: @unchecked Sendable {
    /// The index of each app, by app number.
    private let indexes: [Int: SourceIndex]
    private let appOfFile: [String: Int]
    private let entriesByFile: [String: [EntryPoint]]
    /// The static values each app's files share, by app and settings.
    private let appStatics: AppStaticValues.Project

    /// Indexes `files`, each kept parsed, as built for `platform`, each file in its app of
    /// `layout`; test files (`import XCTest`, `import Testing`) are left out, as the front end's
    /// own discovery leaves them out.
    public init(files: [ParsedSourceFile], platform: TargetPlatform = .iOS, layout: AppLayout = .oneApp) {
        let builder = Builder(store: nil, platform: platform, layout: layout)
        for file in files { builder.add(file) }
        self = builder.finish()
    }

    private init(indexes: [Int: SourceIndex], appOfFile: [String: Int]) {
        var entriesByFile: [String: [EntryPoint]] = [:]
        for index in indexes.values {
            let shown = Self.viewsShownByPreviews(index)
            for entry in SwiftUIFrontEnd.entryPoints(in: index) where entry.kind != .view || !shown.contains(entry.name) {
                entriesByFile[entry.source.file, default: []].append(entry)
            }
        }
        self.indexes = indexes
        self.appOfFile = appOfFile
        self.entriesByFile = entriesByFile
        appStatics = AppStaticValues.Project()
    }

    /// The index of the app the file at `path` belongs to (empty for a file never added).
    func index(for path: String) -> SourceIndex {
        appOfFile[path].flatMap { indexes[$0] } ?? SourceIndex()
    }

    /// The index of the first app, the only one of a project whose files are all one app.
    var index: SourceIndex { indexes.min { $0.key < $1.key }?.value ?? SourceIndex() }

    /// Builds a project file by file, so each file's tree can be let go once its declarations
    /// are indexed: `add` every file in input order (from any thread, one at a time), then `finish`.
    public final class Builder: @unchecked Sendable {
        private let lock = NSLock()
        private var indexes: [Int: SourceIndex] = [:]
        private var appOfFile: [String: Int] = [:]
        private let store: SyntaxTreeStore?
        private let platform: TargetPlatform
        private let layout: AppLayout

        /// - Parameters:
        ///   - store: keeps the trees it has room for and parses again those let go; nil keeps
        ///     every file's tree.
        ///   - platform: the platform the code is read as built for (`#if os(…)`, `canImport`,
        ///     `@available(…, unavailable)`).
        ///   - layout: the apps of the run; each file is indexed with its own app's files.
        public init(store: SyntaxTreeStore?, platform: TargetPlatform = .iOS, layout: AppLayout = .oneApp) {
            self.store = store
            self.platform = platform
            self.layout = layout
        }

        /// Indexes the declarations of `file` in its app's index; test files are left out.
        public func add(_ file: ParsedSourceFile) {
            guard SourceFinder.mayMatter(file.text) else { return }
            let handle = SourceFileHandle(file, store: store)
            let app = layout.app(of: file.path)
            lock.withLock {
                appOfFile[file.path] = app
                indexes[app, default: SourceIndex(platform: platform, targets: layout.targets, strings: layout.strings(ofApp: app))]
                    .add(file, as: handle)
            }
        }

        /// The project of every file added.
        public func finish() -> SwiftUIProject {
            let (added, appOfFile) = lock.withLock { (self.indexes, self.appOfFile) }
            var indexes = added
            for app in indexes.keys { indexes[app]?.finish() }
            return SwiftUIProject(indexes: indexes, appOfFile: appOfFile)
        }
    }

    /// The entry points declared in the file at `path` that the audit lowers, previews first.
    public func entryPoints(declaredIn path: String) -> [EntryPoint] {
        entriesByFile[path] ?? []
    }

    /// Lowers every entry point declared in `path` under `settings`.
    public func lower(entriesDeclaredIn path: String, settings: AccessibilitySettings) -> [LoweringResult] {
        lowerRecordingLookups(entriesDeclaredIn: path, settings: settings).results
    }

    /// Lowers every entry point declared in `path` under `settings`, with every question the
    /// lowering asked the index, in order: the results are a function of the file's own
    /// declarations and the answers to those questions (`files(answering:)`).
    ///
    /// - Parameter exploringBranches: each entry's first screen followed by its screen variants
    ///   (other branches of its run-time decisions, the regular size class; `LoweringResult.branches`
    ///   says which each took), for the audit; false gives the first screen only, as the simulator speaks it.
    /// - Parameter counter: counts the lowerings, and the variants skipped, when given.
    /// - Parameter keepingLookups: false gives no look-ups back (an audit without a result cache
    ///   reads none), and spares gathering and sorting them.
    public func lowerRecordingLookups(entriesDeclaredIn path: String, settings: AccessibilitySettings,
                                      exploringBranches: Bool = false, counter: LoweringCounter? = nil,
                                      keepingLookups: Bool = true)
        -> (results: [LoweringResult], lookups: [IndexLookup]) {
        let entries = entryPoints(declaredIn: path)
        guard !entries.isEmpty else { return ([], []) }
        let recorder = LookupRecorder(keepsLookups: keepingLookups)
        var recording = index(for: path)
        recording.recorder = recorder
        let appStatics = appOfFile[path].map { self.appStatics.memory(app: $0, settings: settings, gatheringLookups: keepingLookups) }
        let results = LargeStack.run { [recording] in
            let staticMemory = StaticValueMemory()
            return entries.flatMap { entry in
                var builder = ScreenBuilder(index: recording, settings: settings)
                builder.counter = counter
                builder.staticMemory = staticMemory
                builder.appStatics = appStatics
                return exploringBranches ? builder.buildVariants(entry) : [builder.build(entry)]
            }
        }
        return (results, recorder.lookups.sorted())
    }

    /// The paths of the files whose declarations answer `lookup` now, sorted (none when nothing
    /// does): where these files and their contents are unchanged, the answer is too. The files of
    /// every app, since the question does not say whose file asked it (more than the asking
    /// file's app decides, never less).
    public func files(answering lookup: IndexLookup) -> [String] {
        guard indexes.count > 1 else { return index.files(answering: lookup) }
        return Set(indexes.values.flatMap { $0.files(answering: lookup) }).sorted()
    }

    /// The names of the view and modifier types the previews show, directly or through the
    /// views, modifiers and view helpers those mention (a closure over the names in the source).
    ///
    /// The identifiers were gathered while each file was indexed; only a type that became a view
    /// after some of its members were indexed has its members read again.
    static func viewsShownByPreviews(_ index: SourceIndex) -> Set<String> {
        viewsShown(from: previewIdentifiers(index).map(\.identifiers), index)
    }

    /// The files other than `paths` whose previews show, directly or through the views they
    /// mention, a view or view modifier declared in `paths`: lowering their entries places
    /// elements in `paths`, so an audit that reports only in `paths` reads them too.
    public func filesPreviewing(viewsDeclaredIn paths: Set<String>) -> [String] {
        Set(indexes.values.flatMap { Self.files(in: $0, previewingViewsDeclaredIn: paths) }).sorted()
    }

    private static func files(in index: SourceIndex, previewingViewsDeclaredIn paths: Set<String>) -> [String] {
        let declared = Set(index.allTypes.filter { type in
            (type.isView || type.isViewModifier) && paths.contains(index.location(of: type.position, in: type.file).file)
        }.map(\.name))
        guard !declared.isEmpty else { return [] }
        let previewing = Self.previewIdentifiers(index).filter { file, identifiers in
            !paths.contains(file) && !Self.viewsShown(from: [identifiers], index).isDisjoint(with: declared)
        }
        return Set(previewing.map(\.file)).sorted()
    }

    /// Each preview's file and the names it mentions: `#Preview`s, then `PreviewProvider`s.
    private static func previewIdentifiers(_ index: SourceIndex) -> [(file: String, identifiers: Set<String>)] {
        var previews = index.previews.map { ($0.file.path, $0.identifiers) }
        for type in index.allTypes where type.isPreviewProvider {
            previews.append((index.location(of: type.position, in: type.file).file,
                             type.staticIdentifiers ?? SourceIndex.identifiers(in: type.staticProperties.values.map { Syntax($0.syntax) })))
        }
        return previews
    }

    /// The view and modifier types `pending` names mention, through the views, modifiers and
    /// view helpers those mention in turn.
    private static func viewsShown(from pending: [Set<String>], _ index: SourceIndex) -> Set<String> {
        var pending = pending
        var shown: Set<String> = []
        var visitedFunctions: Set<String> = []
        while let names = pending.popLast() {
            for name in names {
                for type in viewTypes(named: name, in: index) where shown.insert(type.name).inserted {
                    // A view only through a protocol of the app's own (a `BaseView` screen root) is
                    // shown, but the views it names stay entries of their own, as before such roots
                    // were seen: a root that switches over many steps draws only those its branch
                    // variants take (docs/swiftui-coverage.md, Views of the app's own protocols).
                    guard !type.isViewThroughProtocol else { continue }
                    pending.append(type.memberIdentifiers ?? SourceIndex.identifiers(in: SourceIndex.members(of: type)))
                }
                let functions = (index.viewExtensionFunctions[name] ?? []) + (index.globalFunctions[name] ?? [])
                if !functions.isEmpty, visitedFunctions.insert(name).inserted {
                    pending += functions.map { $0.identifiers ?? SourceIndex.identifiers(in: $0.syntax) }
                }
            }
        }
        return shown
    }

    /// Every declaration of a view or view modifier `name` refers to: each type of that name
    /// (several apps in one folder), or the nested types of that simple name.
    private static func viewTypes(named name: String, in index: SourceIndex) -> [SourceIndex.TypeDecl] {
        let names = index.types[name] != nil ? [name] : index.nestedNames[name] ?? []
        return names.flatMap { name -> [SourceIndex.TypeDecl] in
            guard let first = index.types[name] else { return [] }
            return [first] + (index.duplicates[name] ?? [])
        }.filter { $0.isView || $0.isViewModifier }
    }

}
