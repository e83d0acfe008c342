import Foundation
import PerceiveCLI
import TestSupport
import Testing

@Suite struct ColorsCommandTests {
    let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("colors")
    }

    /// A catalog with grey text too light on white, grey text that only just passes, and text that
    /// passes by far.
    func catalog() throws -> String {
        let sets = ["Background": "0xFF", "TextPrimary": "0x00", "TextCaption": "0x99", "TextSecondary": "0x6A"]
        for (name, level) in sets {
            try scratch.write("Assets.xcassets/\(name).colorset/Contents.json", """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : { "alpha" : "1.000", "blue" : "\(level)", "green" : "\(level)", "red" : "\(level)" }
                      },
                      "idiom" : "universal"
                    }
                  ]
                }
                """)
        }
        return scratch.path("Assets.xcassets")
    }

    static func run(_ arguments: [String]) -> (ExitCode, RecordingConsole) {
        let recording = RecordingConsole()
        return (Perceive.main(arguments: ["colors"] + arguments, console: recording.console), recording)
    }

    @Test func findingsArePrintedAsCompilerWarnings() throws {
        let catalog = try self.catalog()
        let (status, recording) = Self.run([catalog])
        #expect(status == .findings)
        let caption = "\(catalog)/TextCaption.colorset/Contents.json"
        let secondary = "\(catalog)/TextSecondary.colorset/Contents.json"
        // Below 4.5:1 a pair is reported for its contrast alone; just above, for its missing variant.
        #expect(recording.standardOutput == """
            \(caption):3:5: warning: TextCaption on Background has a contrast of 2.85:1 in the light appearance, \
            below the 4.50:1 that WCAG 2.2 SC 1.4.3 Contrast (Minimum) requires; people with low vision or in bright \
            light may not be able to read it [asset-color-contrast]
            \(secondary):3:5: warning: TextSecondary on Background reaches only 5.41:1 in the light appearance (within 1.0 of \
            4.50:1) and neither colour has a high-contrast variant, so Increase Contrast changes nothing for it; add a \
            High Contrast appearance to TextSecondary or Background [asset-color-missing-high-contrast]
            2 colour findings in \(catalog) (4 colour sets).

            """)
    }

    @Test func pairsFileLimitsTheCheck() throws {
        let catalog = try self.catalog()
        let pairs = URL(fileURLWithPath: catalog).deletingLastPathComponent().appendingPathComponent("pairs.txt").path
        try Data("TextPrimary on Background\n".utf8).write(to: URL(fileURLWithPath: pairs))
        let (status, recording) = Self.run([catalog, "--pairs", pairs])
        #expect(status == .clean)
        #expect(recording.standardOutput == "No colour findings in \(catalog) (4 colour sets).\n")
    }

    @Test func jsonReportHasTheFindings() throws {
        let catalog = try self.catalog()
        let (status, recording) = Self.run([catalog, "--format", "json"])
        #expect(status == .findings)
        let object = try JSONSerialization.jsonObject(with: Data(recording.standardOutput.utf8)) as? [String: Any]
        #expect(object?["format"] as? String == "perceive-colors")
        let findings = object?["findings"] as? [[String: Any]]
        #expect(findings?.map { $0["kind"] as? String } == ["asset-color-contrast", "asset-color-missing-high-contrast"])
        #expect(findings?.first?["colorNames"] as? [String] == ["TextCaption", "Background"])
    }

    @Test func inputErrorsExitTwo() throws {
        let (status, recording) = Self.run(["/nonexistent/Assets.xcassets"])
        #expect(status == .usageOrInputError)
        #expect(recording.standardError == "perceive colors: /nonexistent/Assets.xcassets: error: no asset catalog folder here\n")
        let (usage, usageRecording) = Self.run(["--format", "xml", "A.xcassets"])
        #expect(usage == .usageOrInputError)
        #expect(usageRecording.standardError.hasPrefix("perceive colors: 'xml' is not a valid value for '--format'"))
    }
}
