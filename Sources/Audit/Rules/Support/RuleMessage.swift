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
    /// How to fix it in UIKit code, where `fix` names SwiftUI modifiers; nil when `fix` fits both.
    public var uikitFix: String?

    public init(id: String, text: String, fix: String, uikitFix: String? = nil) {
        self.id = id
        self.text = text
        self.fix = fix
        self.uikitFix = uikitFix
    }

    /// This message with the fix for code of `framework` (`TreeContext.framework`).
    public func fitted(to framework: SourceFramework?) -> RuleMessage {
        guard framework == .uikit, let uikitFix else { return self }
        var fitted = self
        fitted.fix = uikitFix
        return fitted
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
        var result = finding(message.fitted(to: context.framework), at: context.location(of: element), kind: kind)
        result.framework = context.uikitOnly
        return result
    }

    /// A finding about `element` that rests on `facts`: a violation when the front end resolved
    /// them, else one to review (`Finding.Kind`), whose message names what was not worked out so
    /// a reviewer knows what to check.
    ///
    /// None when one of them is content the view's callers pass (`Unresolved.Origin.callerContent`):
    /// the view lowered on its own has no caller, and each caller's lowering judges the same
    /// element with the content filled in (docs/review.md, Content callers pass). None either
    /// when one is a view met again inside itself (`Unresolved.Origin.nestedInItself`): the outer
    /// copy is the same code, judged where it is lowered.
    ///
    /// `location` is the line to change when it is not the element's own (the `.frame` that
    /// makes a control small); the element's place is then kept as a related location.
    public func finding(_ message: RuleMessage, about element: AccessibilityElement, in context: TreeContext,
                        at location: FindingLocation? = nil, dependingOn facts: [Unresolved.Fact]) -> Finding? {
        let open = element.unresolved.filter { $0.concerns(anyOf: facts) }
        if open.contains(where: { $0.origin?.isJudgedElsewhere == true }) { return nil }
        var stated = message.fitted(to: context.framework)
        if !open.isEmpty { stated.text += " " + Self.notWorkedOut(open) }
        let elementLocation = context.location(of: element)
        var result = finding(stated, at: location ?? elementLocation, kind: open.isEmpty ? .violation : .needsReview)
        result.framework = context.uikitOnly
        if let location, location != elementLocation {
            result.relatedLocations = [RelatedLocation(elementLocation, message: "the element this finding is about")]
        }
        return result
    }

    /// "Not worked out from the code: run-time value `title`; unknown modifier `card`." — the
    /// first two reasons, and how many more.
    static func notWorkedOut(_ open: [Unresolved]) -> String {
        var reasons: [String] = []
        for reason in open.map(\.reason) where !reasons.contains(reason) { reasons.append(reason) }
        let more = reasons.count > 2 ? " (and \(reasons.count - 2) more)" : ""
        return "Not worked out from the code: " + reasons.prefix(2).joined(separator: "; ") + more + "."
    }
}

extension TreeContext {
    /// `.uikit` for a screen lowered from UIKit code, else nil: what `Finding.framework` records.
    var uikitOnly: SourceFramework? { framework == .uikit ? .uikit : nil }
}
