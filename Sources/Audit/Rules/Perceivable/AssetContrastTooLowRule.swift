import AssetCatalog
import ColorScience

/// An asset catalog's text colour on its background colour below the WCAG minimum, in any
/// appearance the colours define (light, dark, increased contrast).
///
/// Wraps `CatalogColorAudit`'s contrast check; pairs come from `.perceive.json` `colorPairs`,
/// or are inferred from the colour names.
public struct AssetContrastTooLowRule: CatalogColorRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "asset-contrast-too-low",
        title: "Catalog text colour has too little contrast with its background",
        rationale: """
            Text whose colour is too close to its background is hard or impossible to read for \
            people with low vision, and for everyone in bright sunlight. The minimum is 4.5:1 for \
            body text and 3:1 for large text, in every appearance the app supports.
            """,
        wcag: [.contrastMinimum],
        hig: "Accessibility › Color and effects",
        severity: .error,
        triggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("CaptionText", 0x999999),
                .init("CardBackground", 0xFFFFFF),
            ]), reported: ["CaptionText on CardBackground (light)"]),
        ],
        nonTriggeringExamples: [
            .assetCatalog(CatalogExample.catalog([
                .init("BodyText", 0x333333),
                .init("CardBackground", 0xFFFFFF),
            ]), reported: []),
            .assetCatalog(CatalogExample.catalog([
                .init("HeadlineText", 0x888888),
                .init("CardBackground", 0xFFFFFF),
            ]), reported: [], configuration: RuleConfiguration(colorPairs: [
                ColorPair(name: "Headline", foreground: "HeadlineText", background: "CardBackground", isLargeText: true),
            ])),
            // Which background the caption sits on, the names do not say: no pair is guessed.
            .assetCatalog(CatalogExample.catalog([
                .init("CaptionText", 0x999999),
                .init("BannerBackground", 0xFFFFFF),
                .init("ToolbarBackground", 0xFFFFFF),
            ]), reported: []),
        ])

    public static let kind = ColorFinding.Kind.insufficientContrast
    public static let fix = """
        Darken the text colour or lighten the background (or the reverse in dark mode) until the \
        pair reaches 4.5:1 (3:1 for large text); `perceive contrast FOREGROUND BACKGROUND` suggests \
        the nearest passing colour.
        """

    public let configuredPairs: [ColorPair]

    public init(configuration: RuleConfiguration) { configuredPairs = configuration.colorPairs }
}
