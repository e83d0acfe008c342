/// A colour-vision deficiency and how severe it is.
///
/// Severity runs from 0 (typical vision) to 1 (the dichromat: protanopia, deuteranopia,
/// tritanopia; or full achromatopsia). In between is anomalous trichromacy (protanomaly,
/// deuteranomaly, tritanomaly). docs/color.md, Colour-vision deficiency simulation.
public struct ColorVisionDeficiency: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which cones are missing or shifted.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// L (long-wavelength, "red") cones.
        case protan
        /// M (medium-wavelength, "green") cones.
        case deutan
        /// S (short-wavelength, "blue") cones.
        case tritan
        /// No colour at all: rod monochromacy, modelled as luminance only (Achromatopsia in the same section).
        case achromat
    }

    public var kind: Kind
    /// 0…1; values outside are clamped when simulating.
    public var severity: Double

    public init(kind: Kind, severity: Double = 1) {
        self.kind = kind
        self.severity = severity
    }

    public static let protanopia = ColorVisionDeficiency(kind: .protan)
    public static let deuteranopia = ColorVisionDeficiency(kind: .deutan)
    public static let tritanopia = ColorVisionDeficiency(kind: .tritan)
    public static let achromatopsia = ColorVisionDeficiency(kind: .achromat)

    public static func protanomaly(severity: Double) -> ColorVisionDeficiency { .init(kind: .protan, severity: severity) }
    public static func deuteranomaly(severity: Double) -> ColorVisionDeficiency { .init(kind: .deutan, severity: severity) }
    public static func tritanomaly(severity: Double) -> ColorVisionDeficiency { .init(kind: .tritan, severity: severity) }

    /// The four full deficiencies, in the order reports list them.
    public static let dichromacies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    /// The severity an anomaly gets when none is given: 0.5, the middle of Machado's table
    /// (a tabulated row, so no interpolation). Real severities vary from person to person.
    public static let defaultAnomalySeverity = 0.5

    /// What contrast reports check by default: the four full deficiencies, then the three
    /// anomalous trichromacies at `defaultAnomalySeverity` (deuteranomaly alone affects about
    /// 5 % of men; docs/color.md, Colour-vision deficiency simulation).
    public static let reportedByDefault: [ColorVisionDeficiency] = dichromacies + [
        .protanomaly(severity: defaultAnomalySeverity), .deuteranomaly(severity: defaultAnomalySeverity),
        .tritanomaly(severity: defaultAnomalySeverity),
    ]

    /// Whether this is the full deficiency (severity 1).
    public var isComplete: Bool { severity >= 1 }

    /// `protanopia`, `deuteranomaly` …: the clinical name.
    public var name: String {
        switch (kind, isComplete) {
        case (.protan, true): "protanopia"
        case (.protan, false): "protanomaly"
        case (.deutan, true): "deuteranopia"
        case (.deutan, false): "deuteranomaly"
        case (.tritan, true): "tritanopia"
        case (.tritan, false): "tritanomaly"
        case (.achromat, true): "achromatopsia"
        case (.achromat, false): "achromatomaly"
        }
    }

    /// `protanopia`, or `deuteranomaly (severity 0.5)`.
    public var description: String {
        isComplete ? name : "\(name) (severity \(severity))"
    }

    /// Reads `protanopia`, `deuteranomaly`, `protan`, `deutan:0.6`, `tritanomaly:0.3`,
    /// `achromatopsia`, `grayscale`… Anomalies without a severity get `defaultAnomalySeverity`.
    public init?(name: String) {
        let parts = name.lowercased().split(separator: ":", maxSplits: 1).map(String.init)
        guard let word = parts.first else { return nil }
        let anomaly = Self.defaultAnomalySeverity
        let table: [String: (Kind, Double)] = [
            "protanopia": (.protan, 1), "deuteranopia": (.deutan, 1), "tritanopia": (.tritan, 1),
            "achromatopsia": (.achromat, 1), "monochromacy": (.achromat, 1), "grayscale": (.achromat, 1),
            "protanomaly": (.protan, anomaly), "deuteranomaly": (.deutan, anomaly), "tritanomaly": (.tritan, anomaly),
            "achromatomaly": (.achromat, anomaly),
            "protan": (.protan, 1), "deutan": (.deutan, 1), "tritan": (.tritan, 1), "achromat": (.achromat, 1),
        ]
        guard let (kind, defaultSeverity) = table[word] else { return nil }
        var severity = defaultSeverity
        if parts.count == 2 {
            guard let given = Double(parts[1]), (0...1).contains(given) else { return nil }
            severity = given
        }
        self.init(kind: kind, severity: severity)
    }
}
