/// A colour read from text: the value in every appearance and, for a named system colour,
/// its canonical name.
public struct ParsedColor: Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var source: String
    public var color: DynamicColor
    /// The canonical name (`systemBlue`, `label`, `Color.blue`) when the text named a colour;
    /// nil for literal values.
    public var name: String?

    public init(source: String, color: DynamicColor, name: String? = nil) {
        self.source = source
        self.color = color
        self.name = name
    }

    /// The colour in `appearance`.
    public func resolved(in appearance: ColorAppearance = .light) -> RGBColor {
        color.resolved(in: appearance)
    }

    /// Whether the colour depends on the appearance (a named dynamic colour).
    public var isDynamic: Bool { color.isDynamic }

    public var description: String { source }
}

extension RGBColor {
    /// Reads a colour written any way a Swift developer writes one (see `ColorParser`) and
    /// resolves it in `appearance`.
    public init(parsing text: String, appearance: ColorAppearance = .light) throws(ColorParseError) {
        self = try ColorParser.parse(text).resolved(in: appearance)
    }
}
