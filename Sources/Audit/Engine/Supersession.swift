import SwiftSyntax
import SwiftSyntaxSupport

/// One problem, one finding: where a source rule reports, at the modifier itself and with a
/// fix-it, the problem a tree rule it supersedes (`RuleDescription.supersedes`) reports of the
/// same view of SwiftUI source, only the source finding stays.
///
/// The tree finding points where the element's view is written; the source finding counts as
/// the same problem when it lies inside that view's expression (its modifier chain). A tree
/// finding at a modifier's name (the tap a card's texts answer) covers a source finding at that
/// modifier.
struct Supersession: Sendable {
    /// Superseded rule id → the ids of the rules that supersede it.
    let supersedingRules: [String: Set<String>]

    /// The supersessions the descriptions of `rules` declare.
    init(rules: [any Rule.Type]) {
        var supersedingRules: [String: Set<String>] = [:]
        for rule in rules {
            for superseded in rule.description.supersedes {
                supersedingRules[superseded, default: []].insert(rule.description.id)
            }
        }
        self.supersedingRules = supersedingRules
    }

    /// `placed` without the tree findings a finding in `findings` of a superseding rule covers.
    ///
    /// - Parameter source: the parsed file at a path, asked for only where a superseding rule
    ///   has a finding in the file (its tree may have to be parsed again).
    func removingCovered(_ placed: [Finding], by findings: [Finding],
                         source: (String) -> ParsedSourceFile?) -> [Finding] {
        placed.filter { finding in
            guard let superseding = supersedingRules[finding.ruleID] else { return true }
            let candidates = findings.filter { other in
                superseding.contains(other.ruleID) && other.location.file == finding.location.file
            }
            guard !candidates.isEmpty, let file = source(finding.location.file),
                  let view = file.outermostExpression(startingAt: finding.location) else { return true }
            // A finding at a modifier's name covers a source finding at its period.
            let start = ModifierNameAtPlace(view)?.start ?? view.positionAfterSkippingLeadingTrivia
            let range = start..<view.endPositionBeforeTrailingTrivia
            return !candidates.contains { other in
                range.contains(file.position(ofLine: other.location.line, column: other.location.column))
            }
        }
    }
}
