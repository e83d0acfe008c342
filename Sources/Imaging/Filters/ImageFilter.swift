import ColorScience

/// What an image can be seen through: a colour-vision deficiency simulation or one of the
/// iOS display filters, both as colour transforms from ColorScience. (To read a filter by
/// name, `ColorTransform(filterName:)` accepts the same and chains.)
public enum ImageFilter: Hashable, Sendable, CustomStringConvertible {
    /// The image as it is.
    case original
    /// How someone with the deficiency sees it (Machado et al. 2009; docs/color.md, Colour-vision deficiency
    /// simulation).
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
}
