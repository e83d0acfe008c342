import AccessibilityTree
import Audit
import ColorScience
import Foundation
@testable import Reporting
import TestSupport
import Testing

/// The HTML report rendered from the sample report and a small screen: what the page says, what
/// it embeds for its script, and that it needs nothing from outside itself.
@Suite struct HTMLReporterTests {
    /// A screen with a 30×30 pt button written where the sample's `missing-label` finding points,
    /// and a 200×60 pt text.
    static let screen = Screen(name: "Dog card", elements: [
        AccessibilityElement(id: "favourite", label: "Favourite </script><b>", traits: .button,
                             frame: Rect(x: 20, y: 100, width: 30, height: 30),
                             source: SourceLocation(file: "App/Views/Dog Card.swift", line: 12, column: 5)),
        AccessibilityElement(id: "name", label: "Pinky", traits: .staticText, frame: Rect(x: 20, y: 200, width: 200, height: 60)),
    ])

    static var reportScreen: ReportScreen {
        ReportScreen(screen, name: "Dog card", findings: FindingPlaces(SampleReport.report.findings))
    }

    static var document: HTMLReportDocument {
        HTMLReportDocument(report: SampleReport.report, screens: [reportScreen],
                           sources: SourceExcerpts(lines: ["App/Views/Dog Card.swift": [11: "Button {", 12: "    Image(\"star\")", 13: "}"]]))
    }

    @Test func theScreenIsNumberedInVoiceOverOrderAndLinkedToItsFindings() {
        let screen = Self.reportScreen
        #expect(screen.elements.map(\.name) == ["Favourite </script><b>", "Pinky"])
        #expect(screen.elements.map(\.order) == [1, 2])
        // In report order (file, then line) the sample's missing-label finding, at line 12, comes first.
        #expect(screen.elements.map(\.findings) == [[0], []])
        #expect(screen.elements.map(\.hasSmallHitRegion) == [true, false])
        #expect(screen.transcript.map(\.text) == ["Favourite </script><b>. Button.", "Pinky"])
        #expect(screen.transcript.map(\.element) == [0, 1])
    }

    @Test func everyFindingIsAnArticleWithItsCodeRationaleCriteriaAndFix() throws {
        let page = HTMLReporter.render(Self.document)
        #expect(page.components(separatedBy: "<article class=\"finding").count - 1 == SampleReport.report.findings.count)
        #expect(page.contains("<article class=\"finding error\" id=\"finding-0\" aria-labelledby=\"finding-0-title\">"))
        #expect(page.contains("<mark><span class=\"line-number\">12</span>    Image(&quot;star&quot;)</mark>"))
        #expect(page.contains("<p class=\"fix\"><strong>Fix:</strong> Add .accessibilityLabel(&quot;Favourite&quot;).</p>"))
        #expect(page.contains("<li>WCAG 4.1.2 Name, Role, Value (A)</li>"))
        #expect(page.contains("VoiceOver speaks only the trait, so a person cannot tell what the control does."))
        #expect(page.contains("The label &apos;IMG_0042.png&apos; &lt;may&gt; be a file name &amp; not a description."))
        #expect(page.contains("data-screen=\"0\" data-element=\"0\">Show on the screen</button>"))
    }

