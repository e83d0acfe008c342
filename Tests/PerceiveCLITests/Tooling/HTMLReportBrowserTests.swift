import Foundation
import TestSupport
import Testing

/// The HTML report of the Exceptional Dogs *Before* example in a real browser: Debian's
/// `chromium` driven through `chromium-driver` by Selenium, with axe-core from
/// `axe-selenium-python` (`Tests/Browser/check_html_report.py`). In light and dark mode, at a
/// desktop and a narrow width: no console errors, every screen's numbered order and
/// transcript, every finding shown, every control reached by Tab with a visible focus, the
/// transcript played from the keyboard with the wireframe following, each settings variant
/// chosen from the keyboard, drawn and announced, the costs of each assistive technology shown,
/// and no axe-core violation.
///
/// `.ci/run` installs the browser and the Python packages and sets `PERCEIVE_CI`, under which
/// missing tools fail the test instead of skipping it. `PERCEIVE_RECORD=1` writes the
/// screenshots (desktop and narrow, light and dark) into `docs/images/`.
@Suite(.enabled(if: BrowserTools.available || ProcessInfo.processInfo.environment["PERCEIVE_CI"] != nil,
                "Chromium, chromedriver, Selenium or axe-selenium-python is missing (apt-get install chromium chromium-driver; pip install selenium axe-selenium-python); .ci/run installs them"))
struct HTMLReportBrowserTests {
    @Test func theExceptionalDogsReportPassesInChromium() throws {
        let python = try #require(BrowserTools.python, "python3 is not installed")
        #expect(BrowserTools.available, "selenium and axe-selenium-python must import, and chromedriver be on PATH")
        let perceive = try #require(PreCommitHookTests.builtPerceive, "perceive is not built beside the tests")
        let scratch = try TemporaryFolder("browser")
        let folder = scratch.url
        let report = folder.appendingPathComponent("report.html")
        let made = try ExternalTool(path: perceive.path).run(
            ["report", "Examples/ExceptionalDogs/Before", "-o", report.path, "--no-cache", "--quiet"], in: Repository.root)
        #expect(made.status == 1, "the Before example has errors: \(made.errors)")

        let records = ProcessInfo.processInfo.environment["PERCEIVE_RECORD"] == "1"
        let shots = records ? Repository.root.appendingPathComponent("docs/images") : folder
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let script = Repository.root.appendingPathComponent("Tests/Browser/check_html_report.py").path
        let run = try python.run([script, report.path, shots.path])
        #expect(run.status == 0, "the check did not finish: \(run.errors)")
        let result = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let failures = try #require(result?["failures"] as? [String], "no result: \(run.output) \(run.errors)")
        #expect(failures == [])
        #expect(result?["findings"] as? Int == 10)
        let screens = try #require(result?["screens"] as? [[String: Any]])
        #expect(screens.prefix(2).map { $0["name"] as? String } == ["DogDetailView.swift:40", "Gallery open"])
        #expect(screens.prefix(2).allSatisfy { ($0["order"] as? Int ?? 0) > 10 })
        #expect((result?["playedTo"] as? Int ?? 0) >= 3)
        // Every settings variant chosen from the keyboard and announced; the costs of each technology shown.
        #expect(result?["variantsAnnounced"] as? Int == 9)
        #expect(result?["variantShown"] as? String == "Text size AX3")
        #expect(result?["costRows"] as? Int == 7)
        #expect((result?["controlRows"] as? Int ?? 0) > 0)
        for name in ["desktop", "narrow", "desktop-dark", "narrow-dark"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("html-report-\(name).png").path))
        }
    }
}

/// What the browser test runs: Python with Selenium and axe-selenium-python, and chromedriver.
enum BrowserTools {
    static let python = ExternalTool(named: "python3")
    static let chromedriver = ExternalTool(named: "chromedriver")

    /// Whether the browser's driver and the Python packages are all here.
    static let available: Bool = {
        guard let python, chromedriver != nil else { return false }
        let imports = try? python.run(["-c", "import selenium, axe_selenium_python"])
        return imports?.status == 0
    }()
}

extension ExternalTool {
    /// The executable at `path`.
    init(path: String) { self.path = path }
}
