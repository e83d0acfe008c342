/// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the `#` optional) and `0xRRGGBB`.
enum HexColor {
    static let lengths = [3, 4, 6, 8]

    /// Whether `text` without `#` is all hex digits of a colour's length (`777777`, `fff`).
    static func looksLikeHex(_ text: String) -> Bool {
        lengths.contains(text.count) && text.allSatisfy(\.isHexDigit)
    }

    static func parse(_ text: String, input: String) throws(ColorParseError) -> RGBColor {
        var digits = Substring(text)
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
        }
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            throw ColorParseError(input: input, reason: "'\(bad)' is not a hex digit (0–9, A–F)")
        }
        guard lengths.contains(digits.count) else {
            throw ColorParseError(input: input,
                                  reason: "a hex colour has 3, 4, 6 or 8 digits (RGB, RGBA, RRGGBB, RRGGBBAA), not \(digits.count)")
        }
        let values = digits.count <= 4
            ? digits.map { Int(String([$0, $0]), radix: 16) ?? 0 }
            : stride(from: 0, to: digits.count, by: 2).map { offset -> Int in
                let start = digits.index(digits.startIndex, offsetBy: offset)
                return Int(digits[start..<digits.index(start, offsetBy: 2)], radix: 16) ?? 0
            }
        return RGBColor(red8: values[0], green8: values[1], blue8: values[2],
                        alpha: values.count == 4 ? Double(values[3]) / 255 : 1)
    }
}
