import ColorScience
import Foundation
@testable import Imaging
import Testing

@Suite struct ImageFilterTests {
    @Test(arguments: [
        ("deuteranopia", ImageFilter.deficiency(.deuteranopia)),
        ("protanomaly:0.4", .deficiency(.protanomaly(severity: 0.4))),
        ("grayscale", .deficiency(.achromatopsia)),
        ("invert", .display(.invert)),
        ("red-green-filter:0.8", .display(.correction(.protan, intensity: 0.8))),
        ("blue-yellow-filter", .display(.correction(.tritan, intensity: 1))),
        ("color-tint:200:0.25", .display(.colorTint(hue: 200, intensity: 0.25))),
        ("original", .original),
    ])
    func namesAreRead(name: String, expected: ImageFilter) {
        #expect(ImageFilter(name: name) == expected)
    }

    @Test(arguments: ["deuteranopa", "protanomaly:2", "invert:1", "color-tint", "red-green-filter:x", ""])
    func badNamesAreRejected(name: String) {
        #expect(ImageFilter(name: name) == nil)
    }

    @Test func pixelsMatchTheColourModel() {
        let image = TestImages.eightBit(width: 2, height: 1) { x, _, channel in
            [[200, 40, 30, 128], [90, 160, 220, 255]][x][channel]
        }
        let filtered = image.applying(.deficiency(.deuteranopia))
        for x in 0..<2 {
            let pixel = image.pixel(x: x, y: 0)
            let expected = ColorVisionDeficiency.deuteranopia.simulate(
                RGBColor(red8: Int(pixel.red), green8: Int(pixel.green), blue8: Int(pixel.blue)))
            let actual = filtered.pixel(x: x, y: 0)
            #expect(abs(Double(actual.red) - expected.red * 255) <= 1)
            #expect(abs(Double(actual.green) - expected.green * 255) <= 1)
            #expect(abs(Double(actual.blue) - expected.blue * 255) <= 1)
            #expect(actual.alpha == pixel.alpha)
        }
    }

    @Test func filteringAFileMatchesFilteringInMemory() throws {
        let image = TestImages.sixteenBit(width: 6, height: 9) { x, y, channel in UInt16((x * 9_001 + y * 4_003 + channel * 777) % 65_536) }
        let folder = TestImages.temporaryFolder()
        let input = folder.appendingPathComponent("in.png").path
        let output = folder.appendingPathComponent("out.png").path
        try PNG.write(image, to: input)
        try PNG.filterFile(from: input, to: output, transform: ImageFilter.deficiency(.protanopia).transform, bandHeight: 4)
        #expect(try PNG.read(contentsOf: output) == image.applying(.deficiency(.protanopia)))
    }
}
