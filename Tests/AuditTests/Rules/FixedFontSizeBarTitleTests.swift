@testable import Audit
import SwiftSyntaxSupport
import Testing

/// A fixed UIKit font in a navigation bar's title view is reported with the Large Content Viewer
/// as the fix (`fixed-font-size.uikit-bar-title`); elsewhere with a growing font.
@Suite struct FixedFontSizeBarTitleTests {
    static func messages(_ source: String) -> [String] {
        FixedFontSizeRule(configuration: RuleConfiguration()).check(ParsedSourceFile(path: "V.swift", text: source)).map { finding in
            finding.message.contains("navigation bar") ? "bar title" : "growing font"
        }
    }

    @Test(arguments: [
        // Assigned as the title view, through a stack, a button's configuration, a property's closure.
        ("""
        final class ChatController: UIViewController {
            func setUp() {
                let name = UILabel()
                name.font = .systemFont(ofSize: 16, weight: .semibold)
                let stack = UIStackView(arrangedSubviews: [name])
                navigationItem.titleView = stack
            }
        }
        """, ["bar title"]),
        ("""
        final class CollectionsController: UIViewController {
            func setUpTitle(_ title: String) {
                var configuration = UIButton.Configuration.plain()
                configuration.attributedTitle = AttributedString(title, attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 17)]))
                let button = UIButton(type: .custom)
                button.configuration = configuration
                navigationItem.titleView = button
            }
        }
        """, ["bar title"]),
        ("""
        final class ChatTitleView: UIView {
            let titleLabel = UILabel()
            func setUp() { titleLabel.font = UIFont.systemFont(ofSize: 16) }
        }
        """, ["bar title"]),
        // A header's title view, a label of the screen, a button's own configuration, a title view
        // offering the Large Content Viewer.
        ("""
        final class FollowButton: UIButton {
            func update(title: String) {
                var configuration = UIButton.Configuration.filled()
                configuration.attributedTitle = AttributedString(title, attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 17)]))
                self.configuration = configuration
            }
        }
        """, ["growing font"]),
        ("""
        final class HeaderTitleView: UIView {
            let titleLabel = UILabel()
            func setUp() { titleLabel.font = UIFont.systemFont(ofSize: 13) }
        }
        """, ["growing font"]),
        ("""
        final class ChatController: UIViewController {
            let hint = UILabel()
            func setUp() {
                hint.font = .systemFont(ofSize: 12)
                navigationItem.titleView = UIImageView(image: UIImage(named: "logo"))
            }
        }
        """, ["growing font"]),
        ("""
        final class ChatTitleView: UIView {
            let titleLabel = UILabel()
            func setUp() {
                titleLabel.font = UIFont.systemFont(ofSize: 16)
                showsLargeContentViewer = true
                addInteraction(UILargeContentViewerInteraction())
            }
        }
        """, []),
    ])
    func theTitleOfANavigationBarIsToldToOfferTheLargeContentViewer(_ source: String, _ expected: [String]) {
        #expect(Self.messages(source) == expected)
    }
}
