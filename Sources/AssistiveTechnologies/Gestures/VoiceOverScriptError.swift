import Basics

/// A step of a gesture script that could not be read, with where it is and what to write instead.
public struct VoiceOverScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based position of the step in the script.
    public var stepNumber: Int
    /// The step as written.
    public var step: String
    /// What is wrong with it.
    public var problem: String
    /// The nearest known gesture name, for a misspelling.
    public var suggestion: String?

    public init(stepNumber: Int, step: String, problem: String, suggestion: String? = nil) {
        self.stepNumber = stepNumber
        self.step = step
        self.problem = problem
        self.suggestion = suggestion
    }

    /// `step 3 'dubletap': unknown gesture. Did you mean 'doubletap'?`
    public var description: String {
        let base = "step \(stepNumber) '\(step)': \(problem)"
        guard let suggestion else { return base }
        return base + ". " + NameSuggestion.question(suggestion)
    }
}
