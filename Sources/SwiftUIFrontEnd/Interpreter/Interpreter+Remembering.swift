import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// What the interpreter remembers of an evaluation whose result it reuses (a static property's
/// value, a custom view), and how a reuse gives what evaluating again would.
///
/// A result is remembered only when no limit (a cycle, the depth, steps or views) stopped part of
/// its evaluation, and reused only where evaluating it again would reach none: within the step,
/// view and depth budgets left, and when none of the static properties or types it read is being
/// initialised now. Where it is reused, the steps and views it spent are spent again and the
/// diagnostics it noted are noted again in order, so the rest of the evaluation stops where it
/// would have and reports what it would have.
extension Interpreter {
    /// What an evaluation spent, noted and met.
    struct EvaluationRecord {
        var steps: Int
        var views: Int
        /// How many levels deeper than its start the evaluation nested.
        var depthReached: Int
        /// The static properties it read and the types it created, when an evaluation open
        /// around it needed them (a static value's, for its own cycle check); nil when none did.
        var reads: Reads?
        /// The static properties and types being initialised when it was evaluated: it read
        /// none of them (that would have been a cycle, a limit).
        var inProgress: Reads
        /// The diagnostics its evaluation noted, in order: noted again where the result is reused,
        /// so an interpreter that did not evaluate it reports what evaluating it would have.
        var notes: [FrontEndDiagnostic]
        /// The run-time decisions its evaluation met, in order, each once: met again where it is
        /// reused, so the variant lists them and explores their branches as evaluating it would have.
        var decisions: [BranchTaken]
        /// Whether its evaluation met a run-time decision (its result depends on the branch variant).
        var metDecision: Bool { !decisions.isEmpty }
        /// Whether its evaluation read `\.horizontalSizeClass` (its result depends on the size class).
        var readsSizeClass: Bool
        /// The most views (`Scope.viewStack`) and custom views (`Scope.viewDepth`) around it under
        /// which evaluating it again meets no limit on nesting (`Int.max`: it met no such limit).
        var deepestStackStart: Int
        var deepestViewDepthStart: Int
        /// Whether its result depends on the views around it: a limit on nesting stopped part of
        /// it, or it asked which views are around (`viewStack(of:contains:)`).
        var dependsOnViewsAround: Bool
        /// The distinct look-ups of the index its evaluation made, when its reads were collected
        /// and the index records look-ups: recorded again where it is reused, so a lowering that
        /// reads it from memory asks what evaluating it would have (the result cache's key).
        var lookups: [IndexLookup]?

        /// Whether the result is the same in every screen variant of every entry point lowered with
        /// the same index and settings (`ScreenBuilder.staticMemory`): nothing in its evaluation
        /// depended on a branch taken or on the size class.
        var isSameInEveryVariant: Bool { !metDecision && !readsSizeClass }
    }

    /// Static properties and types, by the keys `staticsInProgress` and `initialValuesInProgress` use.
    struct Reads {
        var statics: Set<SyntaxReference<PatternBindingSyntax>.Key>
        var types: Set<String>
    }

    /// What the evaluations open now have reached and read, to tell whether their results can be reused.
    struct EvaluationTrace {
        /// How many evaluations are being recorded now; nothing is traced when none.
        var open = 0
        /// Whether one of them is a static value's, which needs the static properties read and
        /// the types created (`traceStaticRead`, `traceInstance`).
        var collectsReads = false
        /// The deepest nesting reached.
        var depth = 0
        /// How many times a limit stopped part of an evaluation (a cycle, the depth, steps or views).
        var limitsHit = 0
        /// How many times a result was reused without the reads an open evaluation collects:
        /// the evaluations open then are not remembered, since what they read is not known.
        var readsLost = 0
        var staticsRead: Set<SyntaxReference<PatternBindingSyntax>.Key> = []
        var typesCreated: Set<String> = []
        /// Every diagnostic noted, in order, each once (`Interpreter.note`): a result reused
        /// notes its record's notes again, and an evaluation around takes them in, so a note kept
        /// twice would be copied into every record around it, and again at each reuse.
        private(set) var notes: [FrontEndDiagnostic] = []
        private var notesSeen: Set<FrontEndDiagnostic> = []
        /// Whether a result reused from memory read the size class (reads now are counted by `branches`).
        var readsSizeClass = false
        /// The run-time decisions met, by this evaluation or a result it reused, in order, each
        /// once (`decisionsSeen`).
        var decisions: [BranchTaken] = []
        var decisionsSeen: Set<BranchTaken> = []
        /// The least room it left under a limit on nesting: how many more views around it
        /// (`stackRoom`) or custom views (`viewDepthRoom`) it could have started under and met no
        /// such limit; `Int.max` when it met none.
        var stackRoom = Int.max
        var viewDepthRoom = Int.max
        /// Whether a limit on nesting stopped part of it or it asked which views are around it.
        var dependsOnViewsAround = false

