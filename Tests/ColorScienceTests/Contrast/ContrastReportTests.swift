@testable import ColorScience
import Testing

@Suite struct ContrastReportTests {
    /// secondaryLabel is 60 % of #3C3C43: drawn over white it is #8A8A8E, 3.44:1, which fails
    /// body text but passes large text; in dark mode the pair passes.
    @Test func translucentSystemColoursAreDrawnBeforeMeasuring() throws {
        let light = ContrastReport(foreground: try ColorParser.parse("secondaryLabel"),
                                   background: try ColorParser.parse("systemBackground"))
        #expect(light.foreground.resolved == "#3C3C4399")
        #expect(light.foreground.drawn == "#8A8A8E")
        #expect(light.ratioText == "3.44")
        #expect(!light.passes)
        #expect(light.criteria.first { $0.subject == .largeText && $0.level == .aa }?.passes == true)
        let dark = ContrastReport(foreground: try ColorParser.parse("secondaryLabel"),
                                  background: try ColorParser.parse("systemBackground"), appearance: .dark)
        #expect(dark.appearance == "dark")
        #expect(dark.passes)
    }

    @Test func exactlyOneRowAppliesAndDecides() throws {
        let report = ContrastReport(foreground: try ColorParser.parse("#777777"), background: try ColorParser.parse("#FFFFFF"),
                                    pointSize: 14, weight: 700, level: .aaa)
        #expect(report.text.subject == .largeText)
        #expect(report.criteria.filter { $0.appliesHere }.count == 1)
        #expect(report.requirement.successCriterion == "1.4.6")
        #expect(report.requirement.minimumRatio == 4.5)
        #expect(!report.passes)
        #expect(report.adjustments.allSatisfy { $0.ratio >= 4.5 })
        #expect(report.adjustments.map(\.role) == [.foreground, .background])
    }

    @Test func aPassingPairSuggestsNothing() throws {
        let report = ContrastReport(foreground: try ColorParser.parse(".black"), background: try ColorParser.parse(".white"))
        #expect(report.passes)
        #expect(report.adjustments.isEmpty)
        #expect(report.deficiencies.allSatisfy { $0.passes })
        #expect(report.deficiencies.count == ColorVisionDeficiency.reportedByDefault.count)
    }

    @Test func nonTextIgnoresTheTextSize() throws {
        let report = ContrastReport(foreground: try ColorParser.parse("#959595"), background: try ColorParser.parse("white"),
                                    pointSize: 40, isNonText: true)
        #expect(report.text.subject == .nonText)
        #expect(report.text.pointSize == nil)
        #expect(report.requirement.successCriterion == "1.4.11")
        #expect(report.ratioText == "2.99")
        #expect(!report.passes)
    }
}
