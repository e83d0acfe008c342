import Foundation

/// The WCAG 2.x contrast ratio between two colours, from 1:1 to 21:1.
///
/// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter relative luminance (WCAG definition
/// "contrast ratio"; docs/color.md, Relative luminance and contrast ratio). The value is never rounded before it
/// is compared with a threshold: 4.48 fails 4.5.
public struct ContrastRatio: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The unrounded ratio (the `x` in `x:1`).
    public var value: Double

    public init(value: Double) {
        self.value = value
    }

    /// The ratio between two opaque colours, in either order.
    public init(_ first: RGBColor, _ second: RGBColor) {
        let a = first.relativeLuminance, b = second.relativeLuminance
        self.init(value: (max(a, b) + 0.05) / (min(a, b) + 0.05))
    }

    /// The ratio of `foreground` drawn over `background`: a translucent foreground is
    /// composited over the background first, and a translucent background over `backdrop`.
    public init(foreground: RGBColor, background: RGBColor, backdrop: RGBColor = .white) {
        let base = background.composited(over: backdrop)
        self.init(foreground.composited(over: base), base)
    }

    /// Whether the ratio reaches `minimum` (compared unrounded).
    public func meets(_ minimum: Double) -> Bool { value >= minimum }

    /// The thresholds WCAG 2.x compares with (SC 1.4.3, 1.4.6, 1.4.11).
    public static let thresholds: [Double] = [3, 4.5, 7]

    /// The ratio with two decimals, rounded to nearest unless that would carry it up to a
    /// threshold it does not reach: 4.4781 shows as "4.48", 4.497 as "4.49", 2.996 as "2.99".
    public var formattedValue: String {
        let hundredths = (value * 100).rounded()
        let crossesThreshold = Self.thresholds.contains { value < $0 && hundredths / 100 >= $0 }
        let shown = crossesThreshold ? (value * 100).rounded(.down) : hundredths
        return String(format: "%.2f", shown / 100)
    }

    /// `4.48:1`.
    public var description: String { formattedValue + ":1" }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}
