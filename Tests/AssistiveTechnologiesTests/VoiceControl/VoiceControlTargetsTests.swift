import AccessibilityTree
@testable import AssistiveTechnologies
import Scenes
import Testing

/// The targets found once per screen answer every name and number as the walk over all targets did.
@Suite struct VoiceControlTargetsTests {
    /// Names differing in case and spacing, a target answering twice to one key, a name shown on
    /// many targets, a target with no name.
    static let screen = Screen(elements: (0..<60).map { index in
        AccessibilityElement(id: ElementID("item-\(index)"), label: index % 5 == 0 ? "Play" : "Item  \(index % 17)",
                             traits: index % 9 == 8 ? [] : .button,
                             inputLabels: index == 7 ? ["Send", "send ", "Mail"] : index == 11 ? ["", " "] : [])
    } + [AccessibilityElement(id: "blank", label: " ", traits: .button)])

    @Test func eachSpokenNameFindsWhatTheFilterOverAllTargetsFinds() {
        let targets = VoiceControlTargets(Self.screen)
        #expect(targets.all == VoiceControlTarget.targets(on: Self.screen))
        let spoken = ["play", " PLAY ", "item 3", "Item   16", "send", "mail", "Send Mail", "", "item 40", "blank"]
        for name in spoken {
            #expect(targets.answering(to: name) == targets.all.filter { $0.answers(to: name) }, "\(name)")
        }
        #expect(targets.answering(to: "send").map(\.id) == ["item-7"])
        #expect(targets.answering(to: "play").count == 11)  // every fifth, but item 35 is not a control
    }

    @Test func numbersNameTheTargetsShowingThem() {
        let targets = VoiceControlTargets(Self.screen)
        for number in -1...(targets.all.count + 2) {
            #expect(targets.target(numbered: number) == targets.all.first { $0.number == number })
        }
    }
}
