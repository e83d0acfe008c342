/// Simulating how a colour looks to someone with a colour-vision deficiency.
extension ColorVisionDeficiency {
    /// The simulation as a transform: Machado et al. 2009 in linear sRGB for protan, deutan
    /// and tritan at this severity; luminance only (BT.709, as WCAG) for achromatopsia, blended
    /// with the original below severity 1 (UNVERIFIED as a model of partial achromatopsia).
    ///
    /// Pipeline per docs/color.md, Colour-vision deficiency simulation: decode sRGB to linear, multiply, clamp to
    /// 0…1, encode.
    public var transform: ColorTransform { .linear(matrix) }

    /// The linear-sRGB matrix of the simulation.
    public var matrix: Matrix3x3 { MachadoMatrices.matrix(for: kind, severity: severity) }

    /// `color` as this deficiency sees it (alpha kept).
    public func simulate(_ color: RGBColor) -> RGBColor {
        transform.apply(to: color)
    }

    /// The simulation by `model` (Machado 2009 is `transform`).
    public func transform(model: SimulationModel) -> ColorTransform {
        model.transform(for: self)
    }

    /// `color` as this deficiency sees it, simulated by `model` (alpha kept).
    public func simulate(_ color: RGBColor, model: SimulationModel) -> RGBColor {
        model.transform(for: self).apply(to: color)
    }
}

extension ContrastRatio {
    /// The ratio of `foreground` over `background` as someone with `deficiency` sees them:
    /// translucent colours are composited first, then both are simulated.
    public init(foreground: RGBColor, background: RGBColor, seenWith deficiency: ColorVisionDeficiency,
                model: SimulationModel = .default, backdrop: RGBColor = .white) {
        let base = background.composited(over: backdrop)
        let top = foreground.composited(over: base)
        self.init(deficiency.simulate(top, model: model), deficiency.simulate(base, model: model))
    }
}
