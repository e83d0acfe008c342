/// A foreground/background pair a team declares in `.perceive.json` (`"colorPairs"`), for the
/// colour rules to check where the colours cannot be read from source or assets.
public struct ColorPair: Hashable, Codable, Sendable {
    /// A name for messages ("Primary button").
    public var name: String?
    /// A colour as written (`#767676`, an asset name).
    public var foreground: String
    public var background: String
    /// Whether the text is large (18 pt, or 14 pt bold): WCAG 1.4.3 then asks 3:1, not 4.5:1.
    public var isLargeText: Bool

    public init(name: String? = nil, foreground: String, background: String, isLargeText: Bool = false) {
        self.name = name
        self.foreground = foreground
        self.background = background
        self.isLargeText = isLargeText
    }
}
