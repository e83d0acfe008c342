import AccessibilityTree
@testable import AssistiveTechnologies
import Testing

@Suite struct ElementCostsRankingTests {
    /// `deep` is inside a group, so auto scanning waits longer for it than for `first`; `hidden`
    /// is in no scan at all; `twin` costs what `first` costs.
    static let screen = Screen(elements: [
        AccessibilityElement(id: "first", label: "First", traits: .button),
        AccessibilityElement(id: "twin", label: "Twin", traits: .button),
        .container(id: "group", children: [
            AccessibilityElement(id: "a", label: "A", traits: .button),
            AccessibilityElement(id: "deep", label: "Deep", traits: .button),
        ], containerType: .semanticGroup),
    ])

    @Test func theLongestAutoScanComesFirstAndEqualCostsKeepTheirOrder() {
        let costs = ElementCosts.costs(on: Self.screen)
        #expect(costs.map(\.element.id) == ["first", "twin", "a", "deep"])
        let ranked = ElementCosts.mostExpensive(costs, count: 4) { $0 }
        #expect(ranked.map(\.element.id) == ["deep", "a", "twin", "first"])
        #expect(ElementCosts.mostExpensive(costs, count: 2) { $0 }.map(\.element.id) == ["deep", "a"])
        #expect(ElementCosts.mostExpensive(costs, count: 0) { $0 }.isEmpty)
    }

    @Test func anElementNoTechnologyReachesCostsMoreThanAnyNumber() throws {
        let reachable = try #require(ElementCosts.costs(on: Self.screen).last)
        var unreachable = reachable
        unreachable.switchControl = nil
        unreachable.voiceOverSwipes = nil
        #expect(unreachable.costsMore(than: reachable))
        #expect(!reachable.costsMore(than: unreachable))
        #expect(!reachable.costsMore(than: reachable))
    }

    @Test func swipesDecideWhenScanningCostsTheSame() throws {
        let costs = ElementCosts.costs(on: Self.screen)
        var nearer = costs[3], farther = costs[3]
        nearer.voiceOverSwipes = 3
        farther.voiceOverSwipes = 9
        #expect(farther.costsMore(than: nearer))
        #expect(!nearer.costsMore(than: farther))
    }
}
