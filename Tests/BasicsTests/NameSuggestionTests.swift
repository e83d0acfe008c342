import Basics
import Testing

/// "Did you mean …?": which names count as typos of which, and the one wording.
@Suite struct NameSuggestionTests {
    /// The trait names of the snapshot format, a realistic list of candidates.
    static let traitNames = [
        "button", "link", "image", "selected", "playsSound", "keyboardKey", "staticText", "summaryElement",
        "notEnabled", "updatesFrequently", "searchField", "startsMediaSession", "adjustable",
        "allowsDirectInteraction", "causesPageTurn", "tabBar", "header", "webContent", "textEntry", "isEditing",
        "secureTextField", "backButton", "tabButton", "supportsZoom", "textArea", "toggle",
    ]

    @Test(arguments: [
        ("buton", "button"), ("lable", "label"), ("Header", "header"), ("notenabled", "notEnabled"),
        ("selcted", "selected"), ("toggel", "toggle"),
    ])
    func suggestsTheNearestName(typo: String, expected: String) {
        #expect(NameSuggestion.nearest(to: typo, in: Self.traitNames + ["label"]) == expected)
    }

    @Test(arguments: ["c", "xyzzy", "bu"])
    func suggestsNothingForAWordThatIsNotATypo(word: String) {
        #expect(NameSuggestion.nearest(to: word, in: ["a", "button", "image"]) == nil)
    }

    @Test func editDistanceCountsASwapOfNeighboursAsOneEdit() {
        #expect(NameSuggestion.editDistance("lable", "label") == 1)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
    }

    @Test func wordsASuggestionAsOneSentence() {
        #expect(NameSuggestion.didYouMean("fromat", in: ["format", "help"], prefix: "--") == " Did you mean '--format'?")
        #expect(NameSuggestion.didYouMean("xyzzy", in: ["format", "help"]) == "")
        #expect(NameSuggestion.hint(for: "buton", in: ["button", "link"]) == ". Did you mean 'button'?")
        #expect(NameSuggestion.hint(for: "xyzzy", in: ["button", "link"]) == " (expected one of: button, link)")
    }

    @Test func prefersTheFirstInAlphabeticalOrderOfEquallyNearNames() {
        #expect(NameSuggestion.nearest(to: "AX7", in: ["AX5", "AX2", "AX1"]) == "AX1")
    }
}
