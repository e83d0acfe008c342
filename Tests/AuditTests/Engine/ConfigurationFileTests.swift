import Audit
import ColorScience
import Foundation
import Testing

@Suite struct ConfigurationFileTests {
    let ids = ["missing-label", "image-call", "contrast-minimum"]

    func parse(_ json: String) throws(AuditError) -> AuditConfiguration {
        try ConfigurationFile.parse(Data(json.utf8), file: "App/.perceive.json", ruleIDs: ids)
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
            {"disabled": ["image-call"], "only": ["missing-label", "image-call"],
             "severity": {"missing-label": "error"}, "thresholds": {"minimumHitTarget": 48},
             "include": ["Sources/**"], "exclude": ["**/Generated/**"], "failOn": "warning",
             "colorPairs": [{"name": "Caption", "foreground": "#767676", "background": "#FFFFFF", "isLargeText": true}]}
            """)
        #expect(configuration.disabled == ["image-call"])
        #expect(configuration.only == ["missing-label", "image-call"])
        #expect(configuration.severities == ["missing-label": .error])
        #expect(configuration.thresholds == ["minimumHitTarget": 48])
        #expect(configuration.include == [Glob("Sources/**")])
        #expect(configuration.exclude == [Glob("**/Generated/**")])
        #expect(configuration.failOn == .warning)
        #expect(configuration.colorPairs == [ColorPair(name: "Caption", foreground: "#767676", background: "#FFFFFF", isLargeText: true)])
        #expect(configuration.isEnabled("missing-label"))
        #expect(!configuration.isEnabled("image-call"))
        #expect(!configuration.isEnabled("contrast-minimum"))
        #expect(configuration.ruleConfiguration.threshold("minimumHitTarget", default: 44) == 48)
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        let message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BadCase(name: "unknown key", json: #"{"disabeld": []}"#,
                message: "App/.perceive.json: at 'disabeld': unknown key 'disabeld' (did you mean 'disabled'?)"),
        BadCase(name: "unknown rule id", json: #"{"disabled": ["image-call", "missing-lable"]}"#,
                message: "App/.perceive.json: at 'disabled[1]': unknown rule id 'missing-lable' (did you mean 'missing-label'?); 'perceive rules' lists them"),
        BadCase(name: "bad severity", json: #"{"severity": {"missing-label": "fatal"}}"#,
                message: "App/.perceive.json: at 'severity.missing-label': expected a severity (one of: note, warning, error)"),
        BadCase(name: "threshold not a number", json: #"{"thresholds": {"minimumHitTarget": "44"}}"#,
                message: "App/.perceive.json: at 'thresholds.minimumHitTarget': expected a number"),
        BadCase(name: "colour pair key", json: ##"{"colorPairs": [{"foreground": "#000", "backgroud": "#fff"}]}"##,
                message: "App/.perceive.json: at 'colorPairs[0].backgroud': unknown key 'backgroud' (did you mean 'background'?)"),
        BadCase(name: "not an object", json: "[]",
                message: "App/.perceive.json: expected a JSON object at the top level"),
        BadCase(name: "include not strings", json: #"{"include": ["a", 3]}"#,
                message: "App/.perceive.json: at 'include[1]': expected a string"),
    ])
    func badConfigurationNamesFilePathAndProblem(_ test: BadCase) {
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
