import Basics
import Foundation
import AccessibilityTree

extension AccessibilityElement {
    /// The label trimmed of white space, nil when there is nothing to speak.
    public var spokenLabel: String? { Self.nonEmpty(label) }

    /// The value trimmed of white space, nil when there is nothing to speak.
    public var spokenValue: String? { Self.nonEmpty(value) }

    /// The hint trimmed of white space, nil when there is nothing to speak.
    public var spokenHint: String? { Self.nonEmpty(hint) }

    /// What VoiceOver says of an element that could tell it from another like it: its label,
    /// value and hint, lowercased.
    var heardIdentity: [String] {
        [spokenLabel, spokenValue, spokenHint].map { $0?.lowercased() ?? "" }
    }

    /// Whether a front end could not evaluate any of `facts` (`.label`, `.value`, `.frame`…).
    ///
    /// An `unresolved` entry that names a fact (the label of a strings-table key) counts only for
    /// that fact. One that names none ("unknown modifier `glow`") may affect every fact, so it
    /// counts for all of them: a finding that rests on it is reported for review.
    public func isUnresolved(_ facts: [Unresolved.Fact]) -> Bool {
        unresolved.contains { $0.concerns(anyOf: facts) }
    }

    /// `isUnresolved([.label, .value])`, written `isUnresolved(.label, .value)`.
    public func isUnresolved(_ facts: Unresolved.Fact...) -> Bool { isUnresolved(facts) }

    /// Whether the element is text a person reads rather than a control or a picture.
    public var isPlainText: Bool {
        !isInteractive && traits.isSubset(of: [.staticText, .summaryElement, .updatesFrequently])
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhitespace, !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}

extension String {
    /// The words of the text, lower-cased, split at anything that is not a letter or digit.
    var lowercasedWords: [String] {
        lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
