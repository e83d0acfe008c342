import ColorScience

/// Checks a catalog's colours: contrast of foreground/background pairs in every appearance
/// they define, missing high-contrast variants for pairs near their minimum, and palettes
/// whose members merge under a colour-vision deficiency.
public enum CatalogColorAudit {
    /// The findings for `catalog`, in catalog order: pairs first, then palettes.
    ///
    /// - Throws: `AssetCatalogError` when a configured pair names a colour set the catalog
    ///   does not have.
    public static func findings(in catalog: AssetCatalog,
                                options: ColorAuditOptions = ColorAuditOptions()) throws(AssetCatalogError) -> [ColorFinding] {
        let pairs = options.pairs ?? ColorPair.inferred(from: catalog.colorSets.map(\.name))
        var findings: [ColorFinding] = []
        for pair in pairs {
            guard let foreground = catalog.colorSet(named: pair.foreground) else {
                throw AssetCatalogError(file: catalog.path, problem: "no colour set named '\(pair.foreground)' (in pair \(pair))")
            }
            guard let background = catalog.colorSet(named: pair.background) else {
                throw AssetCatalogError(file: catalog.path, problem: "no colour set named '\(pair.background)' (in pair \(pair))")
            }
            findings += PairContrastCheck(foreground: foreground, background: background, pair: pair, options: options).findings()
        }
        for palette in Palette.detect(in: catalog.colorSets.map(\.name)) {
            let members = palette.members.compactMap { catalog.colorSet(named: $0) }
            findings += PaletteCheck(members: members, options: options).findings()
        }
        return findings
    }

    /// The appearances worth checking for `sets`: light always, and each other appearance
    /// only when one of the sets defines its own variant for it (else it repeats a result).
    static func appearances(for sets: [ColorSet]) -> [ColorAppearance] {
        ColorAppearance.allCases.filter { appearance in
            appearance == .light || sets.contains { $0.hasOwnVariant(for: appearance) }
        }
    }
}
