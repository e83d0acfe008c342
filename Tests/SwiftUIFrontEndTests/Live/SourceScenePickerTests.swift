import AccessibilityTree
import AssistiveTechnologies
import SwiftUIFrontEnd
import Testing

/// Pickers while a screen runs (docs/live-source.md, Actions): a segment's double tap selects its
/// value, a wheel's swipes move through the options and stop at the ends, and what reads the
/// selection follows.
@Suite struct SourceScenePickerTests {
    static let order = """
        struct Order: View {
            @State private var size = "Small"
            @State private var flavor = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("Small").tag("Small")
                        Text("Large").tag("Large")
                    }
                    .pickerStyle(.segmented)
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag(0)
                        Text("Chocolate").tag(1)
                        Text("Mint").tag(2)
                    }
                    .pickerStyle(.wheel)
                    Text("A \\(size) cone")
                }
            }
        }
        #Preview { Order() }
        """

    static func said(_ utterances: [Utterance]) -> [String] { utterances.map(\.text) }

    @Test func aSegmentsDoubleTapSelectsItsValue() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.order))
        #expect(Self.said(voiceOver.start()) == ["Selected: Small. Button."])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .doubleTap])) == ["Large. Button.", "Selected: Large. Button."])
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight, .swipeRight])).last == "A Large cone")
    }

    @Test func aWheelMovesThroughItsOptionsAndStopsAtTheEnds() throws {
        var voiceOver = VoiceOver(scene: try SourceSceneStateTests.scene(Self.order))
        voiceOver.start()
        #expect(Self.said(voiceOver.perform(script: [.swipeRight, .swipeRight]))
                == ["Large. Button.", "Flavor: Chocolate. Adjustable.", "Swipe up or down with one finger to adjust the value."])
        #expect(Self.said(voiceOver.perform(script: [.swipeUp, .swipeUp, .swipeDown, .swipeDown, .swipeDown]))
                == ["Mint", "Mint", "Chocolate", "Vanilla", "Vanilla"])
        #expect(voiceOver.focusedElement?.value == "Vanilla")
    }
}
