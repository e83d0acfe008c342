import SwiftSyntax
import SwiftSyntaxSupport

/// A cell that reveals actions with its own pan or swipe recognizer, and offers no
/// `accessibilityCustomActions`.
///
/// The system's swipe actions need nothing: UITableView's swipe actions
/// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, `…leadingSwipe…`,
/// `UISwipeActionsConfiguration`; before iOS 13 `editActionsForRowAt`) and context menus
/// (`UIContextMenuConfiguration`) belong to the table view, which offers them to VoiceOver in the
/// Actions rotor of the row (Apple, iPhone User Guide, "Use the VoiceOver rotor": Actions), and
/// SwipeCellKit's `SwipeTableViewCell` builds custom actions from its swipe actions
/// (`SwipeTableViewCell+Accessibility.swift`). A swipe a cell implements itself, by moving its
/// content with a recognizer to reveal buttons, exists only for a finger: VoiceOver takes the
/// swipe, and the buttons sit off screen until it happens. Those actions need to be custom actions
/// of the cell (Apple, `UIAccessibilityCustomAction`).
public struct SwipeActionsWithoutCustomActionsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a swipe or pan recognizer added.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["addGestureRecognizer"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "swipe-actions-without-custom-actions",
        title: "Custom swipe actions without custom accessibility actions",
        rationale: """
            Actions revealed by swiping a row (delete, archive, flag) are out of reach for \
            VoiceOver users, whose swipes move focus, and for Switch Control and Voice Control \
            users, unless the row offers the same actions in its Actions rotor.
            """,
        wcag: [.keyboard, .pointerGestures, .dragging],
        hig: "Accessibility › Gestures",
        severity: .error,
        triggeringExamples: [
            .swift("""
                final class MessageCell: UITableViewCell {
                    private let actionsView = UIStackView()

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        let pan = UIPanGestureRecognizer(target: self, action: #selector(slide(_:)))
                        ↓contentView.addGestureRecognizer(pan)
                    }

                    @objc private func slide(_ pan: UIPanGestureRecognizer) {
                        contentView.transform = CGAffineTransform(translationX: min(0, pan.translation(in: self).x), y: 0)
                    }
                }
                """),
            .swift("""
                final class EpisodeCell: UICollectionViewCell {
                    func setUp() {
                        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(revealArchive))
                        swipe.direction = .left
                        ↓addGestureRecognizer(swipe)
                    }

                    @objc private func revealArchive() {}
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class InboxViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView,
                                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                        return UISwipeActionsConfiguration(actions: [delete])
                    }

                    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                            point: CGPoint) -> UIContextMenuConfiguration? {
                        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: []) }
                    }
                }
                """),
            .swift("""
                final class MessageCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        contentView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(slide(_:))))
                        accessibilityCustomActions = [
                            UIAccessibilityCustomAction(name: "Archive") { [weak self] _ in self?.archive() ?? false },
                        ]
                    }
                }
                """),
            .swift("""
                final class EpisodeCell: SwipeTableViewCell {
                    func configure(with episode: Episode) { textLabel?.text = episode.title }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        UIKitClassSource.all(in: file).flatMap { type -> [Finding] in
            guard type.isCellOrRow, !type.mentions(["accessibilityCustomActions"]) else { return [] }
            return type.gestureRecognizers(in: file).filter { $0.kind == .pan || $0.kind == .swipe }.map { swipe in
                finding(.swipeOnly, at: file.location(of: swipe.call))
            }
        }
    }
}

extension SwipeActionsWithoutCustomActionsRule: ClassSettlingSourceRule {
    /// A cell whose custom actions an extension of its class in another file gives
    /// (SwipeCellKit's `SwipeTableViewCell+Accessibility.swift`, overriding
    /// `accessibilityCustomActions` with one action per swipe action) offers them.
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        UIKitClassSource.all(in: file).contains { type in
            type.gestureRecognizers(in: file).contains { Self.isAt(finding, $0.call, in: file) }
                && classes.extensions(type.name).contains { $0.containsToken(["accessibilityCustomActions"]) }
        }
    }
}

extension RuleMessage {
    fileprivate static let swipeOnly = RuleMessage(
        id: "swipe-actions-without-custom-actions",
        text: """
            The actions this row reveals by swiping are not in its Actions rotor: VoiceOver, Switch \
            Control and Voice Control users cannot reach them.
            """,
        fix: """
            Give the cell an `accessibilityCustomActions` entry for each action the swipe reveals, \
            or use the table view's own `trailingSwipeActionsConfigurationForRowAt`, which VoiceOver offers.
            """)
}
