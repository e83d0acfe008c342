import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Testing

/// "We're looking at having to swipe through 14 different labels … combining them would cut
/// that in half": the costs, counted from swipe-through transcripts.
@Suite struct ExceptionalDogsNavigationCostTests {
    struct Cost: CustomStringConvertible {
        var variant: ExampleApp.Variant
        var swipesToFirstStat: Int
        var statElements: Int
        var description: String { variant.rawValue }
    }

    static let costs = [
        Cost(variant: .before, swipesToFirstStat: 6, statElements: 14),
        Cost(variant: .after, swipesToFirstStat: 3, statElements: 7),
    ]

    @Test(arguments: costs) func swipesThroughTheStats(cost: Cost) {
        let transcript = VoiceOver.swipeThrough(scene: ExceptionalDogsScene(variant: cost.variant))
        let elements = transcript.utterances.filter { $0.kind == .element }
        let ids = elements.compactMap { $0.elementID?.rawValue }
        let statPositions = ids.indices.filter { ids[$0].hasPrefix("stat-") }
        #expect(statPositions.first == cost.swipesToFirstStat)
        #expect(statPositions.count == cost.statElements)
    }
}
