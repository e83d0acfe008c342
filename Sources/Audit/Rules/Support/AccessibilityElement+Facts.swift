import Foundation
import AccessibilityTree

extension AccessibilityElement {
    /// The label trimmed of white space, nil when there is nothing to speak.
    public var spokenLabel: String? { Self.nonEmpty(label) }

    /// The value trimmed of white space, nil when there is nothing to speak.
    public var spokenValue: String? { Self.nonEmpty(value) }

    /// The hint trimmed of white space, nil when there is nothing to speak.
    public var spokenHint: String? { Self.nonEmpty(hint) }

    /// Whether a front end could not evaluate any of `facts` (`"label"`, `"value"`, `"frame"`…).
    ///
    /// An `unresolved` entry may name a fact, optionally followed by a colon and what was not
    /// understood (`"label: Text(verbatim: name)"`); it then counts only for that fact. Any other
    /// entry is a free-form reason ("unknown modifier `glow`") that may affect every fact, so it
    /// counts for all of them: a finding that rests on it is reported for review.
    public func isUnresolved(_ facts: [String]) -> Bool {
        unresolved.contains { entry in
            let name = entry.split(separator: ":", maxSplits: 1).first.map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            } ?? ""
            return facts.contains { $0.lowercased() == name } || !Self.factNames.contains(name)
        }
    }

    /// `isUnresolved(["label", "value"])`, written `isUnresolved("label", "value")`.
    public func isUnresolved(_ facts: String...) -> Bool { isUnresolved(facts) }

    /// The facts an `unresolved` entry can name: the element's properties and its visual facts.
    static let factNames: Set<String> = [
        "label", "value", "hint", "traits", "frame", "activationpoint", "customactions", "customrotors",
        "children", "isaccessibilityelement", "ishidden", "ismodal", "containertype", "sortpriority",
        "directtouch", "inputlabels", "gestures", "visual", "foregroundcolor", "backgroundcolor", "font",
        "fontweight", "linelimit", "istruncated", "text",
    ]

    /// Whether the element is text a person reads rather than a control or a picture.
    public var isPlainText: Bool {
        !isInteractive && traits.isSubset(of: [.staticText, .summaryElement, .updatesFrequently])
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
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
