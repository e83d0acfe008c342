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
            // A plain view another class makes an element.
            .swift("""
                final class MapViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let legend = UIView()
                        ↓legend.isAccessibilityElement = true
                        view.addSubview(legend)
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
            // Views of classes that read their own text: a dequeued cell, labels of an array
            // declared `[UILabel]`, a search bar's text field.
            .swift("""
                final class SettingsViewController: UITableViewController {
                    @IBOutlet var digitLabels: [UILabel]!
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                        cell.isAccessibilityElement = true
                        digitLabels.enumerated().forEach { index, label in label.isAccessibilityElement = true }
                        searchController.searchBar.searchTextField.isAccessibilityElement = true
                        return cell
                    }
                }
                """),
        ])

    /// UIKit classes that derive a label from their own content.
    static let selfLabellingBases: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView", "UISwitch",
                                                  "UISlider", "UISegmentedControl", "UIStepper", "UISearchBar",
                                                  "UISearchTextField", "UITableViewCell", "UICollectionViewListCell"]
    static let naming: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel", "accessibilityValue",
                                      "accessibilityAttributedValue"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        Self.elementMakers(in: file).compactMap { node in
            let scope = node.enclosingTypeScope
            guard !scope.containsToken(Self.naming), !derivesLabel(scope) else { return nil }
            // Another view made an element (`label.isAccessibilityElement = true`, a cell's,
            // `searchBar.searchTextField`'s): one of a class that reads its own text needs no label.
            if let receiver = Self.receiver(of: node), let type = node.viewTypeName(ofReceiver: receiver),
               Self.selfLabellingBases.contains(type) {
                return nil
            }
            return finding(.unnamed, at: file.location(of: node))
        }
    }

    /// The assignments of `isAccessibilityElement = true` and the overrides returning `true`, in
    /// source order.
    private static func elementMakers(in file: ParsedSourceFile) -> [Syntax] {
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
        return (assignments + overrides).sorted { $0.position < $1.position }
    }

    /// The view an assignment makes an element, as written (`cell`, `self.overlay?`), nil for
    /// the object itself (`isAccessibilityElement = true`, `self.…`, an override).
    private static func receiver(of node: Syntax) -> String? {
        guard let target = node.as(SequenceExprSyntax.self)?.plainAssignment?.target.as(MemberAccessExprSyntax.self),
              let base = target.base?.trimmedDescription, base != "self" else { return nil }
        return base
    }

    private func derivesLabel(_ scope: Syntax) -> Bool {
        let inherited = scope.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return inherited.contains(where: Self.selfLabellingBases.contains)
    }
}

extension AccessibilityElementWithoutLabelRule: ClassSettlingSourceRule {
    /// The element's class, declared by the app in another file or above the class of the
    /// file, names it: it reads its own content (`class TextField: UITextField`), or its code
    /// gives it a label (an overlay whose `showError(_:)` sets `accessibilityLabel`, called when
    /// the screen appears), also in an extension of it or of a type nested in it written in
    /// another file (mastodon's profile card, labelled in `ProfileCardView.ViewModel`'s bindings).
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        guard let node = Self.elementMakers(in: file).first(where: { Self.isAt(finding, $0, in: file) }) else { return false }
        let lineage: [AppClasses.Ancestor]
        if let receiver = Self.receiver(of: node) {
            let last = ViewReceiver.path(receiver).last ?? receiver
            guard let type = node.viewTypeName(ofReceiver: receiver) ?? classes.typeName(of: last, at: node) else { return false }
            lineage = classes.lineage(of: type)
        } else if let extended = node.enclosingTypeScope.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
            // Made an element in an extension (`private extension CardView { func setupAccessibility() }`):
            // the class and its other parts, where its label may be set (in a property's `didSet`).
            lineage = classes.lineage(of: extended)
        } else {
            // Made an element where its class is declared: the class's extensions, in this file or
            // another (Bark's `setMessage(message:)`, called from a property's `didSet`), and its
            // superclasses.
            guard let own = node.enclosingTypeScope.as(ClassDeclSyntax.self)?.name.text else { return false }
            lineage = classes.lineage(of: own)
        }
        return lineage.contains { ancestor in
            switch ancestor {
            case .app(let type, _): (type.parts + classes.extensions(type.name)).contains { $0.containsToken(Self.naming) }
            case .other(let name): Self.selfLabellingBases.contains(name)
            }
        }
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
