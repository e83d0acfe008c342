@testable import Audit
import Testing

@Suite struct RuleRegistryTests {
    @Test func findsRulesByID() {
        let registry = RuleRegistry([ImageCallTestRule.self, UnlabelledButtonTestRule.self])
        #expect(registry.ids == ["image-call", "unlabelled-button"])
        #expect(registry.rule(id: "unlabelled-button") == UnlabelledButtonTestRule.self)
        #expect(registry.rule(id: "nothing") == nil)
        #expect(registry.problems.isEmpty)
    }

    @Test func suggestsTheNearestID() {
        let registry = RuleRegistry([ImageCallTestRule.self, UnlabelledButtonTestRule.self])
        #expect(registry.suggestion(for: "image-cal") == "image-call")
        #expect(registry.suggestion(for: "contrast") == nil)
    }

    @Test func reportsDuplicateIDs() {
        let registry = RuleRegistry([ImageCallTestRule.self, ImageCallTestRule.self])
        #expect(registry.problems == [.duplicateID("image-call", type: "ImageCallTestRule")])
        #expect(registry.problems.map(\.description) == ["ImageCallTestRule reuses the id 'image-call'"])
    }

    @Test func reportsUnknownSupersededRulesAndConflictingOptions() {
        let registry = RuleRegistry([ThresholdTestRule.self, MisdeclaredTestRule.self])
        #expect(registry.problems.map(\.description) == [
            "MisdeclaredTestRule supersedes 'no-such-rule', which no rule in the catalogue has",
            "MisdeclaredTestRule declares the option 'minimumHitTarget' unlike the rule that declared it first",
        ])
    }

    @Test func derivesInputsFromTheRulesProtocol() {
        #expect(ImageCallTestRule.description.inputs == [.swiftUISource])
        #expect(UnlabelledButtonTestRule.description.inputs == [.tree])
        #expect(FixedFontSizeRule.description.inputs == [.swiftUISource, .uikitSource])
        #expect(OrientationLockedRule.description.inputs == [.plist])
        #expect(AssetContrastTooLowRule.description.inputs == [.colors])
    }

    @Test(arguments: [("missing-label", true), ("Missing-Label", false), ("missing--label", false), ("", false),
                      ("label-", false), ("contrast-3-to-1", true)])
    func kebabCase(id: String, isKebab: Bool) {
        #expect(RuleRegistry.isKebabCase(id) == isKebab)
    }

    @Test func engineRulesHaveWellFormedIDs() {
        #expect(RuleRegistry(AuditRunner.engineRules).problems.isEmpty)
    }
}
