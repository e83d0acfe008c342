import AccessibilityTree
import Basics
import Foundation
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Reads UIKit source and lowers its views into the accessibility tree VoiceOver would walk.
///
/// 1. **Index** (`UIKitClassIndex`): the project's classes, structs and enums with their
///    members; a class's UIKit kind comes from its inheritance chain within the project.
/// 2. **Evaluation** (`UIKitEvaluator`): the class is created as UIKit would show it —
///    initialiser, `viewDidLoad`, `awakeFromNib`, `configure…` — on a heap of objects, so
///    `addSubview`, property assignments and overridden getters act as they would at run time.
/// 3. **Lowering** (`UIKitLowerer`, `UIKitLayout`): elements with labels, values, traits,
///    frames (approximate where not stated), actions and source locations.
///
/// `scene(…)` plays the result: actions run the code UIKit would call (docs/uikit.md).
public enum UIKitFrontEnd {
    /// A UIKit class the front end can lower: a view, cell or view controller of the project.
    public struct ViewClass: Hashable, Sendable {
        public var name: String
        public var source: AccessibilityTree.SourceLocation
    }

    /// Every view, cell and view controller class in `files`, in source order.
    public static func viewClasses(in files: [ParsedSourceFile]) -> [ViewClass] {
        let index = UIKitClassIndex(files: files)
        return index.screenClasses.map { ViewClass(name: $0.name, source: index.location(of: $0)) }
    }

    /// The classes a screen is lowered from when none is named: the view controllers no other
    /// controller creates (a pushed detail shows where it is pushed), then the views, cells and
    /// controls no other class of the project names (those are lowered where they are used).
    static func defaultRoots(_ index: UIKitClassIndex) -> [UIKitClassIndex.TypeDecl] {
        let classes = index.screenClasses
        let names = Set(classes.map(\.name))
        var mentioned: Set<String> = []
        for type in classes {
            let bodies = type.storedProperties.compactMap { $0.initializer?.trimmedDescription }
                + type.functions.values.flatMap { $0.compactMap { $0.syntax.body?.trimmedDescription } }
                + type.initializers.compactMap { $0.syntax.body?.trimmedDescription }
                + type.computedProperties.values.compactMap { $0.getter?.trimmedDescription }
            let used = Set(UIKitProject.identifiers(in: bodies.joined(separator: "\n"))).intersection(names)
            mentioned.formUnion(used.subtracting([type.name]))
        }
        let allControllers = classes.filter { index.kind(of: $0.name) == .viewController }
        let firstControllers = allControllers.filter { !mentioned.contains($0.name) }
        let controllers = firstControllers.isEmpty ? allControllers : firstControllers
        let views = classes.filter { index.kind(of: $0.name) != .viewController && !mentioned.contains($0.name) }
        let roots = controllers + views
        return roots.isEmpty ? classes : roots
    }

    /// Lowers the class `view` (or each default root) of `files` into scenes.
    ///
    /// - Throws: `FrontEndError.noViews` when there are no UIKit views, `.unknownView` for a
    ///   name no class has (with the nearest suggested).
    /// The keys the code looks up read as the texts `strings` holds for them; the classes that
    /// `interfaces` lays out take the views of their storyboard scene or nib.
    public static func scenes(files: [ParsedSourceFile], view: String? = nil,
                              settings: AccessibilitySettings = AccessibilitySettings(),
                              strings: StringsTables = .none, interfaces: InterfaceBuilderIndex = .none) throws(FrontEndError) -> [UIKitScene] {
        let index = UIKitClassIndex(files: files, strings: strings, interfaces: interfaces)
        let roots: [UIKitClassIndex.TypeDecl]
        if let view {
            guard let type = index.screenClasses.first(where: { $0.name == view }) else {
                let names = index.screenClasses.map(\.name)
                throw .unknownView(name: view, suggestion: NameSuggestion.nearest(to: view, in: names), available: names)
            }
            roots = [type]
        } else {
            roots = defaultRoots(index)
        }
        if roots.isEmpty { throw .noViews(paths: files.map(\.path)) }
        return LargeStack.run {
            roots.compactMap { scene(of: $0, index: index, settings: settings) }
        }
    }

    static func scene(of type: UIKitClassIndex.TypeDecl, index: UIKitClassIndex, settings: AccessibilitySettings) -> UIKitScene? {
        var evaluator = UIKitEvaluator(index: index)
        guard let root = evaluator.makeRoot(type.name, at: index.location(of: type)) else { return nil }
        evaluator.beginAction()
        return UIKitScene(evaluator: evaluator, root: root, name: type.name, settings: settings)
    }

    /// The scenes of the UIKit classes in the files and folders at `paths`.
    public static func scenes(forPaths paths: [String], view: String? = nil,
                              settings: AccessibilitySettings = AccessibilitySettings()) throws(FrontEndError) -> [UIKitScene] {
        try scenes(files: parse(paths: paths), view: view, settings: settings)
    }

    /// Parses `source` as one file and lowers the class `view` (or the default roots).
    public static func scenes(source: String, path: String = "View.swift", view: String? = nil,
                              settings: AccessibilitySettings = AccessibilitySettings()) throws(FrontEndError) -> [UIKitScene] {
        if let problem = BracketNesting(source).problem { throw .unreadableFile(path: path, reason: problem) }
        return try scenes(files: [ParsedSourceFile(path: path, text: source)], view: view, settings: settings)
    }

    /// Whether the files declare any UIKit view, cell or view controller.
    public static func declaresViews(_ files: [ParsedSourceFile]) -> Bool {
        !UIKitClassIndex(files: files).screenClasses.isEmpty
    }

    /// Parses the Swift files at `paths`, skipping test files and files nested past what the
    /// parser reads in reasonable time.
    public static func parse(paths: [String]) throws(FrontEndError) -> [ParsedSourceFile] {
        var files: [ParsedSourceFile] = []
        for path in try SourceFinder.swiftFiles(at: paths) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                if paths.contains(path) { throw .unreadableFile(path: path, reason: "not UTF-8 text or not readable") }
                continue
            }
            // Every file: models declared without UIKit (`struct Dog`) fill the views.
            guard SourceFinder.mayMatter(text) else { continue }
            if BracketNesting(text).problem != nil { continue }
            files.append(ParsedSourceFile(path: path, text: text, indexesNodes: false))
        }
        return files
    }
}

extension UIKitScene {
    /// The class the scene shows.
    public var className: String { name }
    /// What evaluation could not do (run-time conditions, loops over run-time values, budgets).
    public var diagnostics: [FrontEndDiagnostic] { evaluator.diagnostics }
}

extension UIKitScene {
    /// The screen as it is now, in the form the SwiftUI front end gives its results (for
    /// `perceive tree` and the audit): the class as the entry point, with the diagnostics.
    public func loweringResult() -> LoweringResult {
        let screen = render()
        let source = screen.source ?? AccessibilityTree.SourceLocation(file: "", line: 1)
        return LoweringResult(entry: EntryPoint(name: name, kind: .view, source: source, viewName: name),
                              screen: screen, diagnostics: diagnostics)
    }
}
