/// Comparing what the simulator says with a talk's quote, where punctuation and case are the
/// transcriber's choice: "Dog picker: Pinky. Adjustable." is the talk's "Dog picker, Pinky, adjustable".
public enum SpokenText {
    /// The characters treated as pauses between words.
    static let separators: Set<Character> = [",", ".", ":", ";", "…"]
    /// Quotation marks around a quote, which are not spoken.
    static let quotationMarks: Set<Character> = ["\"", "“", "”"]
    /// Typographic apostrophes, read as the plain one ("Skyler’s" is "Skyler's").
    static let apostrophes: Set<Character> = ["’", "‘"]

    /// `text` lowercased, with `, . : ;` (and an ellipsis) as separators, quotation marks dropped,
    /// typographic apostrophes made plain and whitespace collapsed to single spaces.
    ///
    /// A full stop between digits is kept ("7.0 years", "6.4 ounces"): it is part of a number,
    /// not a pause.
    public static func normalized(_ text: String) -> String {
        let characters = Array(text.lowercased())
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let isDecimalPoint = character == "."
                && index > 0 && characters[index - 1].isNumber
                && index + 1 < characters.count && characters[index + 1].isNumber
            if (separators.contains(character) && !isDecimalPoint) || character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if apostrophes.contains(character) {
                current.append("'")
            } else if !quotationMarks.contains(character) {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// Whether two texts say the same words.
    public static func matches(_ spoken: String, _ quoted: String) -> Bool {
        normalized(spoken) == normalized(quoted)
    }
}
