/// The last step of an audit, over the findings of every input at once: drops disabled rules,
/// applies the inline suppressions of the file each finding points into, the configured
/// severities, and sets fingerprints.
///
/// Done across inputs because a tree finding points where its element is written, which may be
/// another file than the one whose preview showed it; that file's suppressions apply to it. Each
/// file's findings are finished apart from the others' (its lines split once, its suppressions),
/// so the files may be finished on several threads (`eachFile`): one after the other, they left
/// every core but one idle at the end of the audit.
struct FindingMerge: Sendable {
    /// The findings of one file finished: those kept with their positions among the findings
    /// given, and how many of them suppressions silenced.
    typealias Finished = (kept: [(position: Int, finding: Finding)], suppressedCount: Int)

    private var texts: [String: String] = [:]
    private var suppressions: [String: [Suppression]] = [:]
    private var linesThatNeverShip: [String: [ClosedRange<Int>]] = [:]
    let configuration: AuditConfiguration
    /// Finishes each of the files, giving their results in the files' order: one file after the
    /// other unless told otherwise (the audit finishes them on every core, `AuditRunner.parallelMap`).
    var eachFile: @Sendable (_ files: [String], _ finish: @Sendable (String) -> Finished) -> [Finished] = { $0.map($1) }

    init(inputs: [LoadedInput], configuration: AuditConfiguration) {
        self.configuration = configuration
        for loaded in inputs {
            if let text = loaded.text { texts[loaded.input.path] = text }
            if let found = loaded.suppressions { suppressions[loaded.input.path] = found }
            // Read when the file was loaded; an input made in memory (`audit(source:path:)`) has
            // its tree still.
            let fromTree = loaded.holdsUICode ? loaded.source.map(CodeThatNeverShips.linesThatNeverShip(in:)) : nil
            if let lines = loaded.linesThatNeverShip ?? fromTree, !lines.isEmpty {
                linesThatNeverShip[loaded.input.path] = lines
            }
        }
    }

    /// The findings kept, in their order, and how many suppressions silenced.
    func finish(_ findings: [Finding]) -> (kept: [Finding], suppressedCount: Int) {
        var positionsByFile: [String: [Int]] = [:]
        var files: [String] = []
        for (position, finding) in findings.enumerated() where configuration.isEnabled(finding.ruleID) {
            let file = finding.location.file
            if positionsByFile[file] == nil { files.append(file) }
            positionsByFile[file, default: []].append(position)
        }
        let finished = eachFile(files) { [positionsByFile] file in
            finish(positionsByFile[file] ?? [], of: findings, in: file)
        }
        let kept = finished.flatMap(\.kept).sorted { $0.position < $1.position }.map(\.finding)
        return (kept, finished.reduce(0) { $0 + $1.suppressedCount })
    }

    /// The findings at `positions` of `findings`, all pointing into `file`, finished; none in
    /// code that never ships (a test file, a preview: `CodeThatNeverShips`).
    private func finish(_ positions: [Int], of findings: [Finding], in file: String) -> Finished {
        if let text = texts[file], CodeThatNeverShips.isTest(text) { return ([], 0) }
        let neverShipped = linesThatNeverShip[file] ?? []
        let lines = texts[file].map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        var kept: [(position: Int, finding: Finding)] = []
        var suppressedCount = 0
        for position in positions {
            var finding = findings[position]
            if neverShipped.contains(where: { $0.contains(finding.location.line) }) { continue }
            let index = finding.location.line - 1
            let lineText = lines.flatMap { $0.indices.contains(index) ? String($0[index]) : nil }
            if finding.kind == .needsReview { finding.reviewStamp = ReviewStamp.of(ruleID: finding.ruleID, lineText: lineText ?? finding.message) }
            if suppressions[file]?.silence(finding) == true {
                suppressedCount += 1
                continue
            }
            finding.severity = configuration.severity(of: finding.ruleID, default: finding.severity)
            finding.fingerprint = Fingerprint.of(ruleID: finding.ruleID, lineText: lineText ?? finding.message,
                                                 elementPath: finding.location.elementPath)
            kept.append((position, finding))
        }
        return (kept, suppressedCount)
    }
}
