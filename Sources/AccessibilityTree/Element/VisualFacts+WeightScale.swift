extension VisualFacts.Weight {
    /// The weight on the CSS scale, as `Font.Weight` steps through it: ultraLight 100, thin 200,
    /// light 300, regular 400, medium 500, semibold 600, bold 700, heavy 800, black 900.
    public var cssWeight: Int {
        (Self.allCases.firstIndex(of: self).map { $0 + 1 } ?? 4) * 100
    }
}
