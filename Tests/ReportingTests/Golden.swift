import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<suite>/<name>` beside this test file.
///
/// A missing golden file is written and the test fails once, asking for a review; set
/// `PERCEIVE_RECORD_SNAPSHOTS=1` to rewrite every golden after an intended change.
func expectGolden(_ actual: String, suite: String, name: String, filePath: String = #filePath,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = folder.appendingPathComponent(name)
    let isRecording = ProcessInfo.processInfo.environment["PERCEIVE_RECORD_SNAPSHOTS"] == "1"
    guard !isRecording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: file, options: .atomic)
        Issue.record("Recorded the golden file \(file.path); review it and run the tests again.", sourceLocation: sourceLocation)
        return
    }
    if actual != expected {
        let actualFile = file.appendingPathExtension("actual")
        try? Data(actual.utf8).write(to: actualFile, options: .atomic)
        Issue.record("""
            The output differs from \(file.path). The new output is in \(actualFile.path): \
            compare them, and if the change is intended run with PERCEIVE_RECORD_SNAPSHOTS=1.
            """, sourceLocation: sourceLocation)
    }
}
