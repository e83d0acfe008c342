import Foundation
import SwiftSyntaxSupport
import Testing

/// One pass finds each byte string wherever `String.containsBytes(_:)` finds it alone.
@Suite struct ByteStringsTests {
    @Test func findsWhichStringsOccur() {
        let strings = ByteStrings(["SwiftUI", "UIKit", "View", "Gesture"])
        #expect(strings.occurring(in: "import SwiftUI\nstruct Row: View {}") == [true, false, true, false])
        #expect(strings.anyOccurs(in: "import SwiftUI"))
        #expect(!strings.anyOccurs(in: "import Foundation\nstruct Model {}"))
    }

    @Test func findsOverlappingStrings() {
        let strings = ByteStrings(["abab", "bab", "aba", "b", "abc"])
        #expect(strings.occurring(in: "xababx") == [true, true, true, true, false])
        #expect(ByteStrings(["aa", "aaa"]).occurring(in: "aaa") == [true, true], "one starting inside another's start")
        #expect(ByteStrings(["accessibility", "accessibilityLabel"]).occurring(in: "accessibilityLabel") == [true, true])
    }

    @Test func findsAStringEndingTheBuffer() {
        let strings = ByteStrings(["View", "iew", "w", "Views"])
        #expect(strings.occurring(in: "some View") == [true, true, true, false])
        #expect(strings.occurring(in: "Vie") == [false, false, false, false], "a string cut off by the end")
        #expect(ByteStrings(["View"]).occurring(in: "View") == [true], "the whole buffer")
    }

    @Test func withoutStringsFindsNothing() {
        let none = ByteStrings([])
        #expect(none.occurring(in: "anything") == [])
        #expect(!none.anyOccurs(in: "anything"))
        #expect(!none.anyOccurs(in: Data()))
    }

    @Test func theEmptyStringOccursEverywhere() {
        let strings = ByteStrings(["", "x"])
        #expect(strings.occurring(in: "") == [true, false])
        #expect(strings.anyOccurs(in: ""))
        #expect(strings.occurring(in: "x") == [true, true])
    }

    @Test func readsMultiByteUTF8AsBytes() {
        let strings = ByteStrings(["naïve", "✓", "🙂", "ï", "e\u{301}", "\u{301}"])
        #expect(strings.occurring(in: "let é = \"naïve ✓\"") == [true, true, false, true, false, false])
        #expect(strings.occurring(in: "cafe\u{301} 🙂") == [false, false, true, false, true, true],
                "bytes, not characters: a decomposed é holds an e followed by its accent")
    }

    @Test func dataAndTextGiveTheSameAnswers() {
        let strings = ByteStrings(["perceive:ignore", "#Preview", "some View", "gesture"])
        for text in ["", "#Preview { Row() }", "var body: some View", "// perceive:ignore x", "swipe gesture", "gestur"] {
            #expect(strings.occurring(in: Data(text.utf8)) == strings.occurring(in: text), "\(text)")
            #expect(strings.anyOccurs(in: Data(text.utf8)) == strings.anyOccurs(in: text), "\(text)")
        }
    }

    @Test func answersAsOneSearchPerString() {
        let needles = ["ab", "ba", "abc", "c", "cab", "é", "bé", "aa", "zz"]
        let strings = ByteStrings(needles)
        for text in ["", "a", "ab", "abcab", "cabé", "baaa", "éé", "zab", "aéb", "abcabcab"] {
            #expect(strings.occurring(in: text) == needles.map { text.containsBytes($0) }, "\(text)")
            #expect(strings.anyOccurs(in: text) == needles.contains { text.containsBytes($0) }, "\(text)")
        }
    }
}
