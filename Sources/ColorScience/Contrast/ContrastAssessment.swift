/// Everything WCAG 2.x says about one colour pair: the ratio, each success criterion's verdict,
/// and the ratio as people with each colour-vision deficiency see the pair.
public struct ContrastAssessment: Hashable, Codable, Sendable {
    /// One row of the WCAG table and whether the pair meets it.
    public struct Verdict: Hashable, Codable, Sendable {
        public var requirement: ContrastRequirement
        public var passes: Bool
    }

    /// The ratio as seen with one deficiency.
    public struct DeficiencyRatio: Hashable, Codable, Sendable {
        public var deficiency: ColorVisionDeficiency
        public var ratio: ContrastRatio
    }

    /// The foreground as drawn (composited over the background).
    public var foreground: RGBColor
    /// The background as drawn (composited over the backdrop).
    public var background: RGBColor
    public var ratio: ContrastRatio
    /// Every row of `ContrastRequirement.all`, in order.
    public var verdicts: [Verdict]
    /// The ratio under each of `deficiencies`, in the order given.
    public var deficiencyRatios: [DeficiencyRatio]

    /// Assesses `foreground` drawn over `background` (over `backdrop` if translucent), and
    /// the pair as seen with each of `deficiencies`, simulated by `model`.
    public init(foreground: RGBColor, background: RGBColor, backdrop: RGBColor = .white,
                deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.reportedByDefault,
                model: SimulationModel = .default) {
        let base = background.composited(over: backdrop)
        let top = foreground.composited(over: base)
        self.foreground = top
        self.background = base
        let ratio = ContrastRatio(top, base)
        self.ratio = ratio
        verdicts = ContrastRequirement.all.map { Verdict(requirement: $0, passes: $0.isMet(by: ratio)) }
        deficiencyRatios = deficiencies.map {
            DeficiencyRatio(deficiency: $0, ratio: ContrastRatio($0.simulate(top, model: model),
                                                                 $0.simulate(base, model: model)))
        }
    }

    /// Whether the pair meets `subject` at `level`.
    public func passes(_ subject: ContrastSubject, at level: ConformanceLevel) -> Bool {
        ContrastRequirement.requirement(for: subject, at: level).isMet(by: ratio)
    }
}
