@testable import ColorScience
import Testing

@Suite struct SourceColorSpaceTests {
    /// Display P3 primaries in extended sRGB, as colour-science computes them (its sRGB matrix
    /// is IEC's 4-digit one, so agreement is to 1e-3).
    @Test(arguments: [
        (SIMD3<Double>(1, 0, 0), SIMD3<Double>(1.0930124, -0.2263820, -0.1500094)),
        (SIMD3(0, 1, 0), SIMD3(-0.5115746, 1.0182540, -0.3106670)),
        (SIMD3(0.5, 0.5, 0.5), SIMD3(0.5, 0.5, 0.5)),
        (SIMD3(0.2, 0.6, 0.4), SIMD3(-0.1934625, 0.6101704, 0.3814462)),
    ])
    func displayP3BecomesExtendedSRGB(p3: SIMD3<Double>, srgb: SIMD3<Double>) {
        let color = RGBColor(p3, in: .displayP3)
        #expect(abs(color.red - srgb.x) < 1e-3)
        #expect(abs(color.green - srgb.y) < 1e-3)
        #expect(abs(color.blue - srgb.z) < 1e-3)
    }

    @Test func linearAndGrayGammaSpacesEncode() {
        #expect(RGBColor(SIMD3(0.21586050011389926, 0.21586050011389926, 0.21586050011389926), in: .linearSRGB)
            .hexString == "#808080")
        // Grey 0.5 at gamma 2.2 is 0.2176 linear, a little lighter than sRGB's 0.5.
        let grey = RGBColor(SIMD3(0.5, 0, 0), in: .grayGamma22)
        #expect(grey.red == grey.blue)
        #expect(grey.red > 0.503 && grey.red < 0.504)
        #expect(RGBColor(SIMD3(1, 0, 0), in: .grayGamma22).hexString == "#FFFFFF")
    }

    @Test(arguments: [("srgb", SourceColorSpace.sRGB), ("display-p3", .displayP3),
                      ("extended-linear-srgb", .extendedLinearSRGB), ("gray-gamma-22", .grayGamma22),
                      ("extended-gray", .extendedGray), ("extended-srgb", .extendedSRGB)])
    func readsAssetCatalogNames(name: String, space: SourceColorSpace) {
        #expect(SourceColorSpace(assetCatalogName: name) == space)
    }

    @Test func extendedValuesMirrorTheCurve() {
        #expect(SRGBTransfer.decode(-0.5) == -SRGBTransfer.decode(0.5))
        #expect(SRGBTransfer.encode(-0.2) == -SRGBTransfer.encode(0.2))
        #expect(SourceColorSpace(assetCatalogName: "cmyk") == nil)
    }
}
