import Audit
import SwiftSyntaxSupport
import Testing

/// A test-only source rule: every `Image(` call is a finding to review.
struct ReviewImageCallTestRule: SourceRule {
    static let frameworks: [SourceFramework] = [.swiftUI]
    static let description = RuleDescription(
        of: Self.self, id: "review-image-call", title: "Image call to review", rationale: "Test rule.",
        wcag: [], hig: "Accessibility", severity: .warning, triggeringExamples: [], nonTriggeringExamples: [])

    init(configuration: RuleConfiguration) {}

    func check(_ file: ParsedSourceFile) -> [Finding] {
        file.tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "Image" }.map { token in
            let place = file.lineAndColumn(of: token)
            return finding("Image may lack a label.", at: FindingLocation(file: file.path, line: place.line, column: place.column),
                           kind: .needsReview, fix: "Check it.")
        }
    }
}

@Suite struct ReviewedMarkTests {
    let runner = AuditRunner(rules: [ReviewImageCallTestRule.self, ImageCallTestRule.self], frontEnds: [])
    let line = "let a = Image(\"a\")"

    private func stamp(of source: String) throws -> String {
        let finding = try #require(runner.audit(source: source, path: "V.swift").findings.first { $0.kind == .needsReview })
        return try #require(finding.reviewStamp)
    }

    private func reviewFindings(_ source: String) -> [Int] {
        runner.audit(source: source, path: "V.swift").findings.filter { $0.kind == .needsReview }.map(\.location.line)
    }

    @Test func aFindingToReviewCarriesAStampOfItsRuleAndLine() throws {
        let stamp = try stamp(of: line + "\n")
        #expect(stamp == ReviewStamp.of(ruleID: "review-image-call", lineText: line))
        #expect(stamp.count == 8 && stamp.allSatisfy(\.isHexDigit))
        #expect(runner.audit(source: line, path: "V.swift").findings.filter { $0.kind == .violation }.allSatisfy { $0.reviewStamp == nil })
    }

    @Test func aReviewMarkSettlesTheFindingWhileItsLineIsUnchanged() throws {
        let stamp = try stamp(of: line + "\n")
        #expect(reviewFindings("// perceive:reviewed \(stamp) — the caption labels it\n\(line)\n").isEmpty)
        #expect(reviewFindings("\(line) // perceive:reviewed review-image-call \(stamp) — the caption labels it\n").isEmpty)
        // Code moving down, or added around it, leaves it settled.
        #expect(reviewFindings("let b = 1\n\n// perceive:reviewed \(stamp) — the caption labels it\n  \(line)\nlet c = 2\n").isEmpty)
    }

    @Test func theFindingComesBackWhenItsLineChanges() throws {
        let stamp = try stamp(of: line + "\n")
        #expect(reviewFindings("// perceive:reviewed \(stamp) — the caption labels it\nlet a = Image(\"b\")\n") == [2])
    }

    @Test func aReviewMarkSettlesOnlyTheStampsItNamesAndNeverAViolation() throws {
        let stamp = try stamp(of: line + "\n")
        let source = "// perceive:reviewed 0badf00d — wrong stamp\n\(line)\n// perceive:reviewed \(stamp) — right\n\(line)\n"
        #expect(reviewFindings(source) == [2])
        let violations = runner.audit(source: source, path: "V.swift").findings.filter { $0.kind == .violation }
        #expect(violations.map(\.location.line) == [2, 4])
    }

    @Test func aReviewMarkWithoutAReasonIsReported() throws {
        let stamp = try stamp(of: line + "\n")
        let withCheck = AuditRunner(rules: [ReviewImageCallTestRule.self], frontEnds: [])
        let findings = withCheck.audit(source: "// perceive:reviewed \(stamp)\n\(line)\n", path: "V.swift").findings
        #expect(findings.map(\.ruleID) == ["suppression-without-reason"])
        #expect(findings.first?.fix == "Add the reason after an em dash: `// perceive:reviewed \(stamp) — reason`.")
    }

    @Test func theBaselineSettlesAFindingToReviewUntilItsLineChanges() {
        let baseline = Baseline(findings: runner.audit(source: line + "\n", path: "V.swift").findings)
        #expect(baseline.newFindings(in: runner.audit(source: "// moved\n\n" + line + "\n", path: "V.swift").findings).isEmpty)
        let changed = baseline.newFindings(in: runner.audit(source: "let a = Image(\"b\")\n", path: "V.swift").findings)
        #expect(changed.map(\.ruleID).sorted() == ["image-call", "review-image-call"])
    }

    @Test func parsingAReviewMark() throws {
        let mark = try #require(Suppression.parse(comment: "// perceive:reviewed small-hit-region 1A2B3C4D — padded at run time",
                                                  line: 3, column: 5))
        #expect(mark.isReviewMark && !mark.isFileWide)
        #expect(mark.reviewStamps == ["1a2b3c4d"] && mark.ruleIDs == ["small-hit-region"])
        #expect(mark.reason == "padded at run time")
        #expect(Suppression.parse(comment: "// perceive:reviewedx 1a2b3c4d — no", line: 1, column: 1) == nil)
    }
}
