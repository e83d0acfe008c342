import Foundation

/// A text kept in a file beside the test that checks it (a transcript, a report): the first
/// run writes it, later runs compare with it.
///
/// One switch records every golden file again after an intended change: run the tests with
/// `PERCEIVE_RECORD=1` (or pass `record: true` for one check). A recording always fails the
/// check, so a person looks at it. A mismatch writes the new text beside the file as
/// `<name>.actual` (ignored by git) for comparing with a diff tool; a match removes it.
public struct GoldenFile: Hashable, Sendable {
    /// The environment variable that, set to `1`, records every golden file again.
    public static let recordVariable = "PERCEIVE_RECORD"

    /// Whether `PERCEIVE_RECORD=1` is set.
    public static var recordsAll: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    public var url: URL
    /// What the file holds, for messages: "transcript", "report".
    public var kind: String

    public init(url: URL, kind: String) {
        self.url = url
        self.kind = kind
    }

    /// Where a mismatching text is written.
    public var actualURL: URL { url.appendingPathExtension("actual") }

    /// What came of checking a text against the file.
    public enum Outcome: Hashable, Sendable {
        case matched
        /// The file was written; the message says where, for the person to check it.
        case recorded(String)
        /// The text differs: the message shows how.
        case mismatched(String)
        /// The file could not be read or written.
        case failed(String)

        /// The failure message to report, nil when the text matched.
        public var failureMessage: String? {
            switch self {
            case .matched: nil
            case .recorded(let message), .mismatched(let message), .failed(let message): message
            }
        }
    }

    /// Writes `actual` when the file is missing, `record` is true or `PERCEIVE_RECORD=1` is set;
    /// otherwise compares, `mismatch` telling how the expected text and `actual` differ (nil
    /// when they match).
    public func check(_ actual: String, record: Bool = false,
                      mismatch: (_ expected: String, _ actual: String) -> String?) -> Outcome {
        let recordsAll = Self.recordsAll
        if record || recordsAll || !FileManager.default.fileExists(atPath: url.path) {
            do {
                try write(actual, to: url)
            } catch {
                return .failed("Cannot write the \(kind) to \(url.path): \(error.localizedDescription)")
            }
            let again = record ? " with record: false." : recordsAll ? " without \(Self.recordVariable)=1." : "."
            return .recorded("Recorded the \(kind) to \(url.path). Check it, then run the test again" + again)
        }
        let expected: String
        do {
            expected = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return .failed("Cannot read the \(kind) \(url.path): \(error.localizedDescription)")
        }
        guard let difference = mismatch(expected, actual) else {
            try? FileManager.default.removeItem(at: actualURL)
            return .matched
        }
        try? write(actual, to: actualURL)
        return .mismatched("\(url.lastPathComponent): \(difference)\nThe new \(kind) is in \(actualURL.lastPathComponent); "
            + "if the change is intended, run the tests with \(Self.recordVariable)=1.")
    }

    /// Writes `text` atomically (a temporary file, then a rename), never half-written.
    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }
}
