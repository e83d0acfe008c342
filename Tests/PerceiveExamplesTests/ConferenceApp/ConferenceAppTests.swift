import AccessibilityTree
import AssistiveTechnologies
import PerceiveExamples
import Testing

/// The conference talk's SwiftUI demo app: favourites, the LinkedIn link, the venue map.
@Suite struct ConferenceAppTests {
    @Test func favouriteSaysWhatItWillDo() throws {
        // "If it is not a favourite, VoiceOver says, 'Add to favourites.' If it is already a
        // favourite, it says, 'Remove from favourites.'"
        try walk(ConferenceAppScene(variant: .after), [
            TalkStep("right,right", "Information gets through. Heading.", "Add to favourites. Button."),
            TalkStep("doubletap", "Remove from favourites. Button."),
            TalkStep("doubletap", "Add to favourites. Button."),
        ])
    }

    @Test func beforeFavouriteSaysTheSameInBothStates() throws {
        try walk(ConferenceAppScene(variant: .before), [
            TalkStep("right,right", "Information gets through. Heading.", "Favourite. Button."),
            TalkStep("doubletap"),
        ])
    }

    @Test func linkedInLinkSaysWhereItGoes() {
        // "VoiceOver was only reading the image's file name … I hid the image from VoiceOver …
        // Then I gave the button the accessibility label 'LinkedIn account.'"
        let before = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .before)).utterances
        let after = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .after)).utterances
        #expect(before.first { $0.elementID == "linkedin" }?.text == "linkedin_logo. Link. Image.")
        #expect(after.first { $0.elementID == "linkedin" }.map { SpokenText.matches($0.text, "LinkedIn account, link") } == true)
    }

    @Test func mapBecomesOneOpenInMapsButton() {
        // "When VoiceOver focus enters the map, every swipe takes you to another place." …
        // "For VoiceOver, I replaced all the map elements with one button: 'Open in Maps.'"
        let before = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .before)).text
            .split(separator: "\n").map(String.init)
        let after = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .after)).text
            .split(separator: "\n").map(String.init)
        #expect(Array(before.suffix(9)) == ["Venue. Heading.", "Great Hall", "Arts Centre", "Hugh Owen Building", "C22",
                                            "Library", "Bus station", "Sports Centre", "Café"])
        #expect(Array(after.suffix(2)) == ["Venue. Heading.", "Open in Maps. Button."])
    }

    @Test func openInMapsHandsOverToMaps() {
        var app = ConferenceAppScene(variant: .after)
        #expect(app.perform(.activate, on: "open-in-maps", at: .zero).isHandled)
        #expect(app.hasOpenedMaps)
    }
}
