@testable import AssetCatalog
import ColorScience
import Testing

@Suite struct CatalogColorConversionTests {
    static func expectClose(_ color: RGBColor, _ expected: [Double], tolerance: Double = 1e-4,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = [color.red, color.green, color.blue]
        #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < tolerance }, "\(actual) ≠ \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test func displayP3RedLiesOutsideSRGB() {
        let color = CatalogColor(colorSpace: .displayP3, red: 1, green: 0, blue: 0).srgb
        Self.expectClose(color, [1.0930663624, -0.2267419735, -0.1501345810])
    }

    @Test func displayP3WhiteStaysWhite() {
        // Within half an 8-bit step: ColorScience's P3 matrix (CSS Color 4) and its XYZ → sRGB
        // matrix assume slightly different D65 whites, so white lands 1e-4 off.
        Self.expectClose(CatalogColor(colorSpace: .displayP3, white: 1).srgb, [1, 1, 1], tolerance: 0.5 / 255)
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
        Self.expectClose(CatalogColor(colorSpace: .sRGB, red: 0.2, green: 0.4, blue: 0.6).srgb, [0.2, 0.4, 0.6])
        Self.expectClose(CatalogColor(colorSpace: .extendedSRGB, red: 1.2, green: -0.1, blue: 0.6).srgb, [1.2, -0.1, 0.6])
    }

    @Test func appearancesResolveToSRGB() throws {
        let catalog = try AssetCatalog.read(at: CatalogFixtures.path("Encodings.xcassets"))
        let set = try #require(catalog.colorSet(named: "Appearances"))
        #expect(set.color(in: .dark)?.hexString == "#300000")
        #expect(set.color(in: .lightIncreasedContrast)?.hexString == "#500000")
        #expect(set.color(in: .dark, idiom: "ipad")?.hexString == "#700000")
        let tint = try #require(catalog.colorSet(named: "Tint"))
        #expect(tint.color(in: .light)?.hexString == "#007AFF")
        #expect(tint.color(in: .dark)?.hexString == "#0A84FF")
        #expect(tint.hasOwnVariant(for: .lightIncreasedContrast))
        let unknown = ColorSet(name: "X", file: "X", variants: [
            ColorVariant(appearance: .any, color: nil, systemColorReference: "madeUpColor")])
        #expect(unknown.color(in: .light) == nil)
        #expect(!unknown.hasOwnVariant(for: .dark))
    }

    @Test func colorSetsBecomeDynamicColors() throws {
        let catalog = try AssetCatalog.read(at: CatalogFixtures.path("Encodings.xcassets"))
        let dynamic = try #require(catalog.colorSet(named: "Appearances")?.dynamicColor())
        #expect([dynamic.light, dynamic.dark, dynamic.lightIncreasedContrast, dynamic.darkIncreasedContrast]
            .map { $0?.hexString } == ["#200000", "#300000", "#500000", "#600000"])
        let plain = try #require(catalog.colorSet(named: "Integers")?.dynamicColor())
        #expect(!plain.isDynamic)
        #expect(catalog.colorSet(named: "Tint")?.dynamicColor()?.light.hexString == "#007AFF")
    }
}
