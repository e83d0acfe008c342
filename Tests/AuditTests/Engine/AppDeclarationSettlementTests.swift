@testable import Audit
import Foundation
import TestSupport
import Testing

/// UIKit source findings settled by a class the app declares in another file
/// (`ClassSettlingSourceRule`, `AppDeclarationSettlement`).
@Suite struct AppDeclarationSettlementTests {
    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController {
            private let pill = Pill()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(pill)
                pill.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(jump)))
            }

            @objc private func jump() { delegate?.jumpToLatest() }
        }
        """

    static func pill(_ superclass: String, body: String = "") -> String {
        """
        import UIKit

        final class Pill: \(superclass) {
            override init(frame: CGRect) {
                super.init(frame: frame)
                \(body)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    static let popup = """
        import UIKit

        class PopupView: UIView {
            func present(from view: UIView) {
                accessibilityViewIsModal = true
                view.window?.addSubview(self)
                UIAccessibility.post(notification: .screenChanged, argument: self)
            }
        }
        """

    static let actionPopup = """
        import UIKit

        final class ActionPopupView: PopupView {
            private let stack = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stack)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func findings(in folder: TemporaryFolder, cache: TemporaryFolder? = nil) throws -> [String] {
        var runner = AuditRunner(rules: [GestureRecognizerWithoutActionRule.self, OverlayWithoutViewIsModalRule.self])
        runner.cache = cache.map { ResultCache(folder: $0.path, toolIdentity: "test") }
        return try runner.run(paths: [folder.path]).findings
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" }
    }

    @Test(arguments: [
        ("UIButton", ""), ("UIControl", ""), ("RoundButton", ""), ("UIView", "accessibilityTraits = .button"),
        ("UIView", "accessibilityTraits.insert(.link)"), ("UIButton", "accessibilityTraits = [.button, .selected]"),
    ])
    func aTapOnAViewWhoseClassIsAControlOrGivesItselfTheTraitIsSettled(_ superclass: String, _ body: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("FeedViewController.swift", Self.feed)
        try folder.write("Pill.swift", Self.pill(superclass, body: body))
        try folder.write("RoundButton.swift", "import UIKit\nclass RoundButton: UIButton {}\n")
        #expect(try Self.findings(in: folder) == [])
    }

    @Test(arguments: [
        ("UIView", ""), ("UIImageView", ""), ("RoundView", ""), ("UIButton", "accessibilityTraits = .staticText"),
        ("UIView", "badge.accessibilityTraits = .button"),
    ])
    func aTapOnAViewWhoseClassIsNoControlIsReported(_ superclass: String, _ body: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("FeedViewController.swift", Self.feed)
        try folder.write("Pill.swift", Self.pill(superclass, body: body))
        try folder.write("RoundView.swift", "import UIKit\nclass RoundView: UIView {}\n")
        #expect(try Self.findings(in: folder) == ["FeedViewController.swift:9 gesture-recognizer-without-action"])
    }

    /// Two apps audited together, each declaring its own `Pill` (an example's Before and After):
    /// each file sees the class of its own folder.
    @Test func eachFileSeesTheClassDeclaredNearestIt() throws {
        let folder = try TemporaryFolder()
        for (app, superclass) in [("After", "UIButton"), ("Before", "UIView")] {
            try folder.write("\(app)/FeedViewController.swift", Self.feed)
            try folder.write("\(app)/Pill.swift", Self.pill(superclass))
        }
        #expect(try Self.findings(in: folder) == ["FeedViewController.swift:9 gesture-recognizer-without-action"])
        var runner = AuditRunner(rules: [GestureRecognizerWithoutActionRule.self])
        runner.jobs = 1
        let files = try runner.run(paths: [folder.path]).findings.map { String($0.location.file.dropFirst(folder.path.count + 1)) }
        #expect(files == ["Before/FeedViewController.swift"])
    }

    /// A tap on a view of another object (`footer.detailTextButton`) whose class, declared in
    /// another file, declares that view a `UIButton` (Firefox Focus's `ActionFooterView`) is settled;
    /// one it declares a `UIView` is reported.
    @Test(arguments: [("UIButton", []), ("UIView", ["SettingsViewController.swift:8 gesture-recognizer-without-action"])])
    func aTapOnAViewOfAnotherObjectIsReadAsItsClassDeclaresIt(_ viewClass: String, _ expected: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("SettingsViewController.swift", """
            import UIKit

            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let footer = ActionFooterView(frame: .zero)
                    view.addSubview(footer)
                    footer.detailTextButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(learnMore)))
                }

                @objc private func learnMore() { delegate?.learnMore() }
            }
            """)
        try folder.write("ActionFooterView.swift", """
            import UIKit

            final class ActionFooterView: UIView {
                lazy var detailTextButton: \(viewClass) = {
                    let view = \(viewClass)()
                    return view
                }()
            }
            """)
        #expect(try Self.findings(in: folder) == expected)
    }

    @Test func aLongPressIsSettledByCustomActionsNotByTheButtonTrait() throws {
        let folder = try TemporaryFolder()
        try folder.write("FeedViewController.swift", Self.feed.replacingOccurrences(of: "UITapGestureRecognizer", with: "UILongPressGestureRecognizer"))
        try folder.write("Pill.swift", Self.pill("UIView", body: "accessibilityTraits = .button"))
        #expect(try Self.findings(in: folder) == ["FeedViewController.swift:9 gesture-recognizer-without-action"])
        try folder.write("Pill.swift", Self.pill("UIView", body: """
            accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Jump") { _ in true }]
            """))
        #expect(try Self.findings(in: folder) == [])
    }

    @Test func aButtonSubclassAddingARecognizerToItselfIsSettled() throws {
        let folder = try TemporaryFolder()
        try folder.write("SkipButton.swift", """
            import UIKit

            final class SkipButton: BaseButton {
                func setUp() {
                    addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showOptions)))
                }
                @objc private func showOptions() { delegate?.showOptions() }
            }
            """)
        try folder.write("BaseButton.swift", "import UIKit\nclass BaseButton: UIView {}\n")
        #expect(try Self.findings(in: folder) == ["SkipButton.swift:5 gesture-recognizer-without-action"])
        try folder.write("BaseButton.swift", "import UIKit\nclass BaseButton: UIButton {}\n")
        #expect(try Self.findings(in: folder) == [])
    }

    @Test func anOverlayWhoseSuperclassMakesItModalIsSettled() throws {
        let folder = try TemporaryFolder()
        try folder.write("ActionPopupView.swift", Self.actionPopup)
        try folder.write("PopupView.swift", Self.popup)
        #expect(try Self.findings(in: folder) == [])
        // Reported where the superclass adds itself to the window, where the property goes.
        try folder.write("PopupView.swift", Self.popup.replacingOccurrences(of: "accessibilityViewIsModal = true\n", with: ""))
        #expect(try Self.findings(in: folder) == ["PopupView.swift:3 overlay-without-view-is-modal"])
        // A superclass neither modal nor reported leaves the question with the subclass.
        try folder.write("PopupView.swift", "import UIKit\nclass PopupView: UIView {}\n")
        #expect(try Self.findings(in: folder) == ["ActionPopupView.swift:3 overlay-without-view-is-modal"])
    }

    @Test func aScreenChangeWhoseCalleeObjectPostsTheNotificationIsSettled() throws {
        let folder = try TemporaryFolder()
        try folder.write("Coordinator.swift", """
            import UIKit

            final class Coordinator {
                private var progressOverlay: ProgressOverlay?

                @objc func hideProgressView() {
                    progressOverlay?.dismiss(animated: true) { [weak self] _ in
                        self?.progressOverlay?.removeFromSuperview()
                    }
                }
            }
            """)
        let overlay = """
            import UIKit

            final class ProgressOverlay: UIView {
                func dismiss(animated: Bool, completion: @escaping (Bool) -> Void) {
                    UIView.animate(withDuration: 0.3, animations: { self.alpha = 0 }, completion: completion)
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                }
            }
            """
        try folder.write("ProgressOverlay.swift", overlay)
        var runner = AuditRunner(rules: [ScreenChangeWithoutNotificationRule.self])
        #expect(try runner.run(paths: [folder.path]).findings.isEmpty)
        try folder.write("ProgressOverlay.swift", overlay.replacingOccurrences(of: "UIAccessibility.post", with: "// UIAccessibility.post"))
        runner = AuditRunner(rules: [ScreenChangeWithoutNotificationRule.self])
        #expect(try runner.run(paths: [folder.path]).findings.map(\.location.line) == [8])
    }

    /// The overlay is a property of the class, used in an extension of it in another file.
    @Test func theCalleeObjectIsAPropertyDeclaredOutsideTheExtensionUsingIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Router.swift", "import UIKit\nfinal class Router {\n    var progressOverlay: ProgressOverlay?\n}\n")
        try folder.write("Router+Progress.swift", """
            import UIKit

            extension Router {
                @objc func hideProgressView() {
                    progressOverlay?.dismiss(animated: true) { [weak self] _ in
                        self?.progressOverlay?.removeFromSuperview()
                    }
                }
            }
            """)
        try folder.write("ProgressOverlay.swift", """
            import UIKit

            final class ProgressOverlay: UIView {
                func dismiss(animated: Bool, completion: @escaping (Bool) -> Void) {
                    UIAccessibility.post(notification: .screenChanged, argument: nil)
                }
            }
            """)
        #expect(try AuditRunner(rules: [ScreenChangeWithoutNotificationRule.self]).run(paths: [folder.path]).findings.isEmpty)
    }

    @Test func aChangeToTheOtherFileCountsOnTheNextRunWithTheCache() throws {
        let folder = try TemporaryFolder()
        let cache = try TemporaryFolder()
        try folder.write("FeedViewController.swift", Self.feed)
        try folder.write("Pill.swift", Self.pill("UIButton"))
        #expect(try Self.findings(in: folder, cache: cache) == [])
        try folder.write("Pill.swift", Self.pill("UIView"))
        #expect(try Self.findings(in: folder, cache: cache) == ["FeedViewController.swift:9 gesture-recognizer-without-action"])
        try folder.write("Pill.swift", Self.pill("UIButton"))
        #expect(try Self.findings(in: folder, cache: cache) == [])
    }

    /// A swipe cell whose custom actions an extension of its class in another file gives.
    @Test func customActionsGivenByAnExtensionInAnotherFileOfferTheSwipe() throws {
        let folder = try TemporaryFolder()
        try folder.write("SwipeTableViewCell.swift", """
            import UIKit

            open class SwipeTableViewCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan)))
                }
                required public init?(coder: NSCoder) { fatalError() }
                @objc func handlePan(gesture: UIPanGestureRecognizer) { move(by: gesture) }
            }
            """)
        let findings = { try AuditRunner(rules: [SwipeActionsWithoutCustomActionsRule.self]).run(paths: [folder.path]).findings.map(\.ruleID) }
        #expect(try findings() == ["swipe-actions-without-custom-actions"])
        try folder.write("SwipeTableViewCell+Accessibility.swift", """
            import UIKit

            extension SwipeTableViewCell {
                open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
                    get { [UIAccessibilityCustomAction(name: "Delete", target: self, selector: #selector(delete))] }
                    set { super.accessibilityCustomActions = newValue }
                }
                @objc private func delete() { delegate?.delete() }
            }
            """)
        #expect(try findings() == [])
    }
}
