import Foundation

/// How many times entry points were evaluated and lowered into a screen (first screens and
/// screen variants alike), and how many branch variants were skipped because they could show
/// nothing their predecessor did not: what screen variants cost, counted rather than timed.
public final class LoweringCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var lowered = 0
    private var skipped = 0
    private var statics = 0
    private var views = 0

    public init() {}

    /// Evaluations of an entry point, each lowered into a screen (into one per preview for a
    /// `PreviewProvider` of several).
    public var lowerings: Int { lock.withLock { lowered } }
    /// Branch variants not lowered, of `ScreenBuilder.maximumBranchVariants` per entry: each would
    /// have taken the branches of the variant before it.
    public var branchVariantsSkipped: Int { lock.withLock { skipped } }

    /// Static values evaluated rather than read from memory (`Interpreter.rememberedStatic`).
    public var staticEvaluations: Int { lock.withLock { statics } }

    /// Custom views evaluated rather than read from memory (`Interpreter.rememberedView`).
    public var viewEvaluations: Int { lock.withLock { views } }

    func countViewEvaluation() {
        lock.withLock { views += 1 }
    }

    func countStaticEvaluation() {
        lock.withLock { statics += 1 }
    }

    func countLowering() {
        lock.withLock { lowered += 1 }
    }

    func countSkipped(_ count: Int) {
        guard count > 0 else { return }
        lock.withLock { skipped += count }
    }
}
