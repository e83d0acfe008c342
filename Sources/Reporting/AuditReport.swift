import Audit

/// Everything a reporter needs: the findings (in report order), the descriptions of the rules
/// that ran, and how much was read. Reporters are pure functions of this value.
public struct AuditReport: Hashable, Sendable {
    public var findings: [Finding]
    /// The rules that ran, in catalogue order; SARIF lists them, JUnit makes a suite of each.
    public var rules: [RuleDescription]
    /// How many inputs were audited.
    public var fileCount: Int
    /// The tool's version, for SARIF's driver.
    public var toolVersion: String
    /// Inputs that could not be read or understood, one diagnostic each; the rest was audited.
    /// Every format reports them (SARIF as `toolExecutionNotifications`).
    public var inputErrors: [InputError]
    /// Which shard of a run this report is (`--shard K/N`); nil for a whole run. JSON and SARIF
    /// write it, for `perceive merge`.
    public var shard: ReportShard?

    public init(findings: [Finding], rules: [RuleDescription], fileCount: Int, toolVersion: String = "0.1.0",
                inputErrors: [InputError] = [], shard: ReportShard? = nil) {
        self.findings = findings.sortedForReport()
        self.rules = rules
        self.fileCount = fileCount
        self.toolVersion = toolVersion
        self.inputErrors = inputErrors.sorted()
        self.shard = shard
    }

    /// The description of rule `id`, if it ran.
    public func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }

    /// How many findings have `severity` (needs-review findings included).
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }

    /// How many findings need a person to review them.
    public var needsReviewCount: Int { findings.filter { $0.kind == .needsReview }.count }

    /// Findings grouped by file, files in order.
    public var findingsByFile: [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        for finding in findings {
            if groups.last?.file == finding.location.file {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.location.file, [finding]))
            }
        }
        return groups
    }

    /// "3 findings (1 error, 2 warnings, 0 notes) in 12 files", or "No findings in 12 files";
    /// then how many inputs could not be read, when some could not.
    public var summary: String { summary(review: .all) }

    /// The summary line; with `--review none` it says the findings to review were left out.
    public func summary(review: ReviewListing) -> String {
        let files = plural(fileCount, "file")
        let unread = inputErrors.isEmpty ? "" : " \(plural(Set(inputErrors.map(\.file)).count, "input")) could not be read."
        guard !findings.isEmpty else { return "No findings in \(files).\(unread)" }
        let counts = [plural(count(.error), "error"), plural(count(.warning), "warning"), plural(count(.note), "note")]
        let hidden = review == .none ? ", not shown" : ""
        let review = needsReviewCount > 0 ? ", \(needsReviewCount) to review\(hidden)" : ""
        return "\(plural(findings.count, "finding")) (\(counts.joined(separator: ", "))\(review)) in \(files).\(unread)"
    }
}

/// "1 file", "2 files".
func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
