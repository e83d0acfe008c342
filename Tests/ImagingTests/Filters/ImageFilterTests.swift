import ColorScience
import Foundation
@testable import Imaging
import TestSupport
import Testing

@Suite struct ImageFilterTests {
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

    @Test func descriptionsNameTheFilter() {
        #expect(ImageFilter.original.description == "original")
        #expect(ImageFilter.deficiency(.deuteranomaly(severity: 0.5)).description == "deuteranomaly (severity 0.5)")
        #expect(ImageFilter.display(.invert).description == "invert")
        #expect(ImageFilter.original.transform.isIdentity)
    }

    @Test func filteringAFileMatchesFilteringInMemory() throws {
        let image = TestImages.sixteenBit(width: 6, height: 9) { x, y, channel in UInt16((x * 9_001 + y * 4_003 + channel * 777) % 65_536) }
        let folder = try TemporaryFolder("imaging")
        let input = folder.path("in.png")
        let output = folder.path("out.png")
        try PNG.write(image, to: input)
        try PNG.filterFile(from: input, to: output, transform: ImageFilter.deficiency(.protanopia).transform, bandHeight: 4)
        #expect(try PNG.read(contentsOf: output) == image.applying(.deficiency(.protanopia)))
    }
}
