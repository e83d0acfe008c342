import AccessibilityTree
import Basics

/// UIKit text in a text style that does not follow a change of the text size while the app runs.
///
/// A font from `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` is sized
/// for the text size set when the font is made. A label, text field or text view replaces it when
/// the person changes their text size only with `adjustsFontForContentSizeCategory = true`
/// ("Automatically Adjusts Font" in Interface Builder; Apple, `UIContentSizeCategoryAdjusting`);
/// a button's title through its `titleLabel`. Otherwise the text keeps its old size until the
/// view is made again — a screen already open, a cell on screen, stay as they were. The UIKit
/// front end sets `VisualFacts.fontsNotAdjusting` where no code around the view (its class,
/// the code that set the font, the views it is in, the screen) observes the change
/// (`UIContentSizeCategory.didChangeNotification`, `traitCollectionDidChange(_:)`) to set the font
/// again.
public struct TextStyleNotAdjustingRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "text-style-not-adjusting",
        title: "Text style that does not follow a change of text size",
        rationale: """
            A person who turns up their text size while the app runs (in Settings, or with the \
            Text Size control of Control Center) expects the open screens to grow with it. Text \
            whose text-style font does not adjust keeps the size it was made at: it stays small \
            until the screen is made again, or the app is restarted.
            """,
        wcag: [.resizeText],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        triggeringExamples: [
            .screen(Screen(elements: [
                AccessibilityElement(id: "title", label: "Tomorrow's forecast", traits: .staticText,
                                     visual: VisualFacts(font: .textStyle(.headline),
                                                         fontsNotAdjusting: [UnadjustedFont(source: SourceLocation(file: "ForecastHeader.swift", line: 18, column: 9),
                                                                                            isButtonTitle: false)])),
                AccessibilityElement(id: "retry", label: "Try again", traits: .button,
                                     visual: VisualFacts(font: .textStyle(.body),
                                                         fontsNotAdjusting: [UnadjustedFont(source: SourceLocation(file: "ErrorView.xib", line: 40, column: 29),
                                                                                            isButtonTitle: true)])),
            ]), reported: ["title", "retry"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(elements: [
                // Adjusting, or a fixed size (`fixed-font-size`, `interface-fixed-font-size`).
                AccessibilityElement(id: "title", label: "Tomorrow's forecast", traits: .staticText,
                                     visual: VisualFacts(font: .textStyle(.headline))),
                AccessibilityElement(id: "caption", label: "Updated at noon", traits: .staticText,
                                     visual: VisualFacts(font: .fixed(size: 12))),
            ]), reported: []),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        context.focusableElements(of: screen).flatMap { focusable in
            let element = focusable.element
            return (element.visual?.fontsNotAdjusting ?? []).map { font in
                let inInterfaceBuilder = InputDiscovery.kind(ofFile: font.source.file, isFolder: false) == .interfaceBuilder
                let message: RuleMessage = switch (inInterfaceBuilder, font.isButtonTitle) {
                case (true, true): .buttonTitleSetInInterfaceBuilder
                case (true, false): .setInInterfaceBuilder
                case (false, true): .buttonTitleSetInCode
                case (false, false): .setInCode
                }
                var result = finding(message, about: element, in: context)
                result.location = FindingLocation(font.source, elementPath: element.id.rawValue)
                return result
            }
        }
    }
}

extension RuleMessage {
    private static let problem = """
        This text's font follows the text size only when it is made: when a person turns up their \
        text size while the app runs, it keeps its old size until the view is made again.
        """

    fileprivate static let setInCode = RuleMessage(
        id: "text-style-not-adjusting",
        text: problem,
        fix: """
            Set `adjustsFontForContentSizeCategory = true` on the label, text field or text view \
            where its font is set (a font from `UIFont.preferredFont(forTextStyle:)` or \
            `UIFontMetrics`), or set the font again when `traitCollectionDidChange(_:)` reports a \
            new `preferredContentSizeCategory`.
            """)

    fileprivate static let buttonTitleSetInCode = RuleMessage(
        id: "text-style-not-adjusting.button",
        text: problem,
        fix: """
            Set `titleLabel?.adjustsFontForContentSizeCategory = true` on the button where its title \
            font is set, or give it a `UIButton.Configuration` whose title follows the text size.
            """)

    fileprivate static let setInInterfaceBuilder = RuleMessage(
        id: "text-style-not-adjusting.interface",
        text: problem,
        fix: """
            In the Attributes inspector, check Dynamic Type › Automatically Adjusts Font.
            """)

    fileprivate static let buttonTitleSetInInterfaceBuilder = RuleMessage(
        id: "text-style-not-adjusting.interface-button",
        text: problem,
        fix: """
            Set `titleLabel?.adjustsFontForContentSizeCategory = true` on the button in code (the \
            Attributes inspector has no such setting for a button's title): in the view's \
            `awakeFromNib()`, the controller's `viewDidLoad()`, or the outlet's `didSet`.
            """)
}
