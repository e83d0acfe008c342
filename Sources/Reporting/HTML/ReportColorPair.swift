import AccessibilityTree
import Audit
import ColorScience

/// A foreground colour drawn on a background colour somewhere on the screens, measured: its
/// contrast, the same pair as people with each colour-vision deficiency see it, and the nearest
/// foreground that passes.
public struct ReportColorPair: Hashable, Sendable {
    /// The colours as written (`.white`, `#767676`).
    public var foreground: String
    public var background: String
    /// The colours drawn, as `#RRGGBB`.
    public var foregroundHex: String
    public var backgroundHex: String
    public var ratio: Double
    /// WCAG's AA minimum for what draws the pair, as `contrast-too-low` applies it: normal text
    /// 4.5:1 and large text 3:1 (SC 1.4.3), a picture without text 3:1 (SC 1.4.11).
    public var requirement: ContrastRequirement
    public var minimumRatio: Double { requirement.minimumRatio }
    public var deficiencies: [Simulated]
    /// The nearest foreground of the same hue that reaches `minimumRatio`, as `#RRGGBB`; nil
    /// when the pair passes or none can.
    public var nearestPassingForeground: String?
    /// Where an element draws the pair, first in report order.
    public var source: SourceLocation?

    /// The pair under one deficiency.
    public struct Simulated: Hashable, Sendable {
        public var name: String
        public var foregroundHex: String
        public var backgroundHex: String
        public var ratio: Double
    }

    public var passes: Bool { ratio >= minimumRatio }

    /// The pair measured in `appearance`; nil when either colour is not one `ColorParser`
    /// knows, or is translucent.
    public init?(foreground: String, background: String, appearance: ColorAppearance, source: SourceLocation?,
                 subject: ContrastSubject = .normalText) {
        guard let front = try? RGBColor(parsing: foreground, appearance: appearance),
              let back = try? RGBColor(parsing: background, appearance: appearance),
              front.isOpaque, back.isOpaque else { return nil }
        self.foreground = foreground
        self.background = background
        foregroundHex = front.hexString
        backgroundHex = back.hexString
        ratio = ContrastRatio(front, back).value
        requirement = ContrastRequirement.requirement(for: subject, at: .aa)
        let minimumRatio = requirement.minimumRatio
        deficiencies = ColorVisionDeficiency.reportedByDefault.map { deficiency in
            let simulatedFront = deficiency.simulate(front), simulatedBack = deficiency.simulate(back)
            return Simulated(name: deficiency.description, foregroundHex: simulatedFront.hexString,
                             backgroundHex: simulatedBack.hexString, ratio: ContrastRatio(simulatedFront, simulatedBack).value)
        }
        nearestPassingForeground = NearestPassingColor.nearest(foreground: front, background: back, minimumRatio: minimumRatio,
                                                                changing: .foreground)?.color.hexString
        self.source = source
    }

    /// Every pair of known colours the elements of `screens` draw (both colours set on the
    /// element, as the contrast rule reads them), once for each kind of content that draws it
    /// (normal text, large text, non-text), in the order first met.
    public static func pairs(on screens: [Screen]) -> [ReportColorPair] {
        var seen: Set<[String]> = []
        var pairs: [ReportColorPair] = []
        for screen in screens {
            let appearance = ColorAppearance(scheme: screen.settings.darkMode ? .dark : .light,
                                             isIncreasedContrast: screen.settings.increaseContrast)
            for element in screen.allElements {
                guard let visual = element.visual, let foreground = visual.foregroundColor,
                      let background = visual.backgroundColor else { continue }
                let subject = ContrastTooLowRule.subject(of: element, visual: visual, boldText: screen.settings.boldText)
                guard seen.insert([foreground, background, subject.rawValue]).inserted,
                      let pair = ReportColorPair(foreground: foreground, background: background, appearance: appearance,
                                                 source: element.source, subject: subject) else { continue }
                pairs.append(pair)
            }
        }
        return pairs
    }
}
