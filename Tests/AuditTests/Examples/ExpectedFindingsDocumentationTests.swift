import Audit
import Foundation
import Testing

/// `Examples/README.md` and `README.md` quote `Examples/expected-findings.txt`: a drift fails here.
@Suite struct ExpectedFindingsDocumentationTests {
    static let root = ExpectedFindings.root

    /// The lines of each fenced code block of the Markdown file at `path` (from the repository root).
    static func codeBlocks(in path: String) throws -> [[String]] {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block) }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A line of the text report, `PATH:LINE:COLUMN: SEVERITY: [needs review: ]MESSAGE [RULE-ID]`, as a finding.
    static func finding(reportLine line: String) -> ExpectedFinding? {
        let fields = line.components(separatedBy: ": ")
        guard fields.count >= 3, line.hasSuffix("]"), let open = line.lastIndex(of: "["),
              let severity = Severity(rawValue: fields[1]) else { return nil }
        let place = fields[0].split(separator: ":").map(String.init)
        guard place.count == 3, let lineNumber = Int(place[1]), let column = Int(place[2]) else { return nil }
        return ExpectedFinding(file: place[0], line: lineNumber, column: column,
                               ruleID: String(line[line.index(after: open)...].dropLast()), severity: severity,
                               needsReview: fields[2] == "needs review")
    }

    @Test func theExamplesReadmeQuotesEveryExpectedFinding() throws {
        let expected = try ExpectedFindings.load().map(\.description)
        let quoting = try Self.codeBlocks(in: "Examples/README.md").filter { $0.first?.hasPrefix("Examples/") == true }
        #expect(quoting.count == 1)
        #expect(quoting.first == expected, "Examples/README.md must quote \(ExpectedFindings.path) whole")
    }

    /// Each `$ swift run perceive audit FOLDER` in the README's excerpt is followed by the folder's
    /// expected findings, in order, and a summary that counts them.
    @Test func theReadmeExcerptShowsTheExpectedFindings() throws {
        let expected = try ExpectedFindings.load()
        let excerpt = try #require(try Self.codeBlocks(in: "README.md").first { $0.contains { $0.hasPrefix("$ swift run perceive audit ") } })
        let runs = excerpt.split(whereSeparator: \.isEmpty)
        #expect(runs.count == 2)
        for run in runs {
            let folder = try #require(run.first?.components(separatedBy: "$ swift run perceive audit ").last)
            let wanted = expected.filter { $0.folder == folder }
            let shown = run.compactMap(Self.finding(reportLine:))
            #expect(shown.map(\.description) == wanted.filter { !$0.needsReview }.map(\.description), "README.md's excerpt of \(folder)")
            #expect(Self.reviewPlaces(in: run.map { String($0) }) == wanted.filter(\.needsReview).map { "\($0.file):\($0.line):\($0.column) \($0.ruleID)" },
                    "README.md's findings to review of \(folder)")
            let files = try InputDiscovery().discover([Self.root + "/" + folder]).count
            #expect(run.last == Self.summary(wanted, files: files), "README.md's summary of \(folder)")
        }
    }

    /// The places the "to review" section of a text report names, with the rule of their group:
    /// `PATH:LINE:COLUMN RULE-ID`.
    static func reviewPlaces(in lines: [String]) -> [String] {
        var rule: String?
        var places: [String] = []
        for line in lines {
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                rule = String(line[line.index(after: line.startIndex)..<close])
            } else if let rule, line.hasPrefix("    "), let place = line.dropFirst(4).split(separator: " ").first {
                places.append("\(place) \(rule)")
            }
        }
        return places
    }

    /// The last line of the text report for `findings` in `files` files.
    static func summary(_ findings: [ExpectedFinding], files: Int) -> String {
        guard !findings.isEmpty else { return "No findings in \(files) files." }
        let counts = [Severity.error, .warning, .note].map { severity in
            let count = findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let review = findings.filter(\.needsReview).count
        return "\(findings.count) findings (\(counts.joined(separator: ", "))\(review > 0 ? ", \(review) to review" : "")) in \(files) files."
    }
}
