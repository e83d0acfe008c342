import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive report` and `perceive audit --format html` on the talks' examples.
@Suite struct ReportCommandTests {
    let scratch: TemporaryFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try TemporaryFolder("report")
    }

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    /// The data a page embeds for its script.
    static func embeddedData(_ page: String) throws -> [String: Any]? {
        let start = try #require(page.range(of: "id=\"perceive-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
    }

    static let before = Repository.root.appendingPathComponent("Examples/ExceptionalDogs/Before").path

    @Test func theReportOfExceptionalDogsShowsEveryScreenAndFinding() throws {
        let path = folder + "/report.html"
        let result = run(["report", Self.before, "-o", path, "--no-cache"])
        #expect(result.status == .findings)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<p id=\"summary-line\">10 findings (2 errors, 7 warnings, 1 note) in 6 files.</p>"))
        #expect(page.components(separatedBy: "<article class=\"finding").count - 1 == 10)
        #expect(page.contains("data-screen=\"0\">DogDetailView.swift:40</button>"))
        #expect(page.contains("data-screen=\"1\">Gallery open</button>"))
        #expect(page.contains("<h2 id=\"screens-heading\">Screens (2)</h2>"))
    }

    @Test func eachScreenIsLoweredAgainUnderEachSettingsVariant() throws {
        let result = run(["report", Self.before, "--no-cache", "--quiet"])
        #expect(result.output.contains("<label><input type=\"radio\" name=\"variant\" value=\"1\"> Text size AX3"))
        #expect(result.output.contains("<label><input type=\"radio\" name=\"variant\" value=\"9\"> Dark appearance"))
        let json = try Self.embeddedData(result.output)
        let screens = try #require(json?["screens"] as? [[String: Any]])
        let variants = try #require(screens.first?["variants"] as? [Any])
        // Nine variants after the settings as audited; at AX3 the detail screen is drawn anew.
        #expect(variants.count == 9)
        #expect(variants[0] is [String: Any])
        #expect(json?["reportFindings"] as? Int == 10)
    }

    @Test func aSnapshotGivenIsDrawnAsAScreenWithItsFindings() throws {
        try Data("""
            {"format": "perceive-snapshot", "version": 1,
             "screen": {"root": {"id": "root", "children": [
               {"id": "play", "traits": ["button"], "frame": {"x": 10, "y": 10, "width": 30, "height": 30}}]}}}
            """.utf8).write(to: URL(fileURLWithPath: folder + "/home.json"))
        let result = run(["report", folder + "/home.json", "--no-cache", "--quiet"])
        #expect(result.output.contains("data-screen=\"0\">home.json</button>"))
        let json = try Self.embeddedData(result.output)
        let screen = try #require((json?["screens"] as? [[String: Any]])?.first)
        #expect(screen["variants"] == nil, "a snapshot is drawn as captured")
        #expect(!result.output.contains("<fieldset"), "without source there is nothing to draw under other settings")
        let elements = try #require(screen["elements"] as? [[Any]])
        #expect(elements.map { $0[0] as? String } == ["button"])
        let findings = try #require(json?["findings"] as? [[Any]])
        #expect((elements[0][9] as? [Int])?.map { findings[$0][0] as? String }.contains("missing-label") == true)
    }

    @Test func auditWithTheHTMLFormatWritesTheSamePage() throws {
        let report = run(["report", Self.before, "--no-cache"])
        let audit = run(["audit", Self.before, "--format", "html", "--no-cache"])
        #expect(!report.output.isEmpty)
        #expect(report.output == audit.output)
        #expect(report.status == audit.status)
    }

    @Test func theBaselineTrendCountsNewAndFixedFindings() throws {
        let baseline = folder + "/baseline.json"
        #expect(run(["audit", Self.before, "--write-baseline", baseline, "--no-cache", "--quiet"]).status == .clean)
        let result = run(["report", Self.before, "--baseline", baseline, "--no-cache"])
        #expect(result.status == .clean)
        #expect(result.output.contains(
            "Against the baseline: <strong>0 new</strong> (listed below), 10 of the baseline's 10 still found, 0 fixed."))
    }

    /// Every example's report stays small enough to attach to a pull request or a ticket.
    @Test func everyExamplesReportIsUnderTwoMegabytes() throws {
        let examples = Repository.root.appendingPathComponent("Examples")
        var sizes: [String: Int] = [:]
        for app in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() {
            let appFolder = examples.appendingPathComponent(app)
            guard let variants = try? FileManager.default.contentsOfDirectory(atPath: appFolder.path) else { continue }
            for variant in variants.sorted() {
                let result = run(["report", appFolder.appendingPathComponent(variant).path, "--no-cache", "--quiet"])
                sizes["\(app)/\(variant)"] = result.output.utf8.count
            }
        }
        #expect(sizes.count >= 10)
        let largest = try #require(sizes.max { $0.value < $1.value })
        #expect(largest.value > 10_000, "every report holds at least its page")
        #expect(largest.value < 2_000_000, "\(largest.key)'s report has \(largest.value) bytes")
    }

    @Test func aScreenshotIsShownUnderEachColourVisionDeficiency() throws {
        let png = Repository.root.appendingPathComponent("Tests/ImagingTests/Fixtures/rgb-interlaced.png").path
        let result = run(["report", Self.before, "--screenshot", png, "--no-cache", "--quiet"])
        #expect(result.status == .findings)
        let alts = result.output.matches(of: /<img src="data:image\/png;base64,[A-Za-z0-9+\/=]+" alt="([^"]+)">/).map { String($0.output.1) }
        #expect(alts == ["Typical colour vision", "protanopia", "deuteranopia", "tritanopia", "achromatopsia",
                         "protanomaly (severity 0.5)", "deuteranomaly (severity 0.5)", "tritanomaly (severity 0.5)"]
            .map { "The screenshot as seen with \($0)" })
        #expect(result.output.contains("<h2 id=\"screenshots-heading\">Screenshots</h2>\n<h3><code>\(png)</code></h3>"))
    }

    @Test func aScreenshotThatCannotBeReadIsAnInputError() {
        let result = run(["report", Self.before, "--screenshot", folder + "/missing.png", "--no-cache", "--quiet"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.hasPrefix("perceive report: \(folder)/missing.png: "))
        #expect(result.error.components(separatedBy: "missing.png").count == 2)
    }

    @Test func aScreenshotNeedsTheHTMLReport() {
        let result = run(["audit", Self.before, "--screenshot", "shot.png"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("'--screenshot' applies to the HTML report ('--format html' or 'perceive report')"))
    }

    @Test func reportRefusesAFormat() {
        let result = run(["report", Self.before, "--format", "json"])
        #expect(result.status == .usageOrInputError)
    }
}
