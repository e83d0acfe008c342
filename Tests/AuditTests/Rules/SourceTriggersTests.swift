@testable import Audit
import Foundation
import SwiftSyntaxSupport
import Testing

/// A file in which no trigger of a source rule occurs is not parsed whole for its rules
/// (`WholeTreeFilter`), so a trigger a rule leaves out loses findings: every Swift example of the
/// catalogue, run through every source rule, gives findings only where that rule's triggers occur.
@Suite struct SourceTriggersTests {
    static let sourceRules = RuleCase.all.filter(\.readsSource)

    /// Every Swift text of the catalogue's examples, without markers, with the configuration it is read with.
    static let examples: [(text: String, configuration: RuleConfiguration)] = AllRules.all.flatMap { rule in
        let description = rule.description
        let own = (description.triggeringExamples + description.nonTriggeringExamples).compactMap { example in
            example.sourceWithoutMarkers.map { ($0, example.configuration) }
        }
        let fixes = description.fixExamples.map { ($0.before.replacingOccurrences(of: "↓", with: ""), RuleConfiguration()) }
        return own + fixes
    }

    @Test(arguments: sourceRules)
    func everySourceRuleDeclaresItsTriggers(_ rule: RuleCase) throws {
        let source = try #require(rule.type as? any SourceRule.Type)
        #expect(source.triggers != nil, "without triggers, every file holding UI code is parsed whole")
    }

    @Test(arguments: sourceRules)
    func ownTriggeringExamplesHoldTheRulesTriggers(_ rule: RuleCase) throws {
        let triggers = try #require((rule.type as? any SourceRule.Type)?.triggers)
        for example in rule.type.description.triggeringExamples {
            guard let text = example.sourceWithoutMarkers else { continue }
            #expect(triggers.occur(in: Data(text.utf8)), "\(text)")
        }
    }

    @Test(arguments: sourceRules)
    func aRuleFindsNothingInAnyExampleWithoutItsTriggers(_ rule: RuleCase) throws {
        let triggers = try #require((rule.type as? any SourceRule.Type)?.triggers)
        var found = 0
        for (text, configuration) in Self.examples {
            let findings = rule.type.init(configuration: configuration).check(.source(ParsedSourceFile(path: "Example.swift", text: text))) ?? []
            guard !findings.isEmpty else { continue }
            found += 1
            #expect(triggers.occur(in: Data(text.utf8)), "\(rule.testDescription) finds \(findings.map(\.ruleID)) in:\n\(text)")
        }
        #expect(found > 0, "the rule finds something in its own triggering examples")
    }

    /// The audit asks every rule's triggers about a file at once (`TriggersOfRules`): its texts
    /// found in one pass, its words of code read once. The answers are each rule's own scan of the text.
    @Test func triggersAskedTogetherAnswerAsEachRulesScanOfTheText() {
        let triggers: [SourceTriggers?] = AllRules.all.map { ($0 as? any SourceRule.Type)?.triggers }
        #expect(triggers.contains { $0 == nil } && triggers.contains { $0?.texts.isEmpty == false })
        let together = TriggersOfRules(triggers)
        let texts = [
            "let pattern = /Text+/",
            "// didScroll, UILabel and addSubview in a comment\nlet a = 1",
            "let note = \"numberOfLines accessibilityElement\"",
            "",
        ]
        for text in Self.examples.map(\.text) + texts {
            #expect(together.occur(inText: text) == triggers.map { $0?.occur(in: Data(text.utf8)) ?? true }, "\(text)")
        }
    }

    @Test func aRuleAskedTogetherWithOthersKeepsItsOwnTexts() {
        let together = TriggersOfRules([SourceTriggers(texts: ["addSubview"]), nil, SourceTriggers(words: ["Text"], texts: ["UILabel", "addSubview"])])
        #expect(together.occur(inText: "// UILabel") == [false, true, true])
        #expect(together.occur(inText: "// addSubview") == [true, true, true])
        #expect(together.occur(inText: "let a = Text(\"b\")") == [false, true, true])
        #expect(together.occur(inText: "let a = \"Text\"") == [false, true, false])
    }

    @Test func aFileWithoutTriggersOrSuppressionsIsNotReadWhole() throws {
        let filter = try #require(WholeTreeFilter(rules: AllRules.all, configuration: AuditConfiguration()))
        let model = """
            import UIKit

            // A Text, a Button, an Image: words of a comment.
            final class SessionStore {
                var greeting = "Text(\\"Hello\\") in a string"
                func refresh() async throws -> [String] { [] }
            }
            """
        #expect(!filter.readsWhole(Data(model.utf8)))
        #expect(filter.readsWhole(Data((model + "\n// perceive:ignore fixed-font-size — decorative\n").utf8)))
        #expect(filter.readsWhole(Data(model.replacingOccurrences(of: "[String]", with: "[Text]").utf8)))
        #expect(filter.readsWhole(Data((model + "\nlet pattern = /a+/\n").utf8)), "a text the scan is unsure of is read whole")
    }

    @Test func onlyTheEnabledRulesTriggersCount() throws {
        let text = Data("import SwiftUI\nlet shown = Text(\"Hello\")\n".utf8)
        let all = try #require(WholeTreeFilter(rules: AllRules.all, configuration: AuditConfiguration()))
        #expect(all.readsWhole(text))
        let fontsOnly = try #require(WholeTreeFilter(rules: AllRules.all, configuration: AuditConfiguration(only: ["fixed-font-size"])))
        #expect(!fontsOnly.readsWhole(text))
        #expect(fontsOnly.readsWhole(Data("let font = UIFont.systemFont(ofSize: 12)".utf8)))
    }

    @Test func aRuleWithoutTriggersHasEveryFileReadWhole() {
        #expect(WholeTreeFilter(rules: [ImageCallTestRule.self], configuration: AuditConfiguration()) == nil)
        #expect(WholeTreeFilter(rules: [ImageCallTestRule.self], configuration: AuditConfiguration(disabled: ["image-call"])) != nil)
    }
}
