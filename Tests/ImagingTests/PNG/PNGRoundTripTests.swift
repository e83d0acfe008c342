import Foundation
@testable import Imaging
import TestSupport
import Testing

@Suite struct PNGRoundTripTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var image: Image
        var options: PNGWriteOptions
        var testDescription: String { name }
    }

    static let greyRamp = TestImages.eightBit(width: 7, height: 5) { x, y, channel in
        channel == 3 ? 255 : UInt8((x * 37 + y * 11) % 256)
    }
    static let colourful = TestImages.eightBit(width: 9, height: 6) { x, y, channel in
        UInt8((x * 29 + y * 53 + channel * 71) % 256)
    }
    static let opaqueColourful = TestImages.eightBit(width: 9, height: 6) { x, y, channel in
        channel == 3 ? 255 : UInt8((x * 29 + y * 53 + channel * 71) % 256)
    }
    static let translucentGrey = TestImages.eightBit(width: 4, height: 4) { x, y, channel in
        channel == 3 ? UInt8(x * 60 + y) : UInt8(y * 60 + x)
    }
    static let deep = TestImages.sixteenBit(width: 5, height: 4) { x, y, channel in
        UInt16((x * 13_007 + y * 7_919 + channel * 20_011) % 65_536)
    }
    static let deepGrey = TestImages.sixteenBit(width: 5, height: 4) { x, y, channel in
        channel == 3 ? .max : UInt16((x * 13_007 + y * 7_919) % 65_536)
    }
    static let twoTone = TestImages.eightBit(width: 10, height: 3) { x, y, channel in
        channel == 3 ? 255 : ((x + y) % 2 == 0 ? 0 : 255)
    }
    static let fourGreys = TestImages.eightBit(width: 6, height: 2) { x, _, channel in
        channel == 3 ? 255 : UInt8((x % 4) * 85)
    }
    static let palette = TestImages.eightBit(width: 6, height: 3) { x, y, channel in
        let colours: [[UInt8]] = [[255, 0, 0, 255], [0, 128, 255, 128], [10, 20, 30, 0], [250, 250, 0, 255]]
        return colours[(x + y) % 4][channel]
    }

    static let cases: [Case] = [
        Case(name: "grey 8", image: greyRamp, options: PNGWriteOptions(colorType: .grey)),
        Case(name: "grey 1", image: twoTone, options: PNGWriteOptions(colorType: .grey, bitDepth: 1)),
        Case(name: "grey 2", image: fourGreys, options: PNGWriteOptions(colorType: .grey, bitDepth: 2)),
        Case(name: "grey 4", image: fourGreys, options: PNGWriteOptions(colorType: .grey, bitDepth: 4)),
        Case(name: "grey 16", image: deepGrey, options: PNGWriteOptions(colorType: .grey)),
        Case(name: "grey+alpha 8", image: translucentGrey, options: PNGWriteOptions(colorType: .greyAlpha)),
        Case(name: "RGB 8", image: opaqueColourful, options: PNGWriteOptions(colorType: .rgb)),
        Case(name: "RGBA 8", image: colourful, options: PNGWriteOptions(colorType: .rgba)),
        Case(name: "RGBA 16", image: deep, options: PNGWriteOptions(colorType: .rgba)),
        Case(name: "palette 8 with transparency", image: palette, options: PNGWriteOptions(colorType: .palette)),
        Case(name: "palette 2", image: palette, options: PNGWriteOptions(colorType: .palette, bitDepth: 2)),
        Case(name: "RGBA 8 interlaced", image: colourful, options: PNGWriteOptions(colorType: .rgba, isInterlaced: true)),
        Case(name: "RGBA 16 interlaced", image: deep, options: PNGWriteOptions(isInterlaced: true)),
        Case(name: "palette interlaced", image: palette, options: PNGWriteOptions(colorType: .palette, isInterlaced: true)),
        Case(name: "automatic grey", image: greyRamp, options: PNGWriteOptions()),
        Case(name: "automatic RGBA", image: colourful, options: PNGWriteOptions()),
    ]

    @Test(arguments: cases) func encodeThenDecodeIsBitExact(_ testCase: Case) throws {
        let data = try PNG.encode(testCase.image, options: testCase.options)
        let decoded = try PNG.decode(data)
        #expect(decoded == testCase.image)
    }

    @Test func writtenColourTypeIsTheOneAskedFor() throws {
        // IHDR starts at byte 16: width, height, bit depth (24), colour type (25), …, interlace (28).
        let grey = try PNG.encode(Self.twoTone, options: PNGWriteOptions(colorType: .grey, bitDepth: 1))
        #expect([grey[24], grey[25], grey[28]] == [1, 0, 0])
        let palette = try PNG.encode(Self.palette, options: PNGWriteOptions(colorType: .palette, isInterlaced: true))
        #expect([palette[24], palette[25], palette[28]] == [8, 3, 1])
        let automatic = try PNG.encode(Self.opaqueColourful)
        #expect([automatic[24], automatic[25]] == [8, 2])
    }

    @Test func fileWriteIsAtomicAndReadsBack() throws {
        let folder = try TemporaryFolder("imaging")
        let path = folder.path("out.png")
        try PNG.write(Self.deep, to: path)
        #expect(try PNG.read(contentsOf: path) == Self.deep)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func lossyEncodingIsRefusedAndLeavesNoFile() throws {
        let folder = try TemporaryFolder("imaging")
        let path = folder.path("grey.png")
        #expect(throws: PNGError(file: path, kind: .cannotEncode(
            "pixel (0, 0) is not grey, so it cannot be stored as grey"))) {
            try PNG.write(Self.colourful, to: path, options: PNGWriteOptions(colorType: .grey))
        }
        #expect(throws: PNGError(file: "PNG data", kind: .cannotEncode(
            "bit depth 16 is not allowed for palette images (allowed: 1, 2, 4, 8)"))) {
            try PNG.encode(Self.palette, options: PNGWriteOptions(colorType: .palette, bitDepth: 16))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
