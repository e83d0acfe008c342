import Foundation

/// WCAG 2.x contrast between two sRGB colours written as hex (docs/color.md).
///
/// A small copy for the audit rules, for opaque hex colours only; `ColorScience`'s
/// `ContrastRatio` holds the full colour model (named, translucent and P3 colours).
enum HexColorContrast {
    /// An opaque colour from `#RRGGBB`, `#RGB` or `#RRGGBBFF`; nil for anything else (named
    /// colours, translucent colours) which the rule cannot judge alone.
    static func rgb(hex text: String) -> (red: Double, green: Double, blue: Double)? {
        var hex = text.trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#") else { return nil }
        hex.removeFirst()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        if hex.count == 8 {
            guard hex.uppercased().hasSuffix("FF") else { return nil }
            hex = String(hex.prefix(6))
        }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
    }

    /// Relative luminance: channels decoded with the 0.04045 threshold, weighted 0.2126, 0.7152, 0.0722.
    static func luminance(_ color: (red: Double, green: Double, blue: Double)) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker: 1 to 21.
    static func ratio(_ first: String, _ second: String) -> Double? {
        guard let first = rgb(hex: first), let second = rgb(hex: second) else { return nil }
        let lighter = max(luminance(first), luminance(second)), darker = min(luminance(first), luminance(second))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
