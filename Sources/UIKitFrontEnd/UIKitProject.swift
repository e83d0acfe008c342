import AccessibilityTree
import Basics
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// The Swift files of a project, so each file's UIKit classes are lowered with the superclasses
/// and models declared in other files.
///
/// Indexing keeps only names: which file declares each type, and each class's superclass. A
/// file is lowered with the files declaring its classes' superclasses (up the chain) and the
/// types its text names, each read only when the class index asks for a type it declares or
/// extends (`UIKitClassIndex`); their trees come from the store, which parses again those it let go.
///
/// Unchecked `Sendable`: the maps are built once in `finish` and only read afterwards.
public struct UIKitProject: @unchecked Sendable {
    private let handles: [String: SourceFileHandle]
    private let filesDeclaring: [String: [String]]
    private let superclassOf: [String: String]
    private let typesDeclared: [String: [String]]
    /// What each file declares and extends, as the class index reads it.
    private let names: [String: UIKitTypeNames]
    /// The files whose extensions of a UIKit class give it a method, by class, then method.
    private let extensionMethods: [String: [String: [String]]]
    /// The apps of the run, and their strings tables: a file's code reads its own app's keys.
    private var layout = AppLayout.oneApp
    /// The strings tables of each app, by app number.
    private var stringsOfApp: [Int: StringsTables] = [:]
    /// The storyboards and nibs of each app, by app number.
    private var interfacesOfApp: [Int: InterfaceBuilderIndex] = [:]

    /// Builds a project file by file: `add` every file (from any thread, one at a time), then `finish`.
    public final class Builder: @unchecked Sendable {
        private let lock = NSLock()
        private let store: SyntaxTreeStore?
        private var handles: [String: SourceFileHandle] = [:]
        private var filesDeclaring: [String: [String]] = [:]
        private var superclassOf: [String: String] = [:]
        private var typesDeclared: [String: [String]] = [:]
        private var names: [String: UIKitTypeNames] = [:]
        private var extensionMethods: [String: [String: [String]]] = [:]

        private let layout: AppLayout

        /// - Parameters:
        ///   - store: keeps the trees it has room for; nil keeps every file's tree.
        ///   - layout: the apps of the run, whose strings tables the code's keys are read in.
        public init(store: SyntaxTreeStore?, layout: AppLayout = .oneApp) {
            self.store = store
            self.layout = layout
        }

        /// Records the types `file` declares; test files are left out.
        public func add(_ file: ParsedSourceFile) {
            guard SourceFinder.mayMatter(file.text) else { return }
            var declared: [(name: String, superclass: String?)] = []
            Self.collect(file.tree.statements.map { Syntax($0.item) }, into: &declared, depth: 0)
            let fileNames = UIKitTypeNames(file.tree)
            // A file extending `UIFont` or `UIImage` gives the app's named fonts and images
            // (`label.font = .body`, `button.setImage(.iconClose, for: .normal)`).
            let namedValues = UIKitEvaluator.namedValueTypes.values.filter(fileNames.extended.contains)
            // A file giving a UIKit class methods (`extension UILabel { func setStyle(_:) }`),
            // which the code of other files calls on their views.
            let methods = Self.extensionMethods(in: file.tree)
            guard !declared.isEmpty || !namedValues.isEmpty || !methods.isEmpty else { return }
            let handle = SourceFileHandle(file, store: store)
            lock.withLock {
                handles[file.path] = handle
                names[file.path] = fileNames
                typesDeclared[file.path] = declared.map(\.name)
                for type in namedValues { filesDeclaring[UIKitProject.namedValuesKey(type), default: []].append(file.path) }
                for (className, method) in methods { extensionMethods[className, default: [:]][method, default: []].append(file.path) }
                for type in declared {
                    filesDeclaring[type.name, default: []].append(file.path)
                    if let superclass = type.superclass, superclassOf[type.name] == nil { superclassOf[type.name] = superclass }
                }
            }
        }

        /// The methods the file's extensions give UIKit's view and view controller classes, and
        /// the functions they give `UIButton.Configuration`, as (type, method) pairs.
        private static func extensionMethods(in tree: SourceFileSyntax) -> [(String, String)] {
            tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.flatMap { decl -> [(String, String)] in
                let className = decl.extendedType.trimmedDescription
                guard UIKitClassLineage.isExtendable(className) || className == UIKitDefaults.buttonConfiguration else { return [] }
                return decl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { (className, $0.name.text) }
            }
        }

        private static func collect(_ nodes: [Syntax], into declared: inout [(name: String, superclass: String?)], depth: Int) {
            guard depth < 3 else { return }
            for node in nodes {
                if let decl = node.as(ClassDeclSyntax.self) {
                    declared.append((decl.name.text, decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription))
                    collect(decl.memberBlock.members.map { Syntax($0.decl) }, into: &declared, depth: depth + 1)
                } else if let decl = node.as(StructDeclSyntax.self) {
                    declared.append((decl.name.text, nil))
                    collect(decl.memberBlock.members.map { Syntax($0.decl) }, into: &declared, depth: depth + 1)
                } else if let decl = node.as(EnumDeclSyntax.self) {
                    declared.append((decl.name.text, nil))
                }
            }
        }

