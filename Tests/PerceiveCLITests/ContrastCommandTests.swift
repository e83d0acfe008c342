import Foundation
import PerceiveCLI
import Testing

@Suite struct ContrastCommandTests {
    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["contrast"] + arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = run(arguments + ["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func blackOnWhitePasses() {
        let result = run(["#000000", "#FFFFFF"])
        #expect(result.status == .clean)
        #expect(result.output.contains("Contrast    21.00:1"))
        #expect(result.output.contains("PASS: AA normal text (≥ 4.5:1), 21.00:1."))
    }

    @Test func grey777777FailsNormalTextAndShowsTheNearestPassingColours() {
        let result = run(["#777777", "white"])
        #expect(result.status == .findings)
        #expect(result.output.contains("Contrast    4.48:1"))
        #expect(result.output.contains("  SC 1.4.3   AA  normal text  ≥ 4.5:1   FAIL  ← this check"))
        #expect(result.output.contains("  SC 1.4.3   AA  large text   ≥ 3:1     pass"))
        #expect(result.output.contains("  foreground #767676   darker  4.54:1   ΔE00 0.40"))
        #expect(result.output.contains("FAIL: AA normal text needs 4.5:1; this pair has 4.48:1."))
    }

    @Test func largeTextPassesAtThreeToOne() {
        #expect(run(["#777777", "white", "--size", "18"]).status == .clean)
        #expect(run(["#777777", "white", "--size", "14", "--weight", "bold"]).status == .clean)
        #expect(run(["#777777", "white", "--size", "14", "--weight", "semibold"]).status == .findings)
        #expect(run(["#777777", "white", "--size", "17"]).status == .findings)
        #expect(run(["#777777", "white", "--size", "12", "--weight", "bold", "--large-text", "hig"]).status == .clean)
    }

    @Test func aaaIsStricter() {
        #expect(run(["#595959", "white", "--level", "aaa"]).status == .clean)
        #expect(run(["#767676", "white", "--level", "aaa"]).status == .findings)
        #expect(run(["#767676", "white"]).status == .clean)
    }

    @Test func aTextStyleSizeFollowsDynamicType() throws {
        let large = try json(["#777777", "white", "--size", "body"])
        #expect((large["text"] as? [String: Any])?["pointSize"] as? Double == 17)
        let accessibility = try json(["#777777", "white", "--size", "body", "--dynamic-type", "AX1"])
        #expect((accessibility["text"] as? [String: Any])?["pointSize"] as? Double == 28)
        #expect(accessibility["passes"] as? Bool == true)
    }

    @Test func systemColoursResolveInTheAppearanceNamed() throws {
        let dark = try json(["systemBlue", "systemBackground", "--appearance", "dark"])
        #expect(dark["appearance"] as? String == "dark")
        let foreground = try #require(dark["foreground"] as? [String: Any])
        #expect(foreground["resolved"] as? String == "#0A84FF")
        #expect(foreground["name"] as? String == "systemBlue")
        let text = run(["systemBlue", "systemBackground", "--appearance", "dark-hc"]).output
        #expect(text.contains("Foreground  systemBlue → #409CFF"))
        #expect(text.contains("Appearance  dark, increased contrast"))
    }

    @Test func theJSONShapeIsStable() throws {
        let report = try json(["#777", "#fff"])
        #expect(Set(report.keys) == ["format", "version", "foreground", "background", "appearance", "ratio", "ratioText",
                                     "text", "level", "requirement", "passes", "criteria", "deficiencies",
                                     "simulationModel", "adjustments"])
        #expect(report["simulationModel"] as? String == "machado2009")
        #expect(report["format"] as? String == "perceive-contrast")
        #expect(report["version"] as? Int == 1)
        #expect(report["ratioText"] as? String == "4.48")
        #expect(abs((report["ratio"] as? Double ?? 0) - 4.478089) < 1e-6)
        let text = try #require(report["text"] as? [String: Any])
        #expect(Set(text.keys) == ["pointSize", "weight", "isBold", "subject", "mapping", "rule"])
        #expect(text["pointSize"] is NSNull)
        let foreground = try #require(report["foreground"] as? [String: Any])
        #expect(Set(foreground.keys) == ["input", "name", "resolved", "drawn"])
        let criteria = try #require(report["criteria"] as? [[String: Any]])
        #expect(criteria.map { $0["successCriterion"] as? String } == ["1.4.3", "1.4.3", "1.4.6", "1.4.6", "1.4.11"])
        let deficiencies = try #require(report["deficiencies"] as? [[String: Any]])
        #expect(deficiencies.map { $0["name"] as? String } == ["protanopia", "deuteranopia", "tritanopia", "achromatopsia",
                                                              "protanomaly", "deuteranomaly", "tritanomaly"])
        #expect(deficiencies.map { $0["severity"] as? Double } == [1, 1, 1, 1, 0.5, 0.5, 0.5])
        let adjustments = try #require(report["adjustments"] as? [[String: Any]])
        #expect(adjustments.first?["color"] as? String == "#767676")
        #expect(adjustments.map { $0["role"] as? String } == ["foreground", "background"])
    }

    @Test func deficienciesCanChangeTheVerdict() throws {
        // Red on black passes AA for most people; with protanopia red looks dark.
        let report = try json(["#FF0000", "#000000"])
        #expect(report["passes"] as? Bool == true)
        let deficiencies = try #require(report["deficiencies"] as? [[String: Any]])
        let protanopia = try #require(deficiencies.first)
        #expect(protanopia["passes"] as? Bool == false)
        #expect(protanopia["ratioText"] as? String == "3.29")
    }

    @Test func deficienciesAndModelCanBeChosen() throws {
        let report = try json(["#FF0000", "#000000", "--deficiency", "deuteranomaly:0.3", "--deficiency", "tritanopia",
                               "--cvd-model", "brettel"])
        #expect(report["simulationModel"] as? String == "brettel1997")
        let deficiencies = try #require(report["deficiencies"] as? [[String: Any]])
        #expect(deficiencies.map { $0["name"] as? String } == ["deuteranomaly", "tritanopia"])
        #expect(deficiencies.first?["severity"] as? Double == 0.3)
        let text = run(["#FF0000", "#000000", "--deficiency", "deuteranomaly:0.3"]).output
        #expect(text.contains("  deuteranomaly 0.3  "))
    }

    @Test func nonTextUsesThreeToOne() {
        let result = run(["#959595", "white", "--non-text"])
        #expect(result.status == .findings)
        #expect(result.output.contains("Contrast    2.99:1"))
        #expect(result.output.contains("SC 1.4.11  AA  non-text     ≥ 3:1     FAIL  ← this check"))
    }

    @Test(arguments: [
        ([String](), "perceive contrast: missing the foreground and background colours"),
        (["#777"], "perceive contrast: missing the background colour after '#777'"),
        (["#777", "#fff", "#000"], "perceive contrast: unexpected argument '#000'"),
        (["sytemBlue", "white"],
         "perceive contrast: the foreground 'sytemBlue' is not a colour: 'sytemBlue' is not a known colour name. Did you mean 'systemBlue'?"),
        (["#fff", "#12345"],
         "perceive contrast: the background '#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits (RGB, RGBA, RRGGBB, RRGGBBAA), not 5."),
        (["#777", "#fff", "--level", "aaaa"],
         "perceive contrast: 'aaaa' is not a valid value for '--level' (expected one of: aa, aaa). Did you mean 'aaa'?"),
        (["#777", "#fff", "--size", "big"],
         "perceive contrast: 'big' is not a valid value for '--size' (expected one of: 17, body)."),
        (["#777", "#fff", "--size", "-3"],
         "perceive contrast: '-3' is not a valid value for '--size' (expected one of: 17, body)."),
        (["#777", "#fff", "--weight", "bld"],
         "perceive contrast: 'bld' is not a valid value for '--weight' (expected one of: black, bold, heavy, light, medium, regular, semibold, thin, ultraLight). Did you mean 'bold'?"),
        (["#777", "#fff", "--deficiency", "deuteranopa"],
         "perceive contrast: 'deuteranopa' is not a colour-vision deficiency (protanopia, deuteranopia, tritanopia, achromatopsia, protanomaly, deuteranomaly, tritanomaly, with ':SEVERITY' from 0 to 1 for an anomaly). Did you mean 'deuteranopia'?"),
        (["#777", "#fff", "--cvd-model", "brettle"],
         "perceive contrast: 'brettle' is not a valid value for '--cvd-model' (expected one of: brettel, machado, vienot). Did you mean 'brettel'?"),
        (["#777", "#fff", "--non-text", "--size", "17"],
         "perceive contrast: '--non-text' judges an element, not text: drop '--size'"),
    ])
    func usageErrorsExitTwoWithAOneLineReason(arguments: [String], reason: String) {
        let result = run(arguments)
        #expect(result.status == .usageOrInputError)
        #expect(result.output.isEmpty)
        #expect(result.error.split(separator: "\n").first.map(String.init) == reason)
    }

    @Test func aHeadlineIsSemiboldWhichIsNotBold() {
        let output = run(["#777777", "white", "--size", "headline"]).output
        #expect(output.contains("Text: 17 pt semibold → normal text"))
        #expect(run(["#777777", "white", "--size", "15", "--weight", "700"]).output.contains("Text: 15 pt bold → large text"))
    }

    @Test func sizesMayCarryAPointSuffix() throws {
        let report = try json(["#777777", "white", "--size", "18pt"])
        #expect((report["text"] as? [String: Any])?["pointSize"] as? Double == 18)
    }
}
