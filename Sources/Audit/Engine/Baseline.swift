import Foundation

/// The findings a team has accepted for now, so the audit fails only on new ones.
///
/// Written by `perceive audit --write-baseline FILE`, read by `--baseline FILE`. A finding is
/// matched by rule id, file and fingerprint (the rule, the trimmed text of its line and its
/// element path), never by line number, so code moving up or down keeps it matched. Matching
/// counts: two identical findings in the baseline excuse two, not three.
public struct Baseline: Hashable, Sendable {
    public struct Entry: Hashable, Codable, Sendable, Comparable {
        public var ruleID: String
        public var file: String
        public var fingerprint: String

        public init(ruleID: String, file: String, fingerprint: String) {
            self.ruleID = ruleID
            self.file = file
            self.fingerprint = fingerprint
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.ruleID, lhs.fingerprint) < (rhs.file, rhs.ruleID, rhs.fingerprint)
        }
    }

    public static let format = "perceive-baseline"

    /// Sorted, so the file is the same for the same findings.
    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// A baseline accepting every finding in `findings`.
    public init(findings: [Finding]) {
        self.init(entries: findings.map(Baseline.entry(for:)))
    }

    static func entry(for finding: Finding) -> Entry {
        Entry(ruleID: finding.ruleID, file: finding.location.file,
              fingerprint: finding.fingerprint ?? Fingerprint.of(ruleID: finding.ruleID, lineText: finding.message,
                                                                  elementPath: finding.location.elementPath))
    }

    /// The findings the baseline does not account for.
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let entry = Baseline.entry(for: finding)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    private struct File: Codable {
        var format: String
        var version: Int
        var findings: [Entry]
    }

    /// The baseline as pretty-printed JSON with sorted keys, ending in a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(File(format: Baseline.format, version: 1, findings: entries))) ?? Data()
        return data + Data("\n".utf8)
    }

    /// Reads a baseline file.
    ///
    /// - Throws: `AuditError.file` when unreadable, `AuditError.baseline` when it is not a baseline.
    public static func read(_ path: String) throws(AuditError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .file(path, message: "cannot read the baseline file")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw .baseline(file: path, message: "not a baseline written by 'perceive audit --write-baseline'")
        }
        guard file.format == format, file.version == 1 else {
            throw .baseline(file: path, message: "expected format '\(format)' version 1, found '\(file.format)' version \(file.version)")
        }
        return Baseline(entries: file.findings)
    }

    /// Writes the baseline atomically.
    public func write(to path: String) throws(AuditError) {
        try AtomicFile.write(encoded(), to: path)
    }
}
