@testable import AssetCatalog
import ColorScience
import TestSupport
import Testing

@Suite struct CatalogColorAuditTests {
    static let catalog = Result { try AssetCatalog.read(at: CatalogFixtures.path("Audit.xcassets")) }

    /// `kind names appearance` for each finding, to compare whole results at a glance.
    static func summary(_ findings: [ColorFinding]) -> [String] {
        findings.map { "\($0.kind.ruleID) \($0.colorNames.joined(separator: "/")) \($0.appearance)" }
    }

    @Test func inferredPairsAreCheckedInEveryAppearanceTheyDefine() throws {
        let options = ColorAuditOptions(deficiencies: [.deuteranopia])
        let findings = try CatalogColorAudit.findings(in: try Self.catalog.get(), options: options)
        #expect(Self.summary(findings) == [
            "asset-color-missing-high-contrast TextSecondary/Background light",
            "asset-color-contrast TextTertiary/Background light",
            "asset-color-contrast TextTertiary/Background dark, increased contrast",
            "asset-palette-colors-merge Chart1/Chart2 light",
        ])
    }

    @Test func contrastFindingCarriesRatioPlaceAndMessage() throws {
        let findings = try CatalogColorAudit.findings(
            in: try Self.catalog.get(),
            options: ColorAuditOptions(pairs: [ColorPair(foreground: "TextTertiary", background: "Background")], deficiencies: []))
        #expect(findings.count == 2)
        let first = try #require(findings.first)
        #expect(first.kind == .insufficientContrast)
        #expect(abs((first.ratio ?? 0) - 2.8494) < 1e-3)
        #expect(first.minimumRatio == 4.5)
        #expect(first.file.hasSuffix("Audit.xcassets/TextTertiary.colorset/Contents.json"))
        #expect(first.line == 3)
        #expect(first.message == "TextTertiary on Background has a contrast of 2.85:1 in the light appearance, below the "
            + "4.50:1 that WCAG 2.2 SC 1.4.3 Contrast (Minimum) requires; people with low vision or in bright light "
            + "may not be able to read it")
        // The high-contrast variant applies in dark mode too, where it is worse.
        let dark = try #require(findings.last)
        #expect(dark.appearance == .darkIncreasedContrast)
        #expect(dark.line == 15)
    }

    @Test func paletteFindingNamesTheDeficiency() throws {
        let findings = try CatalogColorAudit.findings(in: try Self.catalog.get(),
                                                      options: ColorAuditOptions(pairs: [], deficiencies: [.deuteranopia]))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.deficiency == .deuteranopia)
        #expect((finding.difference ?? 99) < 10)
        #expect((finding.typicalDifference ?? 0) >= 10)
        #expect(finding.message.hasPrefix("Chart1 and Chart2 differ by ΔE00 "))
    }

    @Test func passingPairsGiveNothing() throws {
        let options = ColorAuditOptions(pairs: [ColorPair(foreground: "TextPrimary", background: "Background"),
                                                ColorPair(foreground: "Accent", background: "Background", minimumRatio: 3)],
                                        deficiencies: [])
        #expect(try CatalogColorAudit.findings(in: try Self.catalog.get(), options: options).isEmpty)
    }

    @Test func unknownPairNameIsAnError() throws {
        let catalog = try Self.catalog.get()
        #expect(throws: AssetCatalogError(file: catalog.path, problem: "no colour set named 'Ink' (in pair Ink on Background)")) {
            try CatalogColorAudit.findings(in: catalog, options: ColorAuditOptions(pairs: [ColorPair(foreground: "Ink", background: "Background")]))
        }
    }
}

@Suite struct TranslucentPairTests {
    @Test func translucentBackgroundSitsOnBlackInDarkAppearance() throws {
        let half = #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "components" : { "red" : "1.0", "green" : "1.0", "blue" : "1.0", "alpha" : "0.5" } } }"#
        let white = #"{ "color" : { "components" : { "red" : "1.0", "green" : "1.0", "blue" : "1.0", "alpha" : "1.0" } } }"#
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, [
            "Scrim.colorset/Contents.json": "{ \"colors\" : [ \(white), \(half) ] }",
            "Ink.colorset/Contents.json": "{ \"colors\" : [ \(white) ] }",
        ])
        let findings = try CatalogColorAudit.findings(
            in: try AssetCatalog.read(at: catalog),
            options: ColorAuditOptions(pairs: [ColorPair(foreground: "Ink", background: "Scrim")], deficiencies: []))
        // Light: white on white (1:1). Dark: white on 50 % white over black (0.5 encoded, composited in sRGB → 3.98:1).
        #expect(findings.filter { $0.kind == .insufficientContrast }.map(\.appearance) == [.light, .dark])
        let dark = try #require(findings.last { $0.kind == .insufficientContrast })
        #expect(abs((dark.ratio ?? 0) - 3.9767) < 1e-3)
    }
}
