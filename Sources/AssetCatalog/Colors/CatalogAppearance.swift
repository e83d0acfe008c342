/// The appearance one variant of a colour or image set is for: the `appearances` array of a
/// `Contents.json` entry (Xcode's Attributes inspector › Appearances and High Contrast).
public struct CatalogAppearance: Hashable, Codable, Sendable, CustomStringConvertible {
    /// `luminosity`: none for "Any", or light or dark.
    public enum Luminosity: String, Hashable, Codable, Sendable, CaseIterable {
        case light, dark
    }

    /// nil for the "Any Appearance" variant.
    public var luminosity: Luminosity?
    /// Whether the variant is for High Contrast (`"appearance": "contrast", "value": "high"`).
    public var isHighContrast: Bool

    public init(luminosity: Luminosity? = nil, isHighContrast: Bool = false) {
        self.luminosity = luminosity
        self.isHighContrast = isHighContrast
    }

    /// The "Any Appearance" variant.
    public static let any = CatalogAppearance()

    /// `any`, `dark`, `light, high contrast` …
    public var description: String {
        (luminosity?.rawValue ?? "any") + (isHighContrast ? ", high contrast" : "")
    }

    /// Reads an `appearances` array.
    init(_ entries: [CatalogJSON]) throws(AssetCatalogError) {
        self.init()
        for entry in entries {
            guard let kind = try entry["appearance"], let value = try entry["value"] else {
                throw entry.failure("an appearance needs \"appearance\" and \"value\"")
            }
            switch (try kind.string(), try value.string()) {
            case ("luminosity", let name):
                guard let luminosity = Luminosity(rawValue: name) else {
                    throw value.failure("unknown luminosity '\(name)' (expected light or dark)")
                }
                self.luminosity = luminosity
            case ("contrast", "high"):
                isHighContrast = true
            case ("contrast", let name):
                throw value.failure("unknown contrast '\(name)' (expected high)")
            case (let other, _):
                throw kind.failure("unknown appearance '\(other)' (expected luminosity or contrast)")
            }
        }
    }
}
