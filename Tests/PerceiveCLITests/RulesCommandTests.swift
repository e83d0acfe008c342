import Audit
import PerceiveCLI
import Testing

@Suite struct RulesCommandTests {
    func rules(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["rules"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func listsEveryRuleWithSeverityWCAGAndTitle() {
        let run = rules([])
        #expect(run.status == .clean)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("RULE") == true)
        #expect(lines.count == AllRules.all.count + AuditRunner.engineRules.count + 1)
        for rule in AllRules.all {
            let description = rule.description
            #expect(lines.contains { $0.hasPrefix(description.id + " ") && $0.contains(description.severity.rawValue)
                && $0.hasSuffix(description.title) }, "\(description.id)")
        }
    }

    @Test func explainsEveryRuleFromItsDescription() {
        for rule in AllRules.all + AuditRunner.engineRules {
            let description = rule.description
            let run = rules([description.id])
            #expect(run.status == .clean)
            #expect(run.output.hasPrefix("\(description.id): \(description.title)\n"))
            #expect(run.output.contains(description.rationale))
            #expect(run.output.contains("HIG: \(description.hig)"))
            for criterion in description.wcag { #expect(run.output.contains(criterion.url)) }
            if !description.triggeringExamples.isEmpty { #expect(run.output.contains("Triggers on")) }
        }
    }

    @Test func citesEachSourceOnce() {
        for rule in AllRules.all {
            let description = rule.description
            let output = rules([description.id]).output
            for criterion in description.wcag {
                #expect(output.components(separatedBy: "WCAG \(criterion.number) ").count == 2, "\(description.id)")
            }
            #expect(output.components(separatedBy: description.hig).count == 2, "\(description.id)")
        }
    }

    @Test func listsTheOptionsAndTheConfigurationOfAnExample() {
        let output = rules(["small-hit-region"]).output
        #expect(output.contains("""
            Options (.perceive.json "thresholds"):
              minimumHitTarget: a number of points greater than 0, default 44
                The smallest width and height, in points, of a control's tappable area.

            """))
        #expect(output.contains("""
                With .perceive.json {"thresholds": {"minimumHitTarget": 24}}:
                root: container
                  close: button, label "Close", frame 10,10 30×30

            """))
        #expect(!rules(["missing-label"]).output.contains("Options"))
    }

    @Test func anUnknownRuleSuggestsTheNearest() {
        let run = rules(["missing-lable"])
        #expect(run.status == .usageOrInputError)
        #expect(run.error.hasPrefix("perceive rules: unknown rule 'missing-lable'. Did you mean 'missing-label'?"))
    }

    @Test func treeExamplesAreShownAsOutlines() {
        let run = rules(["missing-label"])
        #expect(run.output.contains("    root: container\n      ↓settings: button\n"))
    }
}
