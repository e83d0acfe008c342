@testable import ColorScience
import Testing

@Suite struct ContrastRatioTests {
    struct Pair: Decodable, CustomTestStringConvertible {
        var foreground: String
        var background: String
        var ratio: Double
        var testDescription: String { "\(foreground) on \(background)" }
    }

    static let references: [Pair] = (try? Fixture.load("wcag-contrast")) ?? []

    @Test func blackOnWhiteIsTwentyOneToOne() throws {
        let ratio = ContrastRatio(.black, .white)
        #expect(ratio.value == 21)
        #expect(ratio.description == "21.00:1")
    }

    @Test func grey777777OnWhiteFailsNormalTextButPassesLargeText() throws {
        let ratio = ContrastRatio(try RGBColor(parsing: "#777777"), .white)
        #expect(abs(ratio.value - 4.4781) < 1e-4)
        #expect(ratio.formattedValue == "4.48")
        #expect(!ContrastRequirement.aaNormalText.isMet(by: ratio))
        #expect(ContrastRequirement.aaLargeText.isMet(by: ratio))
        #expect(ContrastRequirement.nonText.isMet(by: ratio))
        #expect(!ContrastRequirement.aaaLargeText.isMet(by: ratio))
    }

    @Test func referencesAreNonEmpty() {
        #expect(Self.references.count == 18)
    }

    @Test(arguments: references)
    func matchesTheReferenceImplementation(pair: Pair) throws {
        let ratio = ContrastRatio(try RGBColor(parsing: pair.foreground), try RGBColor(parsing: pair.background))
        #expect(abs(ratio.value - pair.ratio) < 1e-9)
    }

    /// The reference values of docs/color.md, Relative luminance and contrast ratio (luminance, ratio).
    @Test(arguments: [
        ("#767676", "#FFFFFF", 0.181164, 4.5422), ("#595959", "#FFFFFF", 0.099899, 7.0047),
        ("#FF0000", "#FFFFFF", 0.2126, 3.9985), ("#0000FF", "#FFFFFF", 0.0722, 8.5925),
        ("#007AFF", "#FFFFFF", 0.211391, 4.0170), ("#808080", "#000000", 0.215861, 5.3172),
        ("#00FF00", "#000000", 0.7152, 15.3040),
    ])
    func specVectors(foreground: String, background: String, luminance: Double, ratio: Double) throws {
        let fg = try RGBColor(parsing: foreground)
        #expect(abs(fg.relativeLuminance - luminance) < 1e-6)
        #expect(abs(ContrastRatio(fg, try RGBColor(parsing: background)).value - ratio) < 1e-4)
    }

    @Test func orderDoesNotMatter() throws {
        let a = try RGBColor(parsing: "#123456"), b = try RGBColor(parsing: "#ABCDEF")
        #expect(ContrastRatio(a, b) == ContrastRatio(b, a))
    }

    @Test(arguments: [(4.4781, "4.48"), (4.497, "4.49"), (4.5, "4.50"), (2.9953, "2.99"), (6.996, "6.99"),
                      (7.0047, "7.00"), (3.0, "3.00"), (1.0, "1.00"), (8.5925, "8.59"), (4.005, "4.01")])
    func twoDecimalsNeverRoundUpAcrossAThreshold(value: Double, shown: String) {
        #expect(ContrastRatio(value: value).formattedValue == shown)
    }

    @Test func translucentForegroundIsCompositedFirst() {
        let halfBlack = RGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        let ratio = ContrastRatio(foreground: halfBlack, background: .white)
        let drawn = RGBColor(red: 0.5, green: 0.5, blue: 0.5)
        #expect(ratio == ContrastRatio(drawn, .white))
    }

    @Test func translucentBackgroundIsCompositedOverTheBackdrop() {
        let clear = RGBColor.clear
        #expect(ContrastRatio(foreground: .black, background: clear, backdrop: .white).value == 21)
        #expect(ContrastRatio(foreground: .black, background: clear, backdrop: .black).value == 1)
    }
}