        init(open: Int = 0, collectsReads: Bool = false, depth: Int = 0, limitsHit: Int = 0, readsLost: Int = 0) {
            self.open = open
            self.collectsReads = collectsReads
            self.depth = depth
            self.limitsHit = limitsHit
            self.readsLost = readsLost
        }

        /// Adds what an evaluation nested in this one reached and read.
        mutating func include(_ inner: EvaluationTrace) {
            depth = max(depth, inner.depth)
            if collectsReads {
                staticsRead.formUnion(inner.staticsRead)
                typesCreated.formUnion(inner.typesCreated)
            }
            for note in inner.notes { add(note) }
            readsSizeClass = readsSizeClass || inner.readsSizeClass
            for decision in inner.decisions { meet(decision) }
            stackRoom = min(stackRoom, inner.stackRoom)
            viewDepthRoom = min(viewDepthRoom, inner.viewDepthRoom)
            dependsOnViewsAround = dependsOnViewsAround || inner.dependsOnViewsAround
        }

        /// Keeps `note` unless kept already.
        mutating func add(_ note: FrontEndDiagnostic) {
            if notesSeen.insert(note).inserted { notes.append(note) }
        }

        /// Forgets the notes from position `start` on.
        mutating func forgetNotes(from start: Int) {
            for note in notes[start...] { notesSeen.remove(note) }
            notes.removeSubrange(start...)
        }

        /// Notes a run-time decision met.
        mutating func meet(_ decision: BranchTaken) {
            if decisionsSeen.insert(decision).inserted { decisions.append(decision) }
        }
    }

    /// The branch to take among `count` at a run-time decision written at `site` in this
    /// variant (`BranchExploration.decision`), met.
    mutating func chooseBranch(among count: Int, condition: String, test: WrittenTest? = nil, at site: SourceLocation?) -> Int {
        chooseAgreeingBranch(among: count, condition: condition, test: test, at: site).branch
    }

    /// `chooseBranch`, and whether the branch agrees with an earlier test against the variant's
    /// own choice (`BranchExploration.lag`).
    mutating func chooseAgreeingBranch(among count: Int, condition: String, test: WrittenTest?, conjuncts: [WrittenTest] = [],
                                       at site: SourceLocation?) -> (branch: Int, lags: Bool) {
        let (decision, lags) = branches.decision(among: count, condition: condition, test: test, conjuncts: conjuncts, at: site)
        meet(decision)
        if lags { branches.deny(BranchExploration.BranchSide(site: site, branch: 1 - decision.branch)) }
        if count == 2, let test { branches.settle(test, takingBranch: decision.branch, agreedAgainstVariant: lags) }
        if count == 2, !conjuncts.isEmpty { branches.settle(conjuncts: conjuncts, takingBranch: decision.branch, agreedAgainstVariant: lags) }
        return (decision.branch, lags)
    }

    /// Records a run-time decision met, in the variant's and in the evaluations being recorded.
    private mutating func meet(_ decision: BranchTaken) {
        branches.meet(decision)
        if trace.open > 0 { trace.meet(decision) }
    }

    /// Runs `evaluate` with a trace of its own: its result, and the record to reuse it by, or nil
    /// when a limit stopped part of it (it must then be evaluated again where it is needed).
    /// - Parameter collectsReads: whether to gather the static properties read and types
    ///   created (always for a static value; for others, when an evaluation open around needs them).
    mutating func recording<Result>(collectsReads: Bool, _ scope: Scope, _ evaluate: (inout Interpreter) -> Result)
        -> (result: Result, record: EvaluationRecord?) {
        let outer = trace
        trace = EvaluationTrace(open: outer.open + 1, collectsReads: collectsReads, depth: depth,
                                limitsHit: outer.limitsHit, readsLost: outer.readsLost)
        let (startSteps, startViews, startDepth) = (steps, viewsBuilt, depth)
        let startSizeClassReads = branches.sizeClassReads
        let inProgress = Reads(statics: staticsInProgress, types: initialValuesInProgress)
        let logMark = collectsReads ? index.recorder?.beginLog() : nil
        let result = evaluate(&self)
        let lookups = logMark.flatMap { index.recorder?.endLog(from: $0) }
        let inner = trace
        trace = outer
        trace.limitsHit = inner.limitsHit
        trace.readsLost = inner.readsLost
        if outer.open > 0 { trace.include(inner) }
        guard inner.limitsHit == outer.limitsHit, inner.readsLost == outer.readsLost else { return (result, nil) }
        let record = EvaluationRecord(
            steps: steps - startSteps, views: viewsBuilt - startViews, depthReached: inner.depth - startDepth,
            reads: collectsReads ? Reads(statics: inner.staticsRead, types: inner.typesCreated) : nil,
            inProgress: inProgress, notes: inner.notes,
            decisions: inner.decisions,
            readsSizeClass: inner.readsSizeClass || branches.sizeClassReads != startSizeClassReads,
            deepestStackStart: Self.deepestStart(scope.viewStack.count, room: inner.stackRoom),
            deepestViewDepthStart: Self.deepestStart(scope.viewDepth, room: inner.viewDepthRoom),
            dependsOnViewsAround: inner.dependsOnViewsAround, lookups: lookups)
        return (result, record)
    }

