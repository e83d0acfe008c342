import AccessibilityTree

/// Which branch every run-time decision takes in one evaluation of an entry point, and what that
/// evaluation met: the plan of one screen variant (docs/swiftui-coverage.md, Branches).
///
/// A decision is run-time when its condition depends on a value only the running app knows (a
/// model, a `@State` set by a tap): an `if`/`else if`/`else` chain, a `switch`, a ternary in view
/// position. Variant 0 takes every such decision's first branch: the screen the simulator speaks.
/// Variant `k` takes branch `k` of each decision that has one and its last branch otherwise, so
/// `k` variants reach every branch of every decision with at most `k + 1` branches, nested ones
/// included, at the cost of `k` more evaluations rather than one per combination.
struct BranchExploration {
    /// The branch index this evaluation takes at each run-time decision (clamped to its last).
    var variant = 0
    /// The run-time decisions met, in evaluation order, each once per place.
    private(set) var taken: [BranchTaken] = []
    /// The most branches any run-time decision met has.
    private(set) var mostBranches = 1
    /// How many previews the evaluated `PreviewProvider` makes (`ScreenBuilder+Previews.swift`).
    var previews = 1
    /// Whether the evaluation read `\.horizontalSizeClass`, so the regular size class may show more.
    var readsSizeClass = false {
        didSet { if readsSizeClass { sizeClassReads += 1 } }
    }
    /// How many times `\.horizontalSizeClass` was read: whether a part of the evaluation read it
    /// is told by comparing this before and after it (`Interpreter+Remembering.swift`); the
    /// decisions a part met are noted by the interpreter's trace (`Interpreter.chooseBranch`).
    private(set) var sizeClassReads = 0

    /// The horizontal size classes SwiftUI reports: compact on an iPhone in portrait, regular on
    /// an iPad at full width (`UserInterfaceSizeClass`).
    enum SizeClass: String, Hashable, Sendable {
        case compact, regular
    }

    /// The truth this evaluation gave each two-way test it met, by the test's positive form
    /// (`WrittenTest`): a test written alike, or as its negation, met later takes the branch that
    /// agrees, so that one screen never shows both `if deviceType == .phone { actions }` and
    /// `if deviceType != .phone { actions }`, nor neither.
    var truths: [String: Bool] = [:]
    /// The tests whose truth a later decision agreed with against its own choice: turned the
    /// other way, with every other decision at its first branch, they show that decision's other
    /// side (the flipped variant, `ScreenBuilder+Variants.swift`).
    private(set) var leaders: Set<String> = []
    /// The sides two-way decisions did not take because they agreed with an earlier test against
    /// the variant's own choice, by where the decision is written: what the flipped variant is
    /// for, when no other variant takes them.
    private(set) var denied: Set<BranchSide> = []

    /// One side of a decision: where it is written and the branch.
    struct BranchSide: Hashable {
        var site: SourceLocation?
        var branch: Int
    }

    /// The sides the decisions this evaluation met took.
    var sidesTaken: Set<BranchSide> { Set(taken.map { BranchSide(site: $0.site, branch: $0.branch) }) }

    /// How many variants the code being evaluated lags behind: inside a branch taken to agree
    /// with an earlier test against the variant's own choice (the body of `if deviceType ==
    /// .phone` in variant 1, whose own choice there is branch 1), decisions take branch
    /// `variant - lag`, so that the branches inside it are each reached in a later variant, as
    /// they would be without the test before it.
    var lag = 0

    /// The run-time decision written at `site` among `count` branches, with the branch this
    /// variant takes there: the one agreeing with the truth an earlier test gave `test` (a
    /// two-way decision's), else branch `variant - lag`, or the last; and whether it agreed
    /// against that choice (the branch taken is then evaluated one `lag` more).
    ///
    /// A two-way decision whose body runs only when every one of `conjuncts` holds takes its
    /// other branch when an earlier test found one of them false.
    func decision(among count: Int, condition: String, test: WrittenTest? = nil, conjuncts: [WrittenTest] = [],
                  at site: SourceLocation?) -> (taken: BranchTaken, agreesAgainstVariant: Bool) {
        let own = min(max(variant - lag, 0), max(count - 1, 0))
        var agreeing = count == 2 ? test.flatMap { test in truths[test.positive].map(test.branch(whenPositiveIs:)) } : nil
        if agreeing == nil, count == 2, let test, excludedByAnEqualityFoundTrue(test) { agreeing = test.branch(whenPositiveIs: false) }
        if agreeing == nil, count == 2, !falseConjuncts(conjuncts).isEmpty { agreeing = 1 }
        return (BranchTaken(site: site, condition: condition, branch: agreeing ?? own, of: count), agreeing.map { $0 != own } ?? false)
    }

