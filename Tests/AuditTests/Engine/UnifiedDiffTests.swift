@testable import Audit
import Testing

@Suite struct UnifiedDiffTests {
    let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

    @Test func oneChangedLineHasThreeLinesOfContext() {
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n")
        #expect(UnifiedDiff.make(from: old, to: new, path: "V.swift") == """
            --- a/V.swift
            +++ b/V.swift
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9

            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let new = old.replacingOccurrences(of: "line 1\n", with: "").replacingOccurrences(of: "line 12\n", with: "line 12\nline 13\n")
        #expect(UnifiedDiff.make(from: old, to: new, path: "V.swift") == """
            --- a/V.swift
            +++ b/V.swift
            @@ -1,4 +1,3 @@
            -line 1
             line 2
             line 3
             line 4
            @@ -10,3 +9,4 @@
             line 10
             line 11
             line 12
            +line 13

            """)
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(UnifiedDiff.make(from: "a\nb", to: "a\nc", path: "x") == """
            --- a/x
            +++ b/x
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.make(from: old, to: old, path: "x").isEmpty)
    }
}