    /// Spends again what evaluating `known` spent, notes again what it noted (nothing new where
    /// this interpreter evaluated it), asks the index's recorder again what it looked up, and
    /// tells the evaluations open now what it read.
    mutating func reuse(_ known: EvaluationRecord, _ scope: Scope) {
        steps += known.steps
        viewsBuilt += known.views
        for diagnostic in known.notes { note(diagnostic) }
        if let lookups = known.lookups, let recorder = index.recorder {
            for lookup in lookups { recorder.record(lookup) }
        }
        if known.readsSizeClass { branches.readsSizeClass = true }
        for decision in known.decisions { meet(decision) }
        if trace.open > 0 {
            trace.depth = max(trace.depth, depth + known.depthReached)
            if trace.collectsReads {
                if let reads = known.reads {
                    trace.staticsRead.formUnion(reads.statics)
                    trace.typesCreated.formUnion(reads.types)
                } else {
                    trace.readsLost += 1
                }
            }
            trace.readsSizeClass = trace.readsSizeClass || known.readsSizeClass
            trace.stackRoom = min(trace.stackRoom, Self.room(under: known.deepestStackStart, from: scope.viewStack.count))
            trace.viewDepthRoom = min(trace.viewDepthRoom, Self.room(under: known.deepestViewDepthStart, from: scope.viewDepth))
            trace.dependsOnViewsAround = trace.dependsOnViewsAround || known.dependsOnViewsAround
        }
    }

    /// Whether evaluating again in `scope` what `known` records would reach no limit and no cycle now.
    func canReuse(_ known: EvaluationRecord, _ scope: Scope) -> Bool {
        guard steps + known.steps <= Self.stepBudget, viewsBuilt + known.views <= Self.viewBudget,
              depth + known.depthReached <= Self.maximumDepth,
              scope.viewStack.count <= known.deepestStackStart, scope.viewDepth <= known.deepestViewDepthStart else { return false }
        if let reads = known.reads {
            return staticsInProgress.isDisjoint(with: reads.statics) && initialValuesInProgress.isDisjoint(with: reads.types)
        }
        // It read nothing being initialised then; nothing else is being initialised now.
        return staticsInProgress.isSubset(of: known.inProgress.statics)
            && initialValuesInProgress.isSubset(of: known.inProgress.types)
    }

    /// How many diagnostics are noted now, in the report and in the result being recorded.
    var notesMark: (diagnostics: Int, traced: Int) { (noted.count, trace.notes.count) }

    /// Forgets the diagnostics noted since `mark`, from the report and from the result being
    /// recorded, so reusing that result does not note them again.
    mutating func forgetNotes(since mark: (diagnostics: Int, traced: Int)) {
        noted.removeSubrange(mark.diagnostics...)
        trace.forgetNotes(from: mark.traced)
    }

    /// Whether fewer than `limit` views are around `scope` (`Scope.viewStack`), noted for the
    /// evaluations being recorded: the room left, or that the limit stopped them.
    mutating func viewStack(of scope: Scope, isUnder limit: Int) -> Bool {
        let room = limit - 1 - scope.viewStack.count
        if trace.open > 0 {
            if room < 0 { trace.dependsOnViewsAround = true } else { trace.stackRoom = min(trace.stackRoom, room) }
        }
        return room >= 0
    }

    /// Whether fewer than `maximumViewDepth` custom views are around `scope`, noted likewise.
    mutating func viewDepthIsUnderTheLimit(_ scope: Scope) -> Bool {
        let room = Self.maximumViewDepth - 1 - scope.viewDepth
        if trace.open > 0 {
            if room < 0 { trace.dependsOnViewsAround = true } else { trace.viewDepthRoom = min(trace.viewDepthRoom, room) }
        }
        return room >= 0
    }

    /// Whether a view called `name` is around `scope`: the evaluations being recorded depend on
    /// the views around them.
    mutating func viewStack(of scope: Scope, contains name: String) -> Bool {
        if trace.open > 0 { trace.dependsOnViewsAround = true }
        return scope.viewStack.contains(name)
    }

    /// The deepest nesting an evaluation started at `start` could start at with `room` left.
    private static func deepestStart(_ start: Int, room: Int) -> Int {
        room == .max ? .max : start + room
    }

    /// The room a result that could start as deep as `deepest` leaves when it starts at `start`.
    private static func room(under deepest: Int, from start: Int) -> Int {
        deepest == .max ? .max : deepest - start
    }

    /// Notes the nesting reached now.
    mutating func traceDepth() {
        if trace.open > 0, depth > trace.depth { trace.depth = depth }
    }
}
