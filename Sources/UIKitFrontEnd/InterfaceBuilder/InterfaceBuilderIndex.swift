import Foundation

/// The storyboards and nibs of a project, by the classes they lay out.
///
/// A class is usually laid out once; when several files name it (a scene copied between
/// storyboards), the first file read wins, so the result never varies by run.
public struct InterfaceBuilderIndex: Sendable {
    private var byClass: [String: [InterfaceDefinition]] = [:]
    /// Every class whose instances a file makes (an object's `customClass`, not a File's Owner's).
    private var placed: Set<String> = []
    /// The nibs by name (the file's name without `.xib`), the first read of a name.
    private var nibs: [String: InterfaceBuilderDocument] = [:]
    /// The files that could not be read, each with where and why.
    private(set) var problems: [InterfaceBuilderError] = []

    /// No storyboards or nibs.
    public static let none = InterfaceBuilderIndex()

    private init() {}

    /// Reads the storyboards and nibs at `paths` (in this order); one that cannot be read is kept
    /// in `problems`, and the others are read.
    public init(paths: [String]) {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                problems.append(InterfaceBuilderError(file: path, line: 1, column: 1, message: "the file could not be read"))
                continue
            }
            do {
                add(try InterfaceBuilderDocument(path: path, bytes: [UInt8](data)))
            } catch {
                problems.append(error)
            }
        }
    }

    /// The storyboards and nibs given as text, each with the path it is reported at.
    public init(texts: [(path: String, text: String)]) {
        for (path, text) in texts {
            do {
                add(try InterfaceBuilderDocument(path: path, bytes: Array(text.utf8)))
            } catch {
                problems.append(error)
            }
        }
    }

    private mutating func add(_ document: InterfaceBuilderDocument) {
        for definition in document.definitions { byClass[definition.className, default: []].append(definition) }
        placed.formUnion(document.customClasses)
        let name = (document.path as NSString).lastPathComponent
        if name.hasSuffix(".xib"), nibs[String(name.dropLast(4))] == nil { nibs[String(name.dropLast(4))] = document }
    }

    /// The classes the files name: those whose views they lay out (a scene's controller, a nib's
    /// File's Owner, a cell) and those they make.
    public var classNames: Set<String> { Set(byClass.keys).union(placed) }

    /// Whether a storyboard or nib makes an instance of the class `name` (a view of a scene, a
    /// nib's top-level view): UIKit then sends it `awakeFromNib()`.
    func places(_ name: String) -> Bool { placed.contains(name) }

    /// The nib named `name` (`Bundle.main.loadNibNamed("QuoteView", owner: self)`).
    func nib(named name: String) -> InterfaceBuilderDocument? { nibs[name] }

    /// Whether no file lays out any class.
    public var isEmpty: Bool { byClass.isEmpty }

    /// The scene or nib that lays out the views of the view controller class `name`.
    func controller(named name: String) -> InterfaceDefinition? {
        byClass[name]?.first { $0.role != .view }
    }

    /// The nib or storyboard object that is an instance of the view or cell class `name`.
    func view(named name: String) -> InterfaceDefinition? {
        byClass[name]?.first { $0.role == .view }
    }

    /// The view or cell a nib named `name` (its file name without `.xib`) holds as an
    /// instance of a class (`UINib(nibName:bundle:)`).
    func view(inFileNamed name: String) -> InterfaceDefinition? {
        nibs[name]?.definitions.first { $0.role == .view }
    }

    /// The classes of the objects made where the class `name` is laid out (its scene or nib, or
    /// its own view), in document order, each once.
    func classesPlaced(inLayoutOf name: String) -> [String] {
        var found: [String] = []
        for definition in [controller(named: name), view(named: name)].compactMap({ $0 }) {
            for className in definition.classesPlaced where !found.contains(className) { found.append(className) }
        }
        return found
    }

    /// The files that lay out the class `name`, each once, in the order read.
    public func files(defining name: String) -> [String] {
        var files: [String] = []
        for definition in byClass[name] ?? [] where !files.contains(definition.document.path) { files.append(definition.document.path) }
        return files
    }

    /// Each unreadable file, as `path:line:column: problem`.
    public var problemDescriptions: [String] { problems.map(\.description) }

    /// Each file at `paths` that is not a storyboard or nib Perceive can read: its path, and the
    /// line, column and problem.
    public static func problems(inFilesAt paths: [String]) -> [(file: String, message: String)] {
        InterfaceBuilderIndex(paths: paths).problems.map { ($0.file, "line \($0.line), column \($0.column): \($0.message)") }
    }
}
