import Basics
import Foundation
import Testing

/// `trimmingWhitespace` gives what Foundation's trimming of white space and newlines gives,
/// whether it takes the short way (plain ASCII ends) or not.
@Suite struct TrimmingWhitespaceTests {
    @Test(arguments: [
        "Play", "  Play ", "\tPlay\n", "Play\r\n", "", " ", "\n\n", "a", "Dürer", "Ünïcode ends ü",
        "\u{00A0}non-breaking\u{00A0}", "\u{2003}em space", "line\u{2028}", "\u{0085}next line\u{0085}",
        "\u{1F}unit separator", "emoji 🎵", "🎵", "x\u{0301}", "\u{7F}",
    ])
    func givesWhatFoundationGives(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func keepsTextWithPlainEndsAsItIs() {
        #expect("Add to cart".trimmingWhitespace == "Add to cart")
        #expect(" Add to cart\n".trimmingWhitespace == "Add to cart")
        #expect("\u{00A0}".trimmingWhitespace.isEmpty)
    }
}
