import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Evaluates SwiftUI source into a view graph under given accessibility settings.
///
/// It runs the code a view's `body` would run — property initial values, initialiser
/// arguments, `if`/`switch` against the environment, `ForEach` over known collections, custom
/// views and modifiers — and keeps what it cannot know as `Value.unknown` with a reason.
/// Work is bounded by one budget (`Interpreter+Budget.swift`): views nest at most
/// `maximumViewDepth` deep, loops run at most `maximumIterations` times, evaluation nests at
/// most `maximumDepth` levels through any path (expressions, statements, calls, initialisers)
/// and the whole evaluation takes at most `stepBudget` steps, so recursive views, cycles and
/// huge ranges end with a reason instead of a hang or a crash.
struct Interpreter {
    static let maximumViewDepth = 32
    static let maximumIterations = 100
    /// Elements of a collection at most that a method on it (`map`, `first(where:)`, `sorted`)
    /// reads, and of an array literal that is evaluated: a literal of more is a generated table
    /// (an icon font's 7,447 icons), each element a static property to work out, for a view that
    /// shows one of them.
    static let maximumCollectionElements = maximumIterations * 10
    static let stepBudget = 400_000
    /// Views built per entry at most: a screen is a few hundred; more means runaway recursion.
    static let viewBudget = 2_000
    /// Levels of evaluation at most, whatever recurses: far past any real view, and well inside
    /// the stack evaluation runs on (`LargeStack`).
    static let maximumDepth = 1_000

    let index: SourceIndex
    var steps = 0
    var viewsBuilt = 0
    /// How many evaluations are open now (the current nesting).
    var depth = 0
    /// Static properties whose value is being computed, to catch one read in its own initial value.
    var staticsInProgress: Set<SyntaxReference<PatternBindingSyntax>.Key> = []
    /// Types whose stored properties' initial values are being computed, to catch an instance
    /// created again from one of them.
    var initialValuesInProgress: Set<String> = []
    /// Protocol requirements being followed to their conforming types (`Interpreter+Requirements.swift`),
    /// and how often one was met again inside its own conformers (a type-erasing wrapper forwarding it).
    var requirementsInProgress: Set<String> = []
    var requirementsForwarded = 0
    /// Initialisers running now, by file and offset: one delegating with `self.init(…)` is not
    /// chosen again for its own delegation (`Interpreter.delegateInitializer`).
    var initializersInProgress: Set<InitializerKey> = []
    /// What was noted, in order (`note(_:)`).
    var noted = NotedDiagnostics()
    var diagnostics: [FrontEndDiagnostic] { noted.list }
    /// The names assigned in each loop or run-time `if` met so far (`rememberedAssignedNames(in:)`).
    var assignedNamesByNode: [SyntaxReference<Syntax>.Key: Set<String>] = [:]
    /// The values each stored property of the app's types is assigned in its type's own code,
    /// by type and property (`Interpreter+ValuesSetElsewhere.swift`).
    var assignedValuesByProperty: [String: [AssignedValue]] = [:]
    /// Static properties' values already evaluated, reused where that changes nothing
    /// (`Interpreter+StaticValues.swift`).
    var staticValues: [StaticValueKey: StaticValue] = [:]
    /// Static values and custom views an earlier evaluation of the same file remembered
    /// (`StaticValueMemory`), read where this interpreter's own have none. Kept apart, never
    /// written, so a screen variant does not copy them all when it remembers one more.
    var handedStatics: [StaticValueKey: StaticValue] = [:]
    var handedViews: [ViewValueKey: ViewValue] = [:]
    /// The static values every file of the app shares, read where `staticValues` has none
    /// (`AppStaticValues`); nil shares none beyond this interpreter's.
    var appStatics: AppStaticValues?
    /// Custom views already evaluated, reused where that changes nothing
    /// (`Interpreter+ViewValues.swift`).
    var viewValues: [ViewValueKey: ViewValue] = [:]
    /// Whether custom views are read from memory where that changes nothing; false evaluates
    /// each one (tests compare the two).
    var remembersViews = true
    /// What the static values and views being evaluated now have reached and read.
    var trace = EvaluationTrace()
    /// Which branch run-time decisions take, and those met (`BranchExploration`).
    var branches = BranchExploration()
    /// Counts each static value and custom view evaluated rather than read from memory, when given (tests).
    var counter: LoweringCounter?
    /// The state of a running screen, when the screen runs (`SourceScene`); nil for the audit,
    /// which evaluates each view once from its initial values.
    var live: LiveState?

    init(index: SourceIndex) {
        self.index = index
    }

    func location(of node: some SyntaxProtocol, in scope: Scope) -> SourceLocation {
        let (line, column) = scope.file.lineAndColumn(of: node)
        return SourceLocation(file: scope.file.path, line: line, column: column)
    }

    mutating func note(_ severity: FrontEndDiagnostic.Severity, _ message: String, at location: SourceLocation?) {
        note(FrontEndDiagnostic(severity, message, at: location))
    }

    /// Adds `diagnostic` unless already noted; a result being recorded keeps it to note again
    /// where it is reused (`Interpreter+Remembering.swift`).
    mutating func note(_ diagnostic: FrontEndDiagnostic) {
        if trace.open > 0 { trace.add(diagnostic) }
        if !noted.contains(diagnostic) { noted.append(diagnostic) }
    }

    /// A view standing for something that could not be evaluated: kept, with the reason.
    /// One the audit does not read itself (`OpaqueView`) is marked so: what it says of itself is its own.
    mutating func unknownView(_ name: String, reason: String, at location: SourceLocation?) -> ViewNode {
        note(.warning, reason, at: location)
        let origin: Unresolved.Origin? = OpaqueView.isOpaque(reason, name: name) ? .opaqueView : nil
        return ViewNode(.unknown(name), source: location, unresolved: [Unresolved(reason: reason, origin: origin)])
    }

    /// Turns a value in view position into a view: views as they are, closures called,
    /// arrays grouped, anything else kept as an unknown view with the reason.
    mutating func viewNode(from value: Value, expression: some SyntaxProtocol, scope: Scope) -> ViewNode {
        let location = location(of: expression, in: scope)
        switch value {
        case .view(let node):
            return node
        case .closure(let closure):
            return viewNode(from: call(closure, arguments: [], expectsViews: true), expression: expression, scope: scope)
        case .array(let items):
            return .group(items.map { viewNode(from: $0, expression: expression, scope: scope) }, source: location)
        case .null:
            return ViewNode(.empty, source: location)
        case .unknown(let reason, _):
            return unknownView(expression.trimmedText.prefixName, reason: reason, at: location)
        case .string(let text):
            return ViewNode(.text(text), source: location)
        case .enumCase(let name, _) where name == ColorValue.constructed:
            return ColorValue.view(at: location)
        default:
            return unknownView(expression.trimmedText.prefixName,
                               reason: "`\(expression.trimmedText.clipped)` is not a view the interpreter knows",
                               at: location)
        }
    }
}

extension String {
    /// The leading identifier of an expression's text (`FancyChart(data: x)` → `FancyChart`).
    var prefixName: String {
        let name = prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return name.isEmpty ? "View" : String(name)
    }
}
