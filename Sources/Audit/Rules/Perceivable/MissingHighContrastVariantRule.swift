import AssetCatalog
import ColorScience

/// A catalog colour pair that only just passes, with no High Contrast variant for Increase
/// Contrast to switch to.
///
/// Wraps `CatalogColorAudit`'s high-contrast check: a pair that meets its minimum ratio by less
/// than 1.0 and whose colours have no High Contrast appearance (a pair below its minimum is
/// `asset-contrast-too-low`'s).
public struct MissingHighContrastVariantRule: CatalogColorRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "missing-high-contrast-variant",
        title: "Catalog colour pair has no high-contrast variant",
        rationale: """
            People who turn on Increase Contrast need more than the minimum; a pair that only just \
            passes and has no High Contrast appearance looks exactly the same to them, so the \
            setting does nothing for the app's text.
            """,
        wcag: [.contrastMinimum],
        hig: "Accessibility › Color and effects",
        severity: .warning,
        triggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("BodyText", 0x767676),
                .init("Background", 0xFFFFFF),
            ]), reported: ["BodyText on Background (light)"]),
        ],
        nonTriggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("BodyText", 0x767676, highContrast: 0x333333),
                .init("Background", 0xFFFFFF),
            ]), reported: []),
            .assetCatalog(CatalogExample.catalog([
                .init("BodyText", 0x222222),
                .init("Background", 0xFFFFFF),
            ]), reported: []),
            // Below 4.5:1 the pair does not pass at all: `asset-contrast-too-low` reports it.
            .assetCatalog(CatalogExample.catalog([
                .init("BodyText", 0x999999),
                .init("Background", 0xFFFFFF),
            ]), reported: []),
        ])

    public static let kind = ColorFinding.Kind.missingHighContrastVariant
    public static let fix = """
        In the colour set, tick Xcode's Attributes inspector › High Contrast and give the text a \
        darker (or the background a lighter) High Contrast variant, for each appearance.
        """

    public let configuredPairs: [ColorPair]

    public init(configuration: RuleConfiguration) { configuredPairs = configuration.colorPairs }
}
