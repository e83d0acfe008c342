import AccessibilityTree
import Audit
import Testing

/// Elements whose facts a front end could not evaluate are reported for review, not as violations.
@Suite struct UnresolvedFactsTests {
    private let context = TreeContext(file: "View.swift")

    @Test func labelComputedAtRunTimeNeedsReview() {
        let screen = Screen(elements: [AccessibilityElement(id: "b", traits: .button, unresolved: [Unresolved(.label, reason: "dog.name")])])
        let findings = MissingLabelRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.kind) == [.needsReview])
    }

    /// A value set at run time is a value: not asked about. An unknown that names no fact (an
    /// unknown modifier could set the value, or not) still is.
    @Test func adjustableValueComputedAtRunTimeIsAValueAndAnUnknownModifierIsAsked() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "s", label: "Volume", traits: .adjustable, unresolved: [Unresolved(.value, reason: "")]),
            AccessibilityElement(id: "m", label: "Speed", traits: .adjustable, unresolved: [Unresolved(reason: "unknown modifier `knob`")]),
        ])
        let findings = AdjustableWithoutValueRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.map(\.location.elementPath) == ["m"])
    }

    /// An asset colour is not known here (`asset-contrast-too-low` measures the catalog's pairs):
    /// with it the pair says nothing about contrast, so it is neither reported nor asked about.
    @Test func assetColoursAreNotAskedAboutWhileHexAndSystemColoursAreMeasured() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "asset", label: "A", visual: VisualFacts(foregroundColor: "BrandInk", backgroundColor: "#FFFFFF")),
            AccessibilityElement(id: "hex", label: "B", visual: VisualFacts(foregroundColor: "#BBBBBB", backgroundColor: "#FFFFFF")),
            AccessibilityElement(id: "system", label: "C", visual: VisualFacts(foregroundColor: ".white", backgroundColor: ".blue")),
            AccessibilityElement(id: "translucent", label: "D",
                                 visual: VisualFacts(foregroundColor: "#FFFFFF", backgroundColor: "#FF000080")),
        ])
        let findings = ContrastTooLowRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.kind) == [.violation, .violation, .needsReview])
        #expect(findings[0].message.contains("#BBBBBB on #FFFFFF has a contrast of 1.91:1, below 4.5:1"))
        #expect(findings[1].message.contains(".white on .blue has a contrast of 4.01:1, below 4.5:1"))
    }

    @Test func systemColoursAreMeasuredInTheScreensAppearance() {
        let element = AccessibilityElement(id: "label", label: "A",
                                           visual: VisualFacts(foregroundColor: ".label", backgroundColor: ".systemBackground"))
        let light = Screen(elements: [element])
        var dark = Screen(elements: [element])
        dark.settings.darkMode = true
        let rule = ContrastTooLowRule(configuration: RuleConfiguration())
        #expect(rule.check(light, in: context).isEmpty)
        #expect(rule.check(dark, in: context).isEmpty)
    }

    @Test func aFrontEndsFreeFormReasonTurnsAViolationIntoAReview() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "guess", label: "dog_photo", traits: .image, unresolved: [Unresolved(reason: "image name is a variable")]),
            AccessibilityElement(id: "sure", label: "cat_photo", traits: .image),
        ])
        let findings = LabelIsFileNameRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.kind) == [.needsReview, .violation])
    }

    @Test func findingsPointAtTheElementsSourceWhenKnown() {
        let source = SourceLocation(file: "DogView.swift", line: 12, column: 9)
        let screen = Screen(elements: [AccessibilityElement(id: "b", traits: .button, source: source)])
        let finding = MissingLabelRule(configuration: RuleConfiguration()).check(screen, in: context).first
        #expect(finding?.location == FindingLocation(file: "DogView.swift", line: 12, column: 9, elementPath: "b"))
    }
}
