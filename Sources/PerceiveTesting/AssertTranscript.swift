import AccessibilityTree
import AssistiveTechnologies
import Scenes
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Checks what VoiceOver says on `scene` against `expected`, one utterance per line (hints
/// indented by two spaces); a mismatch fails the test with a line diff.
///
/// Works under Swift Testing (the failure is an `Issue`) and XCTest (`XCTFail`):
///
/// ```swift
/// @Test func dogPicker() {
///     assertTranscript(of: ExceptionalDogsScene(variant: .after), gestures: "up,right", matches: """
///         Dog picker, Pinky, adjustable
///           Swipe up or down with one finger to adjust the value.
///         Layla
///         Favorite, off, button
///         """)
/// }
/// ```
///
/// - Parameters:
///   - gestures: a gesture script ("right,right,up,doubletap"); nil swipes through the screen.
///   - matching: `.spokenWords` (default) ignores case and punctuation; `.exact` does not.
public func assertTranscript(
    of scene: some Scene, gestures: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    matches expected: String, matching: TranscriptMatching = .spokenWords,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = transcriptText(of: scene, gestures: gestures, settings: settings, at: location) else { return }
    if let mismatch = matching.mismatch(expected: expected, actual: actual) { location.fail(mismatch) }
}

/// Checks what VoiceOver says on `scene` against the transcript kept in
/// `__Transcripts__/<TestName>.txt` beside the test file, writing it on the first run or when
/// `record` is true (which also fails the test, so a recording is always looked at).
///
/// - Parameter name: tells apart several transcripts in one test (`<TestName>-<name>.txt`).
public func assertTranscript(
    of scene: some Scene, gestures: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    named name: String? = nil, record: Bool = false, matching: TranscriptMatching = .spokenWords,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertTranscript(of: scene, gestures: gestures, settings: settings,
                     in: TranscriptFile(testFilePath: "\(filePath)", testName: testName, name: name),
                     record: record, matching: matching, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks what VoiceOver says on `scene` against the transcript in `file`, writing it when the
/// file is missing or `record` is true (which also fails the test).
public func assertTranscript(
    of scene: some Scene, gestures: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    in file: TranscriptFile, record: Bool = false, matching: TranscriptMatching = .spokenWords,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = transcriptText(of: scene, gestures: gestures, settings: settings, at: location) else { return }
    if let message = file.check(actual, record: record, matching: matching).failureMessage { location.fail(message) }
}

/// `assertTranscript(of:…matches:)` for a snapshot: the screen played with its declared behaviours.
public func assertTranscript(
    of snapshot: Snapshot, gestures: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    matches expected: String, matching: TranscriptMatching = .spokenWords,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertTranscript(of: StaticScene(snapshot: snapshot), gestures: gestures, settings: settings, matches: expected,
                     matching: matching, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertTranscript(of:…record:)` for a snapshot.
public func assertTranscript(
    of snapshot: Snapshot, gestures: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    named name: String? = nil, record: Bool = false, matching: TranscriptMatching = .spokenWords,
    testName: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertTranscript(of: StaticScene(snapshot: snapshot), gestures: gestures, settings: settings, named: name,
                     record: record, matching: matching, testName: testName, fileID: fileID, filePath: filePath,
                     line: line, column: column)
}

/// The transcript as text, or nil after reporting a gesture script that could not be read.
private func transcriptText(of scene: some Scene, gestures: String?, settings: AccessibilitySettings,
                            at location: AssertionLocation) -> String? {
    do {
        return TranscriptText.text(of: try TranscriptRecording.transcript(of: scene, gestures: gestures,
                                                                          settings: settings))
    } catch {
        location.fail("Gesture script: \(error)")
        return nil
    }
}

/// Where an assertion was written, and how to report its failure to the running test framework.
struct AssertionLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Records `message` as a failure: an `Issue` when Swift Testing runs the current test,
    /// else `XCTFail`.
    func fail(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #endif
    }
}
