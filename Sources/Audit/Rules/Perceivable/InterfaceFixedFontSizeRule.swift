import AccessibilityTree
import Basics

/// Text a storyboard or nib sets in a fixed point size, which no code of the view replaces.
///
/// Interface Builder writes a font chosen as a point size (`System 17`, a custom font) as
/// `<fontDescription type="system" pointSize="17"/>`; such a font never follows the text size a
/// person chooses. A text style (`style="UICTFontTextStyleBody"`) does, and with "Automatically
/// Adjusts Font" (`adjustsFontForContentSizeCategory`) it follows changes while the app runs
/// (Apple, `UIContentSizeCategoryAdjusting`; docs/uikit.md, Storyboards and nibs). The code's own
/// fixed sizes are `fixed-font-size`'s.
public struct InterfaceFixedFontSizeRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "interface-fixed-font-size",
        title: "Storyboard or nib text in a fixed font size",
        rationale: """
            Text whose font a storyboard or nib sets as a point size stays that size when a person \
            with low vision turns up their text size in Settings: they cannot read it, while the \
            rest of the system grows.
            """,
        wcag: [.resizeText],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Watering reminders", traits: .staticText,
                                     visual: VisualFacts(font: .fixed(size: 17), interfaceFixedFonts: [
                                         InterfaceFixedFont(source: SourceLocation(file: "Main.storyboard", line: 31, column: 33), size: 17),
                                     ])),
                // A cell, read as one element: each of its labels that keeps the file's size.
                AccessibilityElement(id: "plant", label: "Fern, Every 3 days", traits: .button,
                                     visual: VisualFacts(interfaceFixedFonts: [
                                         InterfaceFixedFont(source: SourceLocation(file: "Main.storyboard", line: 52, column: 37), size: 17),
                                         InterfaceFixedFont(source: SourceLocation(file: "Main.storyboard", line: 58, column: 37), size: 12),
                                     ])),
            ]), reported: ["title", "plant", "plant"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                // A text style, or a fixed size the code set (`fixed-font-size` reads the code).
                AccessibilityElement(id: "title", label: "Watering reminders", traits: .staticText,
                                     visual: VisualFacts(font: .textStyle(.body))),
                AccessibilityElement(id: "caption", label: "Every 3 days", traits: .staticText,
                                     visual: VisualFacts(font: .fixed(size: 12))),
                // Larger than body text at the largest accessibility size.
                AccessibilityElement(id: "digit", label: "1", traits: .button,
                                     visual: VisualFacts(font: .fixed(size: 60), interfaceFixedFonts: [
                                         InterfaceFixedFont(source: SourceLocation(file: "Passcode.xib", line: 58, column: 21), size: 60),
                                     ])),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).flatMap { focusable in
            let element = focusable.element
            // No text size a person can choose makes body text bigger (`fixed-font-size`).
            return (element.visual?.interfaceFixedFonts ?? []).filter { $0.size < FixedFontSizeRule.largestBodySize }.map { font in
                var result = finding(.interfaceFixedSize(font.size), about: element, in: context)
                result.location = FindingLocation(font.source, elementPath: element.id.rawValue)
                return result
            }
        }
    }
}

extension RuleMessage {
    fileprivate static func interfaceFixedSize(_ size: Double) -> RuleMessage {
        let style = TextStyle.nearest(toPointSize: size)
        return RuleMessage(
            id: "interface-fixed-font-size",
            text: """
                This text is set in a fixed \(size.compactDescription)-pt font in the storyboard or nib: when a \
                person with low vision turns up their text size, it stays this small.
                """,
            fix: """
                In the Attributes inspector, set the font to the text style nearest that size, \
                \(style.interfaceBuilderName) (\(style.pointSize().compactDescription) pt at the default text size), and \
                check Dynamic Type › Automatically Adjusts Font; for a custom font, scale it in code with \
                `UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for:)` and set \
                `adjustsFontForContentSizeCategory = true`.
                """)
    }
}

extension TextStyle {
    /// The style's name in Interface Builder's font menu (Font › Text Styles).
    fileprivate var interfaceBuilderName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .subheadline: "Subhead"
        case .caption: "Caption 1"
        case .caption2: "Caption 2"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The style's name in UIKit (`UIFont.TextStyle.title1`, `.caption1`).
    fileprivate var uiKitName: String {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        default: rawValue
        }
    }
}
