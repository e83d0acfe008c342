import AccessibilityTree
import AssistiveTechnologies
import Scenes
import Testing

@Suite struct VoiceOverRotorTests {
    /// A route screen (WWDC 2016 session 202, DogRoutePro): a heading, a link, steps in a list
    /// carrying a Hazards rotor, and a landmark at the bottom.
    static func routeScreen() -> Screen {
        var steps = AccessibilityElement.container(
            id: "steps",
            children: [element("s1", "Start", row: 1), element("s2", "Creek crossing. Hazard.", row: 2),
                       element("s3", "Park", row: 3), element("s4", "Busy road. Hazard.", row: 4)],
            containerType: .list)
        steps.customRotors = [CustomRotor(name: "Hazards", entries: [CustomRotor.Entry(target: "s2"),
                                                                      CustomRotor.Entry(target: "s4")])]
        let footer = AccessibilityElement.container(
            id: "footer", children: [element("f1", "Map", row: 5), element("f2", "Share", traits: .link, row: 6)],
            containerType: .landmark)
        return Screen(elements: [element("title", "Route", traits: .header), steps, footer])
    }

    @Test func theRotorOffersOnlyWhatTheFocusAndScreenHave() {
        var voiceOver = VoiceOver(scene: TestScene(Self.routeScreen()))
        voiceOver.start()
        #expect(voiceOver.availableRotorItems().map(\.name) == ["Headings", "Links", "Landmarks", "Containers"])
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.availableRotorItems().map(\.name)
            == ["Hazards", "Headings", "Links", "Landmarks", "Containers"])
    }

    @Test func turningTheRotorSpeaksEachItemAndWraps() {
        var voiceOver = VoiceOver(scene: TestScene(Self.routeScreen()))
        voiceOver.start()
        let said = voiceOver.perform(script: [.rotorClockwise, .rotorClockwise, .rotorClockwise,
                                              .rotorClockwise, .rotorClockwise, .rotorCounterclockwise])
        #expect(said.texts == ["Headings", "Links", "Landmarks", "Containers", "Headings", "Containers"])
        #expect(said.allSatisfy { $0.kind == .rotor })
    }

    @Test func headingsAndLinksMoveBetweenMatchesThenHitTheBoundary() {
        var voiceOver = VoiceOver(scene: TestScene(Self.routeScreen()))
        voiceOver.start()
        voiceOver.perform(script: [.rotorClockwise, .rotorClockwise])   // Links
        #expect(voiceOver.perform(.swipeDown).texts == ["Share. Link. End."])
        #expect(voiceOver.perform(.swipeDown).map(\.kind) == [.boundary])
        voiceOver.perform(.rotorCounterclockwise)                         // Headings
        #expect(voiceOver.perform(.swipeUp).texts == ["Route. Heading."])
        #expect(voiceOver.focusedElement?.id == "title")
    }

    @Test func containersAndLandmarksJumpToTheFirstElement() {
        var voiceOver = VoiceOver(scene: TestScene(Self.routeScreen()))
        voiceOver.start()
        voiceOver.perform(script: [.rotorCounterclockwise])                // Containers
        #expect(voiceOver.perform(.swipeDown).texts == ["Start. List Start."])
        #expect(voiceOver.perform(.swipeDown).texts == ["Map. Landmark."])
        #expect(voiceOver.perform(.swipeDown).map(\.kind) == [.boundary])
        #expect(voiceOver.perform(.swipeUp).texts == ["Start. List Start."])
        voiceOver.perform(.rotorCounterclockwise)                          // Landmarks
        #expect(voiceOver.perform(.swipeDown).texts == ["Map. Landmark."])
    }

    @Test func aCustomRotorMovesThroughItsEntries() {
        var voiceOver = VoiceOver(scene: TestScene(Self.routeScreen()))
        voiceOver.start()
        voiceOver.perform(.swipeRight)                                     // into the list
        #expect(voiceOver.perform(.rotorClockwise).texts == ["Hazards"])
        #expect(voiceOver.perform(.swipeDown).texts == ["Creek crossing. Hazard."])
        #expect(voiceOver.perform(.swipeDown).texts == ["Busy road. Hazard. List End."])
        #expect(voiceOver.perform(.swipeDown).map(\.kind) == [.boundary])
        #expect(voiceOver.perform(.swipeUp).texts == ["Creek crossing. Hazard."])
        #expect(voiceOver.perform(.swipeUp).map(\.kind) == [.boundary])
    }

    @Test func aCustomRotorEntryLabelIsSpokenInsteadOfTheElement() {
        var screen = Self.routeScreen()
        screen.update("steps") {
            $0.customRotors = [CustomRotor(name: "Hazards", entries: [CustomRotor.Entry(target: "s4", label: "Busy road")])]
        }
        var voiceOver = VoiceOver(scene: TestScene(screen))
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .rotorClockwise])
        #expect(voiceOver.perform(.swipeDown).texts == ["Busy road"])
        #expect(voiceOver.focusedElement?.id == "s4")
    }

    @Test func aSystemTypedCustomRotorReplacesTheBuiltInItem() {
        var screen = Self.routeScreen()
        screen.root.customRotors = [CustomRotor(name: "Route headings", systemType: .heading,
                                                entries: [CustomRotor.Entry(target: "s3")])]
        var voiceOver = VoiceOver(scene: TestScene(screen))
        voiceOver.start()
        #expect(voiceOver.availableRotorItems().map(\.name) == ["Headings", "Links", "Landmarks", "Containers"])
        voiceOver.perform(.rotorClockwise)
        #expect(voiceOver.perform(.swipeDown).texts == ["Park"])
    }

    @Test func anItemNoLongerAvailableFallsBackToTheAutomaticChoice() {
        var shelter = element("shelter", "Shelter")
        shelter.customActions = [CustomAction(name: "Call")]
        var voiceOver = VoiceOver(scene: TestScene(elements: [shelter, element("b", "Plain", row: 1)]))
        voiceOver.start()
        #expect(voiceOver.perform(.rotorClockwise).texts == ["Actions"])
        #expect(voiceOver.perform(.rotorClockwise).texts == ["Actions"])
        voiceOver.perform(.swipeRight)
        #expect(voiceOver.rotorSelection == nil)
        #expect(voiceOver.perform(.rotorClockwise).isEmpty)
    }

    @Test func adjustValueIsARotorItemOnAdjustableElements() {
        let slider = AccessibilityElement(id: "s", label: "Volume", value: "5", traits: .adjustable)
        var voiceOver = VoiceOver(scene: TestScene(elements: [slider, element("h", "Title", traits: .header)]))
        voiceOver.start()
        #expect(voiceOver.perform(.rotorCounterclockwise).texts == ["Headings"])
        voiceOver.perform(.swipeUp)
        #expect(voiceOver.received.isEmpty)
        #expect(voiceOver.perform(.rotorClockwise).texts == ["Adjust Value"])
        voiceOver.perform(.swipeUp)
        #expect(voiceOver.received.map(\.action) == [.increment])
    }

    @Test func rotorEntriesThatCannotBeFocusedAreSkipped() {
        var screen = Self.routeScreen()
        screen.update("s2") { $0.isHidden = true }
        var voiceOver = VoiceOver(scene: TestScene(screen))
        voiceOver.start()
        voiceOver.perform(script: [.swipeRight, .rotorClockwise])
        #expect(voiceOver.perform(.swipeDown).texts == ["Busy road. Hazard. List End."])
    }

    @Test func theNearestRotorOfANameWins() {
        var screen = Self.routeScreen()
        screen.root.customRotors = [CustomRotor(name: "Hazards", entries: [CustomRotor.Entry(target: "title")])]
        var voiceOver = VoiceOver(scene: TestScene(screen))
        voiceOver.start()
        #expect(voiceOver.availableRotorItems().first == .custom("Hazards"))
        voiceOver.perform(.rotorClockwise)
        // From the title only the screen's rotor applies: its one entry is the title itself.
        #expect(voiceOver.perform(.swipeDown).map(\.kind) == [.boundary])
        voiceOver.perform(script: [.swipeRight, .swipeRight])
        // Inside the list, the list's own Hazards rotor is the one used.
        #expect(voiceOver.perform(.swipeDown).texts == ["Busy road. Hazard. List End."])
    }
}
