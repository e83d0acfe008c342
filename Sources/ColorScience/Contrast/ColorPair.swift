/// A foreground colour meant to be read on a background colour, and the contrast the pair must
/// reach.
///
/// The colours are kept as written (`#767676`, `systemBlue`, an asset catalog's colour set
/// name): what they resolve to depends on where they are read, in an asset catalog or in source.
public struct ColorPair: Hashable, Codable, Sendable, CustomStringConvertible {
    /// A name for people ("Caption on card"), when one was given.
    public var name: String?
    public var foreground: String
    public var background: String
    /// The smallest passing ratio (the `x` in `x:1`): 4.5 for body text by default (WCAG 2.2
    /// SC 1.4.3); 3 for large text and non-text (SC 1.4.3, SC 1.4.11).
    public var minimumRatio: Double

    public init(name: String? = nil, foreground: String, background: String,
                minimumRatio: Double = ContrastRequirement.aaNormalText.minimumRatio) {
        self.name = name
        self.foreground = foreground
        self.background = background
        self.minimumRatio = minimumRatio
    }

    /// A pair of text colours, held to WCAG's AA minimum for large or for normal text.
    public init(name: String? = nil, foreground: String, background: String, isLargeText: Bool) {
        let subject: ContrastSubject = isLargeText ? .largeText : .normalText
        self.init(name: name, foreground: foreground, background: background,
                  minimumRatio: ContrastRequirement.requirement(for: subject, at: .aa).minimumRatio)
    }

    /// `Foreground on Background`.
    public var description: String { "\(foreground) on \(background)" }

    private enum CodingKeys: String, CodingKey { case name, foreground, background, minimumRatio }

    /// Reads `{"foreground", "background", "name"?, "minimumRatio"?}`; the ratio defaults to 4.5.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try container.decodeIfPresent(String.self, forKey: .name),
                  foreground: try container.decode(String.self, forKey: .foreground),
                  background: try container.decode(String.self, forKey: .background),
                  minimumRatio: try container.decodeIfPresent(Double.self, forKey: .minimumRatio)
                    ?? ContrastRequirement.aaNormalText.minimumRatio)
    }
}
