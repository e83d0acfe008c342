@testable import AssetCatalog
import ColorScience
import Testing

@Suite struct CatalogColorConversionTests {
    static func expectClose(_ color: RGBColor, _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = [color.red, color.green, color.blue]
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(actual) ≠ \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test func displayP3RedLiesOutsideSRGB() {
        let color = CatalogColor(colorSpace: .displayP3, red: 1, green: 0, blue: 0).srgb
        Self.expectClose(color, [1.0930663624, -0.2267419735, -0.1501345810])
    }

    @Test func displayP3WhiteStaysWhite() {
        Self.expectClose(CatalogColor(colorSpace: .displayP3, white: 1).srgb, [1, 1, 1])
    }

    @Test func grayGammaTwoPointTwoIsAPowerCurve() {
        let color = CatalogColor(colorSpace: .grayGamma22, white: 0.5, alpha: 0.8).srgb
        Self.expectClose(color, [0.5038667823, 0.5038667823, 0.5038667823])
        #expect(color.alpha == 0.8)
    }

    @Test func extendedLinearIsEncoded() {
        Self.expectClose(CatalogColor(colorSpace: .extendedLinearSRGB, white: 0.5).srgb, [0.7353569831, 0.7353569831, 0.7353569831])
        Self.expectClose(CatalogColor(colorSpace: .extendedLinearSRGB, red: -0.5, green: 0, blue: 1).srgb, [-0.7353569831, 0, 1])
    }

    @Test func sRGBAndExtendedSRGBPassThrough() {
        Self.expectClose(CatalogColor(colorSpace: .srgb, red: 0.2, green: 0.4, blue: 0.6).srgb, [0.2, 0.4, 0.6])
        Self.expectClose(CatalogColor(colorSpace: .extendedSRGB, red: 1.2, green: -0.1, blue: 0.6).srgb, [1.2, -0.1, 0.6])
    }

    @Test func appearancesResolveToSRGB() throws {
        let catalog = try AssetCatalog.read(at: CatalogFixtures.path("Encodings.xcassets"))
        let set = try #require(catalog.colorSet(named: "Appearances"))
        #expect(set.color(in: .dark)?.hexString == "#300000")
        #expect(set.color(in: .lightIncreasedContrast)?.hexString == "#500000")
        #expect(set.color(in: .dark, idiom: "ipad")?.hexString == "#700000")
        #expect(catalog.colorSet(named: "Tint")?.color(in: .light) == nil)
    }
}
