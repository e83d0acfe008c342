@testable import ColorScience
import Testing

@Suite struct ColorTransformTests {
    static let transforms: [(String, ColorTransform)] = [
        ("protanopia", ColorVisionDeficiency.protanopia.transform),
        ("deuteranomaly 0.45", ColorVisionDeficiency.deuteranomaly(severity: 0.45).transform),
        ("tritanopia", ColorVisionDeficiency.tritanopia.transform),
        ("tritanopia Brettel", ColorVisionDeficiency.tritanopia.transform(model: .brettel1997)),
        ("deuteranomaly Brettel 0.5", ColorVisionDeficiency.deuteranomaly(severity: 0.5).transform(model: .brettel1997)),
        ("protanopia Viénot", ColorVisionDeficiency.protanopia.transform(model: .vienot1999)),
        ("achromatopsia", ColorVisionDeficiency.achromatopsia.transform),
        ("grayscale", DisplayFilter.grayscale.transform),
        ("invert", DisplayFilter.invert.transform),
        ("tint", DisplayFilter.colorTint(hue: 200, intensity: 0.7).transform),
        ("deutan correction", DisplayFilter.correction(.deutan, intensity: 1).transform),
        ("invert then protanopia", DisplayFilter.invert.transform.followed(by: ColorVisionDeficiency.protanopia.transform)),
        ("protanopia then invert then grayscale", ColorVisionDeficiency.protanopia.transform
            .followed(by: DisplayFilter.invert.transform).followed(by: DisplayFilter.grayscale.transform)),
    ]

    /// Every 8-bit channel value appears, in a spread of combinations.
    static func samplePixels8() -> [UInt8] {
        var pixels: [UInt8] = []
        for value in 0...255 {
            pixels += [UInt8(value), UInt8((value * 7) % 256), UInt8((value * 13 + 50) % 256), UInt8(value)]
        }
        return pixels
    }

    @Test(arguments: transforms.map(\.0))
    func rgba8EqualsTheExactPath(name: String) throws {
        let transform = try #require(Self.transforms.first { $0.0 == name }?.1)
        var pixels = Self.samplePixels8()
        let original = pixels
        pixels.withUnsafeMutableBufferPointer { transform.apply(toRGBA8: $0) }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let color = RGBColor(red8: Int(original[index]), green8: Int(original[index + 1]),
                                 blue8: Int(original[index + 2]))
            let exact = transform.apply(to: color)
            let expected = [exact.red, exact.green, exact.blue].map { Int(($0 * 255).rounded()) }
            #expect((0..<3).map { Int(pixels[index + $0]) } == expected)
            #expect(pixels[index + 3] == original[index + 3])
        }
    }

    @Test(arguments: transforms.map(\.0))
    func rgba16MatchesTheExactPathWithinOneStep(name: String) throws {
        let transform = try #require(Self.transforms.first { $0.0 == name }?.1)
        var pixels: [UInt16] = []
        for value in stride(from: 0, through: 65535, by: 97) {
            pixels += [UInt16(value), UInt16((value * 7) % 65536), UInt16((value * 13 + 5000) % 65536), UInt16(value)]
        }
        let original = pixels
        pixels.withUnsafeMutableBufferPointer { transform.apply(toRGBA16: $0) }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let color = RGBColor(red: Double(original[index]) / 65535, green: Double(original[index + 1]) / 65535,
                                 blue: Double(original[index + 2]) / 65535)
            let exact = transform.apply(to: color)
            let expected = [exact.red, exact.green, exact.blue].map { Int(($0 * 65535).rounded()) }
            for channel in 0..<3 {
                #expect(abs(Int(pixels[index + channel]) - expected[channel]) <= 1)
            }
            #expect(pixels[index + 3] == original[index + 3])
        }
    }

    @Test func aTrailingPartialPixelIsLeftAlone() {
        var pixels: [UInt8] = [0, 0, 0, 255, 10, 20]
        pixels.withUnsafeMutableBufferPointer { DisplayFilter.invert.transform.apply(toRGBA8: $0) }
        #expect(pixels == [255, 255, 255, 255, 10, 20])
    }

    @Test func identityChangesNothing() {
        var pixels = Self.samplePixels8()
        let original = pixels
        pixels.withUnsafeMutableBufferPointer { ColorTransform.identity.apply(toRGBA8: $0) }
        #expect(pixels == original)
        #expect(ColorTransform.identity.apply(to: RGBColor(red: 0.2, green: 0.4, blue: 0.6)) ==
                RGBColor(red: 0.2, green: 0.4, blue: 0.6))
    }

    @Test func aDegenerateMatrixGivesBlackNotACrash() {
        var pixels: [UInt8] = [10, 20, 30, 40]
        let nan = ColorTransform.linear(Matrix3x3(rowMajor: Array(repeating: .nan, count: 9)))
        pixels.withUnsafeMutableBufferPointer { nan.apply(toRGBA8: $0) }
        #expect(pixels == [0, 0, 0, 40])
    }
}
