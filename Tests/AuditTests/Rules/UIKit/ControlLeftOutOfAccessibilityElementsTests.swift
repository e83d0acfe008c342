import Audit
import Foundation
import TestSupport
import Testing

/// `control-left-out-of-accessibility-elements` on views the UIKit front end lowers: a control on
/// screen that the view's list of elements leaves out is reported where the list is made.
@Suite struct ControlLeftOutOfAccessibilityElementsTests {
    static func findings(_ source: String) throws -> [String] {
        let folder = try TemporaryFolder()
        let path = try folder.write("LocationBar.swift", source)
        let result = try AuditRunner(rules: [ControlLeftOutOfAccessibilityElementsRule.self]).run(paths: [path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.map { "\($0.location.line) \($0.message.components(separatedBy: "\"").dropFirst().first ?? "")" }
    }

    /// A location bar with an address field, a reader button and a reload button; `LIST` is its
    /// list of elements, `SETUP` more lines at the end of its initialiser.
    static func bar(list: String, setUp: String = "") -> String {
        """
        import UIKit

        final class LocationBar: UIView {
            let addressField = UITextField()
            let readerButton = UIButton(type: .system)
            let reloadButton = UIButton(type: .system)
            let buttons = UIStackView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addressField.placeholder = "Search or enter address"
                readerButton.setTitle("Reader", for: .normal)
                reloadButton.setTitle("Reload", for: .normal)
                buttons.addArrangedSubview(readerButton)
                buttons.addArrangedSubview(reloadButton)
                addSubview(addressField)
                addSubview(buttons)\(setUp)
            }

            required init?(coder: NSCoder) { fatalError() }

            override var accessibilityElements: [Any]? {
                get { \(list) }
                set { super.accessibilityElements = newValue }
            }
        }
        """
    }

    @Test func aControlTheGetterLeavesOutIsReportedAtTheList() throws {
        #expect(try Self.findings(Self.bar(list: "[addressField, readerButton].filter { !$0.isHidden }")) == ["23 Reload"])
    }

    @Test func aControlAnAssignedListLeavesOutIsReportedAtTheAssignment() throws {
        let assigned = """
            import UIKit

            final class PlayerControls: UIView {
                let playButton = UIButton(type: .system)
                let repeatSwitch = UISwitch()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    playButton.setTitle("Play", for: .normal)
                    repeatSwitch.accessibilityLabel = "Repeat"
                    addSubview(playButton)
                    addSubview(repeatSwitch)
                    accessibilityElements = [playButton]
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(try Self.findings(assigned) == ["13 Repeat"])
    }

    @Test func listedControlsControlsInsideListedViewsAndHiddenControlsAreNotReported() throws {
        #expect(try Self.findings(Self.bar(list: "[addressField, readerButton, reloadButton]")) == [])
        #expect(try Self.findings(Self.bar(list: "[addressField, buttons]")) == [])
        for hiding in ["reloadButton.isHidden = true", "reloadButton.alpha = 0", "buttons.accessibilityElementsHidden = true"] {
            let hidden = Self.bar(list: "[addressField, readerButton]", setUp: "\n        " + hiding)
            #expect(try Self.findings(hidden) == [], "\(hiding)")
        }
    }
}
