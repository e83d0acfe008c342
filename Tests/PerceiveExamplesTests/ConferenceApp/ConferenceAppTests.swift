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
        // The label is the file name; its underscore is spoken as a word break (docs/swiftui-defaults.md, Default
        // labels and traits).
        #expect(before.first { $0.elementID == "linkedin" }?.text == "linkedin logo. Link.")
        #expect(after.first { $0.elementID == "linkedin" }.map { SpokenText.matches($0.text, "LinkedIn account, link") } == true)
    }

    @Test func mapBecomesOneOpenInMapsButton() {
        // "When VoiceOver focus enters the map, every swipe takes you to another place." …
        // "For VoiceOver, I replaced all the map elements with one button: 'Open in Maps.'"
        let before = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .before)).text
            .split(separator: "\n").map(String.init)
        let after = VoiceOver.swipeThrough(scene: ConferenceAppScene(variant: .after)).text
            .split(separator: "\n").map(String.init)
        let banner = "Now: Information gets through, Great Hall"
        #expect(Array(before.suffix(10)) == ["Venue. Heading.", "Sports Centre", "Great Hall", "Café", "Arts Centre",
                                             "Hugh Owen Building", "C22", "Library", "Bus station", banner])
        #expect(Array(after.suffix(3)) == ["Venue. Heading.", "Open in Maps. Button.", banner])
    }

    @Test func openInMapsHandsOverToMaps() {
        var app = ConferenceAppScene(variant: .after)
        #expect(app.perform(.activate, on: "open-in-maps", at: .zero).isHandled)
        #expect(app.hasOpenedMaps)
    }

    @Test func largeTextKeepsTheTitleAndStacksTheRowAfterTheFix() throws {
        // "Based on that, I change the line limit from two to four." … "use ViewThatFits … the
        // fallback layout second." … "use the Large Content Viewer."
        let large = AccessibilitySettings(contentSize: .accessibilityExtraLarge)
        let after = ConferenceAppScene(variant: .after, settings: large).render()
        let before = ConferenceAppScene(variant: .before, settings: large).render()
        func element(_ id: ElementID, in screen: Screen) throws -> AccessibilityElement {
            try #require(screen.root.children.first { $0.id == id })
        }
        #expect(try element("title", in: after).visual?.lineLimit == 4)
        #expect(try element("title", in: before).visual?.lineLimit == 2)
        #expect(try element("title", in: before).visual?.isTruncated == true)
        let time = try #require(try element("time", in: after).frame)
        #expect(try #require(try element("location", in: after).frame).minY >= time.maxY)
        #expect(try element("location", in: before).visual?.isTruncated == true)
        #expect(try element("now-banner", in: after).largeContent?.title == "Now: Information gets through, Great Hall")
        #expect(try element("now-banner", in: after).visual?.maximumContentSize == .large)
        #expect(try element("now-banner", in: before).largeContent == nil)
        #expect(try #require(try element("now-banner", in: before).frame).height > 44)
        #expect(after.settings == large)
    }

    @Test func defaultSizeKeepsTwoLinesAndOneRow() throws {
        let screen = ConferenceAppScene(variant: .after).render()
        #expect(screen.root.children.first { $0.id == "title" }?.visual?.lineLimit == 2)
        #expect(screen.root.children.first { $0.id == "location" }?.frame?.minY == 176)
    }

    @Test func catalogueBuildsTheSceneUnderTheSettingsGiven() throws {
        let example = try #require(ExampleCatalog.example(named: "conference-app"))
        let screen = example.makeScene(settings: AccessibilitySettings(contentSize: .accessibilityMedium)).render()
        #expect(screen.root.children.first { $0.id == "title" }?.visual?.lineLimit == 4)
    }
}
