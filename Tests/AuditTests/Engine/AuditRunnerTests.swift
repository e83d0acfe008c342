import AccessibilityTree
import Audit
import Foundation
import TestSupport
import Testing

@Suite struct AuditRunnerTests {
    let runner = AuditRunner(rules: [ImageCallTestRule.self, UnlabelledButtonTestRule.self], frontEnds: [])

    func summary(_ result: AuditResult) -> [String] {
        result.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity.rawValue)" }
    }

    @Test func runsSourceRulesAndSortsFindings() {
        let result = runner.audit(source: "import SwiftUI\nlet b = Image(\"b\"); let a = Image(\"a\")\nlet c = Image(\"c\")\n",
                                  path: "View.swift")
        #expect(summary(result) == ["2:9 image-call warning", "2:29 image-call warning", "3:9 image-call warning"])
    }

    @Test func suppressionsCoverTheirLineTheNextLineOrTheFile() {
        let source = """
            import SwiftUI
            let a = Image("a") // perceive:ignore image-call — decorative
            // perceive:ignore image-call — described by the caption
            let b = Image("b")

            let c = Image("c")
            """
        let result = runner.audit(source: source, path: "View.swift")
        #expect(summary(result) == ["6:9 image-call warning"])
        #expect(result.suppressedCount == 2)

        let fileWide = runner.audit(source: "// perceive:ignore-file image-call — generated\nlet a = Image(\"a\")\n\n\nlet b = Image(\"b\")",
                                    path: "View.swift")
        #expect(fileWide.findings.isEmpty)
        #expect(fileWide.suppressedCount == 2)
    }

    @Test func aSuppressionWithoutReasonIsItselfReported() {
        let result = runner.audit(source: "import SwiftUI\n  // perceive:ignore image-call\nlet a = Image(\"a\")", path: "View.swift")
        #expect(summary(result) == ["2:3 suppression-without-reason warning"])
        #expect(result.findings.first?.message == "This suppression hides findings without saying why, so no reviewer can check it.")
    }

    @Test func aSuppressionInsideAStringDoesNothing() {
        let result = runner.audit(source: "let s = \"// perceive:ignore image-call — x\"; let a = Image(\"a\")", path: "View.swift")
        #expect(summary(result) == ["1:56 image-call warning"])  // the em dash is three UTF-8 bytes
    }

    @Test func configurationDisablesRulesOverridesSeverityAndSetsThresholds() {
        var configuration = AuditConfiguration(severities: ["image-call": .error], thresholds: ["minimumHitTarget": 48])
        var configured = AuditRunner(rules: [ImageCallTestRule.self, ThresholdTestRule.self], frontEnds: [],
                                     configuration: configuration)
        let result = configured.audit(source: "let a = Image(\"a\")", path: "V.swift")
        #expect(summary(result) == ["1:1 threshold-echo note", "1:9 image-call error"])
        #expect(result.findings.first?.message == "minimum 48")

        configuration.disabled = ["image-call"]
        configured.configuration = configuration
        #expect(summary(configured.audit(source: "let a = Image(\"a\")", path: "V.swift")) == ["1:1 threshold-echo note"])
    }

    @Test func fingerprintsSurviveLinesMoving() throws {
        let before = runner.audit(source: "let a = Image(\"a\")", path: "V.swift")
        let after = runner.audit(source: "\n\n   let a = Image(\"a\")", path: "V.swift")
        let fingerprint = try #require(before.findings.first?.fingerprint)
        #expect(fingerprint.count == 16)
        #expect(after.findings.first?.fingerprint == fingerprint)
        #expect(after.findings.first?.location.line == 3)
    }

    @Test func aFrontEndPlugsInAsAValue() throws {
        let folder = try TemporaryFolder()
        let good = try folder.write("good.json", #"{"format": "perceive-snapshot"}"#)
        let bad = try folder.write("bad.json", #"{"format": "perceive-snapshot", "broken": true}"#)
        let snapshots = FrontEnd(name: "test snapshots", kind: .snapshot) { input in
            struct Broken: Error, CustomStringConvertible { var description: String { "at 'broken': not a screen" } }
            if input.path.hasSuffix("bad.json") { throw Broken() }
            let button = AccessibilityElement(id: "play", traits: .button)
            return FrontEndOutput(screens: [Screen(elements: [button])])
        }
        let withFrontEnd = AuditRunner(rules: [UnlabelledButtonTestRule.self], frontEnds: [snapshots])
        let result = try withFrontEnd.run(paths: [folder.path])
        #expect(result.findings.map { "\($0.location.file) \($0.location.elementPath ?? "") \($0.ruleID)" }
            == ["\(good) play unlabelled-button"])
        #expect(result.inputErrors == [InputError(file: bad, message: "at 'broken': not a screen")])
        #expect(result.inputs.map(\.path) == [bad, good])
    }

    @Test func swiftFrontEndsShareTheParsedFileAndGetTheSettings() {
        let echo = FrontEnd(name: "settings echo", kind: .swiftSource) { input in
            let size = input.settings.contentSize.shortName
            let parsed = input.source.map { "\($0.tree.statements.count) statements" } ?? "no source"
            return FrontEndOutput(findings: [Finding(ruleID: "echo", severity: .note, message: "\(size), \(parsed)",
                                                     location: FindingLocation(file: input.path))])
        }
        let echoing = AuditRunner(rules: [], frontEnds: [echo],
                                  settings: AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge))
        let result = echoing.audit(source: "import SwiftUI\nlet a = 1\n", path: "V.swift")
        #expect(result.findings.map(\.message) == ["AX5, 2 statements"])
    }

    @Test func unreadableSourceIsAnInputErrorAndNonUIFilesAreSkipped() throws {
        let folder = try TemporaryFolder()
        let latin1 = try folder.write("Latin1.swift", data: Data([0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0x0A]) + Data("import SwiftUI".utf8))
        try folder.write("Model.swift", "struct Model { let image = Image(\"x\") }")
        let result = try runner.run(paths: [folder.path])
        #expect(result.findings.isEmpty)
        #expect(result.inputErrors == [InputError(file: latin1, message: "not UTF-8 text")])
    }

    /// 24 Swift files with 0 to 4 `Image("x")` calls each (48 in all).
    func writeViews(into folder: TemporaryFolder) throws {
        for index in 0..<24 {
            try folder.write("Views/View\(index).swift", "import SwiftUI\n" + String(repeating: "let x = Image(\"x\")\n", count: index % 5))
        }
    }

    @Test func theSameInputGivesTheSameResult() throws {
        let folder = try TemporaryFolder()
        try writeViews(into: folder)
        let first = try runner.run(paths: [folder.path])
        let second = try runner.run(paths: [folder.path])
        #expect(first == second)
        #expect(first.findings.count == (0..<24).map { $0 % 5 }.reduce(0, +))
        #expect(first.findings == first.findings.sortedForReport())
        #expect(first.inputs.count == 24)
    }

    @Test(arguments: [1, 2, 3, 100])
    func limitingTheThreadsGivesTheSameResult(jobs: Int) throws {
        let folder = try TemporaryFolder()
        try writeViews(into: folder)
        var limited = runner
        limited.jobs = jobs
        #expect(try limited.run(paths: [folder.path]) == runner.run(paths: [folder.path]))
        #expect(try limited.run(paths: [folder.path]).findings.count == (0..<24).map { $0 % 5 }.reduce(0, +))
    }

    @Test func screensBuiltByHandAreAuditedAsIfReadFromAFile() {
        let screen = Screen(elements: [AccessibilityElement(id: "close", traits: .button),
                                       AccessibilityElement(id: "ok", label: "OK", traits: .button)])
        let result = runner.audit(screens: [screen], file: "Scenes/Alert.swift")
        #expect(result.findings.map { "\($0.location.file) \($0.location.elementPath ?? "") \($0.ruleID)" }
            == ["Scenes/Alert.swift close unlabelled-button"])
        #expect(result.findings.first?.fingerprint != nil)
    }

    @Test func violationsFailAtOrAboveTheChosenSeverity() {
        let result = runner.audit(source: "let a = Image(\"a\")", path: "V.swift")
        #expect(result.fails(at: .warning))
        #expect(!result.fails(at: .error))
    }
}
