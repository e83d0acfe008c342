import Basics
import Foundation

/// Colour initialisers as written in Swift source: `Color(red:green:blue:opacity:)`,
/// `UIColor(white:alpha:)`, `Color(.displayP3, red:…)`, `#colorLiteral(…)`, `Color(.systemBlue)`…
enum InitializerColor {
    static let callees = ["Color", "UIColor", "NSColor", "CGColor", "#colorLiteral"]

    static func parse(callee rawCallee: String, arguments: String, input: String) throws(ColorParseError) -> ParsedColor {
        var callee = rawCallee
        for prefix in ["SwiftUI.", "UIKit.", "AppKit."] where callee.hasPrefix(prefix) { callee.removeFirst(prefix.count) }
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard callees.contains(callee) else {
            let suggestion = NameSuggestion.nearest(to: callee, in: callees)
            throw ColorParseError(input: input, reason: "'\(rawCallee)(…)' is not a colour initialiser this reads "
                                  + "(Color, UIColor, NSColor, CGColor, #colorLiteral)", suggestion: suggestion)
        }
        var labelled: [String: String] = [:]
        var unlabelled: [String] = []
        for argument in splitArguments(arguments) {
            if let colon = argument.firstIndex(of: ":"), !argument.hasPrefix("\"") {
                let label = argument[..<colon].trimmingCharacters(in: .whitespaces)
                labelled[label] = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            } else {
                unlabelled.append(argument.trimmingCharacters(in: .whitespaces))
            }
        }
        let alphaLabel = labelled["opacity"] != nil ? "opacity" : "alpha"
        let alpha = try labelled[alphaLabel].map { expression throws(ColorParseError) in
            try component(expression, name: alphaLabel, input: input)
        } ?? 1

        if let nested = labelled["uiColor"] ?? labelled["nsColor"] ?? labelled["cgColor"]
            ?? (labelled.isEmpty && unlabelled.count == 1 ? unlabelled[0] : nil) {
            if nested.hasPrefix("\"") || labelled["named"] != nil {
                throw assetError(nested, input: input)
            }
            var parsed = try ColorParser.parse(nested)
            parsed.source = input
            return parsed
        }
        if let named = labelled["named"] { throw assetError(named, input: input) }

        let space = try colorSpace(unlabelled.first, input: input)
        if let red = labelled["red"], let green = labelled["green"], let blue = labelled["blue"] {
            let values = SIMD3(try component(red, name: "red", input: input),
                               try component(green, name: "green", input: input),
                               try component(blue, name: "blue", input: input))
            return literal(space.sRGBComponents(values), alpha: alpha, input: input)
        }
        if let red = labelled["displayP3Red"], let green = labelled["green"], let blue = labelled["blue"] {
            let values = SIMD3(try component(red, name: "displayP3Red", input: input),
                               try component(green, name: "green", input: input),
                               try component(blue, name: "blue", input: input))
            return literal(SourceColorSpace.displayP3.sRGBComponents(values), alpha: alpha, input: input)
        }
        if let white = labelled["white"] {
            let value = try component(white, name: "white", input: input)
            return literal(space.sRGBComponents(SIMD3(repeating: value)), alpha: alpha, input: input)
        }
        if let hue = labelled["hue"], let saturation = labelled["saturation"], let brightness = labelled["brightness"] {
            let rgb = hsb(hue: try component(hue, name: "hue", input: input),
                          saturation: try component(saturation, name: "saturation", input: input),
                          brightness: try component(brightness, name: "brightness", input: input))
            return literal(rgb, alpha: alpha, input: input)
        }
        let labels = labelled.keys.sorted().map { $0 + ":" }.joined()
        throw ColorParseError(input: input, reason: "\(callee)(\(labels)) has no colour this reads: give red:green:blue:, "
                              + "white:, hue:saturation:brightness: or a named colour")
    }

    private static func literal(_ components: SIMD3<Double>, alpha: Double, input: String) -> ParsedColor {
        ParsedColor(source: input, color: DynamicColor(RGBColor(red: components.x, green: components.y,
                                                                blue: components.z, alpha: alpha)))
    }

    private static func assetError(_ name: String, input: String) -> ColorParseError {
        ColorParseError(input: input, reason: "\(name) names a colour in an asset catalog; "
                        + "resolve it from the .xcassets colour set")
    }

    /// A component expression as a number in 0…1.
    static func component(_ expression: String, name: String, input: String) throws(ColorParseError) -> Double {
        guard let value = ArithmeticExpression.evaluate(expression) else {
            throw ColorParseError(input: input, reason: "\(name) '\(expression)' is not a number")
        }
        if name == "hue" && value > 1 && value <= 360 {
            throw ColorParseError(input: input,
                                  reason: "hue is \(expression), outside 0…1 (hue is a fraction of a turn: write \(expression) / 360)")
        }
        if value > 1 && value <= 255 && value == value.rounded() {
            throw ColorParseError(input: input,
                                  reason: "\(name) is \(expression), outside 0…1 (write \(expression) / 255 for an 8-bit value)")
        }
        guard (0...1).contains(value) else {
            throw ColorParseError(input: input, reason: "\(name) is \(expression), outside 0…1")
        }
        return value
    }

    private static func colorSpace(_ argument: String?, input: String) throws(ColorParseError) -> SourceColorSpace {
        guard let argument else { return .sRGB }
        let name = argument.split(separator: ".").last.map(String.init) ?? argument
        let spaces: [String: SourceColorSpace] = ["sRGB": .sRGB, "sRGBLinear": .linearSRGB, "displayP3": .displayP3]
        guard let space = spaces[name] else {
            throw ColorParseError(input: input, reason: "'\(argument)' is not a colour space (.sRGB, .sRGBLinear, .displayP3)")
        }
        return space
    }

    /// HSB (HSV) with hue 0…1, as `Color(hue:saturation:brightness:)` takes it.
    static func hsb(hue: Double, saturation: Double, brightness: Double) -> SIMD3<Double> {
        let full = DisplayFilter.fullySaturated(hue: hue * 360).components
        return brightness * ((1 - saturation) * SIMD3(repeating: 1) + saturation * full)
    }

    /// Arguments split at top-level commas.
    static func splitArguments(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var isInString = false
        for character in text {
            if character == "\"" { isInString.toggle() }
            if !isInString {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if character == "," && depth == 0 {
                    parts.append(current)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
        return parts
    }
}
