@testable import ColorScience
import Testing

@Suite struct DisplayFilterTests {
    @Test func grayscaleMakesEveryChannelEqualAndKeepsLuminance() throws {
        let orange = try RGBColor(parsing: "systemOrange")
        let grey = DisplayFilter.grayscale.transform.apply(to: orange)
        #expect(abs(grey.red - grey.green) < 1e-12)
        #expect(abs(grey.green - grey.blue) < 1e-12)
        #expect(abs(grey.relativeLuminance - orange.relativeLuminance) < 1e-9)
    }

    @Test func invertTurnsBlackWhite() throws {
        #expect(DisplayFilter.invert.transform.apply(to: .black) == .white)
        #expect(DisplayFilter.invert.transform.apply(to: try RGBColor(parsing: "#336699")).hexString == "#CC9966")
    }

    @Test func zeroIntensityChangesNothing() throws {
        let color = try RGBColor(parsing: "#3A7BD5")
        for filter in [DisplayFilter.colorTint(hue: 120, intensity: 0), .correction(.protan, intensity: 0),
                       .correction(.tritan, intensity: 0)] {
            let out = filter.transform.apply(to: color)
            #expect(abs(out.red - color.red) < 1e-9 && abs(out.green - color.green) < 1e-9 &&
                    abs(out.blue - color.blue) < 1e-9)
        }
    }

    @Test func aFullRedTintKeepsRedAndRemovesBlueAndGreen() {
        let out = DisplayFilter.colorTint(hue: 0, intensity: 1).transform.apply(to: .white)
        #expect(abs(out.red - 1) < 1e-9)
        #expect(out.green == 0 && out.blue == 0)
    }

    /// The correction filter's purpose: colours that merge for a deuteranope move apart.
    @Test func deuteranopiaCorrectionSeparatesRedFromGreen() throws {
        let red = try RGBColor(parsing: "#D0463C"), green = try RGBColor(parsing: "#5E9E3A")
        let simulation = ColorVisionDeficiency.deuteranopia
        let before = CIEDE2000.difference(simulation.simulate(red), simulation.simulate(green))
        let correction = DisplayFilter.correction(.deutan, intensity: 1).transform
        let after = CIEDE2000.difference(simulation.simulate(correction.apply(to: red)),
                                         simulation.simulate(correction.apply(to: green)))
        #expect(after > before)
    }

    @Test func everyFilterIsMarkedAsAModel() {
        #expect(DisplayFilter.grayscale.isModel)
        #expect(DisplayFilter.correction(.protan, intensity: 1).description == "protan correction (intensity 1.0)")
    }
}
