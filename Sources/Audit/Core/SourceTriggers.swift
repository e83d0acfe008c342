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
    public var texts: [String] { textScan.strings }
    /// `texts`, looked for in one pass over a file's bytes.
    private let textScan: ByteStrings

    public init(words: Set<String> = [], endings: [String] = [], texts: [String] = []) {
        self.words = CodeWords(words: words, endings: endings)
        textScan = ByteStrings(texts)
    }

    /// Whether a trigger occurs in `contents`; true when the scan of its code is unsure.
    public func occur(in contents: Data) -> Bool {
        Self.occur(textFound: textScan.anyOccurs(in: contents)) { words.occur(in: [UInt8](contents)) }
    }

    /// The answer of triggers for a file, from whether one of their texts occurs in it and, if
    /// none does, whether one of their words does (nil: the scan of its code is unsure, so true).
    /// `TriggersOfRules` answers for several rules by the same.
    static func occur(textFound: Bool, wordsOccur: () -> Bool?) -> Bool {
        textFound || wordsOccur() ?? true
    }

    /// The triggers of each of `all`: one of them occurring is enough.
    public static func any(of all: [SourceTriggers]) -> SourceTriggers {
        var words: Set<String> = [], endings: [String] = [], texts: [String] = []
        for triggers in all {
            words.formUnion(triggers.words.words)
            endings += triggers.words.endings.filter { !endings.contains($0) }
            texts += triggers.texts.filter { !texts.contains($0) }
        }
        return SourceTriggers(words: words, endings: endings, texts: texts)
    }
}
