import AccessibilityTree
import Basics
import ColorScience
import Foundation

/// Text or an image whose colours contrast less than WCAG's minimum.
///
/// 4.5:1 for text, 3:1 for large text (`LargeTextMapping.default`: at least 18 pt, or 14 pt bold;
/// docs/color.md, Large-scale text) and for images (WWDC18 session 230: "the minimum contrast
/// ratio you should aim for is 4.5 to 1"). Text styles are measured at their default (Large) size. Hex colours and the
/// named and system colours SwiftUI and UIKit define (`.blue`, `systemGreen`, `.label`) are
/// measured in the screen's appearance; a translucent one as drawn, where no backdrop changes
/// the verdict (`ContrastTooLowRule+Translucent.swift`). Others (asset names, translucent colours
/// whose backdrop decides, styles such as `.secondary`) are reported for review.
public struct ContrastTooLowRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "contrast-too-low",
        title: "Colour contrast is too low",
        rationale: """
            As colours get closer, letters blur into their background, most of all for people \
            with low vision and at small sizes. Text needs a contrast of 4.5:1 with its \
            background, large text and graphics 3:1.
            """,
        wcag: [.contrastMinimum, .nonTextContrast],
        hig: "Accessibility › Color and effects",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "caption", label: "Adopted last week",
                                     visual: VisualFacts(foregroundColor: "#999999", backgroundColor: "#FFFFFF",
                                                         font: .textStyle(.footnote))),
                AccessibilityElement(id: "title", label: "Pinky",
                                     visual: VisualFacts(foregroundColor: "#AAAAAA", backgroundColor: "#FFFFFF",
                                                         font: .fixed(size: 24))),
                AccessibilityElement(id: "tint", label: "Status",
                                     visual: VisualFacts(foregroundColor: "systemGreen", backgroundColor: "#FFFFFF")),
            ]), reported: ["caption", "title", "tint"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "body", label: "Pinky loves walks",
                                     visual: VisualFacts(foregroundColor: "#000000", backgroundColor: "#FFFFFF")),
                AccessibilityElement(id: "large", label: "Pinky",
                                     visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF",
                                                         font: .textStyle(.title))),
                AccessibilityElement(id: "bold", label: "Adopt",
                                     visual: VisualFacts(foregroundColor: "#949494", backgroundColor: "#FFFFFF",
                                                         font: .fixed(size: 14), fontWeight: .bold)),
                AccessibilityElement(id: "unknown", label: "Name", visual: VisualFacts(foregroundColor: "#777777")),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        screen.allElements.compactMap { element in
            guard let visual = element.visual, let foreground = visual.foregroundColor,
                  let background = visual.backgroundColor else { return nil }
            let required = requiredRatio(for: element, visual: visual, boldText: screen.settings.boldText)
            guard let ratio = Self.ratio(foreground, background, in: screen.settings) else {
                // Worth a look only where both colours are known and one is translucent (`.white` on
                // `.red.opacity(0.75)`): a colour chosen at run time says nothing about the contrast.
                guard Self.isColour(foreground), Self.isColour(background) else { return nil }
                // What the colours decide whatever is behind them (`ContrastTooLowRule+Translucent.swift`).
                if let drawn = Self.drawnContrast(foreground, background, in: screen.settings) {
                    if drawn.lowest >= required { return nil }
                    if drawn.isExact {
                        return finding(.tooLow(foreground, background, ratio: drawn.lowest, required: required), about: element,
                                       in: context, dependingOn: [.foregroundColor, .backgroundColor, .font, .fontWeight])
                    }
                }
                return finding(.unmeasurable(foreground, background), about: element, in: context, kind: .needsReview)
            }
            guard ratio < required else { return nil }
            return finding(.tooLow(foreground, background, ratio: ratio, required: required), about: element, in: context,
                           dependingOn: [.foregroundColor, .backgroundColor, .font, .fontWeight])
        }
    }

    /// The contrast of two opaque colours written as hex (`#767676`) or by name (`.white` on
    /// `.blue`), resolved by `ColorParser` in the settings' appearance (dark mode, Increase
    /// Contrast); nil when either is not a colour it knows, or is translucent.
    static func ratio(_ foreground: String, _ background: String, in settings: AccessibilitySettings) -> Double? {
        let appearance = ColorAppearance(scheme: settings.darkMode ? .dark : .light, isIncreasedContrast: settings.increaseContrast)
        guard let front = try? RGBColor(parsing: foreground, appearance: appearance),
              let back = try? RGBColor(parsing: background, appearance: appearance),
              front.isOpaque, back.isOpaque else { return nil }
        return ColorScience.ContrastRatio(front, back).value
    }

    /// Whether `text` names a colour `ColorParser` knows, translucent or not.
    static func isColour(_ text: String) -> Bool {
        (try? RGBColor(parsing: text, appearance: ColorAppearance(scheme: .light, isIncreasedContrast: false))) != nil
    }

    /// WCAG's AA minimum for what the element draws: large text and images without text need
    /// 3:1, other text 4.5:1 (large as `LargeTextMapping.default` reads it).
    private func requiredRatio(for element: AccessibilityElement, visual: VisualFacts, boldText: Bool) -> Double {
        ContrastRequirement.requirement(for: Self.subject(of: element, visual: visual, boldText: boldText), at: .aa)
            .minimumRatio
    }

    /// Large or normal text by its size at the default (Large) text size; without a font, a
    /// picture without text is non-text and anything else normal text.
    public static func subject(of element: AccessibilityElement, visual: VisualFacts, boldText: Bool) -> ContrastSubject {
        let size: Double
        switch visual.font {
        case .textStyle(let style): size = style.pointSize()
        case .fixed(let points), .scaled(let points, _): size = points
        case nil: return element.traits.contains(.image) && visual.text == nil ? .nonText : .normalText
        }
        let isBold = boldText || LargeTextMapping.isBold(weight: (visual.fontWeight ?? .regular).cssWeight)
        return LargeTextMapping.default.isLargeText(pointSize: size, isBold: isBold) ? .largeText : .normalText
    }
}

extension RuleMessage {
    fileprivate static func tooLow(_ foreground: String, _ background: String, ratio: Double, required: Double) -> RuleMessage {
        let measured = (ratio * 100).rounded(.down) / 100
        return RuleMessage(
            id: "contrast-too-low",
            text: """
                \(foreground) on \(background) has a contrast of \(measured.compactDescription):1, below \
                \(required.compactDescription):1: people with low vision, or anyone in bright light, \
                may not be able to read it.
                """,
            fix: """
                Darken the foreground or lighten the background until the ratio reaches \
                \(required.compactDescription):1, and offer a higher-contrast variant for Increase Contrast.
                """)
    }

    fileprivate static func unmeasurable(_ foreground: String, _ background: String) -> RuleMessage {
        RuleMessage(
            id: "contrast-too-low.review",
            text: """
                The contrast of \(foreground) on \(background) could not be measured here; if it is \
                below 4.5:1, people with low vision may not be able to read it.
                """,
            fix: "Check the pair with `perceive contrast` or Accessibility Inspector, in light and dark appearance.")
    }
}
