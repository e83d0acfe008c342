import SwiftSyntax
import SwiftSyntaxSupport

/// A view controller shown as a sheet or an overlay of the app's own, closed by a drag or a tap
/// outside it, that does not answer the escape gesture (`SheetPresentation`).
///
/// VoiceOver's escape (a two-finger scrub) calls `accessibilityPerformEscape()` on the focused
/// element and then on its containers, up to the view controller; it returns false unless
/// implemented (Apple, `accessibilityPerformEscape()`: "implement this method on an element or
/// containing view that can be revealed modally"). UIKit answers it for what it presents itself
/// (popovers, as Apple's page says; navigation controllers and sheets that can be swiped away, as
/// observed), not for a presentation of the app's own: there the gesture does nothing, and where the sheet closes only by dragging it down or
/// tapping the dimmed screen around it, a VoiceOver user cannot close it at all. Reported at the end
/// of the class, where the override goes; a presenter showing a controller of a class declared
/// elsewhere so is reported at the presentation, to review (the class may answer), and dropped
/// once the app's classes show that it does, or that it is a package's (`ClassSettlingSourceRule`).
public struct SheetWithoutEscapeRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a presentation style, PanModal's protocol, a gesture recognizer or a
    /// touch handled.
    public static let triggers: SourceTriggers? = SourceTriggers(words: [SheetPresentation.styleProperty,
                                                                          SheetPresentation.panModalProtocol,
                                                                          "addGestureRecognizer", "touchesBegan", "touchesEnded"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "sheet-without-escape",
        title: "Sheet of the app's own cannot be closed with the escape gesture",
        rationale: """
            VoiceOver users close any sheet, popover or alert with the escape gesture (a two-finger \
            scrub), and keyboard users with Escape. UIKit does this for what it presents; a sheet \
            or overlay the app presents its own way answers only if its controller implements \
            `accessibilityPerformEscape()`. Without it the gesture does nothing, and a sheet that \
            closes only when dragged down or when the dimmed screen around it is tapped traps a \
            blind person, who cannot see where to tap.
            """,
        wcag: [.keyboard, .noKeyboardTrap],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("""
                final class MenuViewController: UINavigationController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationBar.isTranslucent = false
                    }
                ↓}

                extension MenuViewController: PanModalPresentable {
                    var panScrollable: UIScrollView? { nil }
                }
                """),
            .swift("""
                final class NoteInformationViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configureViews()
                    }
                ↓}

                private extension NoteInformationViewController {
                    func setupPresentation() {
                        transitioningDelegate = transitioningManager
                        modalPresentationStyle = .custom
                    }
                }
                """),
            .swift("""
                final class AlertPopup: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        modalPresentationStyle = .overFullScreen
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let tapGesture = UITapGestureRecognizer(target: self, action: #selector(dismissOnBackgroundTap))
                        dismissTapView.addGestureRecognizer(tapGesture)
                    }

                    @objc private func dismissOnBackgroundTap() {
                        dismiss(animated: true)
                    }
                ↓}
                """),
            .swift("""
                final class StorePickerViewController: UIViewController {
                    func displayUnknownErrorModal() {
                        let viewController = StorePickerErrorHostingController.createWithActions(presenting: self)
                        ↓viewController.modalPresentationStyle = .custom
                        viewController.transitioningDelegate = self
                        present(viewController, animated: true)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class MenuViewController: UINavigationController, PanModalPresentable {
                    var panScrollable: UIScrollView? { nil }

                    override func accessibilityPerformEscape() -> Bool {
                        dismiss(animated: true)
                        return true
                    }
                }
                """),
            // The background that closes it is a button VoiceOver reaches.
            .swift("""
                final class PopoverController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        modalPresentationStyle = .overCurrentContext
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let backgroundTap = UITapGestureRecognizer(target: self, action: #selector(tappedBackground))
                        backgroundOverlayView.accessibilityLabel = Strings.close
                        backgroundOverlayView.accessibilityTraits = [.button]
                        backgroundOverlayView.addGestureRecognizer(backgroundTap)
                    }

                    @objc private func tappedBackground() {
                        dismiss(animated: true)
                    }
                }
                """),
            // A spinner over the screen closes when its work ends, not by a person.
            .swift("""
                final class SpinnerViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        modalPresentationStyle = .overFullScreen
                    }
                }
                """),
            // UIKit's own sheet answers the escape gesture.
            .swift("""
                final class SettingsViewController: UIViewController {
                    func showAbout() {
                        let about = AboutViewController()
                        about.modalPresentationStyle = .formSheet
                        present(about, animated: true)
                    }
                }
                """),
            // A sheet nobody can drag or tap away, closed by its own buttons.
            .swift("""
                final class ConsentViewController: UIViewController, PanModalPresentable {
                    var panScrollable: UIScrollView? { nil }
                    var allowsDragToDismiss: Bool { false }
                    var allowsTapToDismiss: Bool { false }
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class NoteInformationViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            modalPresentationStyle = .custom
                        }
                    ↓}
                    """,
                after: """
                    final class NoteInformationViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            modalPresentationStyle = .custom
                        }

                        override func accessibilityPerformEscape() -> Bool {
                            dismiss(animated: true)
                            return true
                        }
                    }
                    """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let declared = UIKitClassSource.all(in: file)
        let presentations = SheetPresentation.all(in: file, classes: declared)
        guard !presentations.isEmpty else { return [] }
        let classes = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var byClass: [String: [SheetPresentation]] = [:]
        var elsewhere: [SheetPresentation] = []
        for presentation in presentations {
            if let name = presentation.className, presentation.isOwn || classes[name] != nil {
                byClass[name, default: []].append(presentation)
            } else {
                elsewhere.append(presentation)
            }
        }
        let own = byClass.compactMap { name, shown in classFinding(name, shown, classes[name], in: file) }
        let presented = elsewhere.map { presentation in
            // Shown over the screen: reported only where the class, read across the app's files,
            // closes itself by a gesture (`isSettled`); a custom presentation is asked about.
            presentation.way == .shownOver
                ? finding(.shownOverWithoutEscape(presentation.className ?? ""), at: file.location(of: presentation.place)).about(.uikit)
                : finding(.presentedWithoutEscape(presentation.className), at: file.location(of: presentation.place), kind: .needsReview)
                    .about(.uikit)
        }
        return (own + presented).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The finding about a class of the file shown in `shown` ways, at the end of its declaration
    /// (or of its extension, where the file declares no class of the name); nil where the class or
    /// its extensions in the file answer the escape gesture, or it cannot be dragged or tapped away.
    private func classFinding(_ name: String, _ shown: [SheetPresentation], _ type: UIKitClassSource?,
                              in file: ParsedSourceFile) -> Finding? {
        let parts: [Syntax] = type?.parts
            ?? file.nodes(ExtensionDeclSyntax.self).filter { $0.extendedType.trimmedDescription == name }.map(Syntax.init)
        // Shown over the screen alone is no sheet of its own: its gesture (read with it) makes it one.
        guard let first = shown.first(where: { $0.way != .shownOver }),
              let body = Self.memberBlock(of: type.map { Syntax($0.declaration) } ?? parts.first),
              !parts.contains(where: { $0.containsToken(SheetPresentation.escapeNames) }),
              !(shown.allSatisfy { $0.way == .panModal } && parts.contains(where: Self.closesOnlyByItsButtons)) else { return nil }
        var result = finding(.withoutEscape(name, first.way), at: file.location(of: body.rightBrace),
                             edits: [Self.escapeOverride(after: body, in: file)])
        result.relatedLocations = shown.map { RelatedLocation(file.location(of: $0.place), message: $0.placeMessage) }
        return result.about(.uikit)
    }

    private static func memberBlock(of declaration: Syntax?) -> MemberBlockSyntax? {
        declaration?.as(ClassDeclSyntax.self)?.memberBlock ?? declaration?.as(ExtensionDeclSyntax.self)?.memberBlock
    }

    /// Whether a pan-modal sheet turns off both its drag and its tap outside
    /// (`allowsDragToDismiss` and `allowsTapToDismiss` false): it closes by its own controls.
    private static func closesOnlyByItsButtons(_ part: Syntax) -> Bool {
        ["allowsDragToDismiss", "allowsTapToDismiss"].allSatisfy { property in
            part.descendants(VariableDeclSyntax.self).contains { variable in
                guard let binding = variable.bindings.first, binding.pattern.trimmedDescription == property else { return false }
                let value = binding.accessorBlock.map(Syntax.init) ?? binding.initializer.map(Syntax.init)
                return value?.containsToken(["false"]) == true && value?.containsToken(["true"]) == false
            }
        }
    }

    /// `override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }`,
    /// inserted after the last member of `body`, at its members' indentation.
    private static func escapeOverride(after body: MemberBlockSyntax, in file: ParsedSourceFile) -> TextEdit {
        let braceIndent = body.rightBrace.leadingIndentation
        let memberIndent = body.members.first?.leadingIndentation ?? braceIndent + "    "
        let unit = memberIndent.hasPrefix(braceIndent) && memberIndent.count > braceIndent.count
            ? String(memberIndent.dropFirst(braceIndent.count)) : "    "
        let method = [
            "override func accessibilityPerformEscape() -> Bool {",
            unit + "dismiss(animated: true)",
            unit + "return true",
            "}",
        ].map { memberIndent + $0 }.joined(separator: "\n")
        guard let last = body.members.last else { return file.edit(inserting: "\n" + method, after: body.leftBrace) }
        return file.edit(inserting: "\n\n" + method, after: last)
    }
}

extension SheetWithoutEscapeRule: ClassSettlingSourceRule {
    /// A class reported here whose superclass, declared by the app, answers the escape gesture
    /// (it inherits the override) or is reported itself (the override there serves it); a
    /// controller presented so whose class, declared by the app elsewhere, answers it or is
    /// reported in its own file, or is a package's.
    func isSettled(_ finding: Finding, in file: ParsedSourceFile, by classes: AppClasses) -> Bool {
        let declared = UIKitClassSource.all(in: file)
        let presentations = SheetPresentation.all(in: file, classes: declared)
        if let elsewhere = presentations.first(where: { Self.isAt(finding, $0.place, in: file) }) {
            guard let name = elsewhere.className else { return false }
            let lineage = classes.lineage(of: name)
            if elsewhere.way == .shownOver {
                // Reported only where the app's class closes itself by a gesture and does not answer.
                guard case .app(let type, let declaredFile)? = lineage.first,
                      SheetPresentation.dismissingRecognizer(of: type, in: declaredFile, shownOver: true) != nil else { return true }
                return Self.answersOrIsReported(lineage, by: self)
            }
            // A class of a package, which the audit does not read, is taken to answer for its own
            // presentation (WordPressUI's `FancyAlertViewController`, which WooCommerce shows so,
            // dismisses itself on escape); UIKit's own classes (`UINavigationController`) do not.
            if case .other(let other)? = lineage.first, !other.hasPrefix("UI") { return true }
            return Self.answersOrIsReported(lineage, by: self)
        }
        if let type = declared.first(where: { Self.isAt(finding, $0.declaration.memberBlock.rightBrace, in: file) }) {
            return type.superclass.map { Self.answersOrIsReported(classes.lineage(of: $0), by: self) } ?? false
        }
        // Reported at an extension: the class and its superclasses, declared by the app elsewhere.
        guard let owner = file.nodes(ExtensionDeclSyntax.self).first(where: { Self.isAt(finding, $0.memberBlock.rightBrace, in: file) })
        else { return false }
        return Self.answersOrIsReported(classes.lineage(of: owner.extendedType.trimmedDescription), by: self)
    }

    private static func answersOrIsReported(_ lineage: [AppClasses.Ancestor], by rule: Self) -> Bool {
        lineage.contains { ancestor in
            guard case .app(let declared, let declaredFile) = ancestor else { return false }
            return declared.mentions(SheetPresentation.escapeNames)
                || rule.check(declaredFile).contains { Self.isAt($0, declared.declaration.memberBlock.rightBrace, in: declaredFile) }
        }
    }
}

extension RuleMessage {
    fileprivate static func withoutEscape(_ name: String, _ way: SheetPresentation.Way) -> RuleMessage {
        let shown = switch way {
        case .panModal: "is a pan-modal sheet, closed by dragging it down or tapping outside it,"
        case .custom: "is shown with a presentation of its own (`.custom`), which UIKit's escape handling does not reach,"
        case .dismissedByGesture, .shownOver: "lies over the screen and closes when its background is tapped or it is dragged,"
        }
        return RuleMessage(
            id: "sheet-without-escape",
            text: """
                `\(name)` \(shown) and does not answer the escape gesture: VoiceOver's two-finger \
                scrub and the keyboard's Escape do nothing, so a blind or keyboard user may have no \
                way to close it.
                """,
            fix: """
                Override `accessibilityPerformEscape()` in `\(name)` to dismiss it and return true.
                """)
    }

    fileprivate static func shownOverWithoutEscape(_ name: String) -> RuleMessage {
        RuleMessage(
            id: "sheet-without-escape.shown-over",
            text: """
                This shows `\(name)` over the screen, and `\(name)` closes when its background is \
                tapped or it is dragged, but does not answer the escape gesture: VoiceOver's \
                two-finger scrub and the keyboard's Escape do nothing, so a blind or keyboard user \
                may have no way to close it.
                """,
            fix: """
                Override `accessibilityPerformEscape()` in `\(name)` to dismiss it and return true.
                """)
    }

    fileprivate static func presentedWithoutEscape(_ name: String?) -> RuleMessage {
        let presented = name.map { "a `\($0)`" } ?? "a controller"
        return RuleMessage(
            id: "sheet-without-escape.presented",
            text: """
                This shows \(presented) with a presentation of its own (`.custom`), which UIKit's \
                escape handling does not reach: unless its class answers the escape gesture, \
                VoiceOver's two-finger scrub and the keyboard's Escape do nothing there, and a \
                blind person may have no way to close it.
                """,
            fix: """
                Check that a two-finger scrub closes it; if not, override \
                `accessibilityPerformEscape()` in its class (or in the presentation's container \
                view) to dismiss it and return true.
                """)
    }
}
