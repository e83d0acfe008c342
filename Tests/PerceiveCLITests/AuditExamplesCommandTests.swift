import Foundation
import PerceiveCLI
import Testing

/// `perceive audit` on the talks' SwiftUI apps: the report a person reads, and the same bytes
/// every time.
@Suite struct AuditExamplesCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["audit"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func theTalksAppFailsWithEachProblemAndItsFix() {
        let result = run([Self.examples + "/ExceptionalDogs/Before"])
        #expect(result.status == .findings)
        #expect(result.error == "")
        #expect(result.output.hasSuffix("10 findings (2 errors, 7 warnings, 1 note) in 6 files.\n"))
        #expect(result.output.contains("""
            /ExceptionalDogs/Before/ShelterInfoView.swift:22:13: warning: VoiceOver reads just "Call, Button": \
            a person who reaches it by swiping does not know what it acts on
            """))
        #expect(result.output.contains("""
                fix: Make the subject one element and offer "Call" as a custom action on it
            """))
    }

    /// The README's excerpt is the report shortened: element paths left out, a fix shown only for
    /// the first finding. Every line it keeps is the audit's, in the audit's order.
    @Test func theReadmeExcerptIsTheReportShortened() throws {
        let root = URL(fileURLWithPath: Self.examples).deletingLastPathComponent().path
        let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        for folder in ["Examples/ExceptionalDogs/Before", "Examples/ExceptionalDogs/After"] {
            let command = "$ swift run perceive audit \(folder)\n"
            let start = try #require(readme.range(of: command)?.upperBound)
            let excerpt = readme[start...].components(separatedBy: "\n\n")[0]
                .components(separatedBy: "\n```")[0].split(separator: "\n").map(String.init)
            let report = run([root + "/" + folder]).output.replacingOccurrences(of: root + "/", with: "")
                .replacingOccurrences(of: #" \(element '[^']*'\)"#, with: "", options: .regularExpression)
                .split(separator: "\n").map(String.init)
            #expect(!excerpt.isEmpty)
            var remaining = report[...]
            for line in excerpt {
                guard let found = remaining.firstIndex(of: line) else {
                    Issue.record("README.md's line is not in the report of \(folder), in order: \(line)")
                    break
                }
                remaining = remaining[(found + 1)...]
            }
            #expect(excerpt.last == report.last)
        }
    }

    @Test func theFixedAppIsClean() {
        let result = run([Self.examples + "/ExceptionalDogs/After"])
        #expect(result.status == .clean)
        #expect(result.output == "No findings in 6 files.\n")
    }

    @Test(arguments: ["text", "json", "sarif"])
    func auditingTheExamplesTwiceGivesTheSameBytes(format: String) {
        let first = run([Self.examples, "--format", format])
        let second = run([Self.examples, "--format", format])
        #expect(first.status == .findings)
        #expect(!first.output.isEmpty)
        #expect(first.output == second.output)
    }
}
