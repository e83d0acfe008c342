/// The last step of an audit, over the findings of every input at once: drops disabled rules,
/// applies the inline suppressions of the file each finding points into, the configured
/// severities, and sets fingerprints.
///
/// Done across inputs because a tree finding points where its element is written, which may be
/// another file than the one whose preview showed it; that file's suppressions apply to it.
struct FindingMerge {
    private var texts: [String: String] = [:]
    private var suppressions: [String: [Suppression]] = [:]
    let configuration: AuditConfiguration

    init(inputs: [LoadedInput], configuration: AuditConfiguration) {
        self.configuration = configuration
        for loaded in inputs {
            if let text = loaded.text { texts[loaded.input.path] = text }
            if let found = loaded.suppressions { suppressions[loaded.input.path] = found }
        }
    }

    /// The findings kept, and how many suppressions silenced.
    func finish(_ findings: [Finding]) -> (kept: [Finding], suppressedCount: Int) {
        var lines: [String: [Substring]] = [:]
        var kept: [Finding] = []
        var suppressedCount = 0
        for var finding in findings where configuration.isEnabled(finding.ruleID) {
            let file = finding.location.file
            if lines[file] == nil, let text = texts[file] {
                lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
            }
            let index = finding.location.line - 1
            let lineText = lines[file].flatMap { $0.indices.contains(index) ? String($0[index]) : nil }
            if finding.kind == .needsReview { finding.reviewStamp = ReviewStamp.of(ruleID: finding.ruleID, lineText: lineText ?? finding.message) }
            if suppressions[file]?.silence(finding) == true {
                suppressedCount += 1
                continue
            }
            finding.severity = configuration.severity(of: finding.ruleID, default: finding.severity)
            finding.fingerprint = Fingerprint.of(ruleID: finding.ruleID, lineText: lineText ?? finding.message,
                                                 elementPath: finding.location.elementPath)
            kept.append(finding)
        }
        return (kept, suppressedCount)
    }
}
