import SwiftSyntax
import SwiftSyntaxSupport

/// One choice made by a condition, from a single ternary or a link of a chain: whether all it
/// chooses between are colours with a hue among them (or `nil`).
struct ChoiceOnCondition {
    var sequence: SequenceExprSyntax
    var choosesOnlyHues: Bool

    /// The choices of the file by their type and condition: each ternary on its condition, each
    /// chain on each of its conditions. Choices that only feed accessibility modifiers are left out.
    static func byKey(_ ternaries: [ConditionalChoice], _ chains: [ConditionalChain],
                      isChromatic: (ExprSyntax) -> Bool) -> [ConditionalChoice.Key: [ChoiceOnCondition]] {
        let isHueOrNone = { (value: ExprSyntax) in value.is(NilLiteralExprSyntax.self) || ColorOnlyStateRule.isColor(value) }
        var choosers: [ConditionalChoice.Key: [ChoiceOnCondition]] = [:]
        for choice in ternaries where !choice.isAccessibilityOnly {
            let onlyHues = ColorOnlyStateRule.isColor(choice.then) && ColorOnlyStateRule.isColor(choice.otherwise)
                && (isChromatic(choice.then) || isChromatic(choice.otherwise))
            choosers[choice.key, default: []].append(ChoiceOnCondition(sequence: choice.sequence, choosesOnlyHues: onlyHues))
        }
        for chain in chains where !ConditionalChoice.feedsAccessibilityOnly(chain.sequence, target: chain.target) {
            let onlyHues = chain.values.allSatisfy(isHueOrNone)
            for key in chain.keys {
                choosers[key, default: []].append(ChoiceOnCondition(sequence: chain.sequence, choosesOnlyHues: onlyHues))
            }
        }
        return choosers
    }
}
