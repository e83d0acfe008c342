import Foundation
@testable import Imaging
import TestSupport
import Testing

@Suite struct PNGBandStreamTests {
    static let invert = PNGBandStream.Operation(
        rgba8: { buffer in for index in buffer.indices where index % 4 != 3 { buffer[index] = 255 - buffer[index] } },
        rgba16: { buffer in for index in buffer.indices where index % 4 != 3 { buffer[index] = .max - buffer[index] } })

    static let image8 = TestImages.eightBit(width: 7, height: 10) { x, y, channel in UInt8((x * 31 + y * 17 + channel * 5) % 256) }
    static let image16 = TestImages.sixteenBit(width: 7, height: 10) { x, y, channel in
        UInt16((x * 3_001 + y * 1_717 + channel * 505) % 65_536)
    }

    @Test(arguments: [(image8, false), (image16, false), (image8, true), (image16, true)])
    func bandsGiveTheSameResultAsTheWholeImage(image: Image, isInterlaced: Bool) throws {
        let folder = try TemporaryFolder("imaging")
        let input = folder.path("in.png")
        let output = folder.path("out.png")
        try PNG.write(image, to: input, options: PNGWriteOptions(colorType: .rgba, isInterlaced: isInterlaced))
        try PNGBandStream.run(from: input, to: output, bandHeight: 3, limits: .standard, operation: Self.invert)
        var expected = image
        expected.apply(Self.invert)
        #expect(try PNG.read(contentsOf: output) == expected)
    }

    @Test func streamingNeedsOnlyABandWithinTheLimit() throws {
        let folder = try TemporaryFolder("imaging")
        let input = folder.path("in.png")
        let output = folder.path("out.png")
        try PNG.write(Self.image8, to: input)
        let limits = ImageLimits(maximumPixelBufferBytes: 7 * 4 * 2)   // two rows, not ten
        #expect(throws: PNGError.self) { try PNG.read(contentsOf: input, limits: limits) }
        try PNGBandStream.run(from: input, to: output, bandHeight: 64, limits: limits, operation: Self.invert)
        var expected = Self.image8
        expected.apply(Self.invert)
        #expect(try PNG.read(contentsOf: output) == expected)
    }

    @Test func truncatedInputLeavesNoOutput() throws {
        let folder = try TemporaryFolder("imaging")
        let input = folder.path("in.png")
        let output = folder.path("out.png")
        let data = try PNG.encode(Self.image8)
        try data.prefix(data.count - 20).write(to: URL(fileURLWithPath: input))
        #expect(throws: PNGError(file: input, kind: .truncated)) {
            try PNGBandStream.run(from: input, to: output, bandHeight: 4, limits: .standard, operation: Self.invert)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["in.png"])
    }

    @Test func rowsWiderThanTheLimitAreRefusedBeforeReading() throws {
        let folder = try TemporaryFolder("imaging")
        let input = folder.path("wide.png")
        try PNGMalformedTests.withHeader(width: 2_000_000_000, height: 1).write(to: URL(fileURLWithPath: input))
        #expect(throws: PNGError(file: input, kind: .tooLarge(width: 2_000_000_000, height: 1, bytes: 8_000_000_000,
                                                              limit: 400_000_000))) {
            try PNGBandStream.run(from: input, to: input + ".out", bandHeight: 16, limits: .standard, operation: Self.invert)
        }
    }
}
