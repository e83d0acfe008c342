import PerceiveTesting
import Testing

@Suite struct TranscriptMatchingTests {
    @Test func mismatchIsAReadableLineDiff() {
        let message = TranscriptMatching.spokenWords.mismatch(
            expected: "Pinky\nLayla\nBro\nFavorite off button\n",
            actual: "Pinky\nLayla\nPudding\nFavorite: off. Button.\n  Actions available.\n")
        #expect(message == """
            Transcript does not match (− expected, + actual):
              Pinky
              Layla
            − Bro
            + Pudding
              Favorite: off. Button.
            +   Actions available.
            """)
    }

    @Test func exactMatchingCountsPunctuation() {
        #expect(TranscriptMatching.exact.mismatch(expected: "Favorite, off, button", actual: "Favorite: off. Button.") != nil)
        #expect(TranscriptMatching.spokenWords.mismatch(expected: "Favorite, off, button",
                                                        actual: "Favorite: off. Button.") == nil)
    }

    @Test func indentationStillCounts() {
        #expect(TranscriptMatching.spokenWords.mismatch(expected: "Layla\nSwipe up", actual: "Layla\n  Swipe up") != nil)
    }

    @Test func lineDiffOfEqualTextsHasNoDifferences() {
        let diff = LineDiff(expected: ["a", "b"], actual: ["a", "b"])
        #expect(!diff.hasDifferences)
        #expect(diff.description == "  a\n  b")
    }
}
