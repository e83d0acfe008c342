import Foundation
import SwiftSyntaxSupport

/// What a source rule cannot find anything without: a file in which none of these occurs gives
/// the rule no finding, so the audit need not parse it whole for the rule (`WholeTreeFilter`).
///
/// Each rule derives its triggers from its own check: the names it compares a call's, a
/// modifier's, a property's or a declaration's name with, or the bytes its check already
/// requires of the file's text. A trigger left out makes the audit miss findings, so every
/// rule's triggering examples are run through its triggers by the tests.
public struct SourceTriggers: Sendable {
    /// Words of code (identifiers and keywords outside comments and string literals) and
    /// endings of words (`Chart` for `SalesChart`), `CodeWords`.
    public var words: CodeWords
    /// Byte strings that may occur anywhere in the text, comments and literals too.
    public var texts: [String]

    public init(words: Set<String> = [], endings: [String] = [], texts: [String] = []) {
        self.words = CodeWords(words: words, endings: endings)
        self.texts = texts
    }

    /// Whether a trigger occurs in `contents`; true when the scan of its code is unsure.
    public func occur(in contents: Data) -> Bool {
        texts.contains { contents.range(of: Data($0.utf8)) != nil } || words.occur(in: [UInt8](contents)) ?? true
    }

    /// Whether a trigger occurs in a file of `text`, whose words of code are `words` (read once
    /// for every rule asked about the file); true when they are nil (the scan was unsure). The
    /// same answer as `occur(in:)` gives for the text's bytes.
    public func occur(inText text: String, words: CodeWordSet?) -> Bool {
        texts.contains { text.containsBytes($0) } || words.map { $0.contain(self.words) } ?? true
    }

    /// The triggers of each of `all`: one of them occurring is enough.
    public static func any(of all: [SourceTriggers]) -> SourceTriggers {
        var union = SourceTriggers()
        for triggers in all {
            union.words.words.formUnion(triggers.words.words)
            union.words.endings += triggers.words.endings.filter { !union.words.endings.contains($0) }
            union.texts += triggers.texts.filter { !union.texts.contains($0) }
        }
        return union
    }
}
