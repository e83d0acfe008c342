import AccessibilityTree
import ColorScience
import SwiftSyntaxSupport

/// A check with a description that explains itself (`RuleDescription`) and a pure function
/// from one input to findings. One rule per file under `Rules/<Family>/`.
///
/// A rule conforms to exactly one of `TreeRule`, `SourceRule`, `PlistRule` or `CatalogRule`;
/// that protocol supplies `inputs` and `check(_:)` below, so what a rule reads is said once, by
/// its conformance. (A type conforming to two is ambiguous and does not compile.)
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// A rule built with the project's options (`.perceive.json`).
    init(configuration: RuleConfiguration)
    /// The families of input the rule reads; supplied by the protocol it conforms to.
    static var inputs: [InputFamily] { get }
    /// The findings on `input`, or nil when the rule does not read that kind of input; supplied
    /// by the protocol it conforms to. The one place rules are dispatched on what they read.
    func check(_ input: RuleInput) -> [Finding]?
}

/// A rule over an accessibility tree, whatever front end built it.
public protocol TreeRule: Rule {
    func check(_ screen: Screen, in context: TreeContext) -> [Finding]
}

extension TreeRule {
    public static var inputs: [InputFamily] { [.tree] }

    public func check(_ input: RuleInput) -> [Finding]? {
        guard case .screen(let screen, let context) = input else { return nil }
        return check(screen, in: context)
    }
}

/// A rule over Swift source, read as syntax.
public protocol SourceRule: Rule {
    /// The frameworks whose code the rule looks for.
    static var frameworks: [SourceFramework] { get }
    /// What the rule cannot find anything without (`SourceTriggers`); nil: it may find something
    /// in any file, which is then always parsed whole.
    static var triggers: SourceTriggers? { get }
    func check(_ file: ParsedSourceFile) -> [Finding]
}

extension SourceRule {
    public static var inputs: [InputFamily] { frameworks.map(\.inputFamily) }

    public static var triggers: SourceTriggers? { nil }

    public func check(_ input: RuleInput) -> [Finding]? {
        guard case .source(let file) = input else { return nil }
        return check(file)
    }
}

extension Rule {
    public var id: String { Self.description.id }

    /// A finding of this rule with its default severity.
    public func finding(_ message: String, at location: FindingLocation, kind: Finding.Kind = .violation,
                        fix: String? = nil, edits: [TextEdit] = []) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.severity, kind: kind,
                message: message, location: location, fix: fix, edits: edits)
    }
}

/// What a tree rule knows besides the screen: where it came from.
public struct TreeContext: Sendable {
    /// The file the screen was read from or built from; element source locations win over it.
    public var file: String
    /// The UI framework whose source the screen was lowered from (SwiftUI or UIKit code); nil for
    /// snapshots and captures. Fixes are worded in its terms (`RuleMessage.uikitFix`), and rules
    /// whose facts a front end only approximates (a frame's size) judge by it.
    public var framework: SourceFramework?
    /// The screen's focusable elements, built once for the rules that share this context
    /// (`focusableElements(of:)`).
    let focusables = FocusableElementsMemo()

    public init(file: String, framework: SourceFramework? = nil) {
        self.file = file
        self.framework = framework
    }

    /// The element's own source location, else the file at line 1 with the element's id as path.
    public func location(of element: AccessibilityElement) -> FindingLocation {
        if let source = element.source { return FindingLocation(source, elementPath: element.id.rawValue) }
        return FindingLocation(file: file, elementPath: element.id.rawValue)
    }
}
