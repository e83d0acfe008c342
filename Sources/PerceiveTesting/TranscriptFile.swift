import Foundation

/// A transcript kept in a file beside the test that checks it:
/// `<folder of the test file>/__Transcripts__/<TestName>.txt`.
///
/// The first run (or any run with `record: true` or `PERCEIVE_RECORD=1`) writes what VoiceOver
/// said; later runs compare with the file, so a change in what people hear shows up as a failing
/// test with a line diff (`GoldenFile`).
public struct TranscriptFile: Hashable, Sendable {
    /// The folder beside the test file that holds the transcripts.
    public static let folderName = "__Transcripts__"

    public var url: URL

    public init(url: URL) { self.url = url }

    /// The file for the test `testName` (`#function`, as "swipeThrough()") declared in the file
    /// at `testFilePath` (`#filePath`); `name` tells apart several transcripts of one test.
    public init(testFilePath: String, testName: String, name: String? = nil) {
        let base = String(testName.prefix { $0 != "(" })
        let fileName = [base, name].compactMap { $0 }.joined(separator: "-")
            .map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }
        url = URL(fileURLWithPath: testFilePath).deletingLastPathComponent()
            .appendingPathComponent(Self.folderName)
            .appendingPathComponent(String(fileName) + ".txt")
    }

    /// What came of checking a transcript against the file.
    public typealias Outcome = GoldenFile.Outcome

    /// Writes `transcript` when the file is missing, `record` is true or `PERCEIVE_RECORD=1` is
    /// set; otherwise compares.
    public func check(_ transcript: String, record: Bool = false,
                      matching: TranscriptMatching = .spokenWords) -> Outcome {
        GoldenFile(url: url, kind: "transcript").check(transcript, record: record) { expected, actual in
            matching.mismatch(expected: expected, actual: actual)
        }
    }
}
