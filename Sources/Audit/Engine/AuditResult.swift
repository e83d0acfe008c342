/// What an audit found: findings in report order, the inputs it read, and the inputs it could not.
public struct AuditResult: Hashable, Sendable {
    /// Sorted by file, line, column, rule id (then element path and message), so the same
    /// input always gives byte-identical reports.
    public var findings: [Finding]
    /// Files that could not be read or understood, sorted by file.
    public var inputErrors: [InputError]
    /// Every input audited, sorted by path.
    public var inputs: [AuditInput]
    /// How many findings inline suppressions silenced.
    public var suppressedCount: Int
    /// The platform the code was read as built for and the files left out for others; nil when
    /// the runner was handed its inputs (`AuditRunner.audit(_:)`) rather than paths.
    public var platform: PlatformChoice?

    public init(findings: [Finding] = [], inputErrors: [InputError] = [], inputs: [AuditInput] = [], suppressedCount: Int = 0) {
        self.findings = findings.sortedForReport()
        self.inputErrors = inputErrors.sorted()
        self.inputs = inputs.sorted()
        self.suppressedCount = suppressedCount
    }

    /// Adds diagnostics about files read besides the inputs (an Xcode project), keeping the order.
    mutating func adding(inputErrors more: [InputError]) {
        guard !more.isEmpty else { return }
        inputErrors = (inputErrors + more).sorted()
    }

    /// Whether inputs were found but none of them could be read: the run audited nothing.
    public var auditedNoInput: Bool { !inputErrors.isEmpty && readInputCount == 0 }

    /// How many inputs could be read (no input error names them).
    public var readInputCount: Int {
        let unread = Set(inputErrors.map(\.file))
        return inputs.count { !unread.contains($0.path) }
    }

    /// Whether any violation is at or above `severity` (needs-review findings never fail an audit).
    public func fails(at severity: Severity) -> Bool {
        findings.contains { $0.kind == .violation && $0.severity >= severity }
    }
}

extension Finding {
    /// The report order: file, line, column, rule id, then element path and message as tie-breaks.
    public static func precedesInReport(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = lhs.location, right = rhs.location
        return (left.file, left.line, left.column, lhs.ruleID, left.elementPath ?? "", lhs.message)
            < (right.file, right.line, right.column, rhs.ruleID, right.elementPath ?? "", rhs.message)
    }
}

extension Finding {
    /// Which of two findings of one rule at one place is reported: a violation wins over a
    /// finding that needs review; otherwise the first in report order.
    public static func isReportedOnce(_ lhs: Finding, before rhs: Finding) -> Bool {
        lhs.kind != rhs.kind ? lhs.kind == .violation : precedesInReport(lhs, rhs)
    }
}

extension Sequence where Element == Finding {
    /// The findings in report order (`Finding.precedesInReport`).
    public func sortedForReport() -> [Finding] { sorted(by: Finding.precedesInReport) }
}
