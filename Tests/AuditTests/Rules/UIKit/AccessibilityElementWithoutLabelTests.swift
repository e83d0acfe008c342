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
}
