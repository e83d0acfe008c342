import Foundation
@testable import AssetCatalog
import Testing

@Suite struct ColorSetReaderTests {
    static let catalog = Result { try AssetCatalog.read(at: CatalogFixtures.path("Encodings.xcassets")) }

    @Test(arguments: ["FloatStrings", "FloatNumbers", "Integers", "IntegerNumbers", "Hexadecimal", "Mixed"])
    func everyComponentEncodingGivesTheSameColour(name: String) throws {
        let set = try #require(try Self.catalog.get().colorSet(named: name))
        let color = try #require(set.variants.first?.color)
        #expect(color.colorSpace == .sRGB)
        #expect(abs(color.red - 0.2) < 1e-12 && abs(color.green - 0.4) < 1e-12 && abs(color.blue - 0.6) < 1e-12)
        #expect(color.alpha == 1)
    }

    @Test func namesAreSortedAndNamespacesPrefixed() throws {
        let catalog = try Self.catalog.get()
        #expect(catalog.colorSets.map(\.name) == [
            "Appearances", "Brand/Accent", "ExtendedRange", "FloatNumbers", "FloatStrings", "Gray", "Hexadecimal", "IntegerNumbers",
            "Integers", "LinearHalf", "Mixed", "P3Red", "Tint",
        ])
        #expect(catalog.imageSets.map(\.name) == ["Logo", "Photo"])
        #expect(catalog.colorSet(named: "Brand/Accent")?.file == catalog.path + "/Brand/Accent.colorset/Contents.json")
    }

    @Test func appearancesAndIdiomsAreRead() throws {
        let set = try #require(try Self.catalog.get().colorSet(named: "Appearances"))
        #expect(set.variants.map(\.appearance) == [
            .any, CatalogAppearance(luminosity: .light), CatalogAppearance(luminosity: .dark),
            CatalogAppearance(isHighContrast: true), CatalogAppearance(luminosity: .light, isHighContrast: true),
            CatalogAppearance(luminosity: .dark, isHighContrast: true), .any,
        ])
        #expect(set.variants.map(\.idiom) == ["universal", "universal", "universal", "universal", "universal",
                                              "universal", "ipad"])
    }

    @Test func variantLinesPointAtEachEntry() throws {
        let set = try #require(try Self.catalog.get().colorSet(named: "Mixed"))
        #expect(set.variants.map(\.line) == [3])
        let appearances = try #require(try Self.catalog.get().colorSet(named: "Appearances"))
        #expect(appearances.variants.map(\.line) == [3, 15, 33, 51, 69, 91, 113])
        #expect(appearances.variants.allSatisfy { $0.column == 5 })
    }

    @Test(arguments: [
        (CatalogAppearance.Luminosity.light, false, "universal", 0x20),
        (.dark, false, "universal", 0x30),
        (.light, true, "universal", 0x50),
        (.dark, true, "universal", 0x60),
        (.light, false, "ipad", 0x70),
        (.dark, false, "ipad", 0x70),
    ])
    func resolutionPicksTheMostSpecificVariant(luminosity: CatalogAppearance.Luminosity, isHighContrast: Bool,
                                               idiom: String, expectedRed: Int) throws {
        let set = try #require(try Self.catalog.get().colorSet(named: "Appearances"))
        let variant = try #require(set.variant(luminosity: luminosity, isHighContrast: isHighContrast, idiom: idiom))
        #expect(variant.color.map { Int(($0.red * 255).rounded()) } == expectedRed)
    }

    @Test func highContrastFallsBackToAnyHighContrast() throws {
        let set = ColorSet(name: "X", file: "X", variants: [
            ColorVariant(appearance: .any, color: CatalogColor(colorSpace: .sRGB, white: 0.1)),
            ColorVariant(appearance: CatalogAppearance(isHighContrast: true), color: CatalogColor(colorSpace: .sRGB, white: 0.2)),
        ])
        #expect(set.variant(luminosity: .dark, isHighContrast: true)?.color?.red == 0.2)
        #expect(set.variant(luminosity: .dark, isHighContrast: false)?.color?.red == 0.1)
        #expect(set.hasHighContrastVariant(for: .dark))
    }

    @Test func colourSpacesAndSystemReferencesAreKept() throws {
        let catalog = try Self.catalog.get()
        #expect(catalog.colorSet(named: "Gray")?.variants.first?.color
            == CatalogColor(colorSpace: .grayGamma22, white: 0.5, alpha: 0.8))
        #expect(catalog.colorSet(named: "P3Red")?.variants.first?.color?.colorSpace == .displayP3)
        #expect(catalog.colorSet(named: "ExtendedRange")?.variants.first?.color?.colorSpace == .extendedSRGB)
        let tint = try #require(catalog.colorSet(named: "Tint")?.variants.first)
        #expect(tint.color == nil)
        #expect(tint.systemColorReference == "systemBlueColor")
    }

    @Test func imageSetFactsAreRead() throws {
        let catalog = try Self.catalog.get()
        let logo = try #require(catalog.imageSets.first { $0.name == "Logo" })
        #expect(logo.fileNames == ["logo.png", "logo@2x.png", "logo-dark.png"])
        #expect(logo.renderingIntent == .template)
        #expect(logo.isLocalizable)
        #expect(logo.entries[3].appearance == CatalogAppearance(luminosity: .dark))
        let photo = try #require(catalog.imageSets.first { $0.name == "Photo" })
        #expect(photo.renderingIntent == .original)
        #expect(photo.preservesVectorRepresentation)
        #expect(!photo.isLocalizable)
        #expect(photo.entries.first?.scale == nil)
    }
}
