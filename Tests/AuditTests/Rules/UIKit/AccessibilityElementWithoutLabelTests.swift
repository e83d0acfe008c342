@testable import Audit
import Foundation
import TestSupport
import Testing

/// `accessibility-element-without-label` settled by the element's class in another file: one
/// that reads its own text (a `UITextField` subclass), or whose code gives it a label (an
/// overlay's `showError(_:)`, which the controller calls when the screen appears).
@Suite struct AccessibilityElementWithoutLabelTests {
    static func audit(_ folder: TemporaryFolder) throws -> [String] {
        try AuditRunner(rules: [AccessibilityElementWithoutLabelRule.self]).run(paths: [folder.path]).findings
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
    }

    static let controller = """
        import UIKit

        final class ScannerViewController: UIViewController {
            private var overlay: ScanOverlayView?
            private lazy var nameField: NameField = {
                let field = NameField()
                field.isAccessibilityElement = true
                return field
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                overlay = ScanOverlayView()
                overlay?.isAccessibilityElement = true
                view.addSubview(overlay!)
                view.addSubview(nameField)
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                overlay?.showError(nil)
            }
        }
        """

    @Test func anElementsClassInAnotherFileSettlesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("ScannerViewController.swift", Self.controller)
        try folder.write("Views.swift", """
            import UIKit

            final class ScanOverlayView: UIView {}
            final class NameField: UIView {}
            """)
        #expect(try Self.audit(folder) == ["ScannerViewController.swift:7", "ScannerViewController.swift:14"])
        try folder.write("Views.swift", """
            import UIKit

            final class ScanOverlayView: UIView {
                func showError(_ message: String?) {
                    accessibilityLabel = message ?? "Scan QR code"
                }
            }
            class BorderedField: UITextField {}
            final class NameField: BorderedField {}
            """)
        #expect(try Self.audit(folder) == [])
    }

    /// The label given in an extension of a type nested in the element's class, in a file of its
    /// own (mastodon's `ProfileCardView.ViewModel.bind(view:)`, labelling the card in a binding).
    @Test(arguments: [("view.accessibilityLabel = name", true), ("view.nameLabel.text = name", false)])
    func aLabelGivenInAnExtensionInAnotherFileSettlesIt(_ binding: String, _ settled: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("ScannerViewController.swift", Self.controller)
        try folder.write("Views.swift", """
            import UIKit

            final class ScanOverlayView: UIView {
                let nameLabel = UILabel()
                final class ViewModel {}
            }
            final class NameField: UITextField {}
            """)
        try folder.write("ScanOverlayView+ViewModel.swift", """
            import UIKit

            extension ScanOverlayView.ViewModel {
                func bind(view: ScanOverlayView, name: String) {
                    \(binding)
                }
            }
            """)
        #expect(try Self.audit(folder) == (settled ? [] : ["ScannerViewController.swift:14"]))
    }

    /// A view made an element in an extension of its class, whose label the class sets in a
    /// property's observer (metatext's `CardView`: `viewModel`'s `didSet` sets `accessibilityLabel`).
    @Test(arguments: [("self.accessibilityLabel = viewModel", true), ("titleLabel.text = viewModel", false)])
    func aLabelSetWhereTheClassIsDeclaredSettlesItsExtension(_ observer: String, _ settled: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("CardView.swift", """
            import UIKit

            final class CardView: UIView {
                let titleLabel = UILabel()
                var viewModel: String? {
                    didSet { \(observer) }
                }
            }

            private extension CardView {
                func setupAccessibility() {
                    isAccessibilityElement = true
                }
            }
            """)
        #expect(try Self.audit(folder) == (settled ? [] : ["CardView.swift:12"]))
    }

    /// A view made an element where its class is declared, whose label an extension of the class
    /// sets (Bark's `MessageItemView`: `setMessage(message:)`, called from `message`'s `didSet`).
    @Test(arguments: [("self.accessibilityLabel = message", true), ("titleLabel.text = message", false)])
    func aLabelSetInAnExtensionOfTheClassSettlesIt(_ setter: String, _ settled: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("MessageView.swift", """
            import UIKit

            final class MessageView: UIView {
                let titleLabel = UILabel()
                var message: String? {
                    didSet { if let message { show(message) } }
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                }
            }

            extension MessageView {
                func show(_ message: String) {
                    \(setter)
                }
            }
            """)
        #expect(try Self.audit(folder) == (settled ? [] : ["MessageView.swift:11"]))
    }
}
