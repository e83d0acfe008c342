@testable import SwiftUIFrontEnd
import Testing

/// Expressions quoted in messages: one line, spaces around each line dropped, at most 60 characters.
@Suite struct ClippedTextTests {
    @Test func joinsLinesWithoutTheSpacesAroundThem() {
        #expect("  Text(title)\n\t    .bold()  \r\n .padding()".clipped == "Text(title) .bold() .padding()")
        #expect("\u{00A0}value\u{3000}".clipped == "value")
        #expect("a\n\n b".clipped == "a b")
        #expect("a\n \t \nb".clipped == "a  b")
        #expect("a\u{0B}b\u{0C}c\rd".clipped == "a b c d")
        #expect(" \n ".clipped == " ")
    }

    @Test func keepsShortTextAsItIs() {
        #expect("model.title".clipped == "model.title")
        #expect("".clipped == "")
        #expect(String(repeating: "x", count: 60).clipped.count == 60)
    }

    @Test func cutsLongTextWithAnEllipsis() {
        #expect(String(repeating: "x", count: 61).clipped == String(repeating: "x", count: 57) + "…")
    }

    /// ASCII text at the limit: 60 characters once joined stay, 61 are cut; "\r\n" is one line
    /// break, and the spaces around lines do not count.
    @Test func countsASCIITextOnceJoined() {
        let thirty = String(repeating: "x", count: 30)
        let twentyNine = String(repeating: "y", count: 29)
        #expect("\(thirty)\r\n\(twentyNine)".clipped == "\(thirty) \(twentyNine)")
        #expect("\(thirty)\r\n\(twentyNine)y".clipped == "\(thirty) \(twentyNine.prefix(26))…")
        #expect("  \(thirty)\(thirty)\t".clipped == thirty + thirty)
        #expect("\(thirty)\n\n\n   \(twentyNine)   ".clipped == "\(thirty) \(twentyNine)")
        #expect("\(thirty)\n\(thirty)\nz".clipped == "\(thirty) \(thirty.prefix(26))…")
    }

    /// Text that is not all ASCII counts characters, not bytes: "é" and "👍🏽" are one each.
    @Test func countsCharactersOfOtherText() {
        let fiftyNine = String(repeating: "x", count: 59)
        #expect("\(fiftyNine)é".clipped == "\(fiftyNine)é")
        #expect("\(fiftyNine)👍🏽".clipped == "\(fiftyNine)👍🏽")
        #expect("\(fiftyNine)éé".clipped == "\(fiftyNine.prefix(57))…")
        #expect(String(repeating: "é", count: 60).clipped == String(repeating: "é", count: 60))
        #expect(String(repeating: "é", count: 61).clipped == String(repeating: "é", count: 57) + "…")
        #expect("é\u{2028}\(fiftyNine)".clipped == "é \(fiftyNine.prefix(55))…")
    }

    /// The bytes of ASCII text give what its characters give, for every text of up to four of
    /// these pieces and for each of them around a line at the limit.
    @Test func readsASCIIAsItsCharactersRead() {
        let pieces = ["a", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}"]
        var texts = [""]
        for _ in 0..<4 { texts += texts.flatMap { text in pieces.map { text + $0 } } }
        let line = String(repeating: "x", count: 58)
        texts += pieces.flatMap { piece in [piece + line, line + piece, piece + line + piece + "a"] }
        for text in Set(texts) {
            #expect(text.clipped == text.clippedByCharacters, "\(text.debugDescription)")
        }
    }
}
