/// The appearance a dynamic colour is resolved in: light or dark, with or without Increase
/// Contrast (`UITraitCollection.userInterfaceStyle` and `accessibilityContrast`).
public struct ColorAppearance: Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    public enum Scheme: String, Hashable, Codable, Sendable, CaseIterable {
        case light, dark
    }

    public var scheme: Scheme
    /// Whether Increase Contrast is on.
    public var isIncreasedContrast: Bool

    public init(scheme: Scheme, isIncreasedContrast: Bool = false) {
        self.scheme = scheme
        self.isIncreasedContrast = isIncreasedContrast
    }

    public static let light = ColorAppearance(scheme: .light)
    public static let dark = ColorAppearance(scheme: .dark)
    public static let lightIncreasedContrast = ColorAppearance(scheme: .light, isIncreasedContrast: true)
    public static let darkIncreasedContrast = ColorAppearance(scheme: .dark, isIncreasedContrast: true)

    public static let allCases: [ColorAppearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]

    /// `light`, `dark, increased contrast` …
    public var description: String {
        scheme.rawValue + (isIncreasedContrast ? ", increased contrast" : "")
    }

    /// Reads `light`, `dark`, `light-hc`, `dark-increased-contrast`, `highContrastDark`…
    public init?(name: String) {
        let key = name.lowercased().filter(\.isLetter)
        let isDark = key.contains("dark")
        guard isDark || key.contains("light") else { return nil }
        let rest = key.replacingOccurrences(of: isDark ? "dark" : "light", with: "")
        let isIncreased = ["hc", "highcontrast", "increasedcontrast", "contrast", "increased"].contains(rest)
        guard rest.isEmpty || isIncreased else { return nil }
        self.init(scheme: isDark ? .dark : .light, isIncreasedContrast: isIncreased)
    }
}
