import ColorScience

/// A problem found in an asset catalog's colours: a value the audit engine can wrap as a
/// rule finding, with the colour names, appearance, measured values and where to look.
public struct ColorFinding: Hashable, Codable, Sendable {
    /// What kind of problem; the raw value is the suggested rule id.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        /// A foreground/background pair below its contrast minimum (WCAG 2.2 SC 1.4.3, 1.4.11).
        case insufficientContrast = "asset-color-contrast"
        /// A pair that just meets its minimum with no high-contrast variant for Increase Contrast to
        /// use (HIG Accessibility › Color and effects; Apple's "Increase Contrast").
        case missingHighContrastVariant = "asset-color-missing-high-contrast"
        /// Two palette members that look alike under a colour-vision deficiency (WCAG 2.2
        /// SC 1.4.1 Use of Color; HIG Accessibility › Color and effects).
        case paletteColorsMerge = "asset-palette-colors-merge"

        /// The id of the rule this kind belongs to.
        public var ruleID: String { rawValue }
    }

    public var kind: Kind
    /// The colour sets involved: foreground then background, or the two palette members.
    public var colorNames: [String]
    /// The appearance the problem shows in.
    public var appearance: ColorAppearance
    /// The contrast ratio measured (contrast kinds).
    public var ratio: Double?
    /// The ratio the pair must reach (contrast kinds).
    public var minimumRatio: Double?
    /// The deficiency under which palette colours merge.
    public var deficiency: ColorVisionDeficiency?
    /// CIEDE2000 difference under the deficiency, and with typical vision (palette kind).
    public var difference: Double?
    public var typicalDifference: Double?
    /// The `Contents.json` to look at, and where the variant's entry begins in it (1:1 when unknown).
    public var file: String
    public var line: Int
    public var column: Int
    /// What a person would miss, in one sentence, and how to fix it.
    public var message: String

    public init(kind: Kind, colorNames: [String], appearance: ColorAppearance, ratio: Double? = nil,
                minimumRatio: Double? = nil, deficiency: ColorVisionDeficiency? = nil, difference: Double? = nil,
                typicalDifference: Double? = nil, file: String, line: Int = 1, column: Int = 1, message: String) {
        self.kind = kind
        self.colorNames = colorNames
        self.appearance = appearance
        self.ratio = ratio
        self.minimumRatio = minimumRatio
        self.deficiency = deficiency
        self.difference = difference
        self.typicalDifference = typicalDifference
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
