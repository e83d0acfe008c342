import Basics
import Foundation

/// Transforms by name, for command lines and configuration files.
extension ColorTransform {
    /// The names `init(filterName:)` accepts, without parameters.
    public static let filterNames = [
        "protanopia", "deuteranopia", "tritanopia", "achromatopsia", "protanomaly", "deuteranomaly", "tritanomaly",
        "grayscale", "invert", "color-tint", "protanopia-filter", "deuteranopia-filter", "tritanopia-filter",
    ]

    /// Reads a simulation or display filter by name; several joined with `+` apply in order.
    ///
    /// - Simulations: `protanopia`, `deuteranopia`, `tritanopia`, `achromatopsia`, and the
    ///   anomalies with a severity: `deuteranomaly:0.6` (see `ColorVisionDeficiency(name:)`).
    /// - Display filters (iOS Color Filters, all models; see `DisplayFilter`): `grayscale`,
    ///   `invert`, `color-tint:HUE[:INTENSITY]` (hue in degrees, intensity 0…1, default 1),
    ///   `protanopia-filter[:INTENSITY]`, `deuteranopia-filter[…]`, `tritanopia-filter[…]`.
    ///
    /// - Throws: `ColorParseError` naming the part that was not understood and the nearest name.
    public init(filterName: String) throws(ColorParseError) {
        var stages: [Stage] = []
        for part in filterName.split(separator: "+").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let deficiency = ColorVisionDeficiency(name: part) {
                stages += deficiency.transform.stages
            } else if let filter = try DisplayFilter(name: part, input: filterName) {
                stages += filter.transform.stages
            } else {
                let word = String(part.prefix { $0 != ":" })
                throw ColorParseError(input: filterName, reason: "no filter or simulation is called '\(part)'",
                                      suggestion: NameSuggestion.nearest(to: word, in: Self.filterNames),
                                      expected: "filter")
            }
        }
        guard !stages.isEmpty else {
            throw ColorParseError(input: filterName, reason: "no filter named", expected: "filter")
        }
        self.init(stages: stages)
    }
}

extension DisplayFilter {
    /// The display filter `name` describes, nil when the word is not a display filter.
    init?(name: String, input: String) throws(ColorParseError) {
        let parts = name.lowercased().split(separator: ":").map(String.init)
        guard let word = parts.first else { return nil }
        var numbers: [Double] = []
        for text in parts.dropFirst() {
            guard let number = Double(text), number.isFinite else {
                throw ColorParseError(input: input, reason: "'\(text)' in '\(name)' is not a number", expected: "filter")
            }
            numbers.append(number)
        }
        func intensity(at index: Int) throws(ColorParseError) -> Double {
            guard index < numbers.count else { return 1 }
            guard (0...1).contains(numbers[index]) else {
                throw ColorParseError(input: input, reason: "the intensity in '\(name)' must be from 0 to 1",
                                      expected: "filter")
            }
            return numbers[index]
        }
        let corrections: [String: ColorVisionDeficiency.Kind] = [
            "protanopia-filter": .protan, "deuteranopia-filter": .deutan, "tritanopia-filter": .tritan,
        ]
        switch word {
        case "grayscale", "greyscale": self = .grayscale
        case "invert": self = .invert
        case "color-tint", "colour-tint":
            guard let hue = numbers.first else {
                throw ColorParseError(input: input, reason: "'color-tint' needs a hue in degrees: color-tint:200",
                                      expected: "filter")
            }
            self = .colorTint(hue: hue, intensity: try intensity(at: 1))
        default:
            guard let kind = corrections[word] else { return nil }
            self = .correction(kind, intensity: try intensity(at: 0))
        }
    }
}
