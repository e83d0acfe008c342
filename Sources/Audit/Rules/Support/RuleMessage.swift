import AccessibilityTree

/// A finding's words, declared once per rule as a typed static member: what a person would miss,
/// and the fix (swift-format's `Finding.Message`, swift-syntax's `MessageID`).
///
/// `id` is stable across wording changes, so tests and suppressions can name a message.
public struct RuleMessage: Hashable, Sendable {
    public var id: String
    /// What a person would miss, in a sentence.
    public var text: String
    /// How to fix it, in words.
    public var fix: String

    public init(id: String, text: String, fix: String) {
        self.id = id
        self.text = text
        self.fix = fix
    }
}

extension Rule {
    /// A finding of this rule carrying `message` and its fix.
    public func finding(_ message: RuleMessage, at location: FindingLocation, kind: Finding.Kind = .violation,
                        edits: [TextEdit] = []) -> Finding {
        finding(message.text, at: location, kind: kind, fix: message.fix, edits: edits)
    }
}

extension TreeRule {
    /// A finding of this rule about `element`, located at its source or its id.
    public func finding(_ message: RuleMessage, about element: AccessibilityElement, in context: TreeContext,
                        kind: Finding.Kind = .violation) -> Finding {
        finding(message, at: context.location(of: element), kind: kind)
    }

    /// A finding about `element` that rests on `facts`: a violation when the front end resolved
    /// them, else one to review (`Finding.Kind`).
    public func finding(_ message: RuleMessage, about element: AccessibilityElement, in context: TreeContext,
                        dependingOn facts: [Unresolved.Fact]) -> Finding {
        finding(message, about: element, in: context, kind: element.isUnresolved(facts) ? .needsReview : .violation)
    }
}
