import Foundation

/// A transcript kept in a file beside the test that checks it:
/// `<folder of the test file>/__Transcripts__/<TestName>.txt`.
///
/// The first run (or any run with `record: true`) writes what VoiceOver said; later runs compare
/// with the file, so a change in what people hear shows up as a failing test with a line diff.
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
    public enum Outcome: Hashable, Sendable {
        case matched
        /// The file was written; the message says where, for the person to check it.
        case recorded(String)
        /// The transcript differs: a readable line diff.
        case mismatched(String)
        /// The file could not be read or written.
        case failed(String)

        /// The failure message to report, nil when the transcript matched.
        public var failureMessage: String? {
            switch self {
            case .matched: nil
            case .recorded(let message), .mismatched(let message), .failed(let message): message
            }
        }
    }

    /// Writes `transcript` when the file is missing or `record` is true; otherwise compares.
    public func check(_ transcript: String, record: Bool = false,
                      matching: TranscriptMatching = .spokenWords) -> Outcome {
        let exists = FileManager.default.fileExists(atPath: url.path)
        if record || !exists {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                // Atomic: written to a temporary file and renamed, never half-written.
                try Data(transcript.utf8).write(to: url, options: .atomic)
            } catch {
                return .failed("Cannot write the transcript to \(url.path): \(error.localizedDescription)")
            }
            return .recorded("Recorded the transcript to \(url.path). Check it, then run the test again"
                + (record ? " with record: false." : "."))
        }
        let expected: String
        do {
            expected = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return .failed("Cannot read the transcript \(url.path): \(error.localizedDescription)")
        }
        guard let mismatch = matching.mismatch(expected: expected, actual: transcript) else { return .matched }
        return .mismatched("\(url.lastPathComponent): \(mismatch)")
    }
}
