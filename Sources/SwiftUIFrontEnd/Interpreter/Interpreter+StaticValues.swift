import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Static properties' values computed once per entry point and read again from memory.
///
/// A view reads the same `static let` (a colour, a font, a `mock` model) many times; each read
/// evaluated its initial value again. A value is reused only where evaluating it again would
/// give the same value and spend the same budget: under the same Dynamic Type size and
/// nesting of views, with no environment override, when no limit (a cycle, the depth, steps or
/// views) stopped its first evaluation and none would stop a second one, and when no static
/// property or type it read is being initialised now. The steps and views it spent are spent
/// again, so the rest of the evaluation stops where it stopped before.
extension Interpreter {
    /// What a static property's value depends on besides the property.
    struct StaticValueKey: Hashable {
        var property: SyntaxReference<PatternBindingSyntax>.Key
        var dynamicTypeSize: ContentSizeCategory
        var viewStackDepth: Int
        var viewDepth: Int
    }

    /// A static property's value with what its evaluation spent and read.
    struct StaticValue {
        var value: Value
        var steps: Int
        var views: Int
        /// How many levels deeper than its start the evaluation nested.
        var depthReached: Int
        var staticsRead: Set<SyntaxReference<PatternBindingSyntax>.Key>
        var typesCreated: Set<String>
        /// The diagnostics its evaluation noted, in order: noted again where the value is reused,
        /// so an interpreter that did not evaluate it reports what evaluating it would have.
        var notes: [FrontEndDiagnostic]
        /// Whether its evaluation met a run-time decision (its value depends on the branch variant).
        var metDecision: Bool
        /// Whether its evaluation read `\.horizontalSizeClass` (its value depends on the size class).
        var readsSizeClass: Bool

        /// Whether the value is the same in every screen variant of every entry point lowered with
        /// the same index and settings (`ScreenBuilder.staticMemory`): nothing in its evaluation
        /// depended on a branch taken or on the size class.
        var isSameInEveryVariant: Bool { !metDecision && !readsSizeClass }
    }

    /// What the evaluations open now have reached and read, to tell whether their values can be reused.
    struct EvaluationTrace {
        /// How many static values are being evaluated for memory now; nothing is traced when none.
        var open = 0
        /// The deepest nesting reached.
        var depth = 0
        /// How many times a limit stopped part of an evaluation (a cycle, the depth, steps or views).
        var limitsHit = 0
        var staticsRead: Set<SyntaxReference<PatternBindingSyntax>.Key> = []
        var typesCreated: Set<String> = []
        /// Every diagnostic noted, in order (`Interpreter.note`).
        var notes: [FrontEndDiagnostic] = []
        /// Whether a value reused from memory met a run-time decision or read the size class
        /// (those met now are counted by `branches`).
        var metDecision = false
        var readsSizeClass = false

        /// Adds what an evaluation nested in this one reached and read.
        mutating func include(_ inner: EvaluationTrace) {
            depth = max(depth, inner.depth)
            staticsRead.formUnion(inner.staticsRead)
            typesCreated.formUnion(inner.typesCreated)
            notes += inner.notes
            metDecision = metDecision || inner.metDecision
            readsSizeClass = readsSizeClass || inner.readsSizeClass
        }
    }

    /// The value of `member` in `scope`, from memory when that gives what `evaluate` would, else
    /// evaluated now (and remembered when it can be reused).
    mutating func rememberedStatic(_ member: SourceIndex.Member<PatternBindingSyntax>, _ scope: Scope,
                                   evaluate: (inout Interpreter) -> Value) -> Value {
        guard scope.environment.overrides.isEmpty else {
            counter?.countStaticEvaluation()
            return evaluate(&self)
        }
        let key = StaticValueKey(property: member.reference.key, dynamicTypeSize: scope.environment.dynamicTypeSize,
                                 viewStackDepth: scope.viewStack.count, viewDepth: scope.viewDepth)
        if let known = staticValues[key], canReuse(known) {
            reuse(known)
            return known.value
        }
        counter?.countStaticEvaluation()
        let outer = trace
        trace = EvaluationTrace(open: outer.open + 1, depth: depth, limitsHit: outer.limitsHit)
        let (startSteps, startViews, startDepth) = (steps, viewsBuilt, depth)
        let (startDecisions, startSizeClassReads) = (branches.decisionsMet, branches.sizeClassReads)
        let value = evaluate(&self)
        let inner = trace
        trace = outer
        trace.limitsHit = inner.limitsHit
        if outer.open > 0 { trace.include(inner) }
        if inner.limitsHit == outer.limitsHit {
            staticValues[key] = StaticValue(value: value, steps: steps - startSteps, views: viewsBuilt - startViews,
                                            depthReached: inner.depth - startDepth, staticsRead: inner.staticsRead,
                                            typesCreated: inner.typesCreated, notes: inner.notes,
                                            metDecision: inner.metDecision || branches.decisionsMet != startDecisions,
                                            readsSizeClass: inner.readsSizeClass || branches.sizeClassReads != startSizeClassReads)
        }
        return value
    }

    /// Spends again what evaluating `known` spent, notes again what it noted (nothing new where
    /// this interpreter evaluated it), and tells the evaluations open now what it read.
    private mutating func reuse(_ known: StaticValue) {
        steps += known.steps
        viewsBuilt += known.views
        for diagnostic in known.notes { note(diagnostic) }
        if known.readsSizeClass { branches.readsSizeClass = true }
        if trace.open > 0 {
            trace.depth = max(trace.depth, depth + known.depthReached)
            trace.staticsRead.formUnion(known.staticsRead)
            trace.typesCreated.formUnion(known.typesCreated)
            trace.metDecision = trace.metDecision || known.metDecision
            trace.readsSizeClass = trace.readsSizeClass || known.readsSizeClass
        }
    }

    /// The values remembered that are the same in every screen variant, to hand to the next
    /// variant's interpreter.
    var staticValuesSameInEveryVariant: [StaticValueKey: StaticValue] {
        staticValues.filter { $0.value.isSameInEveryVariant }
    }

    /// How many diagnostics are noted now, in the report and in the static value being evaluated.
    var notesMark: (diagnostics: Int, traced: Int) { (diagnostics.count, trace.notes.count) }

    /// Forgets the diagnostics noted since `mark`, from the report and from the static value
    /// being evaluated, so reusing that value does not note them again.
    mutating func forgetNotes(since mark: (diagnostics: Int, traced: Int)) {
        diagnostics.removeSubrange(mark.diagnostics...)
        trace.notes.removeSubrange(mark.traced...)
    }

    /// Notes that an evaluation read the static property `key` (for the values being remembered).
    mutating func traceStaticRead(_ key: SyntaxReference<PatternBindingSyntax>.Key) {
        if trace.open > 0 { trace.staticsRead.insert(key) }
    }

    /// Notes that an evaluation created an instance of the type `key` names.
    mutating func traceInstance(_ key: String) {
        if trace.open > 0 { trace.typesCreated.insert(key) }
    }

    /// Notes the nesting reached now.
    mutating func traceDepth() {
        if trace.open > 0, depth > trace.depth { trace.depth = depth }
    }

    /// Whether evaluating again what `known` remembers would reach no limit and no cycle now.
    private func canReuse(_ known: StaticValue) -> Bool {
        steps + known.steps <= Self.stepBudget && viewsBuilt + known.views <= Self.viewBudget
            && depth + known.depthReached <= Self.maximumDepth
            && staticsInProgress.isDisjoint(with: known.staticsRead) && initialValuesInProgress.isDisjoint(with: known.typesCreated)
    }
}
