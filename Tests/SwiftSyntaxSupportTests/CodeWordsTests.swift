import SwiftSyntaxSupport
import Testing

/// The words of code are found outside comments and string literals, inside interpolations, as
/// written and without their backquote, `$` or `#`, by whole word or by ending; a text the scan
/// cannot be sure of gives no answer. A file's words read once give the same answers.
@Suite struct CodeWordsTests {
    /// What the scan of `text` answers; the words read once (`CodeWordSet`) must answer the same.
    func occur(_ words: Set<String>, endings: [String] = [], in text: String) -> Bool? {
        let looked = CodeWords(words: words, endings: endings)
        let answer = looked.occur(in: Array(text.utf8))
        #expect(CodeWordSet(Array(text.utf8)).map { $0.contain(looked) } == answer, "the words read once: \(text)")
        return answer
    }

    @Test func aWordOfCodeIsFoundWhole() {
        #expect(occur(["Text"], in: "let title = Text(\"Hello\")") == true)
        #expect(occur(["Text"], in: "let title = TextField(\"Hello\")") == false, "a longer word is another word")
        #expect(occur(["Text"], in: "let title = richText") == false)
    }

    @Test func commentsAndStringLiteralsHoldNoWordOfCode() {
        #expect(occur(["Text"], in: "// Text(\"Hello\")\nlet a = 1") == false)
        #expect(occur(["Text"], in: "/* Text /* nested */ Text */\nlet a = 1") == false)
        #expect(occur(["Text"], in: "let a = \"Text(1)\"") == false)
        #expect(occur(["Text"], in: "let a = \"\"\"\n    Text\n    \"\"\"") == false)
        #expect(occur(["Text"], in: "let a = #\"Text \\(\"#") == false)
    }

    @Test func theCodeOfAnInterpolationIsRead() {
        #expect(occur(["Text"], in: "let a = \"\\(Text(\"x\"))\"") == true)
        #expect(occur(["size"], in: "let a = \"font \\(font.pointSize) and \\(\"\\(size)\")\"") == true, "nested")
    }

    @Test func aMarkedWordIsReadAsWrittenAndWithoutItsMark() {
        #expect(occur(["Text"], in: "let a = `Text`(\"x\")") == true)
        #expect(occur(["Preview"], in: "#Preview { Badge() }") == true)
        #expect(occur(["#Preview"], in: "#Preview { Badge() }") == true)
        #expect(occur(["binding"], in: "Toggle(isOn: $binding)") == true)
    }

    @Test func aWordIsFoundByItsEnding() {
        #expect(occur([], endings: ["Chart"], in: "SalesChart(data: points)") == true)
        #expect(occur([], endings: ["Chart"], in: "Chart(data: points)") == true)
        #expect(occur([], endings: ["Chart"], in: "let chartData = points") == false)
        #expect(occur([], endings: ["Chart"], in: "// SalesChart") == false)
    }

    @Test func aTextTheScanCannotBeSureOfGivesNoAnswer() {
        #expect(occur(["Text"], in: "let pattern = /Text+/") == nil, "a regex literal")
        #expect(occur(["Text"], in: "let a = \"Text") == nil, "a literal left open")
    }
}
