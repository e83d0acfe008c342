import ColorScience
import Foundation

/// Reads a colour set's `Contents.json` (Apple's "Asset Catalog Format Reference", Named
/// Color Type): every component encoding, colour space, appearance and idiom.
enum ColorSetReader {
    /// The `color-space` values Xcode writes.
    static let colorSpaceNames = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22",
                                  "extended-gray"]

    static func read(name: String, file: String) throws(AssetCatalogError) -> ColorSet {
        let data = try CatalogFile.contents(of: file)
        let root = try CatalogJSON.parse(data, file: file)
        guard let colors = try root["colors"] else {
            return ColorSet(name: name, file: file, variants: [])
        }
        var variants: [ColorVariant] = []
        // An entry with no "color" is a slot Xcode leaves unset (a new AccentColor): no variant.
        for entry in try colors.elements() where try entry["color"] != nil {
            var variant = try variant(from: entry)
            if let position = entry.position {
                variant.line = position.line
                variant.column = position.column
            }
            variants.append(variant)
        }
        return ColorSet(name: name, file: file, variants: variants)
    }

    private static func variant(from entry: CatalogJSON) throws(AssetCatalogError) -> ColorVariant {
        let appearance = try CatalogAppearance(try entry["appearances"]?.elements() ?? [])
        let idiom = try entry["idiom"]?.string() ?? "universal"
        guard let colorValue = try entry["color"] else {
            throw entry.failure("the entry has no \"color\"")
        }
        if let reference = try colorValue["reference"] {
            return ColorVariant(appearance: appearance, idiom: idiom, color: nil,
                                systemColorReference: try reference.string())
        }
        return ColorVariant(appearance: appearance, idiom: idiom, color: try color(from: colorValue))
    }

    private static func color(from value: CatalogJSON) throws(AssetCatalogError) -> CatalogColor {
        let spaceValue = try value["color-space"]
        let spaceName = try spaceValue?.string() ?? "srgb"
        guard let space = SourceColorSpace(assetCatalogName: spaceName) else {
            throw (spaceValue ?? value).failure("unknown colour space '\(spaceName)' (expected one of: "
                + "\(Self.colorSpaceNames.joined(separator: ", ")))")
        }
        guard let components = try value["components"] else {
            throw value.failure("the colour has no \"components\"")
        }
        func component(_ key: String) throws(AssetCatalogError) -> Double {
            guard let member = try components[key] else {
                throw components.failure("missing component \"\(key)\" for colour space \(spaceName)")
            }
            return try ComponentValue.read(member, isAlpha: key == "alpha")
        }
        let alpha = try components["alpha"].map { (member) throws(AssetCatalogError) in
            try ComponentValue.read(member, isAlpha: true)
        } ?? 1
        if space.isGray {
            return CatalogColor(colorSpace: space, white: try component("white"), alpha: alpha)
        }
        return CatalogColor(colorSpace: space, red: try component("red"), green: try component("green"),
                            blue: try component("blue"), alpha: alpha)
    }
}
