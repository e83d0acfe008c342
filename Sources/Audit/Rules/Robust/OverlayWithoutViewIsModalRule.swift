import SwiftSyntax
import SwiftSyntaxSupport

/// A UIKit view laid over the whole screen that never sets `accessibilityViewIsModal`.
///
/// WWDC18 session 230: Exceptional Dogs' gallery was added "on top of a view hierarchy", so
/// VoiceOver swiped out of it into the dogs behind; setting `accessibilityViewIsModal` on the
/// gallery keeps VoiceOver inside it (docs/uikit.md). Reported: a view added to a window, or to a
/// view controller's view after setup, that is shaped as an overlay (named as one — overlay,
/// modal, popup, lightbox, dimming, scrim, backdrop — or given the whole screen's bounds); and a
/// view class named as an overlay that adds content and never reads the property (to review,
/// unless it adds itself to a window: where it is shown is out of sight of the class). A view whose
/// class is declared in another file is judged in that file. Toasts, banners and HUDs are passing
/// notices, not modal, and are not reported. Presented view controllers are modal already.
public struct OverlayWithoutViewIsModalRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without the bytes its check requires.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: ["addSubview"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "overlay-without-view-is-modal",
        title: "UIKit overlay is not modal",
        rationale: """
            A view laid over the screen hides what is behind it from sighted people only. Unless \
            it sets `accessibilityViewIsModal`, VoiceOver swipes out of it into content nobody can \
            see, and a blind person loses track of where they are and how to get back.
            """,
        wcag: [.meaningfulSequence, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class DogViewController: UIViewController {
                    @objc private func galleryButtonPressed() {
                        let overlay = UIView(frame: view.bounds)
                        overlay.backgroundColor = UIColor.black.withAlphaComponent(0.8)
                        overlay.addSubview(closeButton)
                        ↓view.addSubview(overlay)
                    }
                }
                """),
            .swift("""
                final class ↓PhotoLightboxView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(imageView)
                        addSubview(closeButton)
                    }
                    func show() {
                        UIApplication.shared.keyWindow?.addSubview(self)
                    }
                }
                """),
            // A child laid over the content left in place: the landscape chart over the portrait screen.
            .swift("""
                final class RootViewController: UIViewController {
                    func showChartLandscape() {
                        chartController.view.frame = view.bounds
                        ↓view.addSubview(chartController.view)
                        addChild(chartController)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // A layer touches pass through, over content still read and used.
            .swift("""
                final class NewTabPageFeedOverlayView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(headerView)
                        addSubview(newContentAvailableButton)
                    }
                    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                        if let view = super.hitTest(point, with: event), view != self, view.isDescendant(of: self) { return view }
                        return nil
                    }
                }
                """),
            .swift("""
                final class DogViewController: UIViewController {
                    @objc private func galleryButtonPressed() {
                        let overlay = UIView(frame: view.bounds)
                        overlay.accessibilityViewIsModal = true
                        overlay.addSubview(closeButton)
                        view.addSubview(overlay)
                    }
                }
                """),
            .swift("""
                final class DogModalView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(closeButton)
                    }
                    override var accessibilityViewIsModal: Bool {
                        get { true }
                        set { }
                    }
                }
                """),
            .swift("""
                final class FeedViewController: UIViewController {
                    func showSavedToast() {
                        let toastView = ToastView(text: "Saved")
                        view.window?.addSubview(toastView)
                    }
                }
                """),
            // A child view controller's view in place of the last one: the screen's own content.
            .swift("""
                final class PreviewViewController: UIViewController {
                    func showPreview() {
                        previousController?.view.removeFromSuperview()
                        previousController?.removeFromParent()
                        previewController = QLPreviewController()
                        view.addSubview(previewController!.view)
                        addChild(previewController!)
                        previewController!.view.frame = view.bounds
                        previewController!.didMove(toParent: self)
                    }
                }
                """),
            // A player's view in place of the still image it hides.
            .swift("""
                final class MediaPageViewController: UIViewController {
                    func showVideo(_ playerViewController: AVPlayerViewController) {
                        addChild(playerViewController)
                        view.addSubview(playerViewController.view)
                        playerViewController.view.frame = view.bounds
                        playerViewController.didMove(toParent: self)
                        imageView.isHidden = true
                    }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class DogViewController: UIViewController {
                        @objc func openGallery() {
                            let overlay = UIView(frame: view.bounds)
                            ↓view.addSubview(overlay)
                        }
                    }
                    """,
                after: """
                    final class DogViewController: UIViewController {
                        @objc func openGallery() {
                            let overlay = UIView(frame: view.bounds)
                            overlay.accessibilityViewIsModal = true
                            view.addSubview(overlay)
                        }
                    }
                    """),
        ])

    static let modalProperty: Set<String> = ["accessibilityViewIsModal"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("addSubview") else { return [] }
        let classes = Dictionary(file.nodes(ClassDeclSyntax.self).map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        let additions = file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            additionFinding(call, classes: classes, in: file)
        }
        let declarations = classes.values.sorted { $0.position < $1.position }.compactMap { declaration in
            declarationFinding(declaration, in: file)
        }
        return (additions + declarations).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// `window.addSubview(overlay)` or, after setup, `view.addSubview(overlay)` in a view controller.
    private func additionFinding(_ call: FunctionCallExprSyntax, classes: [String: ClassDeclSyntax],
                                 in file: ParsedSourceFile) -> Finding? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addSubview",
              let base = member.base?.trimmedDescription, let added = call.arguments.first?.expression,
              let addedName = added.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? added.as(MemberAccessExprSyntax.self).map({ UIKitPropertyAssignment.normalized($0.trimmedDescription) }),
              addedName != "self", coversScreen(base: base, call: call) else { return nil }
        let function = call.enclosingFunctionScope.map { Syntax($0) } ?? Syntax(call)
        guard isOverlay(addedName, in: function), !UIKitViewNames.names(addedName, any: UIKitViewNames.transientWords),
              base.lowercased().contains("window") || !Self.replacesContentWithChild(addedName, in: function) else {
            return nil
        }
        switch call.declaredTypeName(of: addedName) {
        case .some(let type) where classes[type] != nil:
            return nil  // judged at its declaration
        case .some(let type) where !type.hasPrefix("UI"):
            return nil  // declared in another file, judged there
        default:
            guard !SettingReaders.scope(of: call, reads: Self.modalProperty) else { return nil }
            let edits = file.edit(insertingLine: "\(addedName).accessibilityViewIsModal = true", beforeStatementOf: call)
            return finding(.notModal, at: file.location(of: call), edits: edits.map { [$0] } ?? [])
        }
    }

    /// A class named as an overlay, or one that adds itself to a window, with content and never modal.
    private func declarationFinding(_ declaration: ClassDeclSyntax, in file: ParsedSourceFile) -> Finding? {
        guard !UIKitViewNames.isViewController(declaration), !declaration.inheritedNames.isEmpty else { return nil }
        let name = declaration.name.text
        let addsItselfToWindow = declaration.descendants(FunctionCallExprSyntax.self).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "addSubview", call.arguments.first?.expression.trimmedDescription == "self",
                  let base = member.base?.trimmedDescription else { return false }
            return base.lowercased().contains("window")
        }
        guard UIKitViewNames.isOverlay(name) || (addsItselfToWindow && !UIKitViewNames.names(name, any: UIKitViewNames.transientWords)),
              declaration.memberBlock.containsToken(["addSubview", "addArrangedSubview"]), !Self.passesTouchesThrough(declaration),
              !SettingReaders.scope(of: declaration.memberBlock, reads: Self.modalProperty) else { return nil }
        // Named as an overlay but shown by code elsewhere: whether it covers the screen is for a person to check.
        return finding(.notModalClass, at: file.location(of: declaration.name), kind: addsItselfToWindow ? .violation : .needsReview)
            .about(.uikit)
    }

    /// Whether the view lets touches through to what lies under it: its `hitTest(_:with:)` returns
    /// nil (brave's New Tab Page feed overlay, which answers only for its header and pill), or its
    /// `point(inside:with:)` returns false. Such a layer hides nothing behind it; made modal, it
    /// would hide the live content under it from VoiceOver (Apple, `accessibilityViewIsModal`:
    /// VoiceOver "ignores the accessibility elements within views that are siblings of the receiver").
    static func passesTouchesThrough(_ declaration: ClassDeclSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { return false }
            let returned = body.descendants(ReturnStmtSyntax.self).compactMap { $0.expression?.trimmedDescription }
            switch function.name.text {
            case "hitTest": return returned.contains("nil")
            case "point": return returned.contains("false")
            default: return false
            }
        }
    }

    /// Whether a view added to `base` covers the screen: a window, or a view controller's view
    /// (or its navigation or tab bar controller's) outside setup code.
    private func coversScreen(base: String, call: FunctionCallExprSyntax) -> Bool {
        if base.lowercased().contains("window") { return true }
        let controllerViews = ["view", "self.view", "navigationController?.view", "tabBarController?.view",
                               "navigationController!.view", "parent?.view"]
        guard controllerViews.contains(base), let type = call.enclosingTypeScope.as(ClassDeclSyntax.self),
              UIKitViewNames.isViewController(type) else { return false }
        return !(call.enclosingFunctionName.map(UIKitViewNames.isSetup) ?? true)
    }

    /// Whether the view added is shaped as an overlay: named as one, or given the screen's bounds
    /// or a dimming colour in the same function.
    private func isOverlay(_ name: String, in function: Syntax) -> Bool {
        if UIKitViewNames.isOverlay(name) { return true }
        let shaped = function.descendants(SequenceExprSyntax.self).compactMap(UIKitPropertyAssignment.init).contains { assignment in
            guard assignment.receiver == name else { return false }
            let value = assignment.value.trimmedDescription
            return assignment.property == "frame" && value.hasSuffix("bounds")
                || assignment.property == "backgroundColor" && value.contains("withAlphaComponent")
        }
        let madeFullScreen = function.descendants(PatternBindingSyntax.self).contains { binding in
            binding.pattern.trimmedDescription == name
                && binding.initializer?.value.as(FunctionCallExprSyntax.self)?.argument("frame")?.trimmedDescription.hasSuffix("bounds") == true
        }
        return shaped || madeFullScreen
    }

    /// Whether `name` is the view of a view controller the same function makes a child in place
    /// of what the screen showed (`addChild(preview)` with `view.addSubview(preview.view)`, after
    /// `removeFromSuperview()` of the content it replaces, or hiding it, `imageView.isHidden =
    /// true`: Nextcloud Talk's video player in place of the still image): the child's view is then
    /// the screen's own content, not a layer over it (Apple, "Creating a custom container view
    /// controller"). A child laid over content left in place (xDrip's landscape chart over the
    /// portrait screen) is an overlay, and so is one named as an overlay.
    static func replacesContentWithChild(_ name: String, in function: Syntax) -> Bool {
        let unwrapped = { (text: String) in text.filter { $0 != "!" && $0 != "?" } }
        let removes = function.descendants(FunctionCallExprSyntax.self).contains {
            $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "removeFromSuperview"
        }
        let hides = function.descendants(SequenceExprSyntax.self).contains { sequence in
            guard let assignment = sequence.plainAssignment, assignment.value.booleanLiteralValue == true,
                  let target = assignment.target.as(MemberAccessExprSyntax.self), target.declName.baseName.text == "isHidden" else {
                return false
            }
            return target.base.map { unwrapped($0.trimmedDescription) } != unwrapped(name)
        }
        guard name.hasSuffix(".view"), !UIKitViewNames.isOverlay(name), removes || hides else { return false }
        let controller = unwrapped(String(name.dropLast(".view".count)))
        return function.descendants(FunctionCallExprSyntax.self).contains { call in
            call.calledExpression.calledName == "addChild"
                && call.arguments.first.map { unwrapped(UIKitPropertyAssignment.normalized($0.expression.trimmedDescription)) } == controller
        }
    }
}