    @Test func theSummaryCountsBySeverityRuleAndFile() {
        let page = HTMLReporter.render(Self.document)
        #expect(page.contains("<li class=\"error\"><strong>1</strong> error</li>"))
        #expect(page.contains("<li class=\"warning\"><strong>2</strong> warnings</li>"))
        #expect(page.contains("<tr><th scope=\"row\"><code>App/Views/Dog Card.swift</code></th>"
                              + "<td class=\"number\">1</td><td class=\"number\">1</td><td class=\"number\">0</td><td class=\"number\">2</td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\"><code>missing-label</code> Interactive element has no label</th>"))
    }

    @Test func theBaselineTrendSaysWhatIsNewAndWhatWasFixed() {
        var document = Self.document
        document.baseline = BaselineTrend(baselineCount: 5, stillFound: 3, newCount: 4)
        #expect(HTMLReporter.render(document).contains(
            "Against the baseline: <strong>4 new</strong> (listed below), 3 of the baseline's 5 still found, 2 fixed."))
    }

    /// The data embedded for the page's script.
    static func embeddedData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"perceive-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try #require(json as? [String: Any])
    }

    @Test func eachControlCarriesItsCostsAndTheScreenEachTechnologysTotals() throws {
        let screen = Self.reportScreen
        #expect(screen.elements[0].costs == ["double tap", "2 presses", "2 presses, 0 s", "Tap Favourite </script><b>",
                                             "4 commands", "1 key", "too small (30×30 pt)"])
        #expect(screen.elements[1].costs == [])
        #expect(screen.costs.map(\.technology) == ["VoiceOver", "Switch Control step", "Switch Control auto", "Voice Control",
                                                   "Voice Control grid", "Keyboard", "Dwell"])
        #expect(screen.costs[0] == ReportTechnologyCost(technology: "VoiceOver", hardest: "Favourite </script><b>: double tap",
                                                        total: "0 swipes and 1 double tap", unreachable: 0))
        #expect(screen.costs[6] == ReportTechnologyCost(technology: "Dwell", hardest: "Favourite </script><b>: too small (30×30 pt)",
                                                        total: "0 of 1 reliable", unreachable: 0))
        let json = try Self.embeddedData(HTMLReporter.render(Self.document))
        #expect(json["costHeaders"] as? [String] == ["VoiceOver", "Switch Control step", "Switch Control auto", "Voice Control",
                                                     "Voice Control grid", "Keyboard", "Dwell"])
        let screens = try #require(json["screens"] as? [[String: Any]])
        #expect((screens[0]["costs"] as? [[Any]])?.first?.first as? String == "VoiceOver")
        #expect((screens[0]["elements"] as? [[Any]])?.first?[10] as? [String] == screen.elements[0].costs)
    }

    @Test func theScreensAreEmbeddedAsDataTheScriptReads() throws {
        let page = HTMLReporter.render(Self.document)
        #expect(!page.contains("Favourite </script>"), "a label must not end the data's script element")
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"perceive-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        let screens = try #require(json?["screens"] as? [[String: Any]])
        #expect(screens.count == 1)
        #expect(screens[0]["name"] as? String == "Dog card")
        let elements = try #require(screens[0]["elements"] as? [[Any]])
        #expect(elements[0][0] as? String == "Favourite </script><b>")
        #expect(elements[0].dropFirst().prefix(6).map { ($0 as? NSNumber)?.doubleValue } == [20, 100, 30, 30, 1, 1])
        #expect(json?["files"] as? [String] == ["App/Views/Dog Card.swift"])
        let transcript = try #require(screens[0]["transcript"] as? [[Any]])
        #expect(transcript.map { $0[0] as? String } == ["Favourite </script><b>. Button.", "Pinky"])
        #expect(page.contains("<button type=\"button\" class=\"link\" data-screen=\"0\">Dog card</button> <span class=\"count\">1 finding</span>"))
    }

    @Test func thePageNeedsNothingFromOutsideItself() {
        let page = HTMLReporter.render(Self.document)
        for reference in ["src=", "<link", "@import", "url(", "https://", "<iframe", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(reference), "the page refers outside itself with \(reference)")
        }
        // The one address is the SVG namespace, a name, not a request.
        #expect(page.components(separatedBy: "http://").count - 1 == 1)
        #expect(page.contains("\"http://www.w3.org/2000/svg\""))
    }

    @Test func aReportWithoutScreensSaysSo() {
        let page = ReportFormat.html.render(SampleReport.empty)
        #expect(page.contains("<p>No findings.</p>"))
        #expect(page.contains("<p>No screens: this report was made without lowering the source into screens.</p>"))
        #expect(!page.contains("<nav"))
    }

    @Test func excerptsQuoteTheLinesAroundAPlace() throws {
        let folder = try TemporaryFolder("excerpt")
        let file = try folder.write("View.swift", "one\ntwo\r\nthree\nfour\nfive\nsix\n")
        let excerpts = SourceExcerpts.read(around: [(file, 2), (folder.path("missing.swift"), 1)])
        #expect(excerpts.excerpt(file: file, line: 2).map(\.number) == [1, 2, 3, 4])
        #expect(excerpts.excerpt(file: file, line: 2).map(\.text) == ["one", "two", "three", "four"])
        #expect(excerpts.lines.count == 1)
    }
}

/// The colour pairs the screens draw, measured and shown as swatches.
@Suite struct HTMLReportColorTests {
    static let screen = Screen(name: "Card", elements: [
        AccessibilityElement(id: "caption", label: "Caption", traits: .staticText,
                             source: SourceLocation(file: "Card.swift", line: 4, column: 9),
                             visual: VisualFacts(foregroundColor: "#999999", backgroundColor: "#FFFFFF")),
        AccessibilityElement(id: "again", label: "Again", traits: .staticText,
                             visual: VisualFacts(foregroundColor: "#999999", backgroundColor: "#FFFFFF")),
        AccessibilityElement(id: "title", label: "Title", traits: .staticText,
                             visual: VisualFacts(foregroundColor: "#000000", backgroundColor: "#FFFFFF")),
        AccessibilityElement(id: "unknown", label: "Run time", visual: VisualFacts(foregroundColor: "tint")),
    ])

