import AccessibilityTree
import Basics
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// Reads SwiftUI source and lowers it into the accessibility tree VoiceOver would walk.
///
/// Three stages, each a value a test can build by hand:
/// 1. **Discovery** (`SourceIndex`): types, their members and extensions, globals, `View`
///    extension methods, `#Preview` blocks and `PreviewProvider`s; `#if` clauses are read as
///    a device build for the chosen platform (`TargetPlatform`, iOS unless told).
/// 2. **Evaluation** (`Interpreter`): the entry's `body` runs against the environment built
///    from `AccessibilitySettings` — custom views with their arguments, `@State` initial
///    values, helpers, `ViewModifier`s, `if`/`switch`, `ForEach` over known collections —
///    into a view graph (`ViewNode`). What depends on run-time values is kept and marked.
/// 3. **Lowering** (`Lowerer`, `Layout`): SwiftUI's accessibility semantics (docs/swiftui-defaults.md)
///    and an approximate layout give elements with labels, values, traits, frames, visual
///    facts and source locations; sheets and alerts become modal screens.
///
/// Not modelled: UIKit wrappers (`UIViewRepresentable`), Swift Charts marks, rotor entries,
/// strings tables (an image or text key is spoken as written), `accessibilityLabel(content:)`,
/// escape and magic-tap actions, and values only known while the app runs (models, network
/// data): those stay as the expression, with the reason in `unresolved`.
///
/// ```swift
/// let results = try SwiftUIFrontEnd.screens(forPaths: ["Sources/App"], view: "ContentView",
///                                           settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge))
/// let screen = results[0].screen          // what VoiceOver walks
/// let sheets = results[0].modals          // what its sheets and alerts present
/// ```
public enum SwiftUIFrontEnd {
    /// Every type conforming to `View` or `ViewModifier` in `files`, in source order.
    public static func discoverViews(in files: [ParsedSourceFile]) -> [ViewDeclaration] {
        let index = SourceIndex(files: files)
        return index.allTypes.compactMap { type -> ViewDeclaration? in
            guard type.isView || type.isViewModifier else { return nil }
            return ViewDeclaration(
                name: type.name, kind: type.isView ? .view : .viewModifier,
                source: index.location(of: type.position, in: type.file),
                storedProperties: type.storedProperties.map {
                    ViewDeclaration.StoredProperty(name: $0.name, type: $0.typeText, wrapper: $0.wrapper,
                                                   hasDefault: $0.hasInitializer)
                })
        }
    }

    /// The places evaluation can start, previews first: `#Preview` blocks, `PreviewProvider`s,
    /// then every view type (with placeholders for what nobody passes).
    public static func entryPoints(in files: [ParsedSourceFile], platform: TargetPlatform = .iOS) -> [EntryPoint] {
        entryPoints(in: SourceIndex(files: files, platform: platform))
    }

    /// The entry points of an index already built.
    static func entryPoints(in index: SourceIndex) -> [EntryPoint] {
        var entries: [EntryPoint] = index.previews.map { preview in
            let location = index.location(of: preview.position, in: preview.file)
            let name = preview.name ?? "\((preview.file.path as NSString).lastPathComponent):\(location.line)"
            return EntryPoint(name: name, kind: .preview, source: location,
                              viewName: index.firstViewName(of: preview))
        }
        for type in index.allTypes {
            guard type.isPreviewProvider, let previews = type.staticProperties["previews"] else { continue }
            entries.append(EntryPoint(name: type.name, kind: .previewProvider, source: index.location(of: type.position, in: type.file),
                                      viewName: index.firstViewName(ofPreviews: previews)))
        }
        for type in index.viewTypes {
            entries.append(EntryPoint(name: type.name, kind: .view, source: index.location(of: type.position, in: type.file),
                                      viewName: type.name))
        }
        return entries
    }

    /// Lowers one entry point under `settings` into its screen, modal screens and diagnostics,
    /// reading the code as built for `platform`.
    public static func lower(entry: EntryPoint, files: [ParsedSourceFile], settings: AccessibilitySettings,
                             platform: TargetPlatform = .iOS) -> LoweringResult {
        LargeStack.run { ScreenBuilder(index: SourceIndex(files: files, platform: platform), settings: settings).build(entry) }
    }

    /// Parses the Swift files at `paths` (files or folders), skipping files that cannot hold views.
    ///
    /// - Throws: `FrontEndError` when a path does not exist, or a file named directly cannot be read.
    public static func parse(paths: [String]) throws(FrontEndError) -> [ParsedSourceFile] {
        let (files, unreadable) = try parseSkippingUnreadable(paths: paths)
        if let first = unreadable.first { throw .unreadableFile(path: first.path, reason: first.reason) }
        return files
    }

