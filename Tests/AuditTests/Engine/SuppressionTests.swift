import Audit
import Testing

@Suite struct SuppressionTests {
    @Test(arguments: [
        ("// perceive:ignore missing-label — decorative", ["missing-label"], "decorative", false),
        ("// perceive:ignore a-rule, b-rule -- covered by the caption", ["a-rule", "b-rule"], "covered by the caption", false),
        ("// perceive:ignore-file a-rule - generated", ["a-rule"], "generated", true),
        ("//perceive:ignore a-rule", ["a-rule"], nil, false),
        ("// perceive:ignore a-rule —   ", ["a-rule"], nil, false),
    ] as [(String, [String], String?, Bool)])
    func parsesComments(comment: String, ids: [String], reason: String?, isFileWide: Bool) throws {
        let suppression = try #require(Suppression.parse(comment: comment, line: 3, column: 5))
        #expect(suppression.ruleIDs == ids)
        #expect(suppression.reason == reason)
        #expect(suppression.isFileWide == isFileWide)
    }

    @Test func otherCommentsAreNotSuppressions() {
        #expect(Suppression.parse(comment: "// perceive:ignored a-rule — x", line: 1, column: 1) == nil)
        #expect(Suppression.parse(comment: "// note: perceive:ignore a-rule — x", line: 1, column: 1) == nil)
    }
}
