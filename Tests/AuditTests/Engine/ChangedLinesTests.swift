@testable import Audit
import Foundation
import TestSupport
import Testing

@Suite struct ChangedLinesTests {
    @Test func readsAddedLinesFromAZeroContextDiff() {
        let diff = """
            diff --git a/App/View.swift b/App/View.swift
            --- a/App/View.swift
            +++ b/App/View.swift
            @@ -3 +3 @@ struct V {
            -old
            +new
            @@ -10,0 +11,2 @@
            +added
            +added
            @@ -20,2 +21,0 @@
            -gone
            -gone
            diff --git a/Old.swift b/Old.swift
            --- a/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            """
        let changed = ChangedLines.parse(diff: diff, root: "/repo")
        #expect(changed.lines == ["/repo/App/View.swift": [3, 11, 12]])
    }

    @Test func keepsFindingsOnChangedLinesOnly() {
        let changed = ChangedLines(lines: [ChangedLines.absolute("App/View.swift"): [3]])
        let on = Finding(ruleID: "r", severity: .error, message: "m", location: FindingLocation(file: "App/View.swift", line: 3))
        var off = on
        off.location.line = 4
        #expect(changed.contains(on))
        #expect(!changed.contains(off))
    }

    @Test func outsideAGitRepositoryIsAClearError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: AuditError.git("--changed-since needs a git repository, and '\(folder.path)' is not in one")) {
            try ChangedLines.since("main", in: folder.path)
        }
    }
}
