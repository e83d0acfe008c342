import AccessibilityTree
import Audit
import Testing

/// A picture a tap reaches without being a button (a card's tap gesture on a course's cover) is
/// asked for what it shows, not named as a control.
@Suite struct TappablePictureLabelTests {
    private let context = TreeContext(file: "CourseCard.swift")

    @Test func aTappedPictureIsDescribedNotNamedAsAControl() {
        var cover = AccessibilityElement(id: "cover", traits: .image)
        cover.gestures = [.tap]
        let screen = Screen(elements: [cover, AccessibilityElement(id: "more", traits: .button)])
        let findings = MissingLabelRule(configuration: RuleConfiguration()).check(screen, in: context)
        #expect(findings.map(\.location.elementPath) == ["cover", "more"])
        #expect(findings.first?.message.hasPrefix("VoiceOver reads this picture, which a tap reaches, as just \"Image\"") == true)
        #expect(findings.last?.message.hasPrefix("VoiceOver reads this control as just its type (\"Button\")") == true)
    }
}
