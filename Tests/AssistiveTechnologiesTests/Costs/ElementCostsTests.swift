import AccessibilityTree
@testable import AssistiveTechnologies
import Testing

@Suite struct ElementCostsTests {
    static let screen = Screen(elements: [
        AccessibilityElement(id: "title", label: "Player", traits: .header),
        AccessibilityElement(id: "like", label: "❤️", traits: .button, frame: Rect(x: 0, y: 40, width: 30, height: 30)),
        .container(id: "controls", children: [
            AccessibilityElement(id: "play", label: "Play", traits: .button, frame: Rect(x: 0, y: 80, width: 60, height: 60)),
            AccessibilityElement(id: "next", label: "Next", traits: .button),
        ], containerType: .semanticGroup),
    ])

    @Test func everyTechnologyHasItsCost() {
        let costs = ElementCosts.costs(on: Self.screen)
        #expect(costs.map(\.element.id) == ["like", "play", "next"])
        #expect(costs.map(\.voiceOverSwipes) == [1, 2, 3])
        #expect(costs.map { $0.switchControl?.stepPresses } == [2, 4, 5])
        #expect(costs.map(\.keyboardPresses) == [1, 2, 3])
        #expect(costs.map(\.voiceControl) == [.unsayable("❤️"), .unique("Play"), .unique("Next")])
        #expect(costs.map(\.voiceControlGridCommands) == [3, 4, nil])
        #expect(costs.map(\.dwell) == [.tooSmall(Size(width: 30, height: 30)), .reliable, .unknown])
    }

    @Test func theTableAndTheJSONSayTheSame() {
        let costs = ElementCosts.costs(on: Self.screen)
        #expect(ElementCostsReport.text(of: costs) == """
            element      VoiceOver              Switch Control step  Switch Control auto  Voice Control   Voice Control grid  Keyboard  Dwell
            ❤️ (like)     1 swipe + double tap   2 presses            2 presses, 0 s       cannot say "❤️"  3 commands          1 key     too small (30×30 pt)
            Play (play)  2 swipes + double tap  4 presses            3 presses, 1 s       Tap Play        4 commands          2 keys    reliable
            Next (next)  3 swipes + double tap  5 presses            3 presses, 2 s       Tap Next        unreachable         3 keys    no frame

            """)
        #expect(ElementCostsReport.json(of: Array(costs.prefix(1))) == """
            {
              "format": "perceive-costs",
              "version": 1,
              "elements": [
                {
                  "id": "like",
                  "label": "❤️",
                  "voiceOverSwipes": 1,
                  "switchControl": {
                    "stepPresses": 2,
                    "autoPresses": 2,
                    "autoSeconds": 0
                  },
                  "voiceControl": {
                    "naming": "unsayable",
                    "name": "❤️"
                  },
                  "voiceControlGridCommands": 3,
                  "keyboardPresses": 1,
                  "dwell": "too-small"
                }
              ]
            }

            """)
    }
}
