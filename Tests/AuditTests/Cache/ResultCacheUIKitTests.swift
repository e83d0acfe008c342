import Audit
import Foundation
import Testing

/// UIKit screens are built with the superclasses and models other files declare: a file's entry
/// is reused only while the files declaring the names it looked up are the same (`docs/cache.md`).
extension ResultCacheTests {
    static let baseButton = """
        import UIKit
        class BaseButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityLabel = "Favorite"
            }
        }
        """
    static let favoriteScreen = """
        import UIKit
        class FavoriteViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = BaseButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.addSubview(button)
            }
        }
        """
    static let unrelated = """
        import UIKit
        class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(UILabel())
            }
        }
        """

    @Test func aUIKitScreenIsRedoneWhenTheClassItUsesChangesInAnotherFile() throws {
        try project.write("BaseButton.swift", Self.baseButton)
        try project.write("FavoriteViewController.swift", Self.favoriteScreen)
        try project.write("SettingsViewController.swift", Self.unrelated)
        _ = try audit()
        try project.write("BaseButton.swift", Self.baseButton.replacingOccurrences(
            of: "accessibilityLabel = \"Favorite\"", with: "accessibilityLabel = \"\""))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["BaseButton.swift", "FavoriteViewController.swift"].map(path))
    }

    static func buttonTitle(_ title: String) -> String {
        """
        import UIKit
        extension UIButton {
            func applyTitle() {
                setTitle("\(title)", for: .normal)
            }
        }
        """
    }
    static let titledScreen = """
        import UIKit
        class TitledViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let add = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
                add.applyTitle()
                view.addSubview(add)
            }
        }
        """

    /// A method the app's extension gives `UIButton` is read with the screens that name the class
    /// and call it: such a screen is redone when the extension's file changes; one that names
    /// another class (`UILabel`) is not.
    @Test func aUIKitScreenIsRedoneWhenAMethodItCallsOnAViewChanges() throws {
        try project.write("UIButton+Title.swift", Self.buttonTitle("Add"))
        try project.write("TitledViewController.swift", Self.titledScreen)
        try project.write("SettingsViewController.swift", Self.unrelated)
        let before = try audit().result
        try project.write("UIButton+Title.swift", Self.buttonTitle(""))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.result.findings.count == before.findings.count + 1)
        #expect(after.cache?.statistics.inputsAudited == ["TitledViewController.swift", "UIButton+Title.swift"].map(path))
    }

    static let remindersController = """
        import UIKit
        class RemindersViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
        }
        """

    static func remindersStoryboard(label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="RemindersViewController" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <subviews>
                            <button opaque="NO" buttonType="system" id="b">
                                <rect key="frame" x="0" y="0" width="60" height="44"/>
                                <accessibility key="accessibilityConfiguration" label="\(label)"/>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test func aUIKitScreenIsRedoneWhenItsStoryboardChanges() throws {
        try project.write("RemindersViewController.swift", Self.remindersController)
        try project.write("SettingsViewController.swift", Self.unrelated)
        try project.write("Reminders.storyboard", Self.remindersStoryboard(label: "Add"))
        let before = try audit().result
        #expect(!ruleIDs(before).contains("Reminders.storyboard:7 missing-label"))
        try project.write("Reminders.storyboard", Self.remindersStoryboard(label: ""))
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(ruleIDs(after.result).contains("Reminders.storyboard:7 missing-label"))
        #expect(after.cache?.statistics.inputsAudited == ["RemindersViewController.swift"].map(path))
    }

    @Test func aUIKitScreenIsRedoneWhenANameItLookedUpIsDeclaredAnew() throws {
        try project.write("FavoriteViewController.swift", Self.favoriteScreen)
        try project.write("SettingsViewController.swift", Self.unrelated)
        _ = try audit()
        try project.write("BaseButton.swift", Self.baseButton)
        let after = try audit()
        #expect(after.result == (try audit(cached: false).result))
        #expect(after.cache?.statistics.inputsAudited == ["BaseButton.swift", "FavoriteViewController.swift"].map(path))
    }
}
