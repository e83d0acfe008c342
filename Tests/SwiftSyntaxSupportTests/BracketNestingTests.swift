import Foundation
import SwiftSyntaxSupport
import Testing

/// The nesting read from a file's bytes (`Data`) is the nesting read from its text.
@Suite struct BracketNestingTests {
    static let texts: [String] = [
        "",
        "let a = f(x[0], { $0 })",
        "let a = [[[1]]]",
        "))]]}} let a = [1]",
        "let é = \"naïve ✓ 🙂 ([{\" // ((",
        String(repeating: "[", count: 13) + String(repeating: "]", count: 13),
        String(repeating: "(", count: 257),
    ]

    @Test func readsDepthsOfEveryKindOfBracket() {
        let nesting = BracketNesting("let a = f(x[0], { [[$0]] })")
        #expect(nesting.depth == 4)
        #expect(nesting.squareDepth == 2)
        #expect(BracketNesting(")))(").depth == 1, "closing brackets past the start count from zero")
        #expect(BracketNesting("").depth == 0)
    }

    @Test(arguments: texts)
    func bytesAndTextHaveTheSameNesting(_ text: String) {
        #expect(BracketNesting(Data(text.utf8)) == BracketNesting(text))
    }

    @Test func namesWhatMakesAFileUnreadable() {
        #expect(BracketNesting(Data((String(repeating: "[", count: 13)).utf8)).problem
                == "square brackets nest 13 levels deep; past 12 the Swift parser takes exponential time, so the file is not audited")
        #expect(BracketNesting(Data((String(repeating: "{", count: 257)).utf8)).problem
                == "brackets nest 257 levels deep, past the 256 the Swift parser reads; not audited")
        #expect(BracketNesting(Data((String(repeating: "[", count: 12)).utf8)).problem == nil)
    }
}
