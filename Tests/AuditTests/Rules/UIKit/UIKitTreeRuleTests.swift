import Audit
import Foundation
import Testing

/// Tree rules on screens the UIKit front end lowers from source: a rule's own examples are
/// screens or Swift for source rules, so UIKit source reaches tree rules only through the
/// audit (docs/uikit.md, In the audit).
@Suite struct UIKitTreeRuleTests {
    /// The findings of the whole catalogue on one UIKit file, as "rule line".
    static func findings(_ source: String, file: String = "View.swift") throws -> [String] {
        let folder = try TemporaryFolder()
        let path = try folder.write(file, source)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.map { "\($0.ruleID) \($0.location.line)" }.sorted()
    }

    @Test func anImageOnlyButtonNamedAfterItsAssetIsReported() throws {
        let findings = try Self.findings("""
            import UIKit

            final class RouteHeaderView: UIView {
                let favoriteButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    favoriteButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                    favoriteButton.setImage(UIImage(named: "ic_favorite_outline"), for: .normal)
                    addSubview(favoriteButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(findings == ["label-is-file-name 4"])
    }

    @Test func anImageOnlyButtonWithoutAnImageNameHasNoLabel() throws {
        let findings = try Self.findings("""
            import UIKit

            final class ComposeBar: UIView {
                let sendButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    sendButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                    sendButton.setImage(Theme.sendIcon, for: .normal)
                    addSubview(sendButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(findings.contains { $0.hasPrefix("missing-label 4") }, "\(findings)")
    }

    @Test func aLabelledImageButtonIsClean() throws {
        let findings = try Self.findings("""
            import UIKit

            final class RouteHeaderView: UIView {
                let shareButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    shareButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                    shareButton.setImage(UIImage(named: "ic_share_route"), for: .normal)
                    shareButton.accessibilityLabel = "Share route"
                    addSubview(shareButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(findings == [])
    }

    static let favorites = """
        import UIKit

        final class RouteListView: UIView {
            let routes = ["Central Park loop", "River walk", "Harbour trail"]

            override init(frame: CGRect) {
                super.init(frame: frame)
                let stack = UIStackView()
                stack.axis = .vertical
                for route in routes {
                    let title = UILabel()
                    title.text = route
                    stack.addArrangedSubview(title)
                    let favorite = UIButton(type: .system)
                    favorite.setTitle("Favorite", for: .normal)
                    LABEL
                    stack.addArrangedSubview(favorite)
                }
                addSubview(stack)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func buttonsThatShareALabelAreReported() throws {
        let findings = try Self.findings(Self.favorites.replacingOccurrences(of: "LABEL", with: ""))
        #expect(findings.filter { $0.hasPrefix("duplicate-labels") } == ["duplicate-labels 14"], "\(findings)")
    }

    @Test func buttonsLabelledWithTheirRouteAreNotReported() throws {
        let findings = try Self.findings(Self.favorites.replacingOccurrences(
            of: "LABEL", with: "favorite.accessibilityLabel = \"Favorite, \\(route)\""))
        #expect(findings.filter { $0.hasPrefix("duplicate-labels") } == [], "\(findings)")
    }
}