extension OverlayWithoutViewIsModalRule: ClassSettlingSourceRule {
    /// An overlay class whose superclass, declared by the app in another file or above it, makes
    /// it modal (the Swiss COVID certificate app's pop-ups: subclasses of its `PopupView`, which
    /// sets `accessibilityViewIsModal` when it presents itself and posts the screen change). The
    /// subclass inherits the property and the code that sets it. Likewise one whose superclass
    /// this rule reports (brave's pop-ups, subclasses of its `UIKitPopupView`, which adds itself to
    /// the window): the property set there, as that finding asks, makes the subclass modal too.
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        guard let type = UIKitClassSource.all(in: file).first(where: { Self.isAt(finding, $0.declaration.name, in: file) }),
              let superclass = type.superclass else { return false }
        return classes.lineage(of: superclass).contains { ancestor in
            guard case .app(let declared, let declaredFile) = ancestor else { return false }
            return SettingReaders.scope(of: declared.declaration.memberBlock, reads: Self.modalProperty)
                || declarationFinding(declared.declaration, in: declaredFile) != nil
        }
    }
}

extension RuleMessage {
    fileprivate static let notModal = RuleMessage(
        id: "overlay-without-view-is-modal",
        text: """
            This view is laid over the screen but is not modal: VoiceOver swipes out of it into \
            the content hidden behind, and a blind person loses track of where they are.
            """,
        fix: """
            Set `accessibilityViewIsModal = true` on the overlay before adding it, and post \
            `UIAccessibility.post(notification: .screenChanged, argument: nil)` once it is shown.
            """)

    fileprivate static let notModalClass = RuleMessage(
        id: "overlay-without-view-is-modal.class",
        text: """
            This overlay never sets `accessibilityViewIsModal`: VoiceOver swipes out of it into \
            the content hidden behind, and a blind person loses track of where they are.
            """,
        fix: """
            Set `accessibilityViewIsModal = true` in the initialiser (or override the property to \
            return true), and post `.screenChanged` when the overlay is shown.
            """)
}
