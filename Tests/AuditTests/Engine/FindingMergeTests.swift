@testable import Audit
import SwiftSyntaxSupport
import Testing

/// The merge's finishing of the findings (rules disabled, suppressions, severities, review
/// stamps and fingerprints) file by file gives what one pass over every finding gives, however
/// the files are shared among threads.
@Suite struct FindingMergeTests {
    static func loaded(_ path: String, _ text: String) -> LoadedInput {
        LoadedInput(input: AuditInput(path: path, kind: .swiftSource), source: ParsedSourceFile(path: path, text: text)).releasingTree()
    }

    static let reviewedLine = "Image(\"logo\")"

    /// Four files: one silencing `rule-a` on its next line, one settling a finding to review, one
    /// without comments, and one whose text was not read.
    static let inputs = [
        loaded("A.swift", "// perceive:ignore rule-a — decorative\nlet a = 1\nlet b = 2\n"),
        loaded("B.swift", "let c = 3\n// perceive:reviewed \(ReviewStamp.of(ruleID: "rule-review", lineText: reviewedLine)) — the caption names it\n\(reviewedLine)\n"),
        loaded("C.swift", "let d = 4\nlet e = 5\n"),
    ]

    static func finding(_ rule: String, _ file: String, line: Int, kind: Finding.Kind = .violation) -> Finding {
        Finding(ruleID: rule, severity: .warning, kind: kind, message: "\(rule) in \(file)",
                location: FindingLocation(file: file, line: line, column: 1, elementPath: "\(file):\(line)"))
    }

    /// The files' findings interleaved, as the outcomes of several inputs give them.
    static let findings = [
        finding("rule-a", "A.swift", line: 2),
        finding("rule-b", "B.swift", line: 1),
        finding("rule-c", "C.swift", line: 2),
        finding("rule-b", "A.swift", line: 3),
        finding("rule-review", "B.swift", line: 3, kind: .needsReview),
        finding("rule-c", "D.swift", line: 1),
        finding("disabled", "C.swift", line: 1),
        finding("rule-a", "C.swift", line: 1),
        finding("rule-a", "A.swift", line: 1),
        finding("rule-review", "C.swift", line: 1, kind: .needsReview),
    ]

    static let configuration = AuditConfiguration(disabled: ["disabled"], severities: ["rule-c": .error])

    static func merge(eachFile: (@Sendable ([String], @Sendable (String) -> FindingMerge.Finished) -> [FindingMerge.Finished])? = nil)
        -> (kept: [Finding], suppressedCount: Int) {
        var merge = FindingMerge(inputs: inputs, configuration: configuration)
        if let eachFile { merge.eachFile = eachFile }
        return merge.finish(findings)
    }

    @Test func eachFindingIsFinishedWithItsOwnFilesLinesAndSuppressions() {
        let (kept, suppressed) = Self.merge()
        #expect(suppressed == 3)
        #expect(kept.map { "\($0.ruleID) \($0.location.file):\($0.location.line) \($0.severity)" } == [
            "rule-b B.swift:1 warning", "rule-c C.swift:2 error", "rule-b A.swift:3 warning", "rule-c D.swift:1 error",
            "rule-a C.swift:1 warning", "rule-review C.swift:1 warning",
        ])
        #expect(kept[2].fingerprint == Fingerprint.of(ruleID: "rule-b", lineText: "let b = 2", elementPath: "A.swift:3"))
        #expect(kept[3].fingerprint == Fingerprint.of(ruleID: "rule-c", lineText: "rule-c in D.swift", elementPath: "D.swift:1"))
        #expect(kept[5].reviewStamp == ReviewStamp.of(ruleID: "rule-review", lineText: "let d = 4"))
        #expect(kept.allSatisfy { $0.fingerprint != nil })
    }

    @Test func filesFinishedOnEveryCoreGiveTheSerialResult() {
        let serial = Self.merge()
        for _ in 0..<5 {
            let parallel = Self.merge { files, finish in AuditRunner(rules: []).parallelMap(files, finish) }
            #expect(parallel.kept == serial.kept)
            #expect(parallel.suppressedCount == serial.suppressedCount)
        }
    }

    @Test func filesFinishedInAnotherOrderGiveTheFindingsInTheirOrder() {
        let serial = Self.merge()
        let reversed = Self.merge { files, finish in Array(files.reversed().map(finish).reversed()) }
        #expect(reversed.kept == serial.kept)
        #expect(reversed.suppressedCount == serial.suppressedCount)
    }

    @Test func eachFileWithAnEnabledFindingIsFinishedOnceInTheOrderItFirstComes() {
        let given = RecordedValues<[String]>()
        _ = Self.merge { files, finish in
            given.record(files)
            return files.map(finish)
        }
        #expect(given.all == [["A.swift", "B.swift", "C.swift", "D.swift"]])
    }
}
