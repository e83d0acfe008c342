@testable import Audit
import Foundation
import TestSupport
import Testing

/// A button configured by a static function the project adds to `UIButton.Configuration`, in
/// another file (Primal's `.simpleImage(_:)`, `.gray(_:)`), shows the title and image it sets.
@Suite struct ProjectButtonConfigurationTests {
    static func missingLabels(bar: String) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Common/UIButtonConfiguration.swift", """
            import UIKit

            extension UIButton.Configuration {
                static func pill(text: String) -> UIButton.Configuration {
                    var configuration = UIButton.Configuration.filled()
                    configuration.attributedTitle = .init(text, attributes: AttributeContainer())
                    return configuration
                }

                static func simpleImage(_ image: UIImage?) -> UIButton.Configuration {
                    var configuration = UIButton.Configuration.borderless()
                    configuration.image = image
                    return configuration
                }
            }
            """)
        // Nearer the bar, another file extending the configuration, with functions of its own.
        try folder.write("Player/ChatInputView.swift", """
            import UIKit

            extension UIButton.Configuration {
                static func send() -> UIButton.Configuration { .filled() }
            }
            """)
        // The controller showing the bar: its lowering reads the bar's file, which calls the function.
        try folder.write("Player/PlayerViewController.swift", """
            import UIKit

            final class PlayerViewController: UIViewController {
                let bar = ReplayBar()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                }
            }
            """)
        try folder.write("Player/ReplayBar.swift", """
            import UIKit

            final class ReplayBar: UIView {
                let button = \(bar)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        return try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [folder.path]).findings.map { finding in
            "\(finding.location.line) \(finding.kind == .needsReview ? "review" : "violation")"
        }
    }

    @Test(arguments: [
        ("UIButton(configuration: .pill(text: \"Replay\"))", []),
        ("UIButton(configuration: UIButton.Configuration.pill(text: \"Replay\"))", []),
        ("UIButton(configuration: .simpleImage(UIImage(named: \"replay\")))", []),
        // An image Xcode generates a symbol for, a member the audit does not read: asked about.
        ("UIButton(configuration: .simpleImage(.liveMinimize))", ["4 review"]),
        // UIKit's own style, without a title or image.
        ("UIButton(configuration: .filled())", ["4 violation"]),
    ])
    func theButtonShowsWhatTheConfigurationSets(_ bar: String, _ expected: [String]) throws {
        #expect(try Self.missingLabels(bar: bar) == expected)
    }
}
