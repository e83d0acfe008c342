import AccessibilityTree
import Audit
import Testing

/// A label that is only the element's type (a storyboard's default title "Button") is no name
/// to trim: the finding asks for one, where a label that repeats the type asks to drop the word.
@Suite struct LabelRepeatsTraitMessageTests {
    @Test func aLabelOfTheTypeAloneAsksForAName() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "placeholder", label: "Button", traits: .button),
            AccessibilityElement(id: "play", label: "Play button", traits: .button),
        ])
        let findings = LabelRepeatsTraitRule(configuration: RuleConfiguration())
            .check(screen, in: TreeContext(file: "Screen.swift"))
        #expect(findings.map(\.fix) == [
            "Give it a label naming what it does, in the screen's words (`.accessibilityLabel(\"Change photo\")`), or a title that does; the trait already says what kind of element it is.",
            "Remove \"button\" from the label; the trait already tells VoiceOver users what kind of element it is.",
        ])
        #expect(findings.first?.message.hasPrefix("VoiceOver reads this element's label \"Button\" and then its type") == true)
    }
}
