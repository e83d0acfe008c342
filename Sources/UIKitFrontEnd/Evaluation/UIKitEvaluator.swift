import AccessibilityTree
import Scenes
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Runs UIKit setup code — initialisers, `viewDidLoad`, `awakeFromNib`, `configure…` methods,
/// lazy properties, overridden accessibility getters and action methods — on a heap of objects.
///
/// It evaluates what the code states (literals, objects, their properties, calls into the
/// project's own methods, `if`/`guard`/`for`/`switch` over known values) and keeps what depends on
/// run-time data as `unknown` with a reason. Work is bounded as the SwiftUI interpreter bounds
/// it: at most `stepBudget` steps per evaluation, `maximumDepth` nested calls and
/// `maximumIterations` turns of a loop, so cycles and recursion end with a reason.
struct UIKitEvaluator {
    static let stepBudget = 200_000
    static let maximumDepth = 64
    static let maximumIterations = 100

    let index: UIKitClassIndex
    var heap = UIKitHeap()
    var steps = 0
    var depth = 0
    var diagnostics: [FrontEndDiagnostic] = []
    /// What the code posted (`UIAccessibility.post`) since the last action began.
    var posted: [PostedNotification] = []
    /// Static properties computed so far, by `Type.name`.
    var statics: [String: UIKitValue] = [:]
    /// The prototype cells of each list laid out in a storyboard, by reuse identifier.
    var interfacePrototypes: [ObjectID: [String: InterfaceDefinition]] = [:]
    /// The nibs being loaded now, by name.
    var nibsLoading: Set<String> = []
    /// The views whose frame is the one a storyboard or nib was laid out with in the editor.
    var interfaceFramed: Set<ObjectID> = []
    /// The sides of those views that a constraint of their own (or a fixed frame) decides, and
    /// where: the line to change to make the view larger.
    var interfaceSizes: [ObjectID: DecidedSize] = [:]
    /// The fonts storyboards and nibs set, with where: a text whose font is still the file's
    /// is sized there.
    var interfaceFonts: [ObjectID: FontSetting] = [:]
    /// The fonts the code set last, with where and by which type's code.
    var codeFonts: [ObjectID: FontSetting] = [:]
    /// Whether a class (with its superclasses) updates its views when the person changes their
    /// text size, by class name.
    var textSizeObservers: [String: Bool] = [:]
    /// The initialisers running, innermost last: each object with the type whose initialiser it
    /// is, and the call depth its body runs at.
    var initializersRunning: [(object: ObjectID, typeName: String, depth: Int)] = []

    init(index: UIKitClassIndex) {
        self.index = index
    }

    /// Whether the step budget is spent: evaluation then stops, each value unknown.
    var isOverBudget: Bool { steps > Self.stepBudget }

    mutating func step() -> Bool {
        steps += 1
        if steps == Self.stepBudget + 1 {
            note("evaluation stopped after \(Self.stepBudget) steps", at: nil)
        }
        return !isOverBudget
    }

    mutating func note(_ message: String, at location: SourceLocation?) {
        let diagnostic = FrontEndDiagnostic(.warning, message, at: location)
        if diagnostics.count < 200, !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    func location(of node: some SyntaxProtocol, in file: ParsedSourceFile) -> SourceLocation {
        let (line, column) = file.lineAndColumn(of: node)
        return SourceLocation(file: file.path, line: line, column: column)
    }

    /// Starts a new action: the budget is the action's own.
    mutating func beginAction() {
        steps = 0
        depth = 0
        posted = []
    }
}

/// A notification setup or action code posted (`UIAccessibility.post(notification:argument:)`).
enum PostedNotification {
    case screenChanged(focus: ObjectID?)
    case layoutChanged(focus: ObjectID?)
    case announcement(String)
    case pageScrolled(String)
}

/// How a statement ended.
enum ControlFlow {
    case normal
    case returned(UIKitValue)
    case broke
    case continued
}
