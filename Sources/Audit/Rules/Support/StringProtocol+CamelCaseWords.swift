extension StringProtocol {
    /// The words of a camel-case name, lowercased: `isSendingDisabled` is is, sending, disabled.
    var camelCaseWords: [String] {
        var words: [String] = []
        var previousIsLower = false
        for character in self {
            if words.isEmpty || (character.isUppercase && previousIsLower) { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
            previousIsLower = character.isLowercase || character.isNumber
        }
        return words
    }
}
