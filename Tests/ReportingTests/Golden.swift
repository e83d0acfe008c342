import Foundation
import PerceiveTesting
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<suite>/<name>` beside this test file
/// (`GoldenFile`): a missing file is written and the test fails once, asking for a review; run
/// with `PERCEIVE_RECORD=1` to rewrite every golden file after an intended change.
func expectGolden(_ actual: String, suite: String, name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite).appendingPathComponent(name)
    let outcome = GoldenFile(url: file, kind: "report").check(actual) { expected, actual in
        guard expected != actual else { return nil }
        let lines = { (text: String) in text.components(separatedBy: "\n") }
        return "The report differs (− expected, + actual):\n" + LineDiff(expected: lines(expected), actual: lines(actual)).description
    }
    if let message = outcome.failureMessage { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}