    @Test func eachPairIsMeasuredOnceWithItsDeficienciesAndNearestPassingColour() throws {
        let pairs = ReportColorPair.pairs(on: [Self.screen])
        #expect(pairs.map(\.foreground) == ["#999999", "#000000"])
        let grey = try #require(pairs.first)
        #expect(grey.foregroundHex == "#999999" && grey.backgroundHex == "#FFFFFF")
        #expect(String(format: "%.2f", grey.ratio) == "2.85")
        #expect(!grey.passes)
        #expect(grey.source == SourceLocation(file: "Card.swift", line: 4, column: 9))
        #expect(grey.deficiencies.count == 7)
        #expect(grey.deficiencies.first?.name == "protanopia")
        let nearest = try #require(grey.nearestPassingForeground)
        let ratio = ContrastRatio(try RGBColor(parsing: nearest), .white).value
        #expect(ratio >= 4.5 && ratio < 4.7)
        #expect(pairs[1].passes && pairs[1].nearestPassingForeground == nil)
    }

    @Test func thePageShowsEachPairAsSwatchesWithRatios() throws {
        let report = ReportScreen(Self.screen, name: "Card", findings: FindingPlaces([]))
        let page = HTMLReporter.render(HTMLReportDocument(report: SampleReport.empty, screens: [report],
                                                          colorPairs: ReportColorPair.pairs(on: [Self.screen])))
        #expect(page.contains("<caption><code>#999999 on #FFFFFF</code> <span class=\"count\">normal text, at least 4.5:1 "
                              + "(WCAG SC 1.4.3 Contrast (Minimum))</span> <span class=\"count\">Card.swift, line 4</span></caption>"))
        #expect(page.contains("<tr><th scope=\"row\">Typical colour vision</th><td><svg class=\"swatch\""))
        #expect(page.contains("<code>#999999</code> on <code>#FFFFFF</code></td><td class=\"number\">2.85:1, fails AA</td></tr>"))
        #expect(page.contains("<th scope=\"row\">Nearest passing text colour</th>"))
        #expect(page.contains("<td class=\"number\">21.00:1, passes AA</td>"))
        #expect(page.components(separatedBy: "<table class=\"colors\">").count - 1 == 2)
    }

    @Test func eachPairIsHeldToTheMinimumOfWhatDrawsIt() throws {
        let screen = Screen(name: "Card", elements: [
            AccessibilityElement(id: "body", label: "Body", traits: .staticText,
                                 visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF", font: .fixed(size: 14))),
            AccessibilityElement(id: "title", label: "Title", traits: .staticText,
                                 visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF", font: .textStyle(.title))),
            AccessibilityElement(id: "icon", traits: .image, visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF")),
        ])
        let pairs = ReportColorPair.pairs(on: [screen])
        #expect(pairs.map(\.requirement.subject) == [.normalText, .largeText, .nonText])
        #expect(pairs.map(\.minimumRatio) == [4.5, 3, 3])
        #expect(pairs.map(\.requirement.successCriterion) == ["1.4.3", "1.4.3", "1.4.11"])
        #expect(pairs.map(\.passes) == [false, true, true])
        #expect(pairs[0].nearestPassingForeground != nil && pairs[1].nearestPassingForeground == nil)
        let report = ReportScreen(screen, name: "Card", findings: FindingPlaces([]))
        let page = HTMLReporter.render(HTMLReportDocument(report: SampleReport.empty, screens: [report], colorPairs: pairs))
        #expect(page.contains("<span class=\"count\">large text, at least 3:1 (WCAG SC 1.4.3 Contrast (Minimum))</span>"))
        #expect(page.contains("<span class=\"count\">non-text, at least 3:1 (WCAG SC 1.4.11 Non-text Contrast)</span>"))
    }

    @Test func withoutPairsTheSectionSaysSo() {
        let report = ReportScreen(Screen(name: "Empty", elements: []), name: "Empty", findings: FindingPlaces([]))
        let page = HTMLReporter.render(HTMLReportDocument(report: SampleReport.empty, screens: [report]))
        #expect(page.contains("<p>No element on these screens sets both its text colour and its background"))
    }
}

/// A report of many screens offers a labelled filter over their list.
@Suite struct HTMLReportScreenListTests {
    static func page(screens: Int) -> String {
        let screen = ReportScreen(Screen(name: "S", elements: []), name: "S", findings: FindingPlaces([]))
        return HTMLReporter.render(HTMLReportDocument(report: SampleReport.empty, screens: Array(repeating: screen, count: screens)))
    }

    @Test func moreThanTwelveScreensHaveAFilter() {
        #expect(Self.page(screens: 13).contains("<label for=\"screen-filter\">Filter screens</label>\n<input id=\"screen-filter\" type=\"search\">"))
        #expect(Self.page(screens: 13).contains("<h2 id=\"screens-heading\">Screens (13)</h2>"))
        #expect(!Self.page(screens: 12).contains("<input id=\"screen-filter\""))
    }
}
