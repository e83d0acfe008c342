import SwiftSyntax
import SwiftSyntaxSupport

/// UIKit code that makes a view an accessibility element but never gives anything a label.
///
/// A plain `UIView` or `UIAccessibilityElement` has no label by default (docs/voiceover-speech.md, Element properties);
/// controls that derive one from their title or text (`UILabel`, `UIButton`…) are skipped.
public struct AccessibilityElementWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without `isAccessibilityElement` set.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["isAccessibilityElement"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "accessibility-element-without-label",
        title: "UIKit accessibility element without a label",
        rationale: """
            Setting `isAccessibilityElement = true` on a custom view makes VoiceOver stop on it. \
            If nothing in the type sets an `accessibilityLabel` (or value), VoiceOver stops on an \
            element it cannot name.
            """,
        wcag: [.nameRoleValue, .nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class RatingView: UIView {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        ↓isAccessibilityElement = true
                    }
                }
                """),
            .swift("""
                final class GraphView: UIView {
                    ↓override var isAccessibilityElement: Bool {
                        get { true }
                        set {}
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class RatingView: UIView {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        isAccessibilityElement = true
                        accessibilityLabel = "Greenery"
                    }
                }
                """),
            .swift("""
                final class TitleLabel: UILabel {
                    func configure() { isAccessibilityElement = true }
                }
                """),
            .swift("decoration.isAccessibilityElement = false"),
        ])

    /// UIKit classes that derive a label from their own content.
    static let selfLabellingBases: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISwitch",
                                                  "UISlider", "UISegmentedControl", "UIStepper", "UISearchBar",
                                                  "UITableViewCell", "UICollectionViewListCell"]
    static let naming: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel", "accessibilityValue",
                                      "accessibilityAttributedValue"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let assignments: [Syntax] = file.nodes(SequenceExprSyntax.self).compactMap { sequence in
            guard let assignment = sequence.plainAssignment, assignment.target.calledName == "isAccessibilityElement",
                  assignment.value.booleanLiteralValue == true else {
                return nil
            }
            return Syntax(sequence)
        }
        let overrides: [Syntax] = file.nodes(VariableDeclSyntax.self).compactMap { variable in
            guard variable.modifiers.contains(where: { $0.name.text == "override" }),
                  variable.bindings.first?.pattern.trimmedDescription == "isAccessibilityElement",
                  variable.containsToken(["true"]) else { return nil }
            return Syntax(variable)
        }
        return (assignments + overrides).sorted { $0.position < $1.position }.compactMap { node in
            let scope = node.enclosingTypeScope
            guard !scope.containsToken(Self.naming), !derivesLabel(scope) else { return nil }
            return finding(.unnamed, at: file.location(of: node))
        }
    }

    private func derivesLabel(_ scope: Syntax) -> Bool {
        let inherited = scope.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.contains(where: Self.selfLabellingBases.contains)
    }
}

extension RuleMessage {
    fileprivate static let unnamed = RuleMessage(
        id: "accessibility-element-without-label",
        text: """
            VoiceOver stops on this element but nothing gives it a label: a person who cannot see \
            it hears no name for what is there.
            """,
        fix: "Set `accessibilityLabel` (and `accessibilityValue` where it has one) on the element.")
}
