import Foundation
@testable import Imaging

/// Images and files built for the tests.
enum TestImages {
    /// A `width × height` 8-bit image whose samples follow `sample(x, y, channel)`.
    static func eightBit(width: Int, height: Int, _ sample: (Int, Int, Int) -> UInt8) -> Image {
        var samples: [UInt8] = []
        for y in 0..<height { for x in 0..<width { for channel in 0..<4 { samples.append(sample(x, y, channel)) } } }
        return Image(unchecked: width, height: height, pixels: .rgba8(samples))
    }

    /// A `width × height` 16-bit image whose samples follow `sample(x, y, channel)`.
    static func sixteenBit(width: Int, height: Int, _ sample: (Int, Int, Int) -> UInt16) -> Image {
        var samples: [UInt16] = []
        for y in 0..<height { for x in 0..<width { for channel in 0..<4 { samples.append(sample(x, y, channel)) } } }
        return Image(unchecked: width, height: height, pixels: .rgba16(samples))
    }

    /// The path of a checked-in fixture.
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }
}
