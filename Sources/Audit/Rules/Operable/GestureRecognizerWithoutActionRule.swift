import SwiftSyntax
import SwiftSyntaxSupport

/// `view.addGestureRecognizer(…)` with a tap, long press, pan or swipe recognizer, on a view that
/// tells assistive technologies nothing about it.
///
/// A gesture recognizer adds no trait and no action (Apple, `UIGestureRecognizer`): a VoiceOver
/// double tap reaches a tap recognizer only as a touch at the element's activation point, and a
/// long press, pan or swipe not at all, since VoiceOver takes those gestures for itself
/// (docs/voiceover-speech.md). Accepted instead: for a tap, the `.button` or `.link` trait on the
/// view or an `accessibilityActivate()` override; for any kind, `accessibilityCustomActions` on
/// the view or its class; for a long press, a `UIContextMenuInteraction`; for a swipe, an
/// `accessibilityScroll(_:)`, `accessibilityPerformEscape()` or increment override. Not read:
/// recognizers on a whole screen, list or bar (`view`, `tableView`, `tabBar`, a background,
/// dimming or mask view), whose action runs nothing (an empty body, or its code commented out, in
/// a `final` class or a `private` method: the view is no control) or
/// dismisses or hides (the keyboard, an overlay: VoiceOver users do that with the escape
/// gesture), on a button, on a view of another object (`cell.avatarView`, whose
/// own class may expose it), double taps (a shortcut such as zooming), on a cell itself
/// (`cell-tap-without-button-trait`, `swipe-actions-without-custom-actions`), pans on the
/// class itself or that change a value (`touch-tracking-without-adjustable`), and a view
/// controller's pans, which drag its views to dismiss them (the escape gesture again). A long
/// press with `minimumPressDuration = 0` is read as the tap it is.
public struct GestureRecognizerWithoutActionRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a gesture recognizer added.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["addGestureRecognizer"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "gesture-recognizer-without-action",
        title: "Gesture recognizer on a view that exposes no action",
        rationale: """
            A gesture recognizer does nothing for VoiceOver, Switch Control or Voice Control: a \
            tappable image or label is read as plain content, and a long press, pan or swipe is \
            hidden and hard to perform while VoiceOver takes those gestures for itself. Someone who \
            cannot see it or cannot make the gesture never finds what it does.
            """,
        wcag: [.nameRoleValue, .keyboard, .pointerGestures],
        hig: "Accessibility › Gestures",
        severity: .error,
        triggeringExamples: [
            .swift("""
                final class ProfileHeaderView: UIView {
                    private let avatarView = UIImageView()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        avatarView.isUserInteractionEnabled = true
                        let tap = UITapGestureRecognizer(target: self, action: #selector(showAvatar))
                        ↓avatarView.addGestureRecognizer(tap)
                        addSubview(avatarView)
                    }

                    @objc private func showAvatar() { delegate?.showAvatar() }
                }
                """),
            .swift("""
                final class TagView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        ↓addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(copyTag)))
                    }

                    @objc private func copyTag() { UIPasteboard.general.string = tag }
                }
                """),
            .swift("""
                final class PhotoView: UIView {
                    private let imageView = UIImageView()
                    private lazy var swipe: UISwipeGestureRecognizer = {
                        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(nextPhoto))
                        swipe.direction = .left
                        return swipe
                    }()

                    func setUp() {
                        ↓imageView.addGestureRecognizer(swipe)
                    }

                    @objc private func nextPhoto() { index += 1 }
                }
                """),
            .swift("""
                final class MenuItemView: UIView {
                    func setUp() {
                        let press = UILongPressGestureRecognizer(target: self, action: #selector(select))
                        press.minimumPressDuration = 0
                        ↓addGestureRecognizer(press)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Traits its model publishes, the button's among them when the day can be chosen.
            .swift("""
                final class DayView: UIView {
                    func setUp() {
                        subscriptions = [viewModel.$accessibilityTraits.assign(to: \\.accessibilityTraits, on: self)]
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(choose)))
                    }
                    @objc private func choose() { viewModel.choose() }
                }
                """),
            // A tap on the container of a text field, which starts editing it.
            .swift("""
                final class AddressBar: UIView {
                    private let container = UIView()
                    private let addressField = UITextField()

                    func setUp() {
                        container.addSubview(addressField)
                        container.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(beginEditing)))
                    }

                    @objc private func beginEditing() { addressField.becomeFirstResponder() }
                }
                """),
            .swift("""
                final class ProfileHeaderView: UIView {
                    private let avatarView = UIImageView()

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        avatarView.isAccessibilityElement = true
                        avatarView.accessibilityLabel = "Profile picture"
                        avatarView.accessibilityTraits = [.image, .button]
                        avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showAvatar)))
                    }

                    @objc private func showAvatar() { delegate?.showAvatar() }
                }
                """),
            .swift("""
                final class TagView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(copyTag)))
                        accessibilityCustomActions = [
                            UIAccessibilityCustomAction(name: "Copy tag", target: self, selector: #selector(copyTag)),
                        ]
                    }

                    @objc private func copyTag() { UIPasteboard.general.string = tag }
                }
                """),
            .swift("""
                final class LoginViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing)))
                    }
                }
                """),
            .swift("""
                final class LinkPreviewView: UIView {
                    private let thumbnailView = UIImageView()

                    func setUp() {
                        thumbnailView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openLink)))
                    }

                    @objc private func openLink() {
                        // delegate?.open(url)
                    }
                }
                """),
            // A tap caught so that it does not reach the map behind the popup.
            .swift("""
                class ServerPopupView: UIView {
                    private let panel = UIView()

                    func setUp() {
                        panel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                    }

                    @objc private func handleTap() {
                    }
                }
                """),
            .swift("""
                final class ZoomingImageView: UIScrollView {
                    let imageView = UIImageView()
                    let doubleTap = UITapGestureRecognizer()

                    func setUp() {
                        doubleTap.numberOfTapsRequired = 2
                        doubleTap.addTarget(self, action: #selector(toggleZoom))
                        imageView.addGestureRecognizer(doubleTap)
                    }
                }
                """),
            .swift("""
                final class CardView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    }

                    override func accessibilityActivate() -> Bool {
                        open()
                        return true
                    }

                    @objc private func open() { delegate?.open() }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class PlaylistHeaderView: UIView {
                        func setUp() {
                            ↓titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rename)))
                        }
                    }
                    """,
                after: """
                    final class PlaylistHeaderView: UIView {
                        func setUp() {
                            titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rename)))
                            titleLabel.accessibilityTraits.insert(.button)
                        }
                    }
                    """),
        ])

    /// Views that stand for a whole screen, list or backdrop: a recognizer there dismisses or
    /// collapses something rather than being a control.
    static let wholeAreaReceivers: Set<String> = ["view", "window", "view.window", "tableView", "collectionView",
                                                  "scrollView", "navigationController.view", "contentView"]
    /// Names of lists and bars (`podcastsCollectionView`, `upNextTable`, `tabBar`): a recognizer
    /// there acts on the whole list (reordering, scrolling to the top), not on a control.
    static let wholeAreaSuffixes = ["tableview", "collectionview", "scrollview", "table", "grid", "list", "bar"]
    /// Names of views that are one element (`carouselView.galleryButton`, `header.avatarImageView`):
    /// a view of another object is read only when named as one of these, since its own class
    /// may expose a container (`mediaView.container`) as a button.
    static let leafViewSuffixes = ["button", "imageview", "image", "icon", "label"]
    /// Words of actions that dismiss or hide: the escape gesture's work for VoiceOver users.
    static let dismissalWords = ["dismiss", "keyboard", "endediting", "resign", "hide", "close"]
    static let backdropWords = ["background", "backdrop", "backview", "dimming", "dimmed", "blur", "shadow", "mask"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        UIKitClassSource.all(in: file).flatMap { type in
            type.gestureRecognizers(in: file).compactMap { addition -> Finding? in
                guard let kind = addition.kind, isControlLike(addition, kind: kind, in: type, file: file),
                      !exposesAction(addition, kind: kind, in: type) else { return nil }
                return finding(for: addition, kind: kind, in: type, file: file)
            }
        }
    }

    /// Whether the recognizer makes its view a control this rule speaks for.
    private func isControlLike(_ addition: GestureRecognizerAddition, kind: GestureKind, in type: UIKitClassSource,
                               file: ParsedSourceFile) -> Bool {
        let receiver = addition.receiver
        let lowered = receiver.lowercased()
        if Self.wholeAreaReceivers.contains(receiver) || Self.wholeAreaSuffixes.contains(where: lowered.hasSuffix)
            || Self.backdropWords.contains(where: lowered.contains) || addition.isMultipleTap
            || (receiver.contains(".") && !Self.leafViewSuffixes.contains(where: lowered.hasSuffix))
            || type.declaresButton(named: receiver) {
            return false
        }
        let action = addition.action?.lowercased() ?? ""
        if Self.dismissalWords.contains(where: action.contains) { return false }
        // A tap that runs nothing (its method empty, or its code commented out) makes no control of the view.
        if let method = addition.action, type.methodRunsNothing(method, in: file) { return false }
        if kind == .tap, Self.holdsTextInput(receiver, in: type, file: file) { return false }
        if receiver == "self" && (type.isCellOrRow || type.isViewController || kind == .pan) { return false }
        if kind == .pan && (type.isViewController || TouchTrackingWithoutAdjustableRule.isView(type)
                                && TouchTrackingWithoutAdjustableRule.changesValueByTracking(type, in: file)) {
            return false
        }
        return !(type.isCellOrRow && [.pan, .swipe].contains(kind))
    }

    /// Whether the class adds a text field or text view to `receiver` (Firefox Focus's URL bar:
    /// `textAndLockContainer.addSubview(urlTextField)`, a `UITextField` subclass): the tap there
    /// starts editing, which VoiceOver offers on the field itself, announced as a text field; the
    /// container is no element, and making it one would hide the field.
    static func holdsTextInput(_ receiver: String, in type: UIKitClassSource, file: ParsedSourceFile) -> Bool {
        type.nodes(FunctionCallExprSyntax.self, in: file).contains { call in
            guard ["addSubview", "addArrangedSubview"].contains(call.calledExpression.calledName ?? ""),
                  let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                  PropertyUse.receiverName(base) == receiver,
                  let added = call.arguments.first?.expression.calledName,
                  let addedType = call.declaredTypeName(of: added) else { return false }
            return ["TextField", "TextView", "SearchBar"].contains(where: addedType.hasSuffix)
        }
    }

    private func exposesAction(_ addition: GestureRecognizerAddition, kind: GestureKind, in type: UIKitClassSource) -> Bool {
        let receiver = addition.receiver
        if type.setsCustomActions(on: receiver) || type.setsCustomActions(on: "self") { return true }
        let ownsGesture = receiver == "self"
        switch kind {
        case .tap:
            // Traits a model publishes (the Corona-Warn-App's date picker days) are its to give.
            return !type.traits(of: receiver).isDisjoint(with: ["button", "link"])
                || type.assignsFromPublisher("accessibilityTraits", on: receiver)
                || (ownsGesture && type.mentions(["accessibilityActivate"]))
        case .longPress:
            return type.mentions(["UIContextMenuInteraction", "accessibilityActivate"])
        case .swipe, .pan:
            return ownsGesture && type.mentions(["accessibilityScroll", "accessibilityPerformEscape", "accessibilityIncrement"])
        }
    }

    private func finding(for addition: GestureRecognizerAddition, kind: GestureKind, in type: UIKitClassSource,
                         file: ParsedSourceFile) -> Finding {
        let location = file.location(of: addition.call)
        // A view inside one element (Bark's message cell, `isAccessibilityElement = true`): a trait
        // on the view would change nothing; the element must offer the action.
        if addition.receiver != "self", type.makesOneElement("self") { return finding(.insideOneElement, at: location) }
        guard kind == .tap else { return finding(.gestureOnly(kind), at: location) }
        guard let statement = addition.statement else { return finding(.tapWithoutTrait, at: location) }
        let receiver = addition.receiver == "self" ? "" : addition.receiver + "."
        let edit = file.edit(inserting: "\n\(statement.leadingIndentation)\(receiver)accessibilityTraits.insert(.button)",
                             after: statement)
        return finding(.tapWithoutTrait, at: location, edits: [edit])
    }
}

extension GestureRecognizerWithoutActionRule: ClassSettlingSourceRule {
    /// A recognizer added to a view whose class the app declares, in another file or above the
    /// view's own class, as one of UIKit's controls (Mammoth's `final class UnreadIndicator:
    /// UIButton`, tapped from the feed's controller; a `UIButton` subclass adding a recognizer to
    /// itself): VoiceOver reads it as the control it is, as it reads a `UIButton` the file
    /// declares. Likewise a class of the view's lineage that gives itself the action (the button
    /// trait for a tap, custom actions for any gesture). A control whose class gives itself other
    /// traits and neither the button nor the link trait is not settled: it no longer reads as one.
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        for type in UIKitClassSource.all(in: file) {
            for addition in type.gestureRecognizers(in: file) where Self.isAt(finding, addition.call, in: file) {
                guard let kind = addition.kind else { return false }
                let lineage: [AppClasses.Ancestor]
                if addition.receiver == "self" {
                    lineage = [.app(type, file)] + (type.superclass.map(classes.lineage(of:)) ?? [])
                } else if let viewClass = classes.typeName(of: addition.receiver, at: addition.call) {
                    lineage = classes.lineage(of: viewClass)
                } else {
                    return false
                }
                var itself = addition
                itself.receiver = "self"
                let declared = lineage.compactMap { ancestor -> UIKitClassSource? in
                    guard case .app(let type, _) = ancestor else { return nil }
                    return type
                }
                if declared.contains(where: { exposesAction(itself, kind: kind, in: $0) }) { return true }
                let givenTraits = declared.flatMap { $0.traits(of: "self") }
                let keepsControlTraits = givenTraits.isEmpty || givenTraits.contains { ["button", "link"].contains($0) }
                return keepsControlTraits && lineage.contains { AppClasses.controlClasses.contains($0.name) }
            }
        }
        return false
    }
}

extension RuleMessage {
    fileprivate static let tapWithoutTrait = RuleMessage(
        id: "gesture-recognizer-without-action.tap",
        text: """
            VoiceOver does not say "Button" for this tappable view: a person who cannot see it does \
            not know it does something, and Voice Control offers no name to tap it by.
            """,
        fix: """
            Add `.button` to the view's `accessibilityTraits` (and make it an element with a label: \
            `isAccessibilityElement = true`, `accessibilityLabel`), or override `accessibilityActivate()`.
            """)

    fileprivate static let insideOneElement = RuleMessage(
        id: "gesture-recognizer-without-action.inside-element",
        text: """
            This gesture is on a view inside an element VoiceOver reads as one (the class sets its \
            own `isAccessibilityElement = true`): VoiceOver, Switch Control and Voice Control never \
            reach the view, so what the gesture does is out of their reach.
            """,
        fix: """
            Offer the action on the element itself: an `accessibilityCustomActions` entry on `self` \
            (or `accessibilityActivate()` when it is the element's main action); a trait on the inner \
            view changes nothing.
            """)

    fileprivate static func gestureOnly(_ kind: GestureKind) -> RuleMessage {
        let gesture = switch kind {
        case .longPress: "long press"
        case .pan: "drag"
        case .swipe: "swipe"
        case .tap: "tap"
        }
        return RuleMessage(
            id: "gesture-recognizer-without-action.gesture",
            text: """
                What this \(gesture) does has no other way in: VoiceOver takes the gesture for itself, \
                and Switch Control and Voice Control users cannot make it.
                """,
            fix: """
                Offer the same action as an `accessibilityCustomActions` entry on the view (for a \
                long press, a `UIContextMenuInteraction` is offered by the system).
                """)
    }
}
