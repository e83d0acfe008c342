/// Why a colour could not be read: the text, what was wrong, and the nearest name when the
/// text looks like a misspelt one.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var input: String
    /// What was wrong, as a sentence fragment (`a hex colour has 3, 4, 6 or 8 digits, not 5`).
    public var reason: String
    /// The nearest known name, when there is one.
    public var suggestion: String?

    public init(input: String, reason: String, suggestion: String? = nil) {
        self.input = input
        self.reason = reason
        self.suggestion = suggestion
    }

    /// `'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits, not 5. Did you mean 'systemBlue'?`
    public var description: String {
        "'\(input)' is not a colour: \(reason)." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    }
}
