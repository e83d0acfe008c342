@testable import ColorScience
import Testing

@Suite struct ColorTransformNamesTests {
    @Test(arguments: [
        ("deuteranopia", ColorVisionDeficiency.deuteranopia.transform),
        ("deuteranomaly:0.3", ColorVisionDeficiency.deuteranomaly(severity: 0.3).transform),
        ("grayscale", DisplayFilter.grayscale.transform),
        ("invert", DisplayFilter.invert.transform),
        ("color-tint:200", DisplayFilter.colorTint(hue: 200, intensity: 1).transform),
        ("color-tint:200:0.4", DisplayFilter.colorTint(hue: 200, intensity: 0.4).transform),
        ("tritanopia-filter:0.5", DisplayFilter.correction(.tritan, intensity: 0.5).transform),
        ("invert + protanopia", DisplayFilter.invert.transform.followed(by: ColorVisionDeficiency.protanopia.transform)),
    ])
    func readsFilterNames(name: String, expected: ColorTransform) throws {
        #expect(try ColorTransform(filterName: name) == expected)
    }

    @Test(arguments: [
        ("deuteranopa", "'deuteranopa' is not a filter: no filter or simulation is called 'deuteranopa'. Did you mean 'deuteranopia'?"),
        ("color-tint", "'color-tint' is not a filter: 'color-tint' needs a hue in degrees: color-tint:200."),
        ("color-tint:x", "'color-tint:x' is not a filter: 'x' in 'color-tint:x' is not a number."),
        ("protanopia-filter:3", "'protanopia-filter:3' is not a filter: the intensity in 'protanopia-filter:3' must be from 0 to 1."),
        ("", "'' is not a filter: no filter named."),
    ])
    func unknownNamesSayWhatIsWrong(name: String, message: String) {
        do {
            _ = try ColorTransform(filterName: name)
            Issue.record("'\(name)' was accepted")
        } catch {
            #expect(error.description == message)
        }
    }
}
