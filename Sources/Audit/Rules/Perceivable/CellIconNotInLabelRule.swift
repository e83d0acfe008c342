import SwiftSyntax
import SwiftSyntaxSupport

/// A cell that shows an icon for some of its items (a warning sign for a hazard, a badge) while
/// its spoken label leaves out what the icon says.
///
/// DogRoutePro's route step cells marked hazards with red text and a warning sign, and "the
/// cells representing waypoints that were hazards are not differentiated from the other steps";
/// the fix set the cell's label to the waypoint's name and description, then "Hazard." and
/// what it is (WWDC 2016 session 202). An image view is no accessibility element unless made one
/// (Apple, `UIImageView`), so the icon is silent.
///
/// Reported: in a cell or row view, an image given from a constant (`UIImage(systemName:)`,
/// `UIImage(named: "…")`) inside an `if` or a conditional choice, to an image view the class never
/// labels, when the cell never sets its own `accessibilityLabel` or `accessibilityValue`. Not
/// reported: images loaded from data (`if let image`), conditions on selection, highlighting or
/// editing (UIKit says "Selected" itself), an icon given its own label, an icon given in a block
/// that also sets a text or title (the state is said in words beside it).
public struct CellIconNotInLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without an `image` assigned.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["image"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "cell-icon-not-in-label",
        title: "Cell shows an icon its label leaves out",
        rationale: """
            Sighted people see at a glance which rows carry a warning sign or a badge. VoiceOver \
            reads the cell's text and skips the image, so a blind person hears a hazard read like \
            any other step.
            """,
        wcag: [.nonTextContent, .infoAndRelationships],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class RouteStepCell: UITableViewCell {
                    let hazardIcon = UIImageView()
                    var waypoint: Waypoint? {
                        didSet {
                            nameLabel.text = waypoint?.name
                            if waypoint?.isHazard == true {
                                ↓hazardIcon.image = UIImage(systemName: "exclamationmark.triangle.fill")
                            } else {
                                hazardIcon.image = nil
                            }
                        }
                    }
                }
                """),
            .swift("""
                final class MessageCell: UITableViewCell {
                    func configure(with message: Message) {
                        subjectLabel.text = message.subject
                        ↓flagView.image = message.isFlagged ? UIImage(named: "flag") : nil
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class RouteStepCell: UITableViewCell {
                    var waypoint: Waypoint? {
                        didSet {
                            guard let waypoint else { return }
                            if waypoint.isHazard {
                                hazardIcon.image = UIImage(systemName: "exclamationmark.triangle.fill")
                            }
                            var label = "\\(waypoint.name), \\(waypoint.description)"
                            if let hazard = waypoint.hazard { label += ". Hazard. \\(hazard)" }
                            accessibilityLabel = label
                        }
                    }
                }
                """),
            .swift("""
                final class ContactCell: UITableViewCell {
                    func configure(with contact: Contact) {
                        if let photo = contact.photo {
                            avatarView.image = photo
                        }
                        checkmarkView.image = isSelected ? UIImage(systemName: "checkmark") : nil
                    }
                }
                """),
            .swift("""
                final class SupportCell: UITableViewCell {
                    func configure(signedIn: Bool) {
                        if !signedIn {
                            supporterLabel.text = "Sign in to access your paid podcast"
                            supporterBadge.image = UIImage(named: "supporter-warning")
                        }
                    }
                }
                """),
            .swift("""
                final class MessageCell: UITableViewCell {
                    func configure(with message: Message) {
                        flagView.image = message.isFlagged ? UIImage(named: "flag") : nil
                        flagView.isAccessibilityElement = true
                        flagView.accessibilityLabel = "Flagged"
                    }
                }
                """),
        ])

    /// Words of conditions on the cell's own selection or editing state, which UIKit conveys.
    static let selectionWords = ["isselected", "ishighlighted", "isediting", "selected", "highlighted"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes(".image") else { return [] }
        return UIKitClassSource.all(in: file).flatMap { type -> [Finding] in
            guard type.isCellOrRow, !Self.labelsItself(type) else { return [] }
            var reported: Set<String> = []
            return type.nodes(SequenceExprSyntax.self, in: file).compactMap { sequence in
                guard let (receiver, condition) = Self.conditionalIcon(sequence), !receiver.isEmpty,
                      !reported.contains(receiver), !Self.isAboutSelection(condition),
                      !Self.labels(receiver, in: type) else { return nil }
                reported.insert(receiver)
                return finding(.iconNotInLabel, at: file.location(of: sequence))
            }
        }
    }

    /// The image view and the condition when `sequence` gives it a constant image by a condition:
    /// `icon.image = cond ? UIImage(…) : nil`, or `icon.image = UIImage(…)` in an `if`.
    static func conditionalIcon(_ sequence: SequenceExprSyntax) -> (receiver: String, condition: String)? {
        if let choice = ConditionalChoice(sequence) {
            guard let target = choice.target?.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "image",
                  let base = target.base, isConstantImage(choice.then) || isConstantImage(choice.otherwise) else { return nil }
            return (UIKitPropertyAssignment.normalized(base.trimmedDescription), choice.condition)
        }
        guard let assignment = UIKitPropertyAssignment(sequence), assignment.property == "image",
              isConstantImage(assignment.value), let condition = enclosingCondition(of: sequence),
              !saysInWords(around: sequence) else { return nil }
        return (assignment.receiver, condition)
    }

    /// Whether the cell sets or overrides its own label or value.
    static func labelsItself(_ type: UIKitClassSource) -> Bool {
        ["accessibilityLabel", "accessibilityValue"].contains { property in
            type.uses(of: property).contains { ["self", "contentView"].contains($0.receiver) }
        }
    }

    /// Whether the class gives the image view a label or makes it an element.
    static func labels(_ receiver: String, in type: UIKitClassSource) -> Bool {
        ["accessibilityLabel", "isAccessibilityElement"].contains { property in
            type.uses(of: property).contains { $0.receiver == receiver }
        }
    }

    /// The condition of the `if` (not `if let`) or `switch` case the node is in, within its method.
    static func enclosingCondition(of node: some SyntaxProtocol) -> String? {
        for ancestor in sequence(first: Syntax(node), next: \.parent) {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
                return nil
            }
            if let ifExpression = ancestor.as(IfExprSyntax.self) {
                let bindsOptional = ifExpression.conditions.contains { $0.condition.is(OptionalBindingConditionSyntax.self) }
                return bindsOptional ? nil : ifExpression.conditions.trimmedDescription
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self) { return switchCase.label.trimmedDescription }
        }
        return nil
    }

    /// Whether the block the icon is given in also sets a text or title: the state is said in
    /// words beside the icon (a warning badge next to the warning's message).
    static func saysInWords(around node: some SyntaxProtocol) -> Bool {
        guard let block = sequence(first: Syntax(node), next: \.parent).first(where: { $0.is(CodeBlockSyntax.self) }) else {
            return false
        }
        return !UIKitPropertyAssignment.all(under: block, to: ["text", "attributedText"]).isEmpty
            || block.containsToken(["setTitle", "setAttributedTitle"])
    }

    /// `UIImage(systemName: "…")`, `UIImage(named: "…")`, `.init(systemName: "…")`: an icon chosen
    /// in code, not data.
    static func isConstantImage(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let first = call.arguments.first, ["systemName", "named"].contains(first.label?.text ?? "") else { return false }
        return first.expression.is(StringLiteralExprSyntax.self)
    }

    static func isAboutSelection(_ condition: String) -> Bool {
        let words = condition.lowercased()
        return selectionWords.contains { words.contains($0) }
    }
}

extension RuleMessage {
    fileprivate static let iconNotInLabel = RuleMessage(
        id: "cell-icon-not-in-label",
        text: """
            This icon marks some rows for sighted people, but the image is silent to VoiceOver and \
            the cell's label leaves it out: a blind person hears these rows like any other.
            """,
        fix: """
            Say what the icon means in the cell's `accessibilityLabel` or `accessibilityValue` (for \
            a hazard: `accessibilityLabel = "\\(name), \\(description). Hazard. \\(hazard)"`), or give \
            the icon view its own label.
            """)
}
