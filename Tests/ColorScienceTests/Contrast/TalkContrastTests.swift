@testable import ColorScience
import Testing

/// The contrast figures of "Deliver an Exceptional Accessibility Experience" (WWDC 2018, 230).
@Suite struct TalkContrastTests {
    /// "the highest contrast … between black and white, which comes out to be 21 to 1 and
    /// obviously works great at all text sizes."
    @Test func blackAndWhiteWorkAtEveryTextSize() {
        let assessment = ContrastAssessment(foreground: .black, background: .white)
        #expect(assessment.ratio.description == "21.00:1")
        #expect(assessment.verdicts.allSatisfy { $0.passes })
    }

    /// "This particular gray … It's contrast ratio 4.5 to 1 is right on the line of passable."
    @Test func aGreyRightOnTheLinePassesAANarrowly() throws {
        let assessment = ContrastAssessment(foreground: try RGBColor(parsing: "#767676"), background: .white)
        #expect(assessment.ratio.formattedValue == "4.54")
        #expect(assessment.passes(.normalText, at: .aa))
        #expect(!assessment.passes(.normalText, at: .aaa))
        // One step lighter falls off the line.
        let lighter = ContrastAssessment(foreground: try RGBColor(parsing: "#777777"), background: .white)
        #expect(!lighter.passes(.normalText, at: .aa))
        #expect(lighter.passes(.largeText, at: .aa))
    }

    /// "It's contrast ratio of 2.9 to 1 is just too low."
    @Test func aGreyAtTwoPointNineFailsEverything() throws {
        let assessment = ContrastAssessment(foreground: try RGBColor(parsing: "#979797"), background: .white)
        #expect(assessment.ratio.formattedValue == "2.92")
        #expect(assessment.verdicts.allSatisfy { !$0.passes })
    }

    /// The talk's minimum: "the minimum contrast ratio you should aim for is 4.5 to 1".
    @Test func theMinimumIsFourPointFiveForNormalText() {
        #expect(ContrastRequirement.aaNormalText.minimumRatio == 4.5)
        #expect(ContrastRequirement.aaNormalText.description == "SC 1.4.3 AA normal text ≥ 4.5:1")
    }
}
