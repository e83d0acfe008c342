@testable import SwiftUIFrontEnd
import Testing

/// Expressions quoted in messages: one line, spaces around each line dropped, at most 60 characters.
@Suite struct ClippedTextTests {
    @Test func joinsLinesWithoutTheSpacesAroundThem() {
        #expect("  Text(title)\n\t    .bold()  \r\n .padding()".clipped == "Text(title) .bold() .padding()")
        #expect("\u{00A0}value\u{3000}".clipped == "value")
        #expect("a\n\n b".clipped == "a b")
    }

    @Test func keepsShortTextAsItIs() {
        #expect("model.title".clipped == "model.title")
        #expect("".clipped == "")
        #expect(String(repeating: "x", count: 60).clipped.count == 60)
    }

    @Test func cutsLongTextWithAnEllipsis() {
        #expect(String(repeating: "x", count: 61).clipped == String(repeating: "x", count: 57) + "…")
    }
}