        public func finish() -> UIKitProject {
            var project = lock.withLock {
                UIKitProject(handles: handles, filesDeclaring: filesDeclaring, superclassOf: superclassOf,
                             typesDeclared: typesDeclared, names: names, extensionMethods: extensionMethods)
            }
            project.layout = layout
            let apps = Set(project.handles.keys.map(layout.app(of:)))
            if !layout.strings.isEmpty {
                for app in apps { project.stringsOfApp[app] = layout.strings(ofApp: app) }
            }
            for app in apps {
                let files = layout.interfaceFiles(ofApp: app)
                if !files.isEmpty { project.interfacesOfApp[app] = InterfaceBuilderIndex(paths: files) }
            }
            return project
        }
    }

    /// The screens of the view controllers and views declared in the file at `path`, each as
    /// UIKit would first show it, under `settings`, with the type names whose declaring files
    /// were looked up to build them (found or not): the screens depend on nothing else of the project than the files
    /// `files(declaring:)` gives for those names, so a result cache can reuse them while those
    /// answers and files are the same.
    public func screensRecordingLookups(declaredIn path: String, settings: AccessibilitySettings)
        -> (screens: [Screen], lookups: [String]) {
        // Whether a class of the file descends from a UIKit class a screen is lowered from is
        // known from the names alone: when none does, no other file is read (nor parsed again),
        // and a file whose types have no superclass looks nothing up.
        guard let handle = handles[path] else { return ([], []) }
        var lookups: Set<String> = []
        guard (typesDeclared[path] ?? []).contains(where: { isScreenRoot($0, lookingUp: &lookups) }) else {
            return ([], lookups.sorted())
        }
        var paths: [String] = [path]
        func include(_ name: String) {
            lookups.insert(name)
            for other in Self.nearest(filesDeclaring[name] ?? [], to: path) where !paths.contains(other) { paths.append(other) }
            // A UIKit class: the files of the methods the project's extensions give it or its
            // UIKit superclasses that this file calls (`lblName.setStyle(.title)`).
            for className in UIKitClassLineage.lineage(of: name) {
                guard let methods = extensionMethods[className] else { continue }
                lookups.insert(className)
                for method in methods.keys.sorted() where handle.text.containsBytes(method + "(") {
                    for other in Self.nearest(methods[method] ?? [], to: path) where !paths.contains(other) { paths.append(other) }
                }
            }
        }
        // The superclasses first, then the classes its scenes and nibs make, then the types the
        // text names in the order it first names them, so the files read (and which declaration
        // of a name repeated across apps wins) never vary by run, and the types named first are
        // kept when the budget runs out.
        var pending = typesDeclared[path] ?? []
        var visited: Set<String> = []
        while let name = pending.popLast(), visited.insert(name).inserted, visited.count < 64 {
            guard let superclass = superclassOf[name] else { continue }
            include(superclass)
            pending.append(superclass)
        }
        let chainCount = paths.count
        // The classes (and their superclasses) of the objects a scene or nib of the file's classes
        // makes, which its code may not name (an outlet declared `UILabel!` to a label of the
        // app's class, whose runtime attributes and `awakeFromNib` give it its font).
        let interfaces = interfacesOfApp.isEmpty ? InterfaceBuilderIndex.none : interfacesOfApp[layout.app(of: path)] ?? .none
        for name in typesDeclared[path] ?? [] {
            for placed in interfaces.classesPlaced(inLayoutOf: name) {
                var current: String? = placed
                for _ in 0..<64 {
                    guard let className = current, !lookups.contains(className) || className == placed else { break }
                    include(className)
                    current = superclassOf[className]
                }
            }
        }
        for name in Self.identifiers(in: handle.text) { include(name) }
        if handle.text.containsBytes("font") { include(UIKitEvaluator.fontType) }
        // Whatever the file's text: a view of another file it shows may set the image.
        include(UIKitProject.namedValuesKey(UIKitEvaluator.imageType))
        // The files whose extensions of `UIButton.Configuration` declare the functions this file
        // or the others read call (`UIButton(configuration: .gray("Edit"))` in a view a controller
        // shows): of the many files extending it (Primal's 26), those, read first after the chain.
        if let functions = extensionMethods[UIKitDefaults.buttonConfiguration] {
            lookups.insert(UIKitDefaults.buttonConfiguration)
            let texts = paths.compactMap { handles[$0]?.text }.filter { $0.containsBytes("onfiguration") }
            var made: [String] = []
            for function in functions.keys.sorted() where texts.contains(where: { $0.containsBytes("." + function + "(") }) {
                for other in Self.nearest(functions[function] ?? [], to: path) where !paths.contains(other) && !made.contains(other) {
                    made.append(other)
                }
            }
            paths.insert(contentsOf: made, at: chainCount)
        }
        var budget = Self.maximumOtherSourceBytes
        let others = paths.dropFirst().prefix(Self.maximumOtherFiles).enumerated().filter { offset, other in
            let size = handles[other]?.text.utf8.count ?? 0
            guard offset + 1 < chainCount || size <= budget else { return false }
            budget -= size
            return true
        }
        // Each file is parsed (again, if the store let it go) only when the class index needs a
        // type it declares or extends: most files a controller names are never read.
        let sources = ([path] + others.map(\.element)).compactMap { path -> UIKitClassIndex.Source? in
            guard let handle = handles[path], let names = names[path] else { return nil }
            return UIKitClassIndex.Source(path: path, names: names, load: { handle.parsed })
        }
        let strings = stringsOfApp.isEmpty ? StringsTables.none : stringsOfApp[layout.app(of: path)] ?? .none
        // The screens change with the storyboards and nibs that lay out the classes the file
        // declares or names (its controllers' scenes, the cells of the nibs it registers).
        if !interfaces.isEmpty {
            lookups.formUnion(lookups.union(typesDeclared[path] ?? []).map { Self.interfaceLookup + $0 })
        }
        let index = UIKitClassIndex(sources: sources, strings: strings, interfaces: interfaces)
        let roots = index.screenClasses(declaredIn: path).prefix(Self.maximumScreensPerFile)
        let screens = LargeStack.run {
            roots.compactMap { UIKitFrontEnd.scene(of: $0, index: index, settings: settings) }
                .filter { !$0.isUnfilledCell }.flatMap { [$0.render()] + [$0.renderWithViewsShownLater()].compactMap { $0 } }
        }
        return (screens, lookups.sorted())
    }

