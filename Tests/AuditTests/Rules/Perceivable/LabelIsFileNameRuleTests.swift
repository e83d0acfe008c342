import AccessibilityTree
@testable import Audit
import Testing

@Suite struct LabelIsFileNameRuleTests {
    @Test(arguments: ["dog_photo_1", "IMG_2041.png", "icon-heart", "heartFill", "person.crop.circle",
                      "heart.fill", "photo.JPG", "ic-close", "banner-2"])
    func assetNamesAreRecognised(_ label: String) {
        #expect(FileNameLabel.matches(label))
    }

    @Test(arguments: ["Favorite", "iPhone", "macOS", "e-mail", "apple.com", "Layla sleeping", "Wi-Fi",
                      "YouTube", "Dr.", "v2"])
    func wordsForPeopleAreNot(_ label: String) {
        #expect(!FileNameLabel.matches(label))
    }

    /// Swiftfin's `PillGroup`: `Text(displayTitle)`, lowered with no caller, shows the stand-in
    /// "displayTitle". A text reads the words it shows; an image or a control named so does not.
    @Test func aTextReadsWhatItShowsAnImageOrControlReadsItsFileName() {
        let screen = Screen(elements: [
            AccessibilityElement(id: "title", label: "displayTitle", traits: [.staticText, .header]),
            AccessibilityElement(id: "caption", label: "photo_caption", traits: .staticText),
            AccessibilityElement(id: "badge", label: "tomatoFresh", traits: .image),
            AccessibilityElement(id: "add", label: "addReaction", traits: [.staticText, .button]),
        ])
        let reported = LabelIsFileNameRule(configuration: RuleConfiguration())
            .check(screen, in: TreeContext(file: "PillGroup.swift")).map(\.location.elementPath)
        #expect(reported == ["badge", "add"])
    }
}
