import Audit
import ColorScience
import Foundation
import SwiftUIFrontEnd
import TestSupport
import Testing

@Suite struct ConfigurationFileTests {
    /// Rules with these ids, and two whose options the file may set.
    let rules = ["missing-label", "image-call", "contrast-minimum"].map { id in
        RuleDescription(id: id, title: id, rationale: "", wcag: [], hig: "Accessibility", severity: .warning,
                        inputs: [.tree], triggeringExamples: [], nonTriggeringExamples: [])
    } + [SmallHitRegionRule.description, ElementFloodRule.description]

    func parse(_ json: String) throws(AuditError) -> AuditConfiguration {
        try ConfigurationFile.parse(Data(json.utf8), file: "App/.perceive.json", rules: rules)
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
            {"disabled": ["image-call"], "only": ["missing-label", "image-call"],
             "severity": {"missing-label": "error"}, "thresholds": {"minimumHitTarget": 48},
             "include": ["Sources/**"], "exclude": ["**/Generated/**"], "failOn": "warning", "platform": "visionos",
             "colorPairs": [{"name": "Caption", "foreground": "#767676", "background": "#FFFFFF", "isLargeText": true}]}
            """)
        #expect(configuration.disabled == ["image-call"])
        #expect(configuration.only == ["missing-label", "image-call"])
        #expect(configuration.severities == ["missing-label": .error])
        #expect(configuration.thresholds == ["minimumHitTarget": 48])
        #expect(configuration.include == [Glob("Sources/**")])
        #expect(configuration.exclude == [Glob("**/Generated/**")])
        #expect(configuration.failOn == .warning)
        #expect(configuration.platform == .visionOS)
        #expect(configuration.colorPairs == [ColorPair(name: "Caption", foreground: "#767676", background: "#FFFFFF", isLargeText: true)])
        #expect(configuration.isEnabled("missing-label"))
        #expect(!configuration.isEnabled("image-call"))
        #expect(!configuration.isEnabled("contrast-minimum"))
        #expect(configuration.ruleConfiguration.value(of: SmallHitRegionRule.minimumHitTarget) == 48)
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadCase(name: "unknown key", json: "{\n  \"failOn\": \"error\",\n  \"disabeld\": []\n}",
                message: #"App/.perceive.json:3:15: at 'disabeld': unknown key "disabeld". Did you mean 'disabled'?"#),
        BadCase(name: "unknown rule id", json: "{\n  \"disabled\": [\n    \"image-call\",\n    \"missing-lable\"\n  ]\n}",
                message: "App/.perceive.json:4:5: at 'disabled[1]': unknown rule id 'missing-lable'. Did you mean 'missing-label'? 'perceive rules' lists them."),
        BadCase(name: "unknown rule in severity", json: #"{"severity": {"missing-labl": "error"}}"#,
                message: #"App/.perceive.json:1:31: at 'severity["missing-labl"]': unknown rule id 'missing-labl'. Did you mean 'missing-label'? 'perceive rules' lists them."#),
        BadCase(name: "bad severity", json: #"{"severity": {"missing-label": "fatal"}}"#,
                message: #"App/.perceive.json:1:32: at 'severity["missing-label"]': unknown severity "fatal" (expected one of: note, warning, error)"#),
        BadCase(name: "option not a number", json: "{\"thresholds\": {\n  \"minimumHitTarget\": \"44\"\n}}",
                message: "App/.perceive.json:2:23: at 'thresholds.minimumHitTarget': expected a number of points greater than 0"),
        BadCase(name: "option not positive", json: #"{"thresholds": {"minimumHitTarget": 0}}"#,
                message: "App/.perceive.json:1:37: at 'thresholds.minimumHitTarget': expected a number of points greater than 0"),
        BadCase(name: "option a boolean", json: #"{"thresholds": {"minimumHitTarget": true}}"#,
                message: "App/.perceive.json:1:37: at 'thresholds.minimumHitTarget': expected a number of points greater than 0"),
        BadCase(name: "count not whole", json: #"{"thresholds": {"elementFloodCount": 2.5}}"#,
                message: "App/.perceive.json:1:38: at 'thresholds.elementFloodCount': expected a whole number of at least 1"),
        BadCase(name: "unknown option", json: "{\"thresholds\": {\n  \"minimumHitTarget\": 44,\n  \"elementFloodCont\": 9\n}}",
                message: "App/.perceive.json:3:23: at 'thresholds.elementFloodCont': unknown option 'elementFloodCont'. Did you mean 'elementFloodCount'? 'perceive rules ID' lists a rule's options."),
        BadCase(name: "colour pair key", json: ##"{"colorPairs": [{"foreground": "#000", "backgroud": "#fff"}]}"##,
                message: #"App/.perceive.json:1:53: at 'colorPairs[0].backgroud': unknown key "backgroud". Did you mean 'background'?"#),
        BadCase(name: "colour pair without background", json: ##"{"colorPairs": [{"foreground": "#000"}]}"##,
                message: #"App/.perceive.json:1:17: at 'colorPairs[0]': missing "background""#),
        BadCase(name: "unknown platform", json: #"{"platform": "ipad"}"#,
                message: #"App/.perceive.json:1:14: at 'platform': unknown platform "ipad" (expected one of: ios, ipados, macos, visionos, tvos, watchos)"#),
        BadCase(name: "not an object", json: "[]",
                message: "App/.perceive.json:1:1: expected a JSON object at the top level"),
        BadCase(name: "include not strings", json: #"{"include": ["a", 3]}"#,
                message: "App/.perceive.json:1:19: at 'include[1]': expected a string, found a number"),
        BadCase(name: "not JSON", json: "{\n  \"failOn\": \"error\"\n  \"only\": []\n}",
                message: "App/.perceive.json:3:3: not JSON: expected ',' or '}' after the value of \"failOn\", found '\"'"),
        BadCase(name: "empty", json: "",
                message: "App/.perceive.json: not JSON: the document is empty"),
    ])
    func badConfigurationNamesFileLinePathAndProblem(_ test: BadCase) {
        do {
            _ = try parse(test.json)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == test.message)
        }
    }

    @Test func isFoundByWalkingUp() throws {
        let folder = try TemporaryFolder()
        let config = try folder.write(".perceive.json", "{}")
        try folder.write("Sources/App/View.swift", "")
        let found = ConfigurationFile.find(from: folder.path + "/Sources/App/View.swift")
        #expect(found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            == URL(fileURLWithPath: config).resolvingSymlinksInPath().path)
    }
}
