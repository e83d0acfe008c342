import AccessibilityTree

/// The one budget every recursive path of evaluation spends: steps, views and nesting depth.
/// Each is reported once when spent; what is left of the evaluation then comes back unknown
/// with the reason, never a crash or a hang.
extension Interpreter {
    /// Counts one more view; false once `viewBudget` views were built (reported once).
    mutating func spendView() -> Bool {
        viewsBuilt += 1
        if viewsBuilt == Self.viewBudget + 1 {
            noted.append(FrontEndDiagnostic(
                .warning, "evaluation stopped after \(Self.viewBudget) views; the rest of the screen is unknown"))
        }
        guard viewsBuilt <= Self.viewBudget else {
            trace.limitsHit += 1
            return false
        }
        return true
    }

    /// Whether the step budget is spent; evaluation then returns unknowns at once.
    var isOutOfBudget: Bool { steps > Self.stepBudget }

    mutating func spendStep() -> Bool {
        steps += 1
        if steps == Self.stepBudget + 1 {
            noted.append(FrontEndDiagnostic(
                .warning, "evaluation stopped after \(Self.stepBudget) steps; the rest of the view is unknown"))
        }
        guard !isOutOfBudget else {
            trace.limitsHit += 1
            return false
        }
        return true
    }

    /// The reason an evaluation nested too deeply stops.
    static var depthExhausted: String { "evaluation nests deeper than \(maximumDepth) levels" }

    /// Runs `work` one level deeper, or returns `exhausted` (reported once) when that is past
    /// `maximumDepth`.
    mutating func nested<Result>(orElse exhausted: @autoclosure () -> Result,
                                 _ work: (inout Interpreter) -> Result) -> Result {
        depth += 1
        defer { depth -= 1 }
        traceDepth()
        guard depth <= Self.maximumDepth else {
            note(.warning, "\(Self.depthExhausted); the rest of the view is unknown", at: nil)
            trace.limitsHit += 1
            return exhausted()
        }
        return work(&self)
    }
}
