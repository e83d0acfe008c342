import Audit
import Foundation
import TestSupport
import Testing

/// `custom-control-not-element` on controls of the app's own class, as the UIKit front end
/// lowers them: reported where the class's initialiser ends, unless the control is one element
/// (whose trait `tappable-without-button-trait` judges), holds a control of its own, follows a
/// drag, or takes no touches.
@Suite struct CustomControlNotElementTests {
    static func findings(_ files: [String: String]) throws -> [String] {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let rules: [any Rule.Type] = [CustomControlNotElementRule.self, TappableWithoutButtonTraitRule.self]
        let result = try AuditRunner(rules: rules).run(paths: [folder.path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.map { finding in
            let words = finding.message.contains("(\"") ? " quoting" : ""
            return "\(finding.location.line) \(finding.ruleID)\(words)"
        }.sorted()
    }

    /// A tabs button: a control around a label; `SETUP` is added at the end of its initialiser.
    static func tabsButton(_ setUp: String = "", extra: String = "") -> String {
        """
        import UIKit

        final class TabsButton: UIControl {
            private let countLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                countLabel.text = "3"
                addSubview(countLabel)\(setUp)
            }

            required init?(coder: NSCoder) { fatalError() }
        \(extra)
        }
        """
    }

    @Test func aControlReadAsItsPartsIsReportedWhereItsInitialiserEnds() throws {
        #expect(try Self.findings(["TabsButton.swift": Self.tabsButton()]) == ["9 custom-control-not-element quoting"])
    }

    @Test func aControlThatIsOneElementWithTheButtonTraitIsNotReported() throws {
        let fixed = Self.tabsButton("""

                    isAccessibilityElement = true
                    accessibilityTraits.insert(.button)
                    accessibilityLabel = "3 tabs"
            """)
        #expect(try Self.findings(["TabsButton.swift": fixed]) == [])
    }

    @Test func aControlThatIsOneElementWithoutATraitIsATappableElementThatIsNoButton() throws {
        let element = Self.tabsButton("""

                    isAccessibilityElement = true
                    accessibilityLabel = "3 tabs"
            """)
        #expect(try Self.findings(["TabsButton.swift": element]) == ["3 tappable-without-button-trait"])
    }

    @Test func aControlShowingOnlyAnIconIsReachedByNothing() throws {
        let share = """
            import UIKit

            final class ShareControl: UIControl {
                private let icon = UIImageView(image: UIImage(systemName: "square.and.arrow.up"))

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try Self.findings(["ShareControl.swift": share]) == ["8 custom-control-not-element"])
    }

    @Test func aControlOfAClassOfTheAppIsReportedInItsOwnInitialiserOrAtItsClassNotInItsBaseClass() throws {
        let buttons = """
            import UIKit

            class PressableControl: UIControl {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    sendActions(for: .touchUpInside)
                }
            }

            final class FollowButton: PressableControl {
                let titleLabel = UILabel()

                init(isFollowing: Bool) {
                    super.init(frame: .zero)
                    titleLabel.text = isFollowing ? "Following" : "Follow"
                    addSubview(titleLabel)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class ZapButton: PressableControl {
                let icon = UIImageView(image: UIImage(named: "zap"))
            }

            final class ProfileHeader: UIView {
                let follow = FollowButton(isFollowing: false)
                let zap = ZapButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    zap.addSubview(zap.icon)
                    addSubview(follow)
                    addSubview(zap)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        // ZapButton has no initialiser of its own: its class is the place, and its icon is not
        // read. PressableControl, a base class with no view inside, is judged in its subclasses.
        // FollowButton's words depend on how it is made: the one made on its own, which does not
        // know them, is told (one finding a place).
        #expect(try Self.findings(["Buttons.swift": buttons]) == [
            "15 custom-control-not-element", "21 custom-control-not-element",
        ])
    }

    /// A subclass's control is made one element where its superclass's initialiser ends, which
    /// serves every subclass: one finding, there.
    @Test func aSubclassOfAControlOfTheAppIsReportedInItsSuperclassInitialiser() throws {
        let keys = Self.tabsButton().replacingOccurrences(of: "final class TabsButton", with: "class TabsButton") + """

            final class LargeTabsButton: TabsButton {
                private let badge = UILabel()

                init() {
                    super.init(frame: .zero)
                    badge.text = "New"
                    addSubview(badge)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try Self.findings(["TabsButton.swift": keys]) == ["9 custom-control-not-element quoting"])
    }

    @Test func aPlainControlGivenATargetIsReportedWhereItIsMade() throws {
        let row = """
            import UIKit

            final class SettingsRow: UIView {
                private let tapArea = UIControl()
                private let decoration = UIControl()
                private let titleLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    titleLabel.text = "Notifications"
                    tapArea.addSubview(titleLabel)
                    tapArea.addTarget(self, action: #selector(open), for: .touchUpInside)
                    decoration.addSubview(UILabel())
                    addSubview(tapArea)
                    addSubview(decoration)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func open() {}
            }
            """
        #expect(try Self.findings(["SettingsRow.swift": row]) == ["4 custom-control-not-element quoting"])
    }

    @Test func controlsThatHoldControlsFollowADragOrTakeNoTouchesAreNotReported() throws {
        let controls = """
            import UIKit

            final class FilterBar: UIControl {
                private let allButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    allButton.setTitle("All", for: .normal)
                    addSubview(allButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class FontSizeKnob: UIControl {
                private let valueLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    valueLabel.text = "17"
                    addSubview(valueLabel)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                    sendActions(for: .valueChanged)
                    return true
                }
            }

            final class ScrubberBar: UIControl {
                private let knob = UIImageView(image: UIImage(named: "knob"))

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    knob.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged)))
                    addSubview(knob)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func dragged() { sendActions(for: .valueChanged) }
            }

            final class BadgeView: UIControl {
                private let countLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = false
                    countLabel.text = "4"
                    addSubview(countLabel)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try Self.findings(["Controls.swift": controls]) == [])
    }
}
