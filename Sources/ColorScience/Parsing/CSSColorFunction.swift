/// `rgb()` and `rgba()`: channels 0–255 or percentages, alpha 0–1 or a percentage, separated
/// by commas or by spaces with `/` before alpha (CSS Color 4).
enum CSSColorFunction {
    static func parse(_ text: String, input: String) throws(ColorParseError) -> RGBColor {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            throw ColorParseError(input: input, reason: "rgb() needs its closing parenthesis")
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let separators: Set<Character> = [",", "/", " ", "\t"]
        let parts = inner.split(whereSeparator: { separators.contains($0) }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else {
            throw ColorParseError(input: input,
                                  reason: "rgb() takes 3 channels and an optional alpha, not \(parts.count) values")
        }
        var channels: [Double] = []
        for (name, part) in zip(["red", "green", "blue"], parts) {
            channels.append(try value(part, name: name, scale: 255, input: input))
        }
        let alpha = parts.count == 4 ? try value(parts[3], name: "alpha", scale: 1, input: input) : 1
        return RGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A channel as 0…1: a percentage, or a number out of `scale`.
    private static func value(_ part: String, name: String, scale: Double, input: String) throws(ColorParseError) -> Double {
        let isPercent = part.hasSuffix("%")
        let number = isPercent ? String(part.dropLast()) : part
        guard let raw = Double(number), raw.isFinite else {
            throw ColorParseError(input: input, reason: "\(name) '\(part)' is not a number")
        }
        let limit = isPercent ? 100 : scale
        guard (0...limit).contains(raw) else {
            let range = isPercent ? "0% to 100%" : (scale == 1 ? "0 to 1" : "0 to 255")
            throw ColorParseError(input: input, reason: "\(name) \(part) is outside \(range)")
        }
        return raw / limit
    }
}
