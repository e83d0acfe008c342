import Audit
import Foundation

/// One finding an example folder is expected to report: a line of `Examples/expected-findings.txt`,
/// `PATH:LINE:COLUMN RULE-ID (SEVERITY[, needs review])`, the path from the repository root.
struct ExpectedFinding: Hashable, CustomStringConvertible, Sendable {
    var file: String
    var line: Int
    var column: Int
    var ruleID: String
    var severity: Severity
    var needsReview: Bool

    /// What an audit reported, with `file` made relative to `root`.
    init(_ finding: Finding, root: String) {
        let location = finding.location
        file = location.file.hasPrefix(root + "/") ? String(location.file.dropFirst(root.count + 1)) : location.file
        line = location.line
        column = location.column
        ruleID = finding.ruleID
        severity = finding.severity
        needsReview = finding.kind == .needsReview
    }

    init(file: String, line: Int, column: Int, ruleID: String, severity: Severity, needsReview: Bool) {
        self.file = file
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.severity = severity
        self.needsReview = needsReview
    }

    /// Reads one line of the file; nil when it is not of the form.
    init?(line text: String) {
        let parts = text.split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[2].hasPrefix("("), parts[2].hasSuffix(")") else { return nil }
        let place = parts[0].split(separator: ":").map(String.init)
        let qualities = parts[2].dropFirst().dropLast().components(separatedBy: ", ")
        guard place.count == 3, let line = Int(place[1]), let column = Int(place[2]),
              let severity = Severity(rawValue: qualities[0]), qualities.dropFirst().allSatisfy({ $0 == "needs review" })
        else { return nil }
        self.init(file: place[0], line: line, column: column, ruleID: parts[1], severity: severity,
                  needsReview: qualities.count == 2)
    }

    var description: String {
        "\(file):\(line):\(column) \(ruleID) (\(severity.rawValue)\(needsReview ? ", needs review" : ""))"
    }

    /// The example folder it is in: `Examples/ExceptionalDogs/Before`, `Examples/ExceptionalDogs/UIKit/Before`.
    var folder: String {
        let parts = file.split(separator: "/")
        return parts.prefix(parts.count > 3 && parts[2] == "UIKit" ? 4 : 3).joined(separator: "/")
    }
}

/// `Examples/expected-findings.txt`: what `perceive audit` reports on each example folder.
enum ExpectedFindings {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let path = "Examples/expected-findings.txt"

    /// Every finding in the file, in its order; a line not of the form is an error naming it.
    static func load() throws -> [ExpectedFinding] {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        var findings: [ExpectedFinding] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            guard let finding = ExpectedFinding(line: String(line)) else {
                throw Malformed(description: "\(path):\(index + 1): expected 'PATH:LINE:COLUMN RULE-ID (SEVERITY)', found '\(line)'")
            }
            findings.append(finding)
        }
        return findings
    }

    /// The example folders: `Examples/<app>/Before` and `/After`, and where the app is also
    /// written in UIKit, `Examples/<app>/UIKit/Before` and `/After`; apps in name order.
    static var folders: [String] {
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Examples")) ?? []
        return apps.sorted().flatMap { app in
            ["Before", "After", "UIKit/Before", "UIKit/After"].map { "Examples/\(app)/\($0)" }.filter { folder in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isFolder) && isFolder.boolValue
            }
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }
}
