@testable import Audit
import Foundation
import SwiftSyntaxSupport
import TestSupport
import Testing

/// `sheet-without-escape`: shapes of real apps' sheets and overlays (PanModal sheets, custom
/// presentations, dimmed backgrounds tapped to close) beyond the rule's examples, and the
/// settlement by classes of other files.
@Suite struct SheetWithoutEscapeTests {
    private let rule = SheetWithoutEscapeRule(configuration: RuleConfiguration())

    private func findings(_ source: String) -> [Finding] {
        rule.check(ParsedSourceFile(path: "V.swift", text: source))
    }

    private func lines(_ source: String) -> [Int] {
        findings(source).map(\.location.line)
    }

    /// Session's `Modal`: a dimmed background tapped or swiped to close, which asks the presenting
    /// controller to dismiss; no presentation style in the class (its subclasses set it).
    @Test func aDimmedBackgroundThatAsksThePresenterToDismissIsReported() {
        let source = """
            open class Modal: UIViewController {
                public override func viewDidLoad() {
                    super.viewDidLoad()
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(close))
                    dimmingView.addGestureRecognizer(swipe)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                    dimmingView.addGestureRecognizer(tap)
                }

                @objc public final func close() {
                    presentingViewController?.dismiss(animated: true)
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [13])
        #expect(found.first?.relatedLocations.map(\.location.line) == [7])
        #expect(found.first?.message.hasPrefix("`Modal` lies over the screen") == true)
    }

    /// KeePassium's QR code: a tap on the controller's own view closes a popover (the style is set
    /// where it is presented), which UIKit closes on escape itself.
    @Test func aTapOnItsOwnViewIsNoBackgroundUnlessShownOver() {
        let popover = """
            final class QRCodeVC: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(onTap)))
                }

                @objc private func onTap(_ gesture: UIGestureRecognizer) {
                    dismiss(animated: true)
                }
            }
            """
        #expect(lines(popover) == [])
        let over = popover.replacingOccurrences(of: "super.init(nibName: nil, bundle: nil)\n",
                                                with: "super.init(nibName: nil, bundle: nil)\n        modalPresentationStyle = .overFullScreen\n")
        #expect(lines(over) == [11])
    }

    /// A pan that dismisses a controller UIKit presents as a sheet is not reported: UIKit swipes
    /// it away and answers the escape gesture; shown over the screen, it is.
    @Test func aPanClosesOnlyAControllerShownOverTheScreen() {
        let sheet = """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged)))
                }

                @objc private func dragged() {
                    dismiss(animated: true)
                }
            }
            """
        #expect(lines(sheet) == [])
        let over = sheet.replacingOccurrences(of: "super.viewDidLoad()\n",
                                              with: "super.viewDidLoad()\n        modalPresentationStyle = .overFullScreen\n")
        #expect(lines(over) == [11])
        let formSheet = over.replacingOccurrences(of: ".overFullScreen", with: ".formSheet")
        #expect(lines(formSheet) == [])
    }

    /// A double tap zooms; a tap whose action dismisses something else (`presentedViewController`)
    /// does not close this controller.
    @Test func aDoubleTapOrADismissalOfAnotherControllerIsNotReported() {
        let source = """
            final class GalleryViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let zoom = UITapGestureRecognizer(target: self, action: #selector(zoom))
                    zoom.numberOfTapsRequired = 2
                    imageView.addGestureRecognizer(zoom)
                    backgroundView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeMenu)))
                }

                @objc private func zoom() { dismiss(animated: true) }
                @objc private func closeMenu() { presentedViewController?.dismiss(animated: true) }
            }
            """
        #expect(lines(source) == [])
    }

    /// Session's emoji sheet closes itself on a touch outside its content, through a method of its own.
    @Test func aTouchOutsideThatClosesItIsReported() {
        let source = """
            final class EmojiPickerSheet: UIViewController {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    guard let touch = touches.first, contentView.frame.contains(touch.location(in: view)) else {
                        close()
                        return
                    }
                    super.touchesBegan(touches, with: event)
                }

                @objc func close() {
                    dismiss(animated: true, completion: dismissHandler)
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [13])
        #expect(found.first?.relatedLocations.map(\.location.line) == [2])
        #expect(lines(source.replacingOccurrences(of: "dismiss(animated: true, completion: dismissHandler)", with: "delegate?.close()")) == [])
    }

    /// A helper that presents any controller as a card (ownCloud's `present(asCard:)`): the class
    /// is not known, so the presentation is asked about.
    @Test func aPresentationOfAnyControllerIsAskedAbout() {
        let source = """
            extension UIViewController {
                public func present(asCard viewController: UIViewController, animated: Bool) {
                    viewController.transitioningDelegate = CardTransitionDelegate()
                    viewController.modalPresentationStyle = .custom
                    present(viewController, animated: animated)
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [4])
        #expect(found.first?.kind == .needsReview)
        #expect(found.first?.message.hasPrefix("This shows a controller with a presentation of its own") == true)
    }

    /// Brave's back-and-forward list: closed by a tap on its whole view, shown over the screen by
    /// its presenter in the same file (a tap on `view` alone would be a popover's).
    @Test func aClassAPresenterShowsOverTheScreenIsJudgedWithIt() {
        let list = """
            final class BackForwardListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                }

                @objc func handleTap() {
                    dismiss(animated: true, completion: nil)
                }
            }
            """
        #expect(lines(list) == [])
        let presenter = """

            final class BrowserViewController: UIViewController {
                func showBackForwardList() {
                    let backForwardViewController = BackForwardListViewController()
                    backForwardViewController.modalPresentationStyle = .overCurrentContext
                    present(backForwardViewController, animated: true)
                }
            }
            """
        let found = findings(list + presenter)
        #expect(found.map(\.location.line) == [10])
        #expect(found.first?.relatedLocations.map(\.location.line) == [14, 4])
    }

    /// A class shown both ways is reported once, at its end, with both places.
    @Test func aClassMadeASheetTwiceIsReportedOnce() {
        let source = """
            final class CardViewController: UIViewController, PanModalPresentable {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationStyle = .custom
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [6])
        #expect(found.first?.relatedLocations.map(\.location.line) == [1, 4])
    }

    /// A presenter showing a class of the same file with a custom presentation: reported at the
    /// class, with the presentation as a related place; the class's escape override answers it.
    @Test func aPresentationOfAClassOfTheFileIsReportedAtTheClass() {
        let source = """
            final class InfoSheet: UIViewController {
                var note: String = ""
            }

            final class NoteViewController: UIViewController {
                func showInfo() {
                    let sheet = InfoSheet()
                    sheet.modalPresentationStyle = .custom
                    present(sheet, animated: true)
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [3])
        #expect(found.first?.kind == .violation)
        #expect(found.first?.relatedLocations.map(\.location.line) == [8])
        let answered = source.replacingOccurrences(of: "var note: String = \"\"",
                                                   with: "override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }")
        #expect(lines(answered) == [])
    }

    /// The style a nested class gives itself is its own, not its outer class's.
    @Test func aNestedClassIsItsOwnOwner() {
        let source = """
            final class Coordinator: NSObject {
                final class Card: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        modalPresentationStyle = .custom
                    }
                }
            }
            """
        let found = findings(source)
        #expect(found.map(\.location.line) == [7])
        #expect(found.first?.message.hasPrefix("`Card`") == true)
    }

    /// The fix-it keeps the file's indentation (tabs here) and goes after the last member.
    @Test func theOverrideFollowsTheFilesIndentation() {
        let source = "final class Sheet: UIViewController {\n\tfunc setUp() {\n\t\tmodalPresentationStyle = .custom\n\t}\n}\n"
        let found = findings(source)
        let edited = ExampleRunner.applying(found.flatMap(\.edits), to: source)
        #expect(edited == """
            final class Sheet: UIViewController {
            \tfunc setUp() {
            \t\tmodalPresentationStyle = .custom
            \t}

            \toverride func accessibilityPerformEscape() -> Bool {
            \t\tdismiss(animated: true)
            \t\treturn true
            \t}
            }

            """)
    }

    // MARK: - Settled by the app's other files

    static func audit(_ folder: TemporaryFolder) throws -> [String] {
        let runner = AuditRunner(rules: [SheetWithoutEscapeRule.self])
        return try runner.run(paths: [folder.path]).findings
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.kind)" }
    }

    static let presenter = """
        import UIKit

        final class StorePickerViewController: UIViewController {
            func displayError() {
                let viewController = StoreErrorController.make()
                viewController.modalPresentationStyle = .custom
                present(viewController, animated: true)
            }
        }
        """

    /// Asked about while the app's class does not answer; settled once it does; and a class of a
    /// package (not declared by the app: WordPressUI's alert, which answers) is taken to answer.
    @Test func aPresentedClassOfAnotherFileThatAnswersSettlesThePresentation() throws {
        let folder = try TemporaryFolder()
        try folder.write("StorePickerViewController.swift", Self.presenter)
        #expect(try Self.audit(folder) == [])
        try folder.write("StoreErrorController.swift", """
            import UIKit

            final class StoreErrorController: UIViewController {
                static func make() -> StoreErrorController { StoreErrorController() }
            }
            """)
        #expect(try Self.audit(folder) == ["StorePickerViewController.swift:6 needsReview"])
        try folder.write("StoreErrorController.swift", """
            import UIKit

            final class StoreErrorController: UIViewController {
                static func make() -> StoreErrorController { StoreErrorController() }
                override func accessibilityPerformEscape() -> Bool {
                    dismiss(animated: true)
                    return true
                }
            }
            """)
        #expect(try Self.audit(folder) == [])
    }

    /// The presented class, reported in its own file, is reported once: there.
    @Test func aPresentedClassReportedInItsOwnFileIsNotReportedAgainAtThePresentation() throws {
        let folder = try TemporaryFolder()
        try folder.write("StorePickerViewController.swift", Self.presenter)
        try folder.write("StoreErrorController.swift", """
            import UIKit

            final class StoreErrorController: UIViewController, PanModalPresentable {
                static func make() -> StoreErrorController { StoreErrorController() }
            }
            """)
        #expect(try Self.audit(folder) == ["StoreErrorController.swift:5 violation"])
    }

    /// Shown over the screen by a presenter of another file: reported at the presentation where the
    /// class closes itself by a gesture and does not answer; not where it answers, has no such
    /// gesture, or is not the app's.
    @Test func aClassShownOverTheScreenFromAnotherFileIsReportedAtThePresentation() throws {
        let folder = try TemporaryFolder()
        try folder.write("MapView.swift", """
            import UIKit

            final class MapViewController: UIViewController {
                func editTurnRestrictions() {
                    let controller = TurnRestrictController()
                    controller.modalPresentationStyle = .overCurrentContext
                    present(controller, animated: true)
                }
            }
            """)
        #expect(try Self.audit(folder) == [])
        let restrictions = """
            import UIKit

            final class TurnRestrictController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                }
                @objc func close() {
                    dismiss(animated: true)
                }
                ANSWER
            }
            """
        try folder.write("TurnRestrictController.swift", restrictions.replacingOccurrences(of: "ANSWER", with: ""))
        #expect(try Self.audit(folder) == ["MapView.swift:6 violation"])
        try folder.write("TurnRestrictController.swift", restrictions.replacingOccurrences(
            of: "ANSWER", with: "override func accessibilityPerformEscape() -> Bool { dismiss(animated: true); return true }"))
        #expect(try Self.audit(folder) == [])
        try folder.write("TurnRestrictController.swift", restrictions.replacingOccurrences(of: "dismiss(animated: true)", with: "updateSelection()")
            .replacingOccurrences(of: "ANSWER", with: ""))
        #expect(try Self.audit(folder) == [])
        // Closed by a touch outside its content, it is a sheet of its own wherever it is shown: reported there, once.
        try folder.write("TurnRestrictController.swift", """
            import UIKit

            final class TurnRestrictController: UIViewController {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    dismiss(animated: true)
                }
            }
            """)
        #expect(try Self.audit(folder) == ["TurnRestrictController.swift:7 violation"])
    }

    /// A subclass inherits its superclass's override; a subclass of a reported superclass is
    /// served by the override that finding asks for.
    @Test func aSuperclassOfAnotherFileSettlesItsSubclass() throws {
        let folder = try TemporaryFolder()
        try folder.write("ReportSheet.swift", """
            import UIKit

            final class ReportSheet: BottomSheet {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationStyle = .custom
                }
            }
            """)
        #expect(try Self.audit(folder) == ["ReportSheet.swift:8 violation"])
        try folder.write("BottomSheet.swift", """
            import UIKit

            class BottomSheet: UIViewController {
                override func accessibilityPerformEscape() -> Bool {
                    dismiss(animated: true)
                    return true
                }
            }
            """)
        #expect(try Self.audit(folder) == [])
        try folder.write("BottomSheet.swift", """
            import UIKit

            class BottomSheet: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationStyle = .custom
                }
            }
            """)
        #expect(try Self.audit(folder) == ["BottomSheet.swift:8 violation"])
    }

    /// A conformance written in an extension in another file than the class: reported at the
    /// extension, settled by the class's override in its own file.
    @Test func aConformanceInAnExtensionIsSettledByTheClassInItsFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Menu+PanModal.swift", """
            import UIKit

            extension MenuViewController: PanModalPresentable {
                var panScrollable: UIScrollView? { nil }
            }
            """)
        try folder.write("MenuViewController.swift", """
            import UIKit

            final class MenuViewController: UINavigationController {
                var items: [String] = []
            }
            """)
        #expect(try Self.audit(folder) == ["Menu+PanModal.swift:5 violation"])
        try folder.write("MenuViewController.swift", """
            import UIKit

            final class MenuViewController: UINavigationController {
                override func accessibilityPerformEscape() -> Bool {
                    dismiss(animated: true)
                    return true
                }
            }
            """)
        #expect(try Self.audit(folder) == [])
    }
}
