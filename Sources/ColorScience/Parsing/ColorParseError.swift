import Basics

/// Why a colour (or a colour filter) could not be read: the text, what was wrong, and the
/// nearest name when the text looks like a misspelt one.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var input: String
    /// What was wrong, as a sentence fragment (`a hex colour has 3, 4, 6 or 8 digits, not 5`).
    public var reason: String
    /// The nearest known name, when there is one.
    public var suggestion: String?
    /// What the text should have been: `colour` or `filter`.
    public var expected: String

    public init(input: String, reason: String, suggestion: String? = nil, expected: String = "colour") {
        self.input = input
        self.reason = reason
        self.suggestion = suggestion
        self.expected = expected
    }

    /// `'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits, not 5. Did you mean 'systemBlue'?`
    public var description: String {
        "'\(input)' is not a \(expected): \(reason)." + (suggestion.map { " " + NameSuggestion.question($0) } ?? "")
    }
}
