@testable import ColorScience
import Testing

@Suite struct NearestPassingColorTests {
    @Test func grey777777BecomesTheNearestPassingGrey() throws {
        let adjustments = NearestPassingColor.adjustments(
            foreground: try RGBColor(parsing: "#777777"), background: .white, minimumRatio: 4.5, changing: .foreground)
        // Nothing lighter than #777777 reaches 4.5:1 on white.
        #expect(adjustments.map(\.direction) == [.darker])
        let nearest = try #require(adjustments.first)
        #expect(nearest.color.hexString == "#767676")
        #expect(nearest.ratio.value >= 4.5)
        #expect(nearest.difference < 1)
    }

    @Test func theHueIsKept() throws {
        let blue = try RGBColor(parsing: "systemBlue")
        let nearest = try #require(NearestPassingColor.nearest(foreground: blue, background: .white, minimumRatio: 4.5,
                                                               changing: .foreground))
        #expect(nearest.direction == .darker)
        #expect(nearest.ratio.value >= 4.5)
        #expect(abs(LabColor(nearest.color).lch.h - LabColor(blue).lch.h) < 2)
        // Rounding to 8 bits never loses the target; a darker step fails no more.
        #expect(ContrastRatio(nearest.color, .white).value >= 4.5)
    }

    @Test func bothDirectionsAreOfferedNearestFirst() throws {
        let adjustments = NearestPassingColor.adjustments(
            foreground: try RGBColor(parsing: "#808080"), background: try RGBColor(parsing: "#7A7A7A"),
            minimumRatio: 3, changing: .foreground)
        #expect(Set(adjustments.map(\.direction)) == [.darker, .lighter])
        #expect(adjustments[0].difference <= adjustments[1].difference)
        #expect(adjustments.allSatisfy { $0.ratio.value >= 3 })
    }

    @Test func theBackgroundCanMoveInstead() throws {
        let nearest = try #require(NearestPassingColor.nearest(
            foreground: try RGBColor(parsing: "#777777"), background: .white, minimumRatio: 4.5, changing: .background))
        #expect(nearest.role == .background)
        #expect(nearest.direction == .darker)
        #expect(ContrastRatio(try RGBColor(parsing: "#777777"), nearest.color).value >= 4.5)
    }

    @Test func aPassingPairNeedsNoAdjustment() throws {
        #expect(NearestPassingColor.adjustments(foreground: .black, background: .white, minimumRatio: 7,
                                                changing: .foreground).isEmpty)
    }

    @Test func tooTransparentAForegroundCannotPass() {
        // 40 % black on white is at most #999999 as drawn: 2.85:1.
        let faint = RGBColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        #expect(NearestPassingColor.adjustments(foreground: faint, background: .white, minimumRatio: 4.5,
                                                changing: .foreground).isEmpty)
    }

    @Test func anUnreachableTargetGivesNothing() throws {
        // Against mid grey nothing reaches 7:1 (black gives 4.6, white 4.5).
        let grey = try RGBColor(parsing: "#777777")
        #expect(NearestPassingColor.adjustments(foreground: grey, background: grey, minimumRatio: 7,
                                                changing: .foreground).isEmpty)
    }

    @Test func theSearchIsDeterministic() throws {
        let fg = try RGBColor(parsing: "systemOrange")
        let first = NearestPassingColor.adjustments(foreground: fg, background: .white, minimumRatio: 4.5, changing: .foreground)
        let second = NearestPassingColor.adjustments(foreground: fg, background: .white, minimumRatio: 4.5, changing: .foreground)
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func aTranslucentForegroundKeepsItsAlpha() throws {
        let fg = RGBColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 0.8)
        let nearest = try #require(NearestPassingColor.nearest(foreground: fg, background: .white, minimumRatio: 4.5,
                                                               changing: .foreground))
        #expect(nearest.color.alpha == 0.8)
        #expect(ContrastRatio(foreground: nearest.color, background: .white).value >= 4.5)
    }
}
