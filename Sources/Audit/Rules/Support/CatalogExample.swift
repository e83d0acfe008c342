import AssetCatalog

/// Small asset catalogs written in code, for the colour rules' examples.
enum CatalogExample {
    /// A colour set: its name, its colour for any appearance as `0xRRGGBB` sRGB, and optionally
    /// a High Contrast variant.
    struct Color {
        var name: String
        var any: UInt32
        var highContrast: UInt32?

        init(_ name: String, _ any: UInt32, highContrast: UInt32? = nil) {
            self.name = name
            self.any = any
            self.highContrast = highContrast
        }
    }

    /// `Example.xcassets` with one colour set per entry.
    static func catalog(_ colors: [Color]) -> AssetCatalog {
        let sets = colors.map { color in
            var variants = [ColorVariant(appearance: .any, color: srgb(color.any), line: 3, column: 5)]
            if let highContrast = color.highContrast {
                variants.append(ColorVariant(appearance: CatalogAppearance(isHighContrast: true), color: srgb(highContrast),
                                             line: 18, column: 5))
            }
            return ColorSet(name: color.name, file: "Example.xcassets/\(color.name).colorset/Contents.json", variants: variants)
        }
        return AssetCatalog(path: "Example.xcassets", colorSets: sets.sorted { $0.name < $1.name }, imageSets: [])
    }

    private static func srgb(_ hex: UInt32) -> CatalogColor {
        CatalogColor(colorSpace: .sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                     blue: Double(hex & 0xFF) / 255)
    }
}
