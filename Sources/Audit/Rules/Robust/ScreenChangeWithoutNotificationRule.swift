import SwiftSyntax
import SwiftSyntaxSupport

/// UIKit code that replaces or reveals a large part of the screen in place without telling
/// VoiceOver.
///
/// UIKit posts a screen change itself when a view controller is presented or pushed, but not
/// when the app adds, removes, hides or shows views, or pages a scroll view from a button. Then
/// VoiceOver's cursor stays on an element that moved or vanished. WWDC18 session 230 posts
/// `.screenChanged` when the gallery opens and `.layoutChanged` when the carousel scrolls
/// (docs/uikit.md, what VoiceOver hears). Reported once per method, in methods that run after the
/// screen is shown — action methods (`@objc`, `@IBAction`) and methods named for showing, hiding
/// or switching content (`show…`, `hide…`, `toggle…`, `dismiss…`, `remove…`) — outside cells,
/// whose content is configured per row: adding a view named as an overlay or a large piece of
/// content (overlay, modal, popup, container, content, empty, placeholder, error, results,
/// gallery, page, a child controller's view) to the screen's view or a window; removing such a
/// view; setting `isHidden` on one (hiding an error, empty state or placeholder only clears a
/// message and is not reported); and `setContentOffset`/`scrollToItem`/`scrollRectToVisible`/
/// `scrollToRow` in a method named for pages or an action method of a type that pages its scroll
/// view (a scroll to the top, to a row or to a refresh spinner is no page turn, and a page
/// control's action turns a page VoiceOver reads as the control's new value). In a scroll
/// callback (`scrollViewDidScroll(_:)`, `scrollViewDidEndDecelerating(_:)`, or a delegate method
/// labelled `didScroll…`, as the Exceptional Dogs carousel tells its view controller), content that
/// follows the scroll (`ScreenChangeWithoutNotificationRule+Scroll.swift`). Not reported when the
/// method, a closure in it, or a method of the same type it calls posts `.screenChanged`,
/// `.layoutChanged` or `.pageScrolled`.
public struct ScreenChangeWithoutNotificationRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a view added, removed or hidden, a scroll, or a scroll callback.
    public static let triggers: SourceTriggers? = SourceTriggers(words: scrolls.union(scrollCallbacks).union(["addSubview", "removeFromSuperview", "isHidden"]), texts: ["didScroll"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "screen-change-without-notification",
        title: "Screen change without an accessibility notification",
        rationale: """
            When content is replaced, revealed or scrolled in place, sighted people see it change. \
            VoiceOver's cursor stays on an element that moved or is gone, and says nothing, so a \
            blind person does not know the screen changed or where the new content begins.
            """,
        wcag: [.statusMessages, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            // A plain view the type fills with a label.
            .swift("""
                final class PlayerView: UIView {
                    private let overlayView: UIView = {
                        let v = UIView()
                        v.isHidden = true
                        return v
                    }()
                    private let titleLabel = UILabel()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        overlayView.addSubview(titleLabel)
                    }
                    @objc func showOverlay() {
                        ↓overlayView.isHidden = false
                    }
                }
                """),
            // A layer of the file's own that holds content.
            .swift("""
                final class InfoOverlayView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(titleLabel)
                    }
                }
                final class PreviewViewController: UIViewController {
                    var overlayView: InfoOverlayView?
                    @objc func showHideBars() {
                        ↓overlayView?.isHidden = !isFullScreen
                    }
                }
                """),
            .swift("""
                final class DogViewController: UIViewController {
                    @objc private func galleryButtonPressed() {
                        let modal = DogModalView(dog: currentDog)
                        modal.accessibilityViewIsModal = true
                        ↓view.addSubview(modal)
                    }
                }
                """),
            .swift("""
                final class SearchViewController: UIViewController {
                    func show(results: [Result]) {
                        dataSource.apply(results)
                        ↓emptyStateContainer.isHidden = !results.isEmpty
                    }
                }
                """),
            .swift("""
                final class OnboardingViewController: UIViewController {
                    @objc private func nextPage() {
                        let offset = CGPoint(x: scrollView.bounds.width * CGFloat(page + 1), y: 0)
                        ↓scrollView.setContentOffset(offset, animated: true)
                    }
                }
                """),
            .swift("""
                final class DogViewController: UIViewController {
                    func carouselView(_ carouselView: DogCarouselContainerView, didScrollTo dog: Dog) {
                        ↓statsView.dog = dog
                    }
                }
                """),
            .swift("""
                final class GalleryViewController: UIViewController, UIScrollViewDelegate {
                    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                        let page = Int(scrollView.contentOffset.x / scrollView.bounds.width)
                        ↓captionLabel.text = photos[page].caption
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A clear layer that only catches taps: hiding it changes nothing VoiceOver reads.
            .swift("""
                final class GestureView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        backgroundColor = UIColor(white: 0, alpha: 0.01)
                    }
                }
                final class PreviewViewController: UIViewController {
                    var overlayView: GestureView?
                    @objc func showHideBars() {
                        overlayView?.isHidden = !isFullScreen
                    }
                }
                """),
            .swift("""
                final class DogViewController: UIViewController {
                    @objc private func galleryButtonPressed() {
                        let modal = DogModalView(dog: currentDog)
                        view.addSubview(modal)
                        UIAccessibility.post(notification: .screenChanged, argument: nil)
                    }
                }
                """),
            .swift("""
                final class SearchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(contentView)
                        emptyStateContainer.isHidden = true
                    }
                }
                """),
            .swift("""
                final class DogCarouselView: UIView {
                    func updateButtons() {
                        galleryButton.isHidden = dog.pictureCount < 2
                    }
                }
                """),
            .swift("""
                final class OnboardingViewController: UIViewController {
                    @objc private func nextPage() {
                        scrollView.setContentOffset(offset(of: page + 1), animated: true)
                        announcePage()
                    }
                    private func announcePage() {
                        UIAccessibility.post(notification: .pageScrolled, argument: "Page \\(page + 1) of 3")
                    }
                }
                """),
            .swift("""
                final class OnboardingViewController: UIViewController {
                    @IBAction private func changePage(sender: UIPageControl) {
                        scrollView.setContentOffset(CGPoint(x: scrollView.frame.width * CGFloat(sender.currentPage), y: 0), animated: true)
                    }
                }
                """),
            .swift("""
                final class CertificatesViewController: UIViewController {
                    private func setupInteraction() {
                        pageControl.addTarget(self, action: #selector(handlePageChange), for: .valueChanged)
                        scrollView.isPagingEnabled = true
                    }
                    @objc private func handlePageChange() {
                        scrollView.setContentOffset(CGPoint(x: width * CGFloat(pageControl.currentPage), y: 0), animated: true)
                    }
                }
                """),
            .swift("""
                final class DogViewController: UIViewController {
                    func carouselView(_ carouselView: DogCarouselContainerView, didScrollTo dog: Dog) {
                        statsView.dog = dog
                        UIAccessibility.post(notification: .layoutChanged, argument: nil)
                    }
                }
                """),
            .swift("""
                final class ProfileViewController: UIViewController, UIScrollViewDelegate {
                    func scrollViewDidScroll(_ scrollView: UIScrollView) {
                        headerView.alpha = max(0, 1 - scrollView.contentOffset.y / 120)
                        titleView.isHidden = scrollView.contentOffset.y < 120
                        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width)
                        tabsView.currentTab = pageControl.currentPage
                    }
                }
                """),
            // A plain view nothing fills, a shimmer over a picture while it loads.
            .swift("""
                final class TeamHeaderView: UIView {
                    private lazy var avatarSkeletonOverlay: UIView = {
                        let v = UIView()
                        v.isHidden = true
                        return v
                    }()
                    func showAvatarSkeleton() {
                        avatarSkeletonOverlay.isHidden = false
                        avatarSkeletonOverlay.showAnimatedGradientSkeleton()
                    }
                }
                """),
            .swift("""
                final class SlidingModalPresentationController: UIPresentationController {
                    override func dismissalTransitionDidEnd(_ completed: Bool) {
                        if completed { dimmingView.removeFromSuperview() }
                    }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class SearchViewController: UIViewController {
                        func show(results: [Result]) {
                            ↓emptyStateContainer.isHidden = !results.isEmpty
                        }
                    }
                    """,
                after: """
                    final class SearchViewController: UIViewController {
                        func show(results: [Result]) {
                            emptyStateContainer.isHidden = !results.isEmpty
                            UIAccessibility.post(notification: .layoutChanged, argument: nil)
                        }
                    }
                    """),
        ])

    static let notifications: Set<String> = ["screenChanged", "layoutChanged", "pageScrolled",
                                             "UIAccessibilityScreenChangedNotification",
                                             "UIAccessibilityLayoutChangedNotification",
                                             "UIAccessibilityPageScrolledNotification"]
    /// Views that hold the whole screen: the object itself, a view controller's view, a window's.
    static let screenViews: Set<String> = ["", "view", "navigationController?.view", "tabBarController?.view"]
    static let scrolls: Set<String> = ["setContentOffset", "scrollToItem", "scrollRectToVisible", "scrollToRow"]
    /// UIKit's own callbacks around a presentation or dismissal (`UIPresentationController`,
    /// `UIViewControllerAnimatedTransitioning`): the views they add or remove come and go with
    /// the presented screen, and UIKit tells VoiceOver of the screen change itself.
    static let transitionCallbacks: Set<String> = [
        "presentationTransitionWillBegin", "presentationTransitionDidEnd", "dismissalTransitionWillBegin",
        "dismissalTransitionDidEnd", "animateTransition", "animationEnded",
    ]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("addSubview") || file.text.containsBytes("isHidden")
                || file.text.containsBytes("removeFromSuperview") || file.text.containsBytes("scroll")
                || file.text.containsBytes("Scroll") else { return [] }
        var reportedFunctions: Set<SyntaxIdentifier> = []
        let all = (changes(in: file) + scrollUpdates(in: file)).sorted { $0.node.position < $1.node.position }
        return all.compactMap { change in
            guard let function = change.function ?? Self.changingFunction(around: change.node),
                  !reportedFunctions.contains(function.id),
                  !notifies(Syntax(function)) else { return nil }
            reportedFunctions.insert(function.id)
            let line = "UIAccessibility.post(notification: .\(change.notification), argument: nil)"
            let edit = file.edit(insertingLine: line, afterStatementOf: change.node)
            return finding(change.message, at: file.location(of: change.node), edits: edit.map { [$0] } ?? [])
        }
    }

    /// The method around `node` when it runs after the screen is shown (an action method, or one
    /// named for showing or hiding) outside a cell; nil inside setup code, property
    /// initialisers and observers, which build or configure rather than change the screen.
    static func changingFunction(around node: Syntax) -> FunctionDeclSyntax? {
        for ancestor in sequence(first: node, next: \.parent) {
            if ancestor.is(PatternBindingSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                || ancestor.is(InitializerDeclSyntax.self) {
                return nil
            }
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard UIKitViewNames.isChange(function), !isInCell(function),
                      !transitionCallbacks.contains(function.name.text) else { return nil }
                return function
            }
        }
        return nil
    }

    /// Whether the method belongs to a cell, whose content is configured per row.
    static func isInCell(_ function: FunctionDeclSyntax) -> Bool {
        let type = function.enclosingTypeScope
        if let declaration = type.as(ClassDeclSyntax.self) { return UIKitViewNames.isCell(declaration) }
        if let declaration = type.as(ExtensionDeclSyntax.self) { return declaration.extendedType.trimmedDescription.hasSuffix("Cell") }
        return false
    }

    struct Change {
        var node: Syntax
        var notification: String
        var message: RuleMessage
        /// The method the change is in, when it is known to run after the screen is shown.
        var function: FunctionDeclSyntax? = nil
    }

    /// Every place the file adds, removes, hides or pages a large part of the screen, in source order.
    private func changes(in file: ParsedSourceFile) -> [Change] {
        let calls: [Change] = file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            let base = member.base.map { UIKitPropertyAssignment.normalized($0.trimmedDescription) } ?? ""
            switch member.declName.baseName.text {
            case "addSubview":
                guard Self.screenViews.contains(base) || base.lowercased().contains("window"), let added = call.arguments.first?.expression.trimmedDescription,
                      UIKitViewNames.isLargeContent(UIKitPropertyAssignment.normalized(added)) else { return nil }
                return Change(node: Syntax(call), notification: "screenChanged", message: .contentReplaced)
            case "removeFromSuperview":
                guard UIKitViewNames.isLargeContent(base) else { return nil }
                return Change(node: Syntax(call), notification: "screenChanged", message: .contentReplaced)
            case let name where Self.scrolls.contains(name):
                guard Self.pages(call) else { return nil }
                return Change(node: Syntax(call), notification: "layoutChanged", message: .scrolled)
            default:
                return nil
            }
        }
        let hidings: [Change] = UIKitPropertyAssignment.all(in: file, to: ["isHidden"]).compactMap { assignment in
            guard UIKitViewNames.isLargeContent(assignment.receiver), !Self.clearsAMessage(assignment),
                  !Self.showsNothing(assignment.receiver, at: Syntax(assignment.node), in: file) else { return nil }
            return Change(node: Syntax(assignment.node), notification: "layoutChanged", message: .shownOrHidden)
        }
        return (calls + hidings).sorted { $0.node.position < $1.node.position }
    }

    /// Whether the view is of a class the file declares that shows nothing assistive technologies
    /// read: it adds no subviews and sets no words, image or label of its own (ownCloud's
    /// `GestureView`, an all but clear layer that catches taps over a preview). Hiding it changes
    /// nothing VoiceOver presents.
    private static func showsNothing(_ receiver: String, at node: Syntax, in file: ParsedSourceFile) -> Bool {
        guard let typeName = node.declaredTypeName(of: receiver) else { return false }
        if typeName == "UIView" { return isBareView(receiver, at: node) }
        guard let type = file.nodes(ClassDeclSyntax.self).first(where: { $0.name.text == typeName }) else { return false }
        return !type.memberBlock.containsToken(Self.contentMakers)
    }

    /// Whether a property of the type around `node` holds a plain `UIView` that nothing fills:
    /// its initial value (`{ let v = UIView(); v.isHidden = true; return v }()`) and the type's
    /// code give it no subviews, words, image or label (The Blue Alliance's skeleton overlay, a
    /// shimmer pinned over an avatar).
    private static func isBareView(_ receiver: String, at node: Syntax) -> Bool {
        let type = node.enclosingTypeScope
        guard let binding = type.descendants(PatternBindingSyntax.self).first(where: { $0.pattern.trimmedDescription == receiver }),
              let initial = binding.initializer?.value, !initial.containsToken(contentMakers) else { return false }
        return !type.descendants(MemberAccessExprSyntax.self).contains { member in
            guard let base = member.base, contentMakers.contains(member.declName.baseName.text) else { return false }
            return UIKitPropertyAssignment.normalized(base.trimmedDescription) == receiver
        }
    }

    /// What gives a view content an assistive technology reads: subviews, words, images, labels,
    /// drawing, elements of its own.
    private static let contentMakers: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "text", "attributedText", "setTitle", "image", "setImage",
        "accessibilityLabel", "accessibilityValue", "accessibilityElements", "isAccessibilityElement", "draw", "contents",
        "addSublayer",
    ]

    /// Hiding an error, an empty state or a placeholder clears a message: what it covered was
    /// there all along, and VoiceOver's cursor was not on the content that changes.
    private static func clearsAMessage(_ assignment: UIKitPropertyAssignment) -> Bool {
        assignment.value.booleanLiteralValue == true
            && UIKitViewNames.names(assignment.receiver, any: ["error", "empty", "placeholder", "noresult"])
    }

    /// Whether a scroll turns a page: in a method named for pages (`nextPage`, `scrollToPage`), or
    /// in an action method (`@objc`, `@IBAction`) of a type that pages its scroll view
    /// (`isPagingEnabled`); not a scroll to the top or one that reveals a row or a spinner.
    private static func pages(_ call: FunctionCallExprSyntax) -> Bool {
        guard let function = sequence(first: Syntax(call), next: \.parent).lazy
            .compactMap({ $0.as(FunctionDeclSyntax.self) }).first else { return false }
        let isPageNamed = function.name.text.lowercased().contains("page")
        let isPaged = isPageNamed || function.enclosingTypeScope.containsToken(["isPagingEnabled"])
        return isPaged && (UIKitViewNames.isActionMethod(function) || isPageNamed) && !followsPageControl(function)
    }

    /// Whether the method is a page control's action: it takes a `UIPageControl` (`@IBAction func
    /// changePage(sender: UIPageControl)`), or its type makes it the target of a page control's
    /// `.valueChanged` (`pageControl.addTarget(self, action: #selector(handlePageChange), for:
    /// .valueChanged)`). A page control is adjustable: VoiceOver reads its new value ("page 2 of
    /// 3") as the person swipes, and its cursor stays on it (Apple, `UIPageControl`), so the page
    /// its scroll turns is told.
    private static func followsPageControl(_ function: FunctionDeclSyntax) -> Bool {
        let name = function.name.text
        if function.signature.parameterClause.parameters.contains(where: { $0.type.trimmedDescription.hasSuffix("PageControl") }) {
            return true
        }
        return function.enclosingTypeScope.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addTarget",
                  let receiver = member.base?.trimmedDescription, receiver.lowercased().hasSuffix("pagecontrol"),
                  call.arguments.contains(where: { $0.expression.trimmedDescription.hasSuffix(".valueChanged") }) else { return false }
            return call.arguments.contains { argument in
                guard argument.label?.text == "action", let selector = argument.expression.as(MacroExpansionExprSyntax.self),
                      selector.macroName.text == "selector" else { return false }
                // `#selector(handlePageChange)`, `#selector(Self.changePage(_:))`.
                let selected = selector.arguments.first?.expression.trimmedDescription.prefix { $0 != "(" }.split(separator: ".").last
                return selected.map(String.init) == name
            }
        }
    }

    /// Whether the function posts a screen, layout or page notification, itself, in a closure, or
    /// in a method of the same type it calls.
    private func notifies(_ function: Syntax) -> Bool {
        if function.containsToken(Self.notifications) { return true }
        let called = Set(function.descendants(FunctionCallExprSyntax.self).compactMap {
            $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? $0.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                    member.base?.trimmedDescription == "self" ? member.declName.baseName.text : nil
                }
        })
        guard !called.isEmpty else { return false }
        return function.enclosingTypeScope.descendants(FunctionDeclSyntax.self).contains { helper in
            called.contains(helper.name.text) && helper.containsToken(Self.notifications)
        }
    }
}

extension ScreenChangeWithoutNotificationRule: ClassSettlingSourceRule {
    /// A change whose method calls a method of another object whose class the app declares, and
    /// that method posts the notification (KeePassium's `progressOverlay?.dismiss(animated:)`,
    /// whose `ProgressOverlay.dismiss` fades the overlay and posts `.screenChanged`; the caller
    /// removes the faded view in its completion).
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        let position = file.position(ofLine: finding.location.line, column: finding.location.column)
        guard let function = file.nodes(FunctionDeclSyntax.self).last(where: { $0.range.contains(position) }) else { return false }
        return function.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  let receiver = Optional(UIKitPropertyAssignment.normalized(base.trimmedDescription)),
                  !receiver.isEmpty, !receiver.contains("."),
                  let type = classes.typeName(of: receiver, at: call) else { return false }
            let method = member.declName.baseName.text
            return classes.lineage(of: type).contains { ancestor in
                guard case .app(let declared, let declaredFile) = ancestor else { return false }
                return declared.functions(named: [method], in: declaredFile).contains { $0.containsToken(Self.notifications) }
            }
        }
    }
}

extension RuleMessage {
    fileprivate static let contentReplaced = RuleMessage(
        id: "screen-change-without-notification",
        text: """
            This replaces what is on screen without telling VoiceOver: its cursor stays on content \
            that is covered or gone, and a blind person does not know the screen changed.
            """,
        fix: """
            Post `UIAccessibility.post(notification: .screenChanged, argument: nil)` (or the element \
            to focus) after the change.
            """)

    fileprivate static let shownOrHidden = RuleMessage(
        id: "screen-change-without-notification.layout",
        text: """
            This shows or hides a large part of the screen without telling VoiceOver: its cursor \
            stays where it was, and a blind person does not learn that content appeared or went.
            """,
        fix: """
            Post `UIAccessibility.post(notification: .layoutChanged, argument: nil)` (or the element \
            to focus) after the change.
            """)

    fileprivate static let scrolled = RuleMessage(
        id: "screen-change-without-notification.scroll",
        text: """
            This scrolls the content from a button without telling VoiceOver: a blind person does \
            not hear that the page changed, and the cursor stays on content that scrolled away.
            """,
        fix: """
            Post `.layoutChanged` with the first element of the new page, or `.pageScrolled` with \
            where the person is ("Page 2 of 3"), after scrolling.
            """)
}
