/// The display's colour filter (Settings › Accessibility › Display & Text Size › Color Filters).
public enum ColorFilter: String, Hashable, Codable, Sendable, CaseIterable {
    case none, grayscale, invert
    /// Red/green filter for protanopia.
    case protanopia
    /// Green/red filter for deuteranopia.
    case deuteranopia
    /// Blue/yellow filter for tritanopia.
    case tritanopia
    case colorTint
}
