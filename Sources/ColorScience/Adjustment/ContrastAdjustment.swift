/// A suggested colour that reaches a contrast target: which colour was changed, which way,
/// the new value, the ratio it reaches and how far it is from the original.
public struct ContrastAdjustment: Hashable, Codable, Sendable {
    /// Which of the two colours is changed.
    public enum Role: String, Hashable, Codable, Sendable, CaseIterable {
        case foreground, background
    }

    /// Which way the lightness moved.
    public enum Direction: String, Hashable, Codable, Sendable, CaseIterable {
        case darker, lighter
    }

    public var role: Role
    public var direction: Direction
    /// The new colour, rounded to 8 bits per channel (so its hex value passes as shown); the
    /// original alpha is kept.
    public var color: RGBColor
    /// The contrast the new colour reaches (unrounded; at least the target).
    public var ratio: ContrastRatio
    /// CIEDE2000 between the original and the new colour as drawn.
    public var difference: Double

    public init(role: Role, direction: Direction, color: RGBColor, ratio: ContrastRatio, difference: Double) {
        self.role = role
        self.direction = direction
        self.color = color
        self.ratio = ratio
        self.difference = difference
    }
}
