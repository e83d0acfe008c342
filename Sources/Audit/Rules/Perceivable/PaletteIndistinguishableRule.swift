import AssetCatalog
import ColorScience

/// Members of a catalog palette (`Chart1`, `Chart2`, …) that are clearly apart with typical
/// vision but look alike under a colour-vision deficiency.
///
/// Wraps `CatalogColorAudit`'s palette check (CIEDE2000 under protanopia, deuteranopia and
/// tritanopia).
public struct PaletteIndistinguishableRule: CatalogColorRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "palette-indistinguishable",
        title: "Palette colours look alike under a colour-vision deficiency",
        rationale: """
            About one man in twelve sees red and green, or other pairs, as nearly the same colour. \
            When a chart or a legend tells series apart by colour alone, they cannot tell which \
            line or slice is which.
            """,
        wcag: [.useOfColor],
        hig: "Accessibility › Color and effects",
        severity: .warning,
        triggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("Chart1", 0xE41A1C),
                .init("Chart2", 0x4DAF4A),
            ]), reported: ["Chart1 and Chart2 (light)"]),
        ],
        nonTriggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("Chart1", 0x0072B2),
                .init("Chart2", 0xE69F00),
            ]), reported: []),
            // Two steps of one colour's shade scale, no series: the tones of a design system.
            .assetCatalog(CatalogExample.catalog([
                .init("ErrorRed700", 0xB42318),
                .init("ErrorRed900", 0x7A271A),
            ]), reported: []),
        ])

    public static let kind = ColorFinding.Kind.paletteColorsMerge
    public static let fix = """
        Do not tell the series apart by colour alone: add labels, patterns or symbols, or choose \
        colours that differ in lightness as well as hue.
        """

    public let configuredPairs: [ColorPair]

    public init(configuration: RuleConfiguration) { configuredPairs = configuration.colorPairs }
}
