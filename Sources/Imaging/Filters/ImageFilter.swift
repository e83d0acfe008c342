import ColorScience

/// What an image can be seen through: a colour-vision deficiency simulation or one of the
/// iOS display filters, both as colour transforms from ColorScience.
public enum ImageFilter: Hashable, Sendable, CustomStringConvertible {
    /// The image as it is.
    case original
    /// How someone with the deficiency sees it (Machado et al. 2009; spec `color.md` §6).
    case deficiency(ColorVisionDeficiency)
    /// The screen drawn through an iOS colour filter or Classic Invert (models; see `DisplayFilter`).
    case display(DisplayFilter)

    /// The transform that applies the filter.
    public var transform: ColorTransform {
        switch self {
        case .original: .identity
        case .deficiency(let deficiency): deficiency.transform
        case .display(let filter): filter.transform
        }
    }

    public var description: String {
        switch self {
        case .original: "original"
        case .deficiency(let deficiency): deficiency.description
        case .display(let filter): filter.description
        }
    }

    /// The panels of a contact sheet: the original, the four complete deficiencies, then the
    /// three anomalous trichromacies at severity 0.6.
    public static let contactSheetPanels: [ImageFilter] = [.original]
        + ColorVisionDeficiency.dichromacies.map { .deficiency($0) }
        + [.deficiency(.protanomaly(severity: 0.6)), .deficiency(.deuteranomaly(severity: 0.6)),
           .deficiency(.tritanomaly(severity: 0.6))]

    /// The names `init(name:)` accepts, for help and suggestions.
    public static let acceptedNames = [
        "protanopia", "deuteranopia", "tritanopia", "achromatopsia", "protanomaly[:severity]",
        "deuteranomaly[:severity]", "tritanomaly[:severity]", "grayscale", "invert",
        "red-green-filter[:intensity]", "green-red-filter[:intensity]", "blue-yellow-filter[:intensity]",
        "color-tint:hue[:intensity]",
    ]

    /// Reads `deuteranopia`, `protanomaly:0.4`, `grayscale`, `invert`, `red-green-filter:0.8`,
    /// `color-tint:200:0.5` …; nil for anything else.
    public init?(name: String) {
        let parts = name.lowercased().split(separator: ":").map(String.init)
        guard let word = parts.first else { return nil }
        let numbers = parts.dropFirst().map { Double($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        let values = numbers.compactMap { $0 }
        let corrections: [String: ColorVisionDeficiency.Kind] = [
            "red-green-filter": .protan, "green-red-filter": .deutan, "blue-yellow-filter": .tritan,
        ]
        switch word {
        case "original", "none":
            guard values.isEmpty else { return nil }
            self = .original
        case "invert":
            guard values.isEmpty else { return nil }
            self = .display(.invert)
        case "color-tint":
            guard (1...2).contains(values.count), (0...1).contains(values.count == 2 ? values[1] : 0.5) else { return nil }
            self = .display(.colorTint(hue: values[0], intensity: values.count == 2 ? values[1] : 0.5))
        default:
            if let kind = corrections[word] {
                let intensity = values.first ?? 1
                guard values.count <= 1, (0...1).contains(intensity) else { return nil }
                self = .display(.correction(kind, intensity: intensity))
            } else if let deficiency = ColorVisionDeficiency(name: name) {
                self = .deficiency(deficiency)
            } else {
                return nil
            }
        }
    }
}
