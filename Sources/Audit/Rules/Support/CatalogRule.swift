import AssetCatalog
import ColorScience

/// A rule over an asset catalog (`.xcassets` folder), read once by the runner.
public protocol CatalogRule: Rule {
    /// - Parameter names: the colours of the catalog the app's code names.
    func check(_ catalog: AssetCatalog, names: CatalogColourNames) -> [Finding]
}

extension CatalogRule {
    public static var inputs: [InputFamily] { [.colors] }

    public func check(_ input: RuleInput) -> [Finding]? {
        guard case .catalog(let catalog, let names) = input else { return nil }
        return check(catalog, names: names)
    }
}

/// A rule that reports one kind of finding of the catalog colour audit (`CatalogColorAudit`):
/// foreground/background pairs from `.perceive.json` (`colorPairs`) that the catalog holds, or
/// when none applies, pairs inferred from the colour names (`CardText` on `CardBackground`).
public protocol CatalogColorRule: CatalogRule {
    static var kind: ColorFinding.Kind { get }
    /// How to fix a finding, in words.
    static var fix: String { get }
    /// The pairs declared in `.perceive.json`.
    var configuredPairs: [ColorPair] { get }
}

extension CatalogColorRule {
    /// The findings of `kind`: of the configured pairs the catalog holds, or, when none, of the
    /// pairs and palettes guessed from the colours' names, of which only those whose colours the
    /// app's code all names (`names`): a colour nothing names is never drawn.
    public func check(_ catalog: AssetCatalog, names: CatalogColourNames) -> [Finding] {
        let sets = Set(catalog.colorSets.map(\.name))
        // Pairs naming colours of this catalog only, so the audit cannot fail on a missing name.
        let applicable = configuredPairs.filter { sets.contains($0.foreground) && sets.contains($0.background) }
        var options = ColorAuditOptions()
        if !applicable.isEmpty { options.pairs = applicable }
        guard let colorFindings = try? CatalogColorAudit.findings(in: catalog, options: options) else { return [] }
        let drawn = colorFindings.filter { $0.kind == Self.kind && (!applicable.isEmpty || $0.colorNames.allSatisfy(names.names)) }
        return drawn.map { colorFinding in
            let joiner = colorFinding.kind == ColorFinding.Kind.paletteColorsMerge ? " and " : " on "
            let subject = colorFinding.colorNames.joined(separator: joiner) + " (\(colorFinding.appearance))"
            return finding(colorFinding.message,
                           at: FindingLocation(file: colorFinding.file, line: colorFinding.line, column: colorFinding.column,
                                               elementPath: subject),
                           fix: Self.fix)
        }
    }
}
