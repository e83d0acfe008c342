import AccessibilityTree
import Audit
import Foundation
@testable import Reporting
import Testing

/// The settings variants of the HTML report: which there are, how a screen lowered under one is
/// numbered against the report's findings, and what the page embeds for its switcher.
@Suite struct HTMLReportVariantTests {
    @Test func theVariantsAreTheSettingsAsAuditedThenEachOtherWay() {
        let variants = ReportSettingsVariant.variants(around: AccessibilitySettings())
        #expect(variants.map(\.name) == [
            "As audited (L)", "Text size AX3", "Bold Text", "Increase Contrast", "Reduce Motion", "Reduce Transparency",
            "Differentiate Without Color", "On/Off Labels", "Button Shapes", "Dark appearance",
        ])
        #expect(variants[1].settings == AccessibilitySettings(contentSize: .accessibilityExtraLarge))
        #expect(variants[2].settings == AccessibilitySettings(boldText: true))
        #expect(variants[9].settings == AccessibilitySettings(darkMode: true))
    }

    @Test func settingsAlreadyOnAreTurnedOffAndAnAccessibilitySizeGoesBackToTheDefault() {
        let base = AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge, boldText: true, colorFilter: .grayscale)
        let variants = ReportSettingsVariant.variants(around: base)
        #expect(variants.prefix(3).map(\.name) == ["As audited (AX5, Bold Text, grayscale filter)", "Text size L", "Bold Text off"])
        #expect(variants[1].settings.contentSize == .large && variants[1].settings.boldText)
        #expect(!variants[2].settings.boldText && variants[2].settings.contentSize == .accessibilityExtraExtraExtraLarge)
    }

    /// A 30×30 pt button without a label, written at `Card.swift:7`.
    static let button = AccessibilityElement(id: "more", traits: .button, frame: Rect(x: 10, y: 10, width: 30, height: 30),
                                             source: SourceLocation(file: "Card.swift", line: 7, column: 5))

    static func report(_ findings: [Finding]) -> AuditReport {
        AuditReport(findings: findings, rules: [], fileCount: 1, toolVersion: "test")
    }

    static func treeFindings(on screen: Screen) -> [Finding] {
        AuditRunner(rules: AllRules.all).audit(screens: [screen], file: "Card.swift").findings
    }

    @Test func aTreeFindingTheReportHoldsKeepsItsNumberAndANewOneIsNumberedAfter() throws {
        let screen = Screen(name: "Card", elements: [Self.button])
        let found = Self.treeFindings(on: screen)
        let label = try #require(found.first { $0.ruleID == "missing-label" })
        let source = Finding(ruleID: "source-only", severity: .note, message: "From source.", location: label.location)
        // The report holds the label finding (index 1) and a finding of a rule that does not read the tree.
        var findings = ReportVariantFindings(report: Self.report([source, label]), configuration: AuditConfiguration(),
                                             rules: AllRules.all, screens: [], framework: nil, isSuppressed: { _ in false })
        let places = findings.places(on: screen, asAudited: 0)
        let numbers = places.indices(at: Self.button.source)
        #expect(numbers.contains(0) && numbers.contains(1))
        let others = found.filter { $0.ruleID != "missing-label" }
        #expect(numbers.count == 2 + others.count)
        #expect(findings.variantFindings.map(\.ruleID) == others.map(\.ruleID))
        #expect(numbers.sorted().last == 1 + others.count)
    }

    @Test func anElementShownTwiceIsNumberedOnce() throws {
        let screen = Screen(name: "List", elements: [Self.button, AccessibilityElement(
            id: "more-2", traits: .button, frame: Rect(x: 10, y: 60, width: 30, height: 30), source: Self.button.source)])
        let label = try #require(Self.treeFindings(on: Screen(name: "Card", elements: [Self.button])).first { $0.ruleID == "missing-label" })
        var findings = ReportVariantFindings(report: Self.report([label]), configuration: AuditConfiguration(), rules: AllRules.all,
                                             screens: [], framework: nil, isSuppressed: { _ in false })
        let numbers = findings.places(on: screen, asAudited: 0).indices(at: Self.button.source)
        #expect(numbers == Array(Set(numbers)).sorted())
        #expect(numbers.first == 0)
    }

    @Test func aReportedFindingTheVariantNoLongerGivesIsRemovedAndOneFromAnotherScreenStays() throws {
        let unlabelled = Screen(name: "Card", elements: [Self.button])
        var button = Self.button
        button.label = "More"
        let labelled = Screen(name: "Card", elements: [button])
        let label = try #require(Self.treeFindings(on: unlabelled).first { $0.ruleID == "missing-label" })
        var removing = ReportVariantFindings(report: Self.report([label]), configuration: AuditConfiguration(), rules: AllRules.all,
                                             screens: [unlabelled], framework: nil, isSuppressed: { _ in false })
        #expect(!removing.places(on: labelled, asAudited: 0).indices(at: Self.button.source).contains(0))
        // Found by the audit on another screen: this one as audited did not give it, so it stays.
        var keeping = ReportVariantFindings(report: Self.report([label]), configuration: AuditConfiguration(), rules: AllRules.all,
                                            screens: [labelled], framework: nil, isSuppressed: { _ in false })
        #expect(keeping.places(on: labelled, asAudited: 0).indices(at: Self.button.source) == [0])
    }

    @Test func aTreeFindingAlsoFoundAsAuditedButNotReportedStaysOut() {
        let screen = Screen(name: "Card", elements: [Self.button])
        var findings = ReportVariantFindings(report: Self.report([]), configuration: AuditConfiguration(), rules: AllRules.all,
                                             screens: [screen], framework: nil, isSuppressed: { _ in false })
        #expect(findings.places(on: screen, asAudited: 0).indices(at: Self.button.source) == [])
        #expect(findings.variantFindings.isEmpty)
    }

    @Test func aNewTreeFindingAnInlineSuppressionSilencesStaysOut() {
        let screen = Screen(name: "Card", elements: [Self.button])
        var findings = ReportVariantFindings(report: Self.report([]), configuration: AuditConfiguration(), rules: AllRules.all,
                                             screens: [], framework: nil, isSuppressed: { $0.ruleID == "missing-label" })
        let numbers = findings.places(on: screen, asAudited: 0).indices(at: Self.button.source)
        #expect(!findings.variantFindings.isEmpty)
        #expect(!findings.variantFindings.contains { $0.ruleID == "missing-label" })
        #expect(numbers == Array(0..<findings.variantFindings.count))
    }

    @Test func thePageEmbedsEachVariantAndOffersASwitcher() throws {
        var screen = ReportScreen(Screen(name: "Card", elements: [Self.button]), name: "Card", findings: FindingPlaces([]))
        var larger = screen
        larger.elements[0].frame = Rect(x: 10, y: 10, width: 60, height: 60)
        larger.elements[0].findings = [0]
        screen.variants = [larger, nil]
        let variants = Array(ReportSettingsVariant.variants(around: AccessibilitySettings()).prefix(3))
        let variantFinding = Finding(ruleID: "missing-label", severity: .error, message: "No label.",
                                     location: FindingLocation(file: "Card.swift", line: 7, column: 5), fix: "Add a label.")
        let page = HTMLReporter.render(HTMLReportDocument(report: Self.report([]), screens: [screen], settingsVariants: variants,
                                                          variantFindings: [variantFinding]))
        #expect(page.contains("<fieldset id=\"variants\"><legend>Display settings</legend>\n"
                              + "<label><input type=\"radio\" name=\"variant\" value=\"0\" checked> As audited (L)<span class=\"variant-note\"></span></label>\n"
                              + "<label><input type=\"radio\" name=\"variant\" value=\"1\"> Text size AX3<span class=\"variant-note\"></span></label>\n"))
        #expect(page.contains("<p id=\"variant-status\" role=\"status\" aria-live=\"polite\"></p>"))
        let json = try HTMLReporterTests.embeddedData(page)
        #expect(json["variants"] as? [String] == ["As audited (L)", "Text size AX3", "Bold Text"])
        #expect(json["reportFindings"] as? Int == 0)
        #expect(json["findings"] as? [[String]] == [["missing-label", "error", "No label.", "Add a label.", "Card.swift:7"]])
        let screens = try #require(json["screens"] as? [[String: Any]])
        let embedded = try #require(screens[0]["variants"] as? [Any])
        #expect((embedded[1] as? NSNumber)?.intValue == 0)
        let variant = try #require(embedded[0] as? [String: Any])
        #expect(Set(variant.keys) == ["elements"], "only what differs from the screen as audited")
        let elements = try #require(variant["elements"] as? [[Any]])
        #expect(elements[0][3] as? Double == 60)
        #expect(elements[0][9] as? [Int] == [0])
    }

    @Test func aVariantElementIsZeroWhereItIsTheSameAndItsFrameWhereOnlyThatMoved() throws {
        let two = Screen(name: "Card", elements: [
            Self.button, AccessibilityElement(id: "name", label: "Pinky", traits: .staticText, frame: Rect(x: 10, y: 50, width: 80, height: 20)),
        ])
        var screen = ReportScreen(two, name: "Card", findings: FindingPlaces([]))
        var moved = screen
        moved.elements[1].frame = Rect(x: 10, y: 50, width: 80, height: 40)
        screen.variants = [moved]
        let variants = Array(ReportSettingsVariant.variants(around: AccessibilitySettings()).prefix(2))
        let page = HTMLReporter.render(HTMLReportDocument(report: Self.report([]), screens: [screen], settingsVariants: variants))
        let screens = try #require(try HTMLReporterTests.embeddedData(page)["screens"] as? [[String: Any]])
        let variant = try #require((screens[0]["variants"] as? [Any])?.first as? [String: Any])
        let elements = try #require(variant["elements"] as? [Any])
        #expect((elements[0] as? NSNumber)?.intValue == 0)
        #expect(elements[1] as? [Double] == [10, 50, 80, 40])
    }

    @Test func aPageWithOneSetOfSettingsHasNoSwitcher() {
        let screen = ReportScreen(Screen(name: "Card", elements: [Self.button]), name: "Card", findings: FindingPlaces([]))
        #expect(!HTMLReporter.render(HTMLReportDocument(report: Self.report([]), screens: [screen])).contains("<fieldset"))
    }
}

/// A screen read from a snapshot or a capture: its elements are written nowhere in source, so
/// each finds the findings about its id in the file the screen was read from.
@Suite struct HTMLReportCapturedScreenTests {
    @Test func anElementWithoutSourceFindsTheFindingsAboutItsIdInItsFile() {
        let screen = Screen(name: "Captured", elements: [
            AccessibilityElement(id: "root/children[0]", traits: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50)),
        ])
        let finding = Finding(ruleID: "missing-label", severity: .error, message: "No label.",
                              location: FindingLocation(file: "Home.json", elementPath: "root/children[0]"))
        let other = Finding(ruleID: "missing-label", severity: .error, message: "No label.",
                            location: FindingLocation(file: "Other.json", elementPath: "root/children[0]"))
        let places = FindingPlaces([other, finding])
        #expect(ReportScreen(screen, name: "Home.json", findings: places, file: "Home.json").elements.map(\.findings) == [[1]])
        #expect(ReportScreen(screen, name: "Home.json", findings: places).elements.map(\.findings) == [[]])
    }
}
