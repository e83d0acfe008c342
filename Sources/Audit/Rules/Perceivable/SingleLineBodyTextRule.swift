import SwiftSyntax
import SwiftSyntaxSupport

/// A `UILabel` showing body text that is held to one line, so larger text sizes cut it off.
///
/// A label with a text style or a `UIFontMetrics` font grows with Dynamic Type
/// (docs/dynamic-type.md); held to `numberOfLines = 1` it ends in "…" at the sizes people with
/// low vision choose. Reported: `numberOfLines = 1`, or a truncating `lineBreakMode` on a label
/// left at UIKit's one line, when the same type gives that label a sentence of text, or a scaled
/// font that is not a title style and a name that says it holds running text (`bodyLabel`,
/// `messageLabel`, `detailTextLabel`, `descriptionLabel`…). Names, dates, counts and title styles
/// (`.headline`, `.title1`…) are short by design and not reported; nor are labels that shrink to
/// fit (`adjustsFontSizeToFitWidth`), nor types that read the text size and adapt.
public struct SingleLineBodyTextRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without the label properties its check requires.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: ["numberOfLines", "lineBreakMode"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "single-line-body-text",
        title: "Body text held to one line",
        rationale: """
            People with low vision turn up their text size, often to the accessibility sizes. \
            Body text that may take only one line is cut off with an ellipsis as it grows, so the \
            very people who asked for larger text lose the end of every sentence.
            """,
        wcag: [.resizeText, .reflow],
        hig: "Typography › Supporting Dynamic Type",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class CommentCell: UITableViewCell {
                    let bodyLabel = UILabel()
                    func setUp() {
                        bodyLabel.font = .preferredFont(forTextStyle: .body)
                        bodyLabel.adjustsFontForContentSizeCategory = true
                        bodyLabel.numberOfLines = ↓1
                    }
                }
                """),
            .swift("""
                final class EmptyStateView: UIView {
                    private let messageLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        messageLabel.text = "You have not saved any routes yet. Tap the heart on a route to keep it here."
                        messageLabel.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 16))
                        messageLabel.lineBreakMode = ↓.byTruncatingTail
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class CommentCell: UITableViewCell {
                    let bodyLabel = UILabel()
                    func setUp() {
                        bodyLabel.font = .preferredFont(forTextStyle: .body)
                        bodyLabel.adjustsFontForContentSizeCategory = true
                        bodyLabel.numberOfLines = 0
                    }
                }
                """),
            .swift("""
                final class RouteHeader: UIView {
                    let titleLabel = UILabel()
                    func setUp() {
                        titleLabel.font = .preferredFont(forTextStyle: .headline)
                        titleLabel.numberOfLines = 1
                    }
                }
                """),
            .swift("""
                final class StepCell: UITableViewCell {
                    let detailLabel = UILabel()
                    func setUp() {
                        detailLabel.font = .preferredFont(forTextStyle: .body)
                        detailLabel.numberOfLines = 1
                    }
                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        detailLabel.numberOfLines = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 0 : 1
                    }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    func setUp() {
                        bodyLabel.font = .preferredFont(forTextStyle: .body)
                        bodyLabel.numberOfLines = ↓1
                    }
                    """,
                after: """
                    func setUp() {
                        bodyLabel.font = .preferredFont(forTextStyle: .body)
                        bodyLabel.numberOfLines = 0
                    }
                    """),
        ])

    static let properties: Set<String> = ["numberOfLines", "lineBreakMode", "font", "adjustsFontForContentSizeCategory",
                                          "text", "adjustsFontSizeToFitWidth"]
    static let titleStyles: Set<String> = ["largeTitle", "title1", "title2", "title3", "headline", "extraLargeTitle",
                                           "extraLargeTitle2"]
    static let truncatingModes: Set<String> = ["byTruncatingTail", "byTruncatingHead", "byTruncatingMiddle", "byClipping"]
    /// Words in a label's name that say it holds running text rather than a name, a date or a title.
    static let bodyTextNames = ["body", "message", "description", "detail", "content", "summary", "text", "note",
                                "comment", "subtitle", "caption", "info", "explanation", "bio", "excerpt", "reason",
                                "paragraph", "instruction", "hint", "error", "footer"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("numberOfLines") || file.text.containsBytes("lineBreakMode") else { return [] }
        let assignments = UIKitPropertyAssignment.all(in: file, to: Self.properties)
        let byLabel = Dictionary(grouping: assignments) { LabelKey(scope: $0.node.enclosingTypeScope.id, receiver: $0.receiver) }
        return assignments.compactMap { assignment in
            guard let facts = byLabel[LabelKey(scope: assignment.node.enclosingTypeScope.id, receiver: assignment.receiver)],
                  let problem = truncation(at: assignment, facts: facts), showsBodyText(assignment.receiver, facts: facts),
                  !SettingReaders.scope(of: assignment.node, reads: SettingReaders.dynamicType) else { return nil }
            switch problem {
            case .oneLine:
                return finding(.oneLine, at: file.location(of: assignment.value),
                               edits: [file.edit(replacing: assignment.value, with: "0")])
            case .truncated:
                return finding(.truncated, at: file.location(of: assignment.value))
            }
        }
    }

    private struct LabelKey: Hashable {
        var scope: SyntaxIdentifier
        var receiver: String
    }

    private enum Truncation { case oneLine, truncated }

    /// `numberOfLines = 1`, or a truncating line break mode on a label never given more lines.
    private func truncation(at assignment: UIKitPropertyAssignment, facts: [UIKitPropertyAssignment]) -> Truncation? {
        switch assignment.property {
        case "numberOfLines":
            return assignment.value.numberLiteralValue == 1 ? .oneLine : nil
        case "lineBreakMode":
            guard let mode = assignment.value.calledName, Self.truncatingModes.contains(mode),
                  !facts.contains(where: { $0.property == "numberOfLines" }) else { return nil }
            return .truncated
        default:
            return nil
        }
    }

    /// Whether the label shows body text: a scaled font of a body style, or a sentence.
    private func showsBodyText(_ receiver: String, facts: [UIKitPropertyAssignment]) -> Bool {
        if facts.contains(where: { $0.property == "adjustsFontSizeToFitWidth" && $0.value.booleanLiteralValue == true }) {
            return false
        }
        let isSentence = facts.contains { $0.property == "text" && Self.isSentence($0.value.stringLiteralValue ?? "") }
        if isSentence { return true }
        guard Self.bodyTextNames.contains(where: name(of: receiver, facts: facts).contains) else { return false }
        let fonts = facts.filter { $0.property == "font" }.map(\.value)
        if fonts.contains(where: { $0.containsToken(Self.titleStyles) }) { return false }
        let isScaled = fonts.contains { $0.containsToken(["preferredFont", "scaledFont"]) }
            || facts.contains { $0.property == "adjustsFontForContentSizeCategory" && $0.value.booleanLiteralValue == true }
        return isScaled
    }

    /// The label's name, lowercased: the property's, or the class's for a label subclass setting its own lines.
    private func name(of receiver: String, facts: [UIKitPropertyAssignment]) -> String {
        guard receiver.isEmpty else { return UIKitViewNames.lastName(receiver) }
        return facts.first?.node.enclosingTypeScope.as(ClassDeclSyntax.self)?.name.text.lowercased() ?? ""
    }

    /// Running text rather than a title: six words or more.
    static func isSentence(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).count >= 6
    }
}

extension RuleMessage {
    fileprivate static let oneLine = RuleMessage(
        id: "single-line-body-text",
        text: """
            This body text may take only one line: when a person with low vision turns up their \
            text size it is cut off with "…", and they lose the rest.
            """,
        fix: "Set `numberOfLines = 0` so the label wraps, and let the view around it grow with its text.")

    fileprivate static let truncated = RuleMessage(
        id: "single-line-body-text.truncated",
        text: """
            This body text stays on UIKit's one line and is truncated: when a person with low \
            vision turns up their text size, the end of it is cut off.
            """,
        fix: "Set `numberOfLines = 0` and `lineBreakMode = .byWordWrapping` so the label wraps as its text grows.")
}
