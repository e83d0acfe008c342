import SwiftSyntax
import SwiftSyntaxSupport

/// Findings of rules whose fix adds a modifier (`RuleDescription.insertedModifier`), given where
/// it goes: the end of the modifier chain of the view it belongs to, found from where the finding
/// points (the view, the control whose label holds it, or the chain of the modifier whose name
/// it points at). A rule that points elsewhere than a
/// view's start (at a modifier) sets the insertion itself; a finding where no view starts keeps
/// none, and so does a finding about UIKit code. The finding's location does not move: it stays
/// the causal line.
struct InsertionSites: Sendable {
    /// The modifier each rule's fix adds, by rule id.
    let modifiers: [String: InsertedModifier]

    init(rules: [any Rule.Type]) {
        var modifiers: [String: InsertedModifier] = [:]
        for rule in rules {
            if let modifier = rule.description.insertedModifier { modifiers[rule.description.id] = modifier }
        }
        self.modifiers = modifiers
    }

    /// `findings` with their insertions filled where `file` holds the view each points at.
    func filling(_ findings: [Finding], in file: ParsedSourceFile) -> [Finding] {
        findings.map { finding in
            // The modifiers are SwiftUI's: a finding about UIKit code is fixed by setting a property.
            guard finding.insertion == nil, finding.framework != .uikit, let modifier = modifiers[finding.ruleID],
                  finding.location.file == file.path, let expression = file.outermostExpression(startingAt: finding.location) else { return finding }
            // At a modifier's name: the chain that modifier is in.
            let chain = ModifierNameAtPlace(expression).map { ModifierChain(containing: $0.call) }
                ?? ModifierChain(startingAt: ModifierChain.innermostView(of: expression))
            var placed = finding
            placed.insertion = file.insertion(modifier.text, atEndOf: Self.owner(of: chain, for: modifier))
            return placed
        }
    }

    /// `finding` with its insertion filled from the file it points into, which `source` is asked
    /// for only where the finding's rule adds a modifier.
    func filling(_ finding: Finding, source: (String) -> ParsedSourceFile?) -> Finding {
        guard finding.insertion == nil, modifiers[finding.ruleID] != nil, let file = source(finding.location.file) else { return finding }
        return filling([finding], in: file)[0]
    }

    /// The chain the modifier ends: `chain` itself, or for a label or trait on the control, the
    /// chain of the nearest control whose content or label holds the view.
    static func owner(of chain: ModifierChain, for modifier: InsertedModifier) -> ModifierChain {
        guard modifier.owner == .control, !LabelModifierPlacement.controls.contains(chain.viewName ?? "") else { return chain }
        let control = EnclosingView.all(around: chain.view).first { enclosing in
            enclosing.holdsContent && LabelModifierPlacement.controls.contains(enclosing.call.calledExpression.calledName ?? "")
        }
        return control?.chain ?? chain
    }
}
