@testable import Audit
import Testing

@Suite struct HexColorContrastTests {
    @Test(arguments: [
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#777777", "#FFFFFF", 4.48),
        ("#767676", "#ffffff", 4.54),
        ("#000", "#fff", 21.0),
        ("#777777FF", "#FFFFFF", 4.48),
    ])
    func ratioMatchesWCAG(foreground: String, background: String, expected: Double) throws {
        let ratio = try #require(HexColorContrast.ratio(foreground, background))
        #expect(abs(ratio - expected) < 0.005)
    }

    @Test(arguments: ["systemBlue", "#12345", "#11223380", "777777", "#GGGGGG"])
    func colourThatIsNotOpaqueHexIsNotMeasured(_ colour: String) {
        #expect(HexColorContrast.ratio(colour, "#FFFFFF") == nil)
    }
}