    /// Parses what can be read; a file found in a folder that cannot be read, or whose brackets
    /// nest past what the parser reads in reasonable time (`BracketNesting`), is skipped and named
    /// with the reason (a named file that cannot be read is an error).
    static func parseSkippingUnreadable(paths: [String]) throws(FrontEndError)
        -> ([ParsedSourceFile], [(path: String, reason: String)]) {
        var parsed: [ParsedSourceFile] = []
        var unreadable: [(path: String, reason: String)] = []
        func skip(_ path: String, because reason: String) throws(FrontEndError) {
            if paths.contains(path) { throw .unreadableFile(path: path, reason: reason) }
            unreadable.append((path, reason))
        }
        for path in try SourceFinder.swiftFiles(at: paths) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                try skip(path, because: "not UTF-8 text or not readable")
                continue
            }
            guard SourceFinder.mayMatter(text) else { continue }
            if let problem = BracketNesting(text).problem {
                try skip(path, because: problem)
                continue
            }
            parsed.append(ParsedSourceFile(path: path, text: text, indexesNodes: false))
        }
        return (parsed, unreadable)
    }

    /// The screens for `paths`: the view named `view`, or the preview named `preview` (each
    /// declaration of that name), or when neither is given every preview (or, without
    /// previews, every view), with the code read as built for `platform`.
    ///
    /// - Throws: `FrontEndError` when a path does not exist, holds no views, or names no known
    ///   view or preview (with the nearest name suggested).
    /// The keys the code looks up read as the texts `strings` holds for them.
    public static func screens(forPaths paths: [String], view: String? = nil, preview: String? = nil,
                               settings: AccessibilitySettings = AccessibilitySettings(),
                               platform: TargetPlatform = .iOS, strings: StringsTables = .none) throws(FrontEndError) -> [LoweringResult] {
        let (files, unreadable) = try parseSkippingUnreadable(paths: paths)
        let entries = try select(entryPoints(in: files, platform: platform), view: view, preview: preview, paths: paths)
        return LargeStack.run {
            let index = SourceIndex(files: files, platform: platform, strings: strings)
            var results = entries.map { ScreenBuilder(index: index, settings: settings).build($0) }
            let reported = Set(results.flatMap(\.diagnostics))
            let skipped = unreadable.map {
                FrontEndDiagnostic(.error, "\($0.reason); skipped", at: SourceLocation(file: $0.path, line: 1))
            }
            if !results.isEmpty { results[0].diagnostics += index.diagnostics.filter { !reported.contains($0) } + skipped }
            return results
        }
    }

    /// Parses `source` as one file and lowers the view named `view` (or its first preview, or
    /// its first view): for tests and tools that hold source in memory.
    ///
    /// - Throws: `FrontEndError.unreadableFile` when brackets nest past what the parser reads in
    ///   reasonable time, or the errors of `select` for a missing view.
    public static func lower(source: String, path: String = "View.swift", view: String? = nil,
                             settings: AccessibilitySettings = AccessibilitySettings(),
                             platform: TargetPlatform = .iOS) throws(FrontEndError) -> LoweringResult {
        if let problem = BracketNesting(source).problem { throw .unreadableFile(path: path, reason: problem) }
        let files = [ParsedSourceFile(path: path, text: source)]
        let entries = try select(entryPoints(in: files, platform: platform), view: view, preview: nil, paths: [path])
        return lower(entry: entries[0], files: files, settings: settings, platform: platform)
    }

    static func select(_ entries: [EntryPoint], view: String?, preview: String?, paths: [String]) throws(FrontEndError) -> [EntryPoint] {
        let views = entries.filter { $0.kind == .view }
        let previews = entries.filter { $0.kind != .view }
        if views.isEmpty && previews.isEmpty { throw .noViews(paths: paths) }
        if let view { return try named(view, in: views, unknown: FrontEndError.unknownView) }
        if let preview { return try named(preview, in: previews, unknown: FrontEndError.unknownPreview) }
        return previews.isEmpty ? views : previews
    }

    /// The entries called `name` (a name declared in several apps or targets of one folder
    /// selects each of them); when none is, the error `unknown` makes of the name, the nearest of
    /// the entries' names and all of them.
    private static func named(_ name: String, in entries: [EntryPoint],
                              unknown: (_ name: String, _ suggestion: String?, _ available: [String]) -> FrontEndError)
        throws(FrontEndError) -> [EntryPoint] {
        let matches = entries.filter { $0.name == name }
        guard matches.isEmpty else { return matches }
        let names = entries.map(\.name).uniqued
        throw unknown(name, NameSuggestion.nearest(to: name, in: names), names)
    }

}
