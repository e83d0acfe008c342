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
}
