import ColorScience
@testable import Imaging
import Testing

@Suite struct ColorSamplerTests {
    /// White, with a block of #767676 "text" and a ring of anti-aliased #C0C0C0 around it.
    static let screenshot: Image = {
        TestImages.eightBit(width: 30, height: 20) { x, y, channel in
            if channel == 3 { return 255 }
            if (10..<20).contains(x) && (6..<14).contains(y) { return 0x76 }
            if (9..<21).contains(x) && (5..<15).contains(y) { return 0xC0 }
            return 0xFF
        }
    }()

    @Test func backgroundAndForegroundAreFound() throws {
        let sample = try #require(ColorSampler().sample(Self.screenshot, in: PixelRegion(x: 0, y: 0, width: 30, height: 20)))
        #expect(sample.background == .white)
        #expect(sample.foreground == RGBColor(red8: 0x76, green8: 0x76, blue8: 0x76))
        #expect(sample.backgroundShare == Double(600 - 120) / 600)
        #expect(sample.foregroundShare == 80.0 / 600)
        #expect(sample.contrast?.formattedValue == "4.54")
    }

    @Test func aFlatRegionHasNoForeground() throws {
        let sample = try #require(ColorSampler().sample(Self.screenshot, in: PixelRegion(x: 0, y: 0, width: 5, height: 5)))
        #expect(sample.foreground == nil)
        #expect(sample.contrast == nil)
    }

    @Test func regionsAreClippedAndOutsideIsNil() {
        #expect(ColorSampler().sample(Self.screenshot, in: PixelRegion(x: 40, y: 0, width: 5, height: 5)) == nil)
        let clipped = ColorSampler().sample(Self.screenshot, in: PixelRegion(x: 25, y: -5, width: 10, height: 10))
        #expect(clipped?.backgroundShare == 1)
    }

    @Test func pointFramesCoverEveryTouchedPixel() {
        #expect(PixelRegion(pointsX: 10, y: 20.5, width: 100.2, height: 44, scale: 3)
            == PixelRegion(x: 30, y: 61, width: 301, height: 133))
        #expect(PixelRegion(pointsX: 0, y: 0, width: 2, height: 2, scale: 2) == PixelRegion(x: 0, y: 0, width: 4, height: 4))
    }
}