    /// Whether the class `name` descends, by the superclasses the project declares, from a UIKit
    /// class screens are lowered from (`UIKitKind.isScreenRoot`); each name on the way is added
    /// to `lookups`, found or not.
    private func isScreenRoot(_ name: String, lookingUp lookups: inout Set<String>) -> Bool {
        var current = name
        for _ in 0..<64 {
            guard let superclass = superclassOf[current] else { return false }
            lookups.insert(superclass)
            if let kind = UIKitKind.byClassName[superclass] { return kind.isScreenRoot }
            current = superclass
        }
        return false
    }

    /// Of the files declaring one name, those in the folder nearest `path` (the most leading
    /// folders in common), in their order: a name two apps of one tree declare (`DogRoute` in a
    /// SwiftUI and a UIKit example) is read from the app the file belongs to, not merged.
    static func nearest(_ candidates: [String], to path: String) -> [String] {
        guard candidates.count > 1 else { return candidates }
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int {
            zip(folders, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let closest = candidates.map(shared).max() ?? 0
        return candidates.filter { shared($0) == closest }
    }

    /// The files that declare the type `name` (for `UIFont`, that extend it; for another UIKit
    /// class, those whose extensions give it methods), in the order they were added; empty when
    /// none does.
    public func files(declaring name: String) -> [String] {
        let extending = (extensionMethods[name] ?? [:]).keys.sorted().flatMap { extensionMethods[name]?[$0] ?? [] }
        var files = filesDeclaring[name] ?? []
        for file in extending where !files.contains(file) { files.append(file) }
        return files
    }

    /// A lookup of the storyboards and nibs laying out a class: this, then the class's name.
    public static let interfaceLookup = "interface "

    /// The storyboards and nibs of every app that lay out the class `name`.
    public func interfaceFiles(defining name: String) -> [String] {
        interfacesOfApp.keys.sorted().flatMap { interfacesOfApp[$0]?.files(defining: name) ?? [] }
    }

    /// Other files read to lower one file at most: its superclasses' first, then those of the
    /// types it names. Each may be parsed again (the tree store keeps only the latest), so this
    /// bounds the cost of a view controller that names every model of its app.
    static let maximumOtherFiles = 48

    /// The name the files giving the app's named fonts or images are found by: `UIFont` for the
    /// fonts, read where the text names the type too; for the images, a name no identifier
    /// spells, so those files come after every type the text names (most UIKit files name
    /// `UIImage`, and the files an app extends it in would take the budget of the types named).
    static func namedValuesKey(_ type: String) -> String {
        type == UIKitEvaluator.fontType ? type : "named values of " + type
    }

    /// Source of other files read to lower one file at most (the superclasses' files always are):
    /// a view controller naming the big models of its app reads the first ones it names.
    static let maximumOtherSourceBytes = 192 * 1024

    /// Screens lowered from one file at most: past this, a file is a catalogue of cells.
    static let maximumScreensPerFile = 24

    /// The capitalised identifiers in Swift text (words of letters, digits and `_`), each once, in
    /// the order the text first names them.
    static func identifiers(in text: String) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        var current = ""
        func finish() {
            if current.first?.isUppercase == true, seen.insert(current).inserted { names.append(current) }
            current = ""
        }
        for character in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(character) || character == "_" {
                current.unicodeScalars.append(character)
            } else if !current.isEmpty {
                finish()
            }
        }
        finish()
        return names
    }
}
