import SwiftSyntaxSupport

/// The triggers of several rules (`SourceTriggers`), asked about one file for all of them at
/// once: their texts looked for in one pass over the file's bytes, their words in the file's
/// words of code read once (`CodeWordSet`). The answers are those each rule's triggers give for
/// the file's bytes (`SourceTriggers.occur(in:)`).
public struct TriggersOfRules: Sendable {
    /// Each rule's triggers; nil for a rule that declares none.
    private let triggers: [SourceTriggers?]
    /// The texts of all the triggers, each once.
    private let texts: ByteStrings
    /// For each of `triggers`, the indices in `texts` of its own texts.
    private let textsOfRule: [[Int]]

    public init(_ triggers: [SourceTriggers?]) {
        var texts: [String] = [], indexOfText: [String: Int] = [:]
        textsOfRule = triggers.map { triggers in
            (triggers?.texts ?? []).map { text in
                if let index = indexOfText[text] { return index }
                indexOfText[text] = texts.count
                texts.append(text)
                return texts.count - 1
            }
        }
        self.triggers = triggers
        self.texts = ByteStrings(texts)
    }

    /// For each rule, whether one of its triggers occurs in `text`: true for a rule without
    /// triggers, and where the scan of the file's code is unsure.
    public func occur(inText text: String) -> [Bool] {
        let words = CodeWordSet(Array(text.utf8))
        let found = texts.occurring(in: text)
        return zip(triggers, textsOfRule).map { triggers, texts in
            guard let triggers else { return true }
            return SourceTriggers.occur(textFound: texts.contains { found[$0] }) { words?.contain(triggers.words) }
        }
    }
}
