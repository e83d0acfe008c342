import SwiftSyntax
import SwiftSyntaxSupport

/// Tree rules whose problem a source rule also reports, at the modifier itself and with a
/// fix-it: where both report the same view of SwiftUI source, only the source finding stays,
/// so one problem is one finding.
///
/// The tree finding points where the element's view is written; the source finding counts as
/// the same problem when it lies inside that view's expression (its modifier chain).
enum OverlappingRules {
    /// Tree rule id → the source rule id that reports the same problem more precisely.
    static let coveringSourceRule: [String: String] = [
        "tappable-without-button-trait": "tap-gesture-without-button-trait",
    ]

    /// `placed` without the tree findings a source finding in `findings` already covers.
    static func removingCovered(_ placed: [Finding], by findings: [Finding], sources: [String: ParsedSourceFile]) -> [Finding] {
        placed.filter { finding in
            guard let coveringID = coveringSourceRule[finding.ruleID], let file = sources[finding.location.file],
                  let view = expression(startingAt: finding.location, in: file) else { return true }
            let range = view.positionAfterSkippingLeadingTrivia..<view.endPositionBeforeTrailingTrivia
            return !findings.contains { other in
                other.ruleID == coveringID && other.location.file == finding.location.file
                    && range.contains(file.locationConverter.position(ofLine: other.location.line, column: other.location.column))
            }
        }
    }

    /// The outermost expression that starts at `location` (a view with all its modifiers).
    private static func expression(startingAt location: FindingLocation, in file: ParsedSourceFile) -> Syntax? {
        let position = file.locationConverter.position(ofLine: location.line, column: location.column)
        guard let token = file.tree.token(at: position), token.positionAfterSkippingLeadingTrivia == position else { return nil }
        var outermost: Syntax?
        var node = Syntax(token)
        while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == position {
            if parent.is(ExprSyntax.self) { outermost = parent }
            node = parent
        }
        return outermost
    }
}
