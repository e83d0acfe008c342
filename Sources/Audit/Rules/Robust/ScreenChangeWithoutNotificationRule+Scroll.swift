import SwiftSyntax
import SwiftSyntaxSupport

/// Content that follows a scroll: Exceptional Dogs' stats change with the dog the carousel stops
/// at, and the talk posts `.layoutChanged` "inside my scroll view did scroll" so VoiceOver learns
/// of it (WWDC18 session 230).
///
/// In a scroll callback — `scrollViewDidScroll(_:)`, `scrollViewDidEndDecelerating(_:)`,
/// `scrollViewDidEndScrollingAnimation(_:)`, `scrollViewDidEndDragging(_:willDecelerate:)`, or a
/// method with an argument labelled `didScroll…` (a delegate of the app's own, as the carousel's
/// `carouselView(_:didScrollTo:)`) — outside cells: `text`, `attributedText` or `image` assigned,
/// or another property assigned to a view or label (`statsView.dog = dog`). Moving, fading,
/// colouring or hiding views as the content scrolls (parallax, a collapsing header), or marking
/// the current or selected page or tab (`tabsView.currentTab`, a page control's current page),
/// changes no content and is not read.
extension ScreenChangeWithoutNotificationRule {
    static let scrollCallbacks: Set<String> = ["scrollViewDidScroll", "scrollViewDidEndDecelerating",
                                               "scrollViewDidEndScrollingAnimation", "scrollViewDidEndDragging"]
    /// Properties whose change shows new content.
    static let contentProperties: Set<String> = ["text", "attributedText", "image"]
    /// Properties of a view that move, fade or restyle it without changing what it says.
    static let appearanceProperties: Set<String> = [
        "alpha", "frame", "bounds", "center", "transform", "isHidden", "backgroundColor", "tintColor",
        "textColor", "layer", "constant", "contentOffset", "contentInset", "isUserInteractionEnabled",
        "isScrollEnabled", "clipsToBounds", "cornerRadius", "shadowOpacity", "progress", "currentPage",
    ]

    func scrollUpdates(in file: ParsedSourceFile) -> [Change] {
        file.nodes(FunctionDeclSyntax.self).filter(Self.isScrollCallback).flatMap { function -> [Change] in
            guard !Self.isInCell(function) else { return [] }
            return function.descendants(SequenceExprSyntax.self).compactMap(UIKitPropertyAssignment.init)
                .filter(Self.showsContent)
                .map { Change(node: Syntax($0.node), notification: "layoutChanged", message: .followsScroll, function: function) }
        }
    }

    static func isScrollCallback(_ function: FunctionDeclSyntax) -> Bool {
        scrollCallbacks.contains(function.name.text)
            || function.signature.parameterClause.parameters.contains { $0.firstName.text.hasPrefix("didScroll") }
    }

    /// A text or image assigned, or a property other than its appearance handed to a view or label.
    static func showsContent(_ assignment: UIKitPropertyAssignment) -> Bool {
        if contentProperties.contains(assignment.property) { return true }
        let receiver = UIKitViewNames.lastName(assignment.receiver)
        let listsOrScrolls = ["scrollview", "collectionview", "tableview"].contains(where: receiver.hasSuffix)
        let marksSelection = ["current", "selected", "isSelected"].contains(where: assignment.property.hasPrefix)
        return (receiver.hasSuffix("view") || receiver.hasSuffix("label")) && !listsOrScrolls
            && !appearanceProperties.contains(assignment.property) && !marksSelection
    }
}

extension RuleMessage {
    static let followsScroll = RuleMessage(
        id: "screen-change-without-notification.scroll-content",
        text: """
            This changes what the screen shows as it scrolls without telling VoiceOver: a blind \
            person scrolling hears nothing of the new content, and VoiceOver keeps reading what \
            was there before.
            """,
        fix: """
            Post `UIAccessibility.post(notification: .layoutChanged, argument: nil)` after the \
            content changes, as WWDC18 session 230 does in its scroll callback.
            """)
}
