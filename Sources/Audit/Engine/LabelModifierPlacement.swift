import SwiftSyntax
import SwiftSyntaxSupport

/// Tree findings whose fix is an accessibility label on a control, moved from the line the
/// control's view is written on to the line the label is written after: the control's last
/// modifier that shapes it (`ModifierChain.lastShapingModifier`). A developer who opens the
/// finding lands where `.accessibilityLabel` goes, not on a `Button(` several lines above it; the
/// control's own line stays a related location and its whole expression the span.
///
/// Only findings of rules that declare it (`RuleDescription.pointsAtLabelModifier`), and only
/// where the expression at the finding is a control written with modifiers: an element drawn
/// inside a view of the app's own type, or a control with no modifier, keeps its place.
struct LabelModifierPlacement: Sendable {
    /// The rules whose findings are moved.
    let ruleIDs: Set<String>

    /// Views whose label a trailing `.accessibilityLabel` replaces.
    static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "Toggle", "ShareLink"]

    init(rules: [any Rule.Type]) {
        var ruleIDs: Set<String> = []
        for rule in rules where rule.description.pointsAtLabelModifier { ruleIDs.insert(rule.description.id) }
        self.ruleIDs = ruleIDs
    }

    /// `finding` at its control's label modifier, or unchanged.
    func placing(_ finding: Finding, source: (String) -> ParsedSourceFile?) -> Finding {
        guard ruleIDs.contains(finding.ruleID), let file = source(finding.location.file),
              let expression = file.outermostExpression(startingAt: finding.location) else { return finding }
        let chain = ModifierChain(startingAt: ModifierChain.innermostView(of: expression))
        guard let name = chain.view.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              Self.controls.contains(name), let modifier = chain.lastShapingModifier else { return finding }
        let place = file.location(of: modifier.member.period)
        guard place != finding.location else { return finding }
        var placed = finding
        placed.relatedLocations.insert(RelatedLocation(finding.location, message: "the element this finding is about"), at: 0)
        placed.location = place
        return placed
    }
}
