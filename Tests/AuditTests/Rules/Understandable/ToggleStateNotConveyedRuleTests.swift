import AccessibilityTree
import Audit
import Foundation
import SnapshotCodec
import Testing

/// `toggle-state-not-conveyed` reads the typed state-dependent traits.
@Suite struct ToggleStateNotConveyedRuleTests {
    private let context = TreeContext(file: "View.swift")

    private func reported(_ elements: [AccessibilityElement]) -> [String?] {
        ToggleStateNotConveyedRule(configuration: RuleConfiguration())
            .check(Screen(elements: elements), in: context).map(\.location.elementPath)
    }

    @Test(arguments: [
        ("selected in the other state", .selected, false),
        ("toggle in the other state", .toggle, false),
        ("selected and header in the other state", [.selected, .header], false),
        ("only header in the other state", .header, true),
        ("nothing in the other state", [], true),
    ] as [(String, Traits, Bool)])
    func aStateTraitAddedInTheOtherStateConveysTheState(_ name: String, stateDependent: Traits, isReported: Bool) {
        let favorite = AccessibilityElement(id: "favorite", label: "Favorite", traits: .button,
                                            stateDependentTraits: stateDependent)
        #expect(reported([favorite]) == (isReported ? ["favorite"] : []), "\(name)")
    }

    @Test func anUnresolvedTraitWithoutTheTypedFactDoesNotCount() {
        let favorite = AccessibilityElement(id: "favorite", label: "Favorite", traits: .button,
                                            unresolved: [Unresolved(.traits, reason: "computed at run time")])
        #expect(reported([favorite]) == ["favorite"])
    }

    @Test func aSnapshotWrittenBeforeTheTypedFactStillConveysTheState() throws {
        let json = #"""
            {"format": "perceive-snapshot", "version": 1, "screen": {"root": {"id": "root", "children": [
              {"id": "favorite", "label": "Favorite", "traits": ["button"],
               "unresolved": ["traits: depends on state: .isSelected (`isFavorite ? .isSelected : []`)"]},
              {"id": "star", "label": "Star", "traits": ["button"]}
            ]}}}
            """#
        let screen = try Snapshot.decode(Data(json.utf8)).screen
        let findings = ToggleStateNotConveyedRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.location.elementPath) == ["star"])
    }
}
