import SwiftSyntax
import SwiftSyntaxSupport

/// A UIKit cell or row whose title, detail and badge labels are separate VoiceOver elements.
///
/// A table view cell is one element that reads its labels together, unless it sets
/// `isAccessibilityElement = false`; a collection view cell and a plain view are not elements, so
/// each label inside is reached on its own (docs/uikit.md, UIKit defaults). A source rule: the
/// lowered screen keeps no boundary for a cell that is not an element (its labels join the
/// parent's children), does not say the class was a cell, and in real apps the labels' text comes
/// from data at run time, so the tree holds unlabelled fragments where the source shows a cell
/// class with two labels. Reported: a cell (`…TableViewCell` that sets `isAccessibilityElement =
/// false`, or `…CollectionViewCell`) or a view named as a row or cell, with two or more
/// `UILabel`s, that never makes itself one element with a label, never groups its children
/// (`shouldGroupAccessibilityChildren`) and never gives its own `accessibilityElements`.
public struct CellFragmentsNotGroupedRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without the bytes its check requires.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: ["UILabel"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "cell-fragments-not-grouped",
        title: "Cell read as fragments",
        rationale: """
            A row shows its title, detail and badge together, and sighted people read them as one \
            item. When each label is its own element, VoiceOver users swipe three times per row and \
            hear "3", "Unread" or "Yesterday" with nothing to say what it belongs to.
            """,
        wcag: [.infoAndRelationships, .meaningfulSequence],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class ↓InboxCell: UICollectionViewCell {
                    private let senderLabel = UILabel()
                    private let subjectLabel = UILabel()
                    private let unreadBadgeLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        [senderLabel, subjectLabel, unreadBadgeLabel].forEach(contentView.addSubview)
                    }
                }
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    let nameLabel = UILabel()
                    let distanceLabel = UILabel()
                    func configure(with route: Route) {
                        nameLabel.text = route.name
                        distanceLabel.text = route.distance
                        isAccessibilityElement = ↓false
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class InboxCell: UICollectionViewCell {
                    private let senderLabel = UILabel()
                    private let subjectLabel = UILabel()
                    func configure(with message: Message) {
                        senderLabel.text = message.sender
                        subjectLabel.text = message.subject
                        isAccessibilityElement = true
                        accessibilityLabel = "\\(message.sender), \\(message.subject)"
                    }
                }
                """),
            .swift("""
                final class RouteCell: UITableViewCell {
                    let nameLabel = UILabel()
                    let distanceLabel = UILabel()
                    func configure(with route: Route) {
                        nameLabel.text = route.name
                        distanceLabel.text = route.distance
                    }
                }
                """),
            .swift("""
                final class SettingRowView: UIView {
                    private let titleLabel = UILabel()
                    private let valueLabel: UILabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        shouldGroupAccessibilityChildren = true
                    }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class RouteCell: UITableViewCell {
                        let nameLabel = UILabel()
                        let distanceLabel = UILabel()
                        func configure() { isAccessibilityElement = ↓false }
                    }
                    """,
                after: """
                    final class RouteCell: UITableViewCell {
                        let nameLabel = UILabel()
                        let distanceLabel = UILabel()
                        func configure() { isAccessibilityElement = true }
                    }
                    """),
        ])

    /// What a class does that makes its labels one element or one group.
    static let grouping: Set<String> = ["accessibilityElements", "shouldGroupAccessibilityChildren",
                                        "accessibilityElementCount", "contentConfiguration", "accessibilityLabel",
                                        "accessibilityAttributedLabel"]
    static let controls: Set<String> = ["UIButton", "UISwitch", "UISlider", "UITextField", "UITextView", "UIStepper",
                                        "UISegmentedControl"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("UILabel") else { return [] }
        return file.nodes(ClassDeclSyntax.self).compactMap { declaration in
            guard let shape = Self.shape(of: declaration), Self.labelCount(in: declaration) >= 2 else { return nil }
            let selfAssignments = UIKitPropertyAssignment.all(under: declaration, to: ["isAccessibilityElement"])
                .filter { $0.receiver.isEmpty || $0.receiver == "contentView" }
            if selfAssignments.contains(where: { $0.value.booleanLiteralValue == true })
                || declaration.memberBlock.containsToken(Self.grouping) && !Self.labelsOwnAccessibility(declaration) {
                return nil
            }
            let hidingItself = selfAssignments.first { $0.value.booleanLiteralValue == false }
            switch (shape, hidingItself) {
            case (.tableCell, nil):
                return nil  // one element reading its labels, as UIKit makes it
            case (_, .some(let assignment)):
                let edits = shape == .tableCell && !declaration.memberBlock.containsToken(Self.controls)
                    ? [file.edit(replacing: assignment.value, with: "true")] : []
                return finding(.fragments, at: file.location(of: assignment.value), edits: edits)
            case (_, nil):
                return finding(.fragments, at: file.location(of: declaration.name))
            }
        }
    }

    private enum Shape { case tableCell, collectionCell, row }

    private static func shape(of declaration: ClassDeclSyntax) -> Shape? {
        guard let base = declaration.inheritedNames.first else { return nil }
        if base.hasSuffix("TableViewCell") { return .tableCell }
        if base.hasSuffix("CollectionViewCell") { return .collectionCell }
        let name = declaration.name.text
        if ["UIView", "UIStackView", "UIControl"].contains(base), name.contains("Row") || name.hasSuffix("CellView") {
            return .row
        }
        return nil
    }

    /// The `UILabel`s the class declares or makes.
    private static func labelCount(in declaration: ClassDeclSyntax) -> Int {
        declaration.memberBlock.descendants(PatternBindingSyntax.self).filter { binding in
            // `let titleLabel: UILabel = { let label = UILabel(); …; return label }()` is one label.
            let isNested = sequence(first: Syntax(binding), next: \.parent).dropFirst()
                .contains { $0.is(PatternBindingSyntax.self) }
            if isNested { return false }
            if binding.typeAnnotation?.type.trimmedDescription.hasPrefix("UILabel") == true { return true }
            return binding.initializer?.value.calledName == "UILabel"
                || binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
                    && binding.initializer?.value.containsToken(["UILabel"]) == true
        }.count
    }

    /// Whether the only accessibility labels given are the labels' own (`titleLabel.accessibilityLabel = …`),
    /// which leaves them separate elements.
    private static func labelsOwnAccessibility(_ declaration: ClassDeclSyntax) -> Bool {
        let assignments = UIKitPropertyAssignment.all(under: declaration, to: ["accessibilityLabel", "accessibilityAttributedLabel"])
        guard !assignments.isEmpty, !declaration.memberBlock.containsToken(grouping.subtracting(["accessibilityLabel",
                                                                                                "accessibilityAttributedLabel"])) else {
            return false
        }
        return assignments.allSatisfy { !$0.receiver.isEmpty && $0.receiver != "contentView" }
            && !declaration.memberBlock.descendants(VariableDeclSyntax.self).contains {
                $0.bindings.first?.pattern.trimmedDescription == "accessibilityLabel"
            }
    }
}

extension RuleMessage {
    fileprivate static let fragments = RuleMessage(
        id: "cell-fragments-not-grouped",
        text: """
            VoiceOver reads this row's labels one by one: a person swipes through each fragment and \
            hears a detail or a badge without the title it belongs to.
            """,
        fix: """
            Make the cell one element (`isAccessibilityElement = true`) whose `accessibilityLabel` \
            joins the title, detail and badge ("Layla, 3 new messages, yesterday"); expose its \
            buttons as `accessibilityCustomActions`.
            """)
}
