import SwiftSyntax
import SwiftSyntaxSupport

/// `.accessibilityLabel("")`: an element deliberately given no name.
public struct EmptyAccessibilityLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a label given, in either spelling.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["accessibilityLabel", "accessibility"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "empty-accessibility-label",
        title: "Accessibility label is empty",
        rationale: """
            An empty label replaces whatever SwiftUI or UIKit would have read with nothing: \
            VoiceOver announces only the type ("Button") or skips to the hint. To hide an element, \
            hide it; to name it, name it.
            """,
        wcag: [.nameRoleValue, .nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(↓\"\")"),
            .swift("icon.accessibilityLabel = ↓\" \""),
            // A state the cell is met in: a tab with no title and no address.
            .swift("""
                if !tab.title.isEmpty {
                    accessibilityLabel = tab.title
                } else {
                    accessibilityLabel = ↓""
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(\"Share\")"),
            // A view the cell hides: the cell is the one element, and gives its own value.
            .swift("""
                final class ConditionCell: UITableViewCell {
                    var value: InclusionCondition = .allowed {
                        didSet {
                            detailTextLabel?.text = value.description
                            detailTextLabel?.accessibilityLabel = ""
                        }
                    }
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        detailTextLabel?.isAccessibilityElement = false
                    }
                }
                """),
            .swift("icon.accessibilityLabel = nil"),
            // Emptied only while there is nothing to name, named by the same code otherwise.
            .swift("""
                $metaContent.sink { metaContent in
                    guard let metaContent else {
                        view.optionTextField.accessibilityLabel = ""
                        return
                    }
                    view.optionTextField.accessibilityLabel = metaContent.string
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        AccessibilityTextAssignment.all(in: file, properties: ["accessibilityLabel"]).compactMap { label in
            guard label.text.allSatisfy(\.isWhitespace), !Self.resetsALabelGivenBeside(label),
                  !Self.labelsAViewHidden(label, in: file) else { return nil }
            return finding(.empty, at: file.location(of: label.literal))
        }
    }
}

extension EmptyAccessibilityLabelRule {
    /// Whether the empty UIKit label is given to a view its class hides from assistive
    /// technologies (`detailTextLabel?.isAccessibilityElement = false`, KeePassium's password
    /// generator cells, each read as one element that gives its own value): VoiceOver never reads
    /// that view, nor its label.
    static func labelsAViewHidden(_ label: AccessibilityTextAssignment, in file: ParsedSourceFile) -> Bool {
        guard label.modifier == nil, let sequence = label.literal.parent?.parent?.as(SequenceExprSyntax.self),
              let base = sequence.elements.first?.as(MemberAccessExprSyntax.self)?.base else { return false }
        let receiver = PropertyUse.receiverName(base)
        return receiver != "self" && UIKitClassSource.all(in: file).contains { type in
            type.parts.contains { $0.position <= label.literal.position && label.literal.endPosition <= $0.endPosition }
                && type.hidesFromAccessibility(receiver)
        }
    }

    /// Whether an empty UIKit label only resets, in a `guard`'s `else` where there is nothing to
    /// show, one that the same function or closure gives the same view otherwise (mastodon's poll
    /// option: `guard let metaContent else { …accessibilityLabel = ""; return }`, then
    /// `accessibilityLabel = metaContent.string`): the element is named whenever it has something
    /// to show. An empty label on a branch of an `if` (a tab with no title and no address) is a
    /// state the element is met in.
    static func resetsALabelGivenBeside(_ label: AccessibilityTextAssignment) -> Bool {
        guard label.modifier == nil, let sequence = label.literal.parent?.parent?.as(SequenceExprSyntax.self),
              let target = sequence.elements.first?.trimmedDescription,
              sequence.parent?.parent?.parent?.parent?.is(GuardStmtSyntax.self) == true else { return false }
        var scope = Syntax(sequence)
        while let parent = scope.parent, !parent.is(ClosureExprSyntax.self), !parent.is(FunctionDeclSyntax.self),
              !parent.is(AccessorDeclSyntax.self) {
            scope = parent
        }
        guard let body = scope.parent else { return false }
        return body.descendants(SequenceExprSyntax.self).contains { other in
            guard other.id != sequence.id, let (assigned, value) = other.plainAssignment,
                  assigned.trimmedDescription == target, !value.is(NilLiteralExprSyntax.self) else { return false }
            return !(value.stringLiteralValue?.allSatisfy(\.isWhitespace) ?? false)
        }
    }
}

extension RuleMessage {
    fileprivate static let empty = RuleMessage(
        id: "empty-accessibility-label",
        text: """
            This label is empty: VoiceOver reads the element as just its type, so a person who \
            cannot see it does not know what it is.
            """,
        fix: """
            Give it a label that names it, or hide it with `.accessibilityHidden(true)` \
            (`isAccessibilityElement = false`) if it is decoration.
            """)
}
