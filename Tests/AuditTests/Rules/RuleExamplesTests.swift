import AccessibilityTree
import Audit
import Foundation
import Testing

/// Runs every rule's own examples (SwiftLint's `verifyRule`): each `↓` marker must produce a
/// finding of that rule exactly there and nowhere else; non-triggering examples produce nothing;
/// code inside a comment or a string never triggers; columns survive a multi-byte prefix; fix-its
/// turn `before` into exactly `after`.
@Suite struct RuleExamplesTests {
    @Test func ruleIDsAreUnique() {
        let ids = AllRules.all.map { $0.description.id }
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "Rule ids registered twice in AllRules: \(repeated)")
    }

    @Test(arguments: RuleCase.all)
    func descriptionExplainsItself(_ rule: RuleCase) {
        let description = rule.type.description
        #expect(description.id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "id must be kebab-case")
        #expect(!description.title.isEmpty)
        #expect(!description.inputs.isEmpty)
        #expect(!description.triggeringExamples.isEmpty, "needs at least one triggering example")
        #expect(!description.nonTriggeringExamples.isEmpty, "needs at least one non-triggering example")
        #expect(!description.wcag.isEmpty, "cite the WCAG success criterion")
        #expect(!description.hig.isEmpty, "cite the HIG topic")
        for criterion in description.wcag {
            #expect(!description.rationale.contains("WCAG \(criterion.number)"),
                    "WCAG \(criterion.number) is cited from `wcag`; the rationale should not repeat it")
        }
        #expect(!description.rationale.contains("HIG \(description.hig)"),
                "the HIG topic is cited from `hig`; the rationale should not repeat it")
        for option in description.options {
            #expect(option.accepts(option.defaultValue), "option \(option.key): its default is not \(option.kind.valueDescription)")
            #expect(!option.documentation.isEmpty, "option \(option.key) needs documentation")
        }
    }

    /// An example's configuration sets the rule's own options, and matters: with the defaults
    /// the same input gives other findings.
    @Test func configuredExamplesDependOnTheirConfiguration() {
        var configured = 0
        for rule in RuleCase.all {
            let description = rule.type.description
            let keys = Set(description.options.map(\.key))
            for example in description.triggeringExamples + description.nonTriggeringExamples
            where example.configuration != RuleConfiguration() {
                configured += 1
                #expect(Set(example.configuration.thresholds.keys).isSubset(of: keys), "\(description.id)")
                let withDefaults = ExampleRunner.findings(of: rule.rule, example: example)
                let asConfigured = ExampleRunner.findings(of: rule.rule(for: example), example: example)
                #expect(withDefaults != asConfigured, "\(description.id): a configured example the defaults report alike")
            }
        }
        #expect(configured == 4)
    }

    @Test(arguments: RuleCase.all)
    func triggeringExamplesReportAtTheirMarkers(_ rule: RuleCase) throws {
        for example in rule.type.description.triggeringExamples {
            try verify(rule, example, expectsFindings: true)
        }
    }

    @Test(arguments: RuleCase.all)
    func nonTriggeringExamplesReportNothing(_ rule: RuleCase) throws {
        for example in rule.type.description.nonTriggeringExamples {
            try verify(rule, example, expectsFindings: false)
        }
    }

    @Test(arguments: RuleCase.all.filter(\.readsSource))
    func codeInCommentsAndStringsNeverTriggers(_ rule: RuleCase) throws {
        for case .swift(let text) in rule.type.description.triggeringExamples.map(\.input) {
            let source = text.replacingOccurrences(of: "↓", with: "")
            let commented = source.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "// " + $0 }.joined(separator: "\n")
            let blockComment = "/*\n" + source + "\n*/"
            let string = "let example = #\"\"\"\n" + source + "\n\"\"\"#"
            for wrapped in [commented, blockComment, string] {
                let findings = try #require(ExampleRunner.findings(of: rule.rule, source: wrapped))
                #expect(findings.isEmpty, "reported code that is not code:\n\(wrapped)")
            }
        }
    }

    @Test(arguments: RuleCase.all.filter(\.readsSource))
    func columnsSurviveAMultiByteLinePrefix(_ rule: RuleCase) throws {
        let prefix = "let café = \"☕️\"\n"
        for case .swift(let text) in rule.type.description.triggeringExamples.map(\.input) {
            let expected = MarkerPosition.all(in: text).map { MarkerPosition(line: $0.line + 1, column: $0.column) }
            let findings = try #require(ExampleRunner.findings(of: rule.rule, source: prefix + text
                .replacingOccurrences(of: "↓", with: "")))
            #expect(ExampleRunner.positions(of: findings) == expected.sorted(), "after a multi-byte prefix:\n\(text)")
        }
    }

    @Test(arguments: RuleCase.all.filter { !$0.type.description.fixExamples.isEmpty })
    func fixExamplesProduceTheAfterText(_ rule: RuleCase) throws {
        for fix in rule.type.description.fixExamples {
            let before = fix.before.replacingOccurrences(of: "↓", with: "")
            let findings = try #require(ExampleRunner.findings(of: rule.rule, source: before))
            #expect(ExampleRunner.positions(of: findings) == MarkerPosition.all(in: fix.before).sorted(),
                    "findings should sit at the markers of:\n\(fix.before)")
            let edits = findings.flatMap(\.edits)
            #expect(!edits.isEmpty, "no fix-it offered for:\n\(fix.before)")
            #expect(ExampleRunner.applying(edits, to: before) == fix.after)
        }
    }

    private func verify(_ rule: RuleCase, _ example: RuleExample, expectsFindings: Bool) throws {
        let findings: [Finding]
        let built = rule.rule(for: example)
        switch example.input {
        case .swift(let text):
            findings = try #require(ExampleRunner.findings(of: built, source: example.sourceWithoutMarkers ?? ""),
                                    "a Swift example on a rule that does not read Swift or plists")
            let expected = MarkerPosition.all(in: text).sorted()
            #expect(expectsFindings == !expected.isEmpty, "a triggering example needs ↓ markers, a non-triggering one none")
            #expect(ExampleRunner.positions(of: findings) == expected, "findings at the wrong places in:\n\(text)")
        case .screen(let screen, let reported):
            findings = try #require(ExampleRunner.findings(of: built, screen: screen),
                                    "a screen example on a rule that does not read trees")
            #expect(expectsFindings == !reported.isEmpty, "a triggering example must name the reported elements")
            #expect(ExampleRunner.reportedElements(of: findings) == reported.sorted(),
                    "reported elements differ for screen \(screen.name ?? "(unnamed)")")
        case .assetCatalog(let catalog, let reported):
            findings = try #require(ExampleRunner.findings(of: built, catalog: catalog),
                                    "a catalog example on a rule that does not read asset catalogs")
            #expect(expectsFindings == !reported.isEmpty, "a triggering example must name what is reported")
            #expect(findings.compactMap(\.location.elementPath).sorted() == reported.sorted(),
                    "reported colours differ in \(catalog.colorSets.map(\.name))")
        }
        for finding in findings {
            #expect(finding.ruleID == rule.type.description.id)
            #expect(finding.severity == rule.type.description.severity)
            #expect(!finding.message.isEmpty && finding.fix?.isEmpty == false, "every finding says what is missed and the fix")
        }
    }
}