    /// Whether an earlier test found the same value equal to another literal (`side == .leading`
    /// true, so `side == .trailing` is false): winston's compact post shows its vote buttons
    /// `if voteButtonsSide == .leading` and again `if voteButtonsSide == .trailing`, never both.
    private func excludedByAnEqualityFoundTrue(_ test: WrittenTest) -> Bool {
        guard let (subject, value) = test.equality else { return false }
        return truths.contains { positive, truth in
            guard truth, let other = WrittenTest(positive: positive, isPositive: true).equality else { return false }
            return other.subject == subject && other.value != value
        }
    }

    /// The tests of `conjuncts` an earlier test found false.
    private func falseConjuncts(_ conjuncts: [WrittenTest]) -> [WrittenTest] {
        conjuncts.filter { test in truths[test.positive].map { $0 != test.isPositive } ?? false }
    }

    /// Records the truth a two-way decision on `test` gave it by taking `branch`, and, when the
    /// branch agreed with an earlier test against the variant's own choice, that test as a leader.
    mutating func settle(_ test: WrittenTest, takingBranch branch: Int, agreedAgainstVariant: Bool) {
        if agreedAgainstVariant { leaders.insert(test.positive) }
        truths[test.positive] = test.positiveTruth(takingBranch: branch)
    }

    /// Records what a two-way decision whose body runs only when every one of `conjuncts` holds
    /// tells by taking `branch`: its body, that each holds; its other branch, taken because one
    /// was found false against the variant's own choice, those false as leaders.
    mutating func settle(conjuncts: [WrittenTest], takingBranch branch: Int, agreedAgainstVariant: Bool) {
        if branch == 0 {
            for test in conjuncts { truths[test.positive] = test.isPositive }
        } else if agreedAgainstVariant {
            leaders.formUnion(falseConjuncts(conjuncts).map(\.positive))
        }
    }

    /// Records a side a decision did not take because it agreed with an earlier test.
    mutating func deny(_ side: BranchSide) {
        denied.insert(side)
    }

    /// The truths the leaders of this evaluation had, each turned the other way.
    var leadersFlipped: [String: Bool] {
        Dictionary(uniqueKeysWithValues: leaders.compactMap { test in truths[test].map { (test, !$0) } })
    }

    /// Records `decision`, met now: where it is written, or where a result evaluated in this
    /// variant is reused (`Interpreter.reuse`), which meets the decisions its evaluation met,
    /// taking the same branches, since the branch a variant takes at a decision depends on nothing else.
    mutating func meet(_ decision: BranchTaken) {
        mostBranches = max(mostBranches, decision.count + lag)
        if !taken.contains(where: { $0.site == decision.site && $0.condition == decision.condition }) { taken.append(decision) }
    }

    /// Whether variant `variant`, evaluated again, would take another branch than this
    /// evaluation (variant `variant - 1`) at some decision it met: one with more than `variant`
    /// branches. When not, it would meet the same decisions and lower the same screen.
    func changesBranch(inVariant variant: Int) -> Bool {
        mostBranches > variant
    }
}

/// One run-time decision an evaluation met, and the branch it took: how a screen variant says
/// which branches it shows.
public struct BranchTaken: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Where the `if`, `switch` or ternary is written.
    public var site: AccessibilityTree.SourceLocation?
    /// The run-time value it depends on, as written.
    public var condition: String
    /// The branch taken, from 0 (the first).
    public var branch: Int
    /// How many branches it has (an `if` without `else` has two: its body and nothing).
    public var count: Int

    public init(site: AccessibilityTree.SourceLocation?, condition: String, branch: Int, of count: Int) {
        self.site = site
        self.condition = condition
        self.branch = branch
        self.count = count
    }

    /// "branch 2 of 3 at View.swift:12 (`isLoading`)".
    public var description: String {
        let place = site.map { " at \($0.file.split(separator: "/").last ?? ""):\($0.line)" } ?? ""
        return "branch \(branch + 1) of \(count)\(place) (`\(condition)`)"
    }
}
