import AccessibilityTree
import Audit
import SwiftSyntax
import SwiftSyntaxSupport

/// A test-only source rule: reports every `Image(` call, with a fix-it that adds a label.
struct ImageCallTestRule: SourceRule {
    static let frameworks: [SourceFramework] = [.swiftUI]
    static let description = RuleDescription(
        of: Self.self, id: "image-call", title: "Image call", rationale: "Test rule.",
        wcag: [WCAGCriterion("1.1.1", "Non-text Content", level: "A")], hig: "Accessibility", severity: .warning,
        triggeringExamples: [.swift("↓Image(\"a\")")], nonTriggeringExamples: [.swift("Text(\"a\")")])

    init(configuration: RuleConfiguration) {}

    func check(_ file: ParsedSourceFile) -> [Finding] {
        file.tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "Image" }.map { token in
            let place = file.lineAndColumn(of: token)
            return finding("Image has no label.", at: FindingLocation(file: file.path, line: place.line, column: place.column),
                           fix: "Add a label.")
        }
    }
}

/// A test-only tree rule: reports buttons without a label.
struct UnlabelledButtonTestRule: TreeRule {
    static let description = RuleDescription(
        of: Self.self, id: "unlabelled-button", title: "Unlabelled button", rationale: "Test rule.", wcag: [],
        hig: "Accessibility", severity: .error, triggeringExamples: [], nonTriggeringExamples: [])

    init(configuration: RuleConfiguration) {}

    func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        var found: [Finding] = []
        func visit(_ element: AccessibilityElement) {
            if element.traits.contains(.button), element.label == nil {
                found.append(finding("Button has no label.", at: context.location(of: element)))
            }
            element.children.forEach(visit)
        }
        visit(screen.root)
        return found
    }
}

/// A test-only rule that reads its option, to check configuration reaches rules.
struct ThresholdTestRule: SourceRule {
    static let minimum = RuleOption.points("minimumHitTarget", default: 44, "The minimum it echoes.")
    static let frameworks: [SourceFramework] = [.swiftUI]
    static let description = RuleDescription(
        of: Self.self, id: "threshold-echo", title: "Threshold echo", rationale: "Test rule.", wcag: [],
        hig: "Accessibility", severity: .note, options: [minimum], triggeringExamples: [], nonTriggeringExamples: [])

    let minimum: Double

    init(configuration: RuleConfiguration) { minimum = configuration.value(of: Self.minimum) }

    func check(_ file: ParsedSourceFile) -> [Finding] {
        [finding("minimum \(Int(minimum))", at: FindingLocation(file: file.path))]
    }
}

/// A test-only rule whose description disagrees with the catalogue: it supersedes a rule no
/// catalogue has, and declares `minimumHitTarget` with another default.
struct MisdeclaredTestRule: TreeRule {
    static let description = RuleDescription(
        of: Self.self, id: "misdeclared", title: "Misdeclared", rationale: "Test rule.", wcag: [], hig: "Accessibility",
        severity: .note, options: [.points("minimumHitTarget", default: 30, "Another minimum.")], supersedes: ["no-such-rule"],
        triggeringExamples: [], nonTriggeringExamples: [])

    init(configuration: RuleConfiguration) {}

    func check(_ screen: Screen, in context: TreeContext) -> [Finding] { [] }
}
