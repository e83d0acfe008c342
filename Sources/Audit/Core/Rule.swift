import AccessibilityTree
import ColorScience
import SwiftSyntaxSupport

/// A check with a description that explains itself (`RuleDescription`) and a pure function
/// from one input to findings. One rule per file under `Rules/<Family>/`.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// A rule built with the project's thresholds (`.perceive.json`).
    init(configuration: RuleConfiguration)
}

/// A rule over an accessibility tree, whatever front end built it.
public protocol TreeRule: Rule {
    func check(_ screen: Screen, in context: TreeContext) -> [Finding]
}

/// A rule over Swift source, read as syntax.
public protocol SourceRule: Rule {
    func check(_ file: ParsedSourceFile) -> [Finding]
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

    public init(file: String) { self.file = file }

    /// The element's own source location, else the file at line 1 with the element's id as path.
    public func location(of element: AccessibilityElement) -> FindingLocation {
        if let source = element.source { return FindingLocation(source, elementPath: element.id.rawValue) }
        return FindingLocation(file: file, elementPath: element.id.rawValue)
    }
}

/// Thresholds a team can change in `.perceive.json` (`"thresholds": {"minimumHitTarget": 44}`).
public struct RuleConfiguration: Hashable, Sendable {
    public var thresholds: [String: Double]
    /// Colour pairs declared in `.perceive.json`, for the colour rules.
    public var colorPairs: [ColorPair]

    public init(thresholds: [String: Double] = [:], colorPairs: [ColorPair] = []) {
        self.thresholds = thresholds
        self.colorPairs = colorPairs
    }

    public func threshold(_ name: String, default value: Double) -> Double { thresholds[name] ?? value }
}
