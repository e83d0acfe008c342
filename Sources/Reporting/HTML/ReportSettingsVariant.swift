import AccessibilityTree

/// One set of display settings the report draws every screen under, besides those the audit ran
/// at: an accessibility text size, or one more setting the front ends evaluate turned on (or off,
/// where the audit had it on). `docs/html-report.md`, Settings variants.
public struct ReportSettingsVariant: Hashable, Sendable {
    /// What the page's switcher calls it ("Text size AX3", "Bold Text").
    public var name: String
    public var settings: AccessibilitySettings

    public init(name: String, settings: AccessibilitySettings) {
        self.name = name
        self.settings = settings
    }

    /// The accessibility size the report draws screens at: AX3, where `text-truncated-at-large-size`
    /// looks for text that no longer fits (`docs/dynamic-type.md`).
    public static let accessibilitySize = ContentSizeCategory.accessibilityExtraLarge

    /// The settings the front ends evaluate that are on or off, each with its name in Settings ›
    /// Accessibility (Display & Text Size, Motion) and Settings › Display & Brightness.
    public static let switches: [(name: String, keyPath: WritableKeyPath<AccessibilitySettings, Bool> & Sendable)] = [
        ("Bold Text", \.boldText),
        ("Increase Contrast", \.increaseContrast),
        ("Reduce Motion", \.reduceMotion),
        ("Reduce Transparency", \.reduceTransparency),
        ("Differentiate Without Color", \.differentiateWithoutColor),
        ("On/Off Labels", \.onOffLabels),
        ("Button Shapes", \.buttonShapes),
        ("Dark appearance", \.darkMode),
    ]

    /// The settings as audited first, then the accessibility size (or the default size, where the
    /// audit ran at an accessibility size), then each switch turned the other way.
    public static func variants(around base: AccessibilitySettings) -> [ReportSettingsVariant] {
        var variants = [ReportSettingsVariant(name: "As audited (\(base.summary))", settings: base)]
        var sized = base
        sized.contentSize = base.contentSize.isAccessibilitySize ? .default : accessibilitySize
        variants.append(ReportSettingsVariant(name: "Text size \(sized.contentSize.shortName)", settings: sized))
        for (name, keyPath) in switches {
            var turned = base
            turned[keyPath: keyPath].toggle()
            variants.append(ReportSettingsVariant(name: turned[keyPath: keyPath] ? name : "\(name) off", settings: turned))
        }
        return variants
    }
}

extension AccessibilitySettings {
    /// The text size and the switches that are on, as the switcher names them ("L, Bold Text").
    var summary: String {
        ([contentSize.shortName] + ReportSettingsVariant.switches.filter { self[keyPath: $0.keyPath] }.map(\.name)
            + (colorFilter == .none ? [] : ["\(colorFilter.rawValue) filter"])).joined(separator: ", ")
    }
}
