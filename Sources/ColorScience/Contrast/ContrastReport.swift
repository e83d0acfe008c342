/// The full answer to "do these two colours contrast enough?", as `perceive contrast` prints
/// it and its JSON carries it: the colours as read and drawn, the ratio, every WCAG row, the
/// ratio under each colour-vision deficiency and the nearest passing colours.
///
/// Its JSON is stable (`format` "perceive-contrast", `version` 1); fields are only ever added.
public struct ContrastReport: Hashable, Codable, Sendable {
    /// One colour: the text given, the name it resolved through, and its value.
    public struct ColorEntry: Hashable, Codable, Sendable {
        /// The text as given.
        public var input: String
        /// The canonical name of a named colour (`systemBlue`), nil for literal values.
        public var name: String?
        /// `#RRGGBB` or `#RRGGBBAA` as resolved in the appearance.
        public var resolved: String
        /// The opaque colour as drawn (after compositing), `#RRGGBB`.
        public var drawn: String

        /// Encodes every key, `name` as null when absent, so the JSON shape never changes.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(input, forKey: .input)
            try container.encode(name, forKey: .name)
            try container.encode(resolved, forKey: .resolved)
            try container.encode(drawn, forKey: .drawn)
        }
    }

    /// How the text size decided between normal and large text.
    public struct TextEntry: Hashable, Codable, Sendable {
        /// The size in iOS points, nil when none was given (normal text is assumed).
        public var pointSize: Double?
        /// The font weight on the CSS scale (400 regular, 600 semibold, 700 bold).
        public var weight: Int
        /// Whether the weight counts as bold for WCAG: 700 and above (`LargeTextMapping`).
        public var isBold: Bool
        /// `normalText`, `largeText` or `nonText`.
        public var subject: ContrastSubject
        public var mapping: LargeTextMapping
        /// The mapping's rule and its source, in words.
        public var rule: String

        /// Encodes every key, `pointSize` as null when absent, so the JSON shape never changes.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(pointSize, forKey: .pointSize)
            try container.encode(weight, forKey: .weight)
            try container.encode(isBold, forKey: .isBold)
            try container.encode(subject, forKey: .subject)
            try container.encode(mapping, forKey: .mapping)
            try container.encode(rule, forKey: .rule)
        }
    }

    /// One WCAG row and its verdict.
    public struct Criterion: Hashable, Codable, Sendable {
        public var successCriterion: String
        public var title: String
        public var level: ConformanceLevel
        public var subject: ContrastSubject
        public var minimumRatio: Double
        public var passes: Bool
        /// Whether this row is the one for the text (or element) described.
        public var appliesHere: Bool
    }

    /// The ratio as seen with one colour-vision deficiency.
    public struct DeficiencyEntry: Hashable, Codable, Sendable {
        /// `protanopia` …
        public var name: String
        public var kind: ColorVisionDeficiency.Kind
        public var severity: Double
        public var ratio: Double
        /// Two decimals, never rounded up across a threshold.
        public var ratioText: String
        /// Whether the ratio still meets `requirement`.
        public var passes: Bool
    }

    /// A colour that would pass `requirement`.
    public struct AdjustmentEntry: Hashable, Codable, Sendable {
        public var role: ContrastAdjustment.Role
        public var direction: ContrastAdjustment.Direction
        /// `#RRGGBB` (or `#RRGGBBAA` when translucent).
        public var color: String
        public var ratio: Double
        public var ratioText: String
        /// CIEDE2000 from the original colour.
        public var deltaE00: Double
    }

    public var format = "perceive-contrast"
    public var version = 1
    public var foreground: ColorEntry
    public var background: ColorEntry
    /// `light`, `dark`, `light, increased contrast`, `dark, increased contrast`.
    public var appearance: String
    /// The unrounded ratio.
    public var ratio: Double
    /// Two decimals, never rounded up across a threshold (4.4781 → "4.48", 4.497 → "4.49").
    public var ratioText: String
    public var text: TextEntry
    public var level: ConformanceLevel
    /// The row that decides `passes`.
    public var requirement: Criterion
    /// Whether the pair meets `requirement`.
    public var passes: Bool
    /// Every row, in WCAG order.
    public var criteria: [Criterion]
    public var deficiencies: [DeficiencyEntry]
    /// The simulation model behind `deficiencies`.
    public var simulationModel: SimulationModel
    /// Nearest first within each role, foreground then background; empty when it passes.
    public var adjustments: [AdjustmentEntry]

    /// Assesses `foreground` over `background` resolved in `appearance`, for text of
    /// `pointSize` points (nil: normal text) and `weight` (CSS scale, bold from 700) or a
    /// non-text element, at `level`.
    public init(foreground: ParsedColor, background: ParsedColor, appearance: ColorAppearance = .light,
                pointSize: Double? = nil, weight: Int = 400, isNonText: Bool = false,
                mapping: LargeTextMapping = .default, level: ConformanceLevel = .aa,
                deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.reportedByDefault,
                model: SimulationModel = .default) {
        let fg = foreground.resolved(in: appearance), bg = background.resolved(in: appearance)
        let assessment = ContrastAssessment(foreground: fg, background: bg, deficiencies: deficiencies, model: model)
        let isBold = LargeTextMapping.isBold(weight: weight)
        let subject: ContrastSubject = isNonText ? .nonText
            : pointSize.map { mapping.subject(pointSize: $0, weight: weight) } ?? .normalText
        let target = ContrastRequirement.requirement(for: subject, at: level)

        func criterion(_ verdict: ContrastAssessment.Verdict) -> Criterion {
            let row = verdict.requirement
            return Criterion(successCriterion: row.successCriterion, title: row.title, level: row.level,
                             subject: row.subject, minimumRatio: row.minimumRatio, passes: verdict.passes,
                             appliesHere: row == target)
        }
        func entry(_ parsed: ParsedColor, _ resolved: RGBColor, _ drawn: RGBColor) -> ColorEntry {
            ColorEntry(input: parsed.source, name: parsed.name, resolved: resolved.hexString, drawn: drawn.hexString)
        }

        self.foreground = entry(foreground, fg, assessment.foreground)
        self.background = entry(background, bg, assessment.background)
        self.appearance = appearance.description
        ratio = assessment.ratio.value
        ratioText = assessment.ratio.formattedValue
        text = TextEntry(pointSize: isNonText ? nil : pointSize, weight: weight, isBold: isBold, subject: subject,
                         mapping: mapping, rule: mapping.explanation)
        self.level = level
        criteria = assessment.verdicts.map(criterion)
        requirement = criteria.first(where: \.appliesHere)
            ?? criterion(ContrastAssessment.Verdict(requirement: target, passes: target.isMet(by: assessment.ratio)))
        passes = requirement.passes
        self.deficiencies = assessment.deficiencyRatios.map {
            DeficiencyEntry(name: $0.deficiency.name, kind: $0.deficiency.kind, severity: $0.deficiency.severity,
                            ratio: $0.ratio.value, ratioText: $0.ratio.formattedValue, passes: target.isMet(by: $0.ratio))
        }
        simulationModel = model
        adjustments = ContrastAdjustment.Role.allCases.flatMap { role in
            NearestPassingColor.adjustments(foreground: fg, background: bg, minimumRatio: target.minimumRatio,
                                            changing: role)
        }.map {
            AdjustmentEntry(role: $0.role, direction: $0.direction, color: $0.color.hexString, ratio: $0.ratio.value,
                            ratioText: $0.ratio.formattedValue, deltaE00: $0.difference)
        }
    }
}
