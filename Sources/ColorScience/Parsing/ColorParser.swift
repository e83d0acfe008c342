import Foundation

/// Reads colours written the ways Swift developers write them.
///
/// Accepted, case-insensitively where names are concerned:
///
/// - Hex: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, with or without `#`, or `0xRRGGBB`.
/// - CSS functions: `rgb(255, 0, 0)`, `rgba(255, 0, 0, 0.5)`, `rgb(100% 0% 0% / 50%)`.
/// - Initialisers as source text: `Color(red:green:blue:opacity:)`, `Color(.sRGB, red:…)`,
///   `Color(.displayP3, …)`, `Color(white:opacity:)`, `UIColor(red:green:blue:alpha:)`,
///   `UIColor(white:alpha:)`, `UIColor(displayP3Red:…)`, `Color(hue:saturation:brightness:)`,
///   `#colorLiteral(red:green:blue:alpha:)`, `CGColor(red:…)`, `NSColor(…)`; components may be
///   arithmetic (`120 / 255`, `0x77 / 255.0`).
/// - Names: `.black`, `Color.gray`, `UIColor.red`, `systemBlue`, `.label`, `secondaryLabel`,
///   `systemBackground`, `Color(.systemBlue)`, `Color(uiColor: .label)`.
/// - Modifiers: `.opacity(0.5)` (multiplies alpha), `.withAlphaComponent(0.5)` (sets it).
///
/// `Color.red` and bare `red` are SwiftUI's (= `systemRed`); `UIColor.red` is pure red.
public enum ColorParser {
    /// The colour `text` describes.
    ///
    /// - Throws: `ColorParseError` saying what was wrong, with the nearest name when the text
    ///   looks like a misspelt one.
    public static func parse(_ text: String) throws(ColorParseError) -> ParsedColor {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ColorParseError(input: text, reason: "the text is empty") }
        var parsed = try parseWithoutModifiers(try ModifierSplit(trimmed, input: text), input: text)
        parsed.source = text
        return parsed
    }

    private static func parseWithoutModifiers(_ split: ModifierSplit, input: String) throws(ColorParseError) -> ParsedColor {
        var parsed = try parseBase(split.base, input: input)
        for modifier in split.modifiers {
            parsed.color = parsed.color.withOpacity(modifier.value, replacing: modifier.isReplacing)
        }
        return parsed
    }

    private static func parseBase(_ text: String, input: String) throws(ColorParseError) -> ParsedColor {
        let lower = text.lowercased()
        if text.hasPrefix("#") && !lower.hasPrefix("#colorliteral") || lower.hasPrefix("0x") || HexColor.looksLikeHex(text) {
            return ParsedColor(source: input, color: DynamicColor(try HexColor.parse(text, input: input)))
        }
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") {
            return ParsedColor(source: input, color: DynamicColor(try CSSColorFunction.parse(text, input: input)))
        }
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let callee = String(text[..<open]).trimmingCharacters(in: .whitespaces)
            let arguments = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            return try InitializerColor.parse(callee: callee, arguments: arguments, input: input)
        }
        return try NamedColor.parse(text, input: input)
    }
}

/// `base.opacity(0.5).withAlphaComponent(…)` split into its base and its alpha modifiers.
struct ModifierSplit {
    struct Modifier {
        var value: Double
        var isReplacing: Bool
    }

    var base: String
    var modifiers: [Modifier] = []

    init(_ text: String, input: String) throws(ColorParseError) {
        var rest = text
        var found: [Modifier] = []
        while rest.hasSuffix(")") {
            guard let (name, argument, start) = Self.lastCall(in: rest),
                  ["opacity", "withAlphaComponent"].contains(name) else { break }
            guard let value = ArithmeticExpression.evaluate(argument), (0...1).contains(value) else {
                throw ColorParseError(input: input, reason: "'.\(name)(\(argument))' needs a number from 0 to 1")
            }
            found.insert(Modifier(value: value, isReplacing: name == "withAlphaComponent"), at: 0)
            rest = String(rest[..<start])
        }
        for suffix in [".cgColor", ".color"] where rest.hasSuffix(suffix) {
            rest.removeLast(suffix.count)
        }
        base = rest
        modifiers = found
    }

    /// The trailing `.name(argument)` call: its name, argument text and where the dot starts.
    private static func lastCall(in text: String) -> (String, String, String.Index)? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
        }
        guard depth == 0, text[index] == "(" else { return nil }
        let open = index
        var nameStart = open
        while nameStart > text.startIndex, text[text.index(before: nameStart)].isLetter {
            nameStart = text.index(before: nameStart)
        }
        guard nameStart > text.startIndex, text[text.index(before: nameStart)] == "." else { return nil }
        let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return (String(text[nameStart..<open]), argument, text.index(before: nameStart))
    }
}
