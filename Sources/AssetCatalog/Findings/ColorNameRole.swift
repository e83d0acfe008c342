/// What a colour set's name says it colours, read from its words, and the other words it names
/// (its stem): `CardText` is the text of a card, `label_orange_background` the background of an
/// orange label, `TextField/background` the background of a text field.
///
/// The name's words are its parts between separators (`/`, `.`, `-`, `_`, spaces), case changes
/// (`CardText`, `CTAPrimary`) and digits (`text03`), lowercased. The role is that of the last
/// role word: what a name ends by calling itself is what it is (`label_orange_background` is a
/// background, though it starts with "label"). "Text" before "field" or "view" names a control,
/// not a text colour.
struct ColorNameRole: Equatable {
    enum Role: Equatable { case foreground, background }

    static let foregroundWords: Set<String> = ["text", "label", "foreground"]
    static let backgroundWords: Set<String> = ["background", "surface"]
    /// Words that say nothing of what is coloured (`BookmarksCellLabelColor`, `Colors/Label/primary`).
    static let noiseWords: Set<String> = ["color", "colour", "colors", "colours"]
    /// Words after "text" that make it a control's name (`TextField`, `TextView`).
    static let controlWords: Set<String> = ["field", "view"]

    /// Foreground or background; nil when the name has no role word.
    let role: Role?
    /// The name's other words (`card` of `CardText`).
    let stem: Set<String>

    init(_ name: String) {
        let words = Self.words(of: name)
        var role: Role?
        var stem = Set<String>()
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if Self.foregroundWords.contains(word), !(word == "text" && next.map(Self.controlWords.contains) == true) {
                role = .foreground
            } else if Self.backgroundWords.contains(word) {
                role = .background
            } else if !Self.noiseWords.contains(word) {
                stem.insert(word)
            }
        }
        self.role = role
        self.stem = stem
    }

    /// Whether this name's other words are words of `foreground`'s, one at least, but for numbers:
    /// `CardBackground` for `CardText`, `PurpleBackground 2` (Xcode names a duplicated colour set
    /// with a number after it) for `PurpleForeground`; not `Background` alone, nor `background04`
    /// for `text03`.
    func sharesWords(with foreground: ColorNameRole) -> Bool {
        let own = stem.subtracting(foreground.stem)
        return own.count < stem.count && own.allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// `name` split into lowercased words at separators, case changes and digits.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        func close() {
            if !current.isEmpty { words.append(current.lowercased()) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else { close(); continue }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && next?.isLowercase == true)
                    || (previous.isNumber != character.isNumber)
                if startsWord { close() }
            }
            current.append(character)
        }
        close()
        return words
    }
}
