import Audit
import Basics

/// The audit as a GitLab Code Quality report (`artifacts:reports:codequality`), which GitLab
/// shows in the merge request: a JSON array of issues, each with `description`, `check_name`,
/// `fingerprint`, `severity` and `location` (`path`, `positions.begin.line` and `column`), the
/// properties GitLab reads ("Implement a custom tool", GitLab's Code Quality documentation).
///
/// Severities map error → `major`, warning → `minor`, note → `info` (GitLab's scale runs `info`,
/// `minor`, `major`, `critical`, `blocker`). GitLab shows issues with the same fingerprint as one
/// and tells new from resolved ones by it, so each fingerprint hashes the file, the finding's own
/// fingerprint (which survives lines moving) and how many findings before it in the file share
/// both. An input that could not be read is a `major` issue `input-not-read` on its file.
public enum GitLabReporter {
    public static func render(_ report: AuditReport) -> String {
        var seen: [String: Int] = [:]
        var issues: [JSONValue] = report.inputErrors.map { error in
            issue(description: error.message, check: "input-not-read", identity: "input-not-read\u{0}\(error.file)\u{0}\(error.message)",
                  severity: "major", path: error.file, line: 1, column: 1)
        }
        for finding in report.findings {
            let location = finding.location
            let own = finding.fingerprint ?? "\(finding.ruleID)\u{0}\(location.line)\u{0}\(location.column)\u{0}\(finding.message)"
            let key = location.file + "\u{0}" + own
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            var description = finding.kind == .needsReview ? "Needs review: " + finding.message : finding.message
            if let element = location.elementPath { description += " (element '\(element)')" }
            if let fix = finding.fix { description += " Fix: " + fix }
            issues.append(issue(description: description, check: finding.ruleID, identity: "\(key)\u{0}\(occurrence)",
                                severity: severity(finding.severity), path: location.file,
                                line: location.line, column: location.column))
        }
        return JSONWriter.text(of: .array(issues), layout: .documentOrder)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    private static func issue(description: String, check: String, identity: String, severity: String,
                              path: String, line: Int, column: Int) -> JSONValue {
        .object([
            ("description", .string(description)),
            ("check_name", .string(check)),
            ("fingerprint", .string(Fingerprint.hash(identity))),
            ("severity", .string(severity)),
            ("location", .object([
                ("path", .string(relative(path))),
                ("positions", .object([("begin", .object([("line", .integer(line)), ("column", .integer(column))]))])),
            ])),
        ])
    }

    /// GitLab wants paths relative to the repository: `./` steps are dropped.
    static func relative(_ path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return String(relative)
    }
}
