import Foundation
@testable import Imaging
import Testing

/// Files written by another encoder (pypng and Pillow), read back sample for sample.
@Suite struct PNGFixtureTests {
    @Test func paletteWithTransparencyExpandsToRGBA() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("palette-trns.png"))
        #expect(image.format == .rgba8)
        #expect((image.width, image.height) == (4, 2))
        #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 0, green: 255, blue: 0, alpha: 128))
        #expect(image.pixel(x: 2, y: 0) == RGBA8(red: 0, green: 0, blue: 255, alpha: 0))
        #expect(image.pixel(x: 0, y: 1) == RGBA8(red: 10, green: 20, blue: 30, alpha: 255))
    }

    @Test func sixteenBitGreyKeepsEverySample() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("grey16.png"))
        guard case .rgba16(let samples) = image.pixels else {
            Issue.record("expected 16-bit samples")
            return
        }
        let greys = stride(from: 0, to: samples.count, by: 4).map { samples[$0] }
        #expect(greys == [0, 1, 65535, 256, 4660, 43981])
        #expect(stride(from: 0, to: samples.count, by: 4).allSatisfy { samples[$0 + 3] == .max })
    }

    @Test func oneBitGreyScalesToBlackAndWhite() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("grey1.png"))
        #expect((0..<8).map { image.pixel(x: $0, y: 0).red } == [0, 255, 0, 255, 255, 0, 0, 255])
    }

    @Test func interlacedRGBIsDeinterlaced() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("rgb-interlaced.png"))
        for y in 0..<5 {
            for x in 0..<5 {
                #expect(image.pixel(x: x, y: y) == RGBA8(red: UInt8(x * 50), green: UInt8(y * 50),
                                                         blue: UInt8((x * y * 9) % 256)))
            }
        }
    }

    @Test func sixteenBitRGBAKeepsEverySample() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("rgba16.png"))
        #expect(image.pixels == .rgba16([1, 2, 3, 65535, 65535, 0, 4660, 32768, 0, 0, 0, 0, 43981, 256, 65534, 1]))
    }

    @Test func greyAlphaExpandsToRGBA() throws {
        let image = try PNG.read(contentsOf: TestImages.fixture("grey-alpha8.png"))
        #expect(image.pixels == .rgba8([7, 7, 7, 200, 250, 250, 250, 0]))
    }
}
