import Audit
import Foundation
import TestSupport
import Testing

/// The audit reads the views storyboards and nibs lay out for the app's classes: a fixed font
/// size at its `<fontDescription>`, a small control at the constraint that fixes its size, and a
/// file it cannot read as an input error naming the place (docs/uikit.md, Storyboards and nibs).
@Suite struct InterfaceBuilderAuditTests {
    static let controller = """
        import UIKit
        final class RemindersViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var captionLabel: UILabel!
            @IBOutlet weak var doneButton: UIButton!
            override func viewDidLoad() {
                super.viewDidLoad()
                captionLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                doneButton.setTitle(Strings.done, for: .normal)
            }
            @IBAction func close(_ sender: Any) {}
        }
        """

    /// A storyboard of one scene: a controller of `controller` whose view holds `subviews`, with
    /// `outlets` (each given as the lines between the tags; the first subview is line 10).
    static func oneSceneStoryboard(controller: String, subviews: String, outlets: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" customClass="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                            <connections>
        \(outlets)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let storyboard = oneSceneStoryboard(controller: "RemindersViewController", subviews: """
                            <label opaque="NO" text="Watering" id="title">
                                <rect key="frame" x="16" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            </label>
                            <label opaque="NO" text="Every 3 days" id="caption">
                                <rect key="frame" x="16" y="130" width="200" height="16"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                            <label opaque="NO" text="Next: Monday" adjustsFontForContentSizeCategory="YES" id="next">
                                <rect key="frame" x="16" y="150" width="200" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="done">
                                <rect key="frame" x="300" y="40" width="60" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="Done"/>
                                <connections>
                                    <action selector="close:" destination="vc" eventType="touchUpInside" id="doneAction"/>
                                </connections>
                            </button>
                            <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="help">
                                <rect key="frame" x="340" y="100" width="28" height="28"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="28" id="helpWidth"/>
                                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="28" id="helpHeight"/>
                                </constraints>
                                <state key="normal" title="Help"/>
                            </button>
                            <button opaque="NO" buttonType="system" id="volume">
                                <rect key="frame" x="300" y="140" width="44" height="44"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <state key="normal" image="speaker.wave.2" catalog="system"/>
                            </button>
        """, outlets: """
                        <outlet property="titleLabel" destination="title" id="titleOutlet"/>
                        <outlet property="captionLabel" destination="caption" id="captionOutlet"/>
                        <outlet property="doneButton" destination="done" id="doneOutlet"/>
        """)

    /// A nib whose File's Owner is a controller of `owner`, its view holding `subviews`, with
    /// `outlets` beside the view's (each given as the lines between the tags).
    static func filesOwnerNib(owner: String, outlets: String, subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                    <connections>
                        <outlet property="view" destination="root" id="viewOutlet"/>
        \(outlets)
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
        \(subviews)
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// A cell's nib with three labels (Fern in bold 17 pt, its schedule and a note in 12 pt), and
    /// a fourth in 12 pt (`footLabel`, line 17) when asked for; their outlets are the cell's.
    static func plantCellNib(withFootLabel: Bool = false) -> String {
        let foot = withFootLabel ? """

                                <label opaque="NO" text="Indoor" id="foot">
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>
            """ : ""
        let footOutlet = withFootLabel ? """

                            <outlet property="footLabel" destination="foot" id="footOutlet"/>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell" customClass="PlantCell">
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <subviews>
                                <label opaque="NO" text="Fern" id="name">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                </label>
                                <label opaque="NO" text="Every 3 days" id="schedule">
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>
                                <label opaque="NO" text="Keep the soil moist" id="note">
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>\(foot)
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="nameLabel" destination="name" id="nameOutlet"/>
                            <outlet property="scheduleLabel" destination="schedule" id="scheduleOutlet"/>
                            <outlet property="noteLabel" destination="note" id="noteOutlet"/>\(footOutlet)
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
    }

    static func findings(in folder: TemporaryFolder) throws -> (findings: [String], errors: [String]) {
        let result = try AuditRunner(rules: [InterfaceFixedFontSizeRule.self, SmallHitRegionRule.self]).run(paths: [folder.path])
        return (result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID) \($0.kind)" },
                result.inputErrors.map { "\(($0.file as NSString).lastPathComponent): \($0.message)" })
    }

    @Test func theFilesFontsAndSizesAreJudgedWhereTheyAreSet() throws {
        let folder = try TemporaryFolder()
        try folder.write("RemindersViewController.swift", Self.controller)
        try folder.write("Base.lproj/Reminders.storyboard", Self.storyboard)
        let audited = try Self.findings(in: folder)
        // The caption's fixed size is replaced in code; the title keeps the file's, and so does
        // the Done button, whose title the code sets to words the audit cannot read; the volume
        // button's font sizes no text (it shows only a symbol). The Done button's 30 pt height
        // is its title's (no constraint fixes it); Help's width is fixed.
        #expect(audited.findings == [
            "Reminders.storyboard:12 interface-fixed-font-size violation",
            "Reminders.storyboard:24 interface-fixed-font-size violation",
            "Reminders.storyboard:33 small-hit-region violation",
        ])
        #expect(audited.errors.isEmpty)
    }

    /// A cell reads its labels as one element: each label that keeps the nib's fixed size is
    /// reported at its `<fontDescription>`; one the cell's code gives a text style is not.
    @Test func aCellsLabelsAreJudgedThroughTheCell() throws {
        let folder = try TemporaryFolder()
        try folder.write("PlantCell.swift", """
            import UIKit
            final class PlantCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var scheduleLabel: UILabel!
                @IBOutlet weak var noteLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    noteLabel.font = .preferredFont(forTextStyle: .footnote)
                    noteLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """)
        try folder.write("PlantCell.xib", Self.plantCellNib())
        let audited = try Self.findings(in: folder)
        #expect(audited.findings == ["PlantCell.xib:8 interface-fixed-font-size violation",
                                     "PlantCell.xib:11 interface-fixed-font-size violation"])
        #expect(audited.errors.isEmpty)
    }

    /// A controller's nib view, its subviews placed by frames, is the screen under the navigation
    /// bar: no overlay drawn over the bar's title, though it holds a Cancel button.
    @Test func aControllersOwnViewIsNoOverlayOverItsBar() throws {
        let folder = try TemporaryFolder()
        try folder.write("DirectionViewController.swift", """
            import UIKit
            final class DirectionViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Measure Direction"
                }
                @IBAction func cancel(_ sender: Any) {}
            }
            """)
        try folder.write("DirectionViewController.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DirectionViewController">
                        <connections>
                            <outlet property="view" destination="main" id="viewOutlet"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" text="Point your phone the way the object faces." id="hint">
                                <rect key="frame" x="40" y="112" width="290" height="60"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <button opaque="NO" buttonType="system" id="cancel">
                                <rect key="frame" x="12" y="684" width="351" height="48"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <state key="normal" title="Cancel"/>
                                <connections>
                                    <action selector="cancel:" destination="-1" eventType="touchUpInside" id="cancelAction"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        let result = try AuditRunner(rules: [ModalWithoutIsolationRule.self]).run(paths: [folder.path])
        #expect(result.findings.isEmpty)
    }

    /// A nib's label of the app's class takes its font from its class's code (a runtime
    /// attribute's observer, `awakeFromNib`), though the controller names neither the class nor
    /// its file (its outlets are `UILabel!`); a label of that class the code leaves alone keeps
    /// the nib's size.
    @Test func aLabelOfTheAppsClassIsStyledByItsOwnCode() throws {
        let folder = try TemporaryFolder()
        try folder.write("Views/StyledLabel.swift", """
            import UIKit
            class StyledLabel: UILabel {
                @IBInspectable private var styleName: String = "body" {
                    didSet { style = styleName }
                }
                private var style: String? {
                    didSet { applyStyle() }
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    applyStyle()
                }
                private func applyStyle() {
                    guard let style else { return }
                    adjustsFontForContentSizeCategory = true
                    font = UIFont.preferredFont(forTextStyle: style == "title" ? .title1 : .body)
                }
            }
            """)
        try folder.write("Screens/NoticeViewController.swift", """
            import UIKit
            final class NoticeViewController: UIViewController {
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var footnoteLabel: UILabel!
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        try folder.write("Screens/NoticeViewController.xib", Self.filesOwnerNib(owner: "NoticeViewController", outlets: """
                    <outlet property="titleLabel" destination="title" id="titleOutlet"/>
                    <outlet property="footnoteLabel" destination="footnote" id="footnoteOutlet"/>
            """, subviews: """
                    <label opaque="NO" text="Stay home" id="title" customClass="StyledLabel" customModule="App">
                        <rect key="frame" x="16" y="100" width="360" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="styleName" value="title"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                    <label opaque="NO" text="Updated daily" id="footnote" customClass="StyledLabel" customModule="App">
                        <rect key="frame" x="16" y="140" width="360" height="16"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </label>
            """))
        #expect(try Self.findings(in: folder).findings == ["NoticeViewController.xib:23 interface-fixed-font-size violation"])
    }

    /// Text set as an attributed string whose attributes give a font shows in that font (Apple,
    /// `NSAttributedString.Key.font`), not the nib's; attributes without one leave the nib's size.
    @Test func anAttributedStringsFontReplacesTheFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("LinkViewController.swift", """
            import UIKit
            final class LinkViewController: UIViewController {
                @IBOutlet private weak var linkTextView: UITextView!
                @IBOutlet private weak var noteLabel: UILabel!
                @IBOutlet private weak var moreButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .body), .link: Links.faq]
                    linkTextView.attributedText = NSMutableAttributedString(string: Strings.faq, attributes: attributes)
                    linkTextView.adjustsFontForContentSizeCategory = true
                    noteLabel.attributedText = NSAttributedString(string: "Updated daily", attributes: [.foregroundColor: UIColor.secondaryLabel])
                    moreButton.setAttributedTitle(NSAttributedString(string: "More", attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)]), for: .normal)
                }
            }
            """)
        try folder.write("LinkViewController.xib", Self.filesOwnerNib(owner: "LinkViewController", outlets: """
                    <outlet property="linkTextView" destination="link" id="linkOutlet"/>
                    <outlet property="noteLabel" destination="note" id="noteOutlet"/>
                    <outlet property="moreButton" destination="more" id="moreOutlet"/>
            """, subviews: """
                    <textView clipsSubviews="YES" editable="NO" text="Link" id="link">
                        <rect key="frame" x="16" y="100" width="360" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </textView>
                    <label opaque="NO" text="Note" id="note">
                        <rect key="frame" x="16" y="150" width="360" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </label>
                    <button opaque="NO" buttonType="system" id="more">
                        <rect key="frame" x="16" y="180" width="360" height="44"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" title="Button"/>
                    </button>
            """))
        #expect(try Self.findings(in: folder).findings == ["LinkViewController.xib:21 interface-fixed-font-size violation"])
    }

    /// A method the app's extension gives `UILabel` styles the nib's labels it is called on,
    /// through an array's `forEach` too: a text style leaves nothing to report, and a fixed size
    /// is the code's, even the nib's own, reported where the extension sets it
    /// (`fixed-font-size`), not at the nib. Of the overloads the extensions of `UILabel` and
    /// `UIView` give, the one taking the type the argument names runs: `CardStyle.body` styles a
    /// card, not the label's text, whose nib size stays.
    @Test func aMethodTheAppGivesUILabelStylesTheNibsLabels() throws {
        let folder = try TemporaryFolder()
        try folder.write("Extensions/UILabel+Style.swift", """
            import UIKit
            enum LabelStyle { case body, caption }
            enum CardStyle { case body, light }
            extension UILabel {
                func setStyle(_ style: LabelStyle) {
                    switch style {
                    case .body:
                        font = .preferredFont(forTextStyle: .body)
                        adjustsFontForContentSizeCategory = true
                    case .caption:
                        font = .systemFont(ofSize: 12)
                    }
                }
            }
            extension UIView {
                func setStyle(_ style: CardStyle) {
                    layer.cornerRadius = 8
                }
            }
            """)
        try folder.write("PlantCell.swift", """
            import UIKit
            final class PlantCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var scheduleLabel: UILabel!
                @IBOutlet weak var noteLabel: UILabel!
                @IBOutlet weak var footLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    [nameLabel].forEach { $0?.setStyle(.body) }
                    scheduleLabel.setStyle(CardStyle.body)
                    noteLabel.setStyle(.caption)
                }
            }
            """)
        try folder.write("PlantCell.xib", Self.plantCellNib(withFootLabel: true))
        let result = try AuditRunner(rules: [InterfaceFixedFontSizeRule.self, FixedFontSizeRule.self]).run(paths: [folder.path])
        #expect(result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" } == [
            "UILabel+Style.swift:11 fixed-font-size",
            "PlantCell.xib:11 interface-fixed-font-size",
            "PlantCell.xib:17 interface-fixed-font-size",
        ])
    }

    /// A storyboard button with a title and an image is read by its title (Apple, `UIButton`:
    /// VoiceOver reads a button's title), also when the code sets it to words the audit cannot
    /// read — through a function of the app (`localized(…)`) or a property of a string — not by
    /// its image's file name; a title set to nothing leaves the image's name.
    @Test func aButtonTitledInCodeIsNotReadByItsImage() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localized.swift", """
            import Foundation
            func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            """)
        try folder.write("ProfileViewController.swift", """
            import UIKit
            final class ProfileViewController: UIViewController {
                @IBOutlet weak var callButton: UIButton! {
                    didSet { callButton.setTitle(localized("profile.call"), for: .normal) }
                }
                @IBOutlet weak var messageButton: UIButton!
                @IBOutlet weak var shareButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    messageButton.setTitle("profile.message".localizedUppercase, for: .normal)
                    shareButton.setTitle(nil, for: .normal)
                }
            }
            """)
        try folder.write("Profile.storyboard", Self.oneSceneStoryboard(controller: "ProfileViewController", subviews: """
                <button opaque="NO" contentMode="scaleToFill" id="call">
                    <rect key="frame" x="16" y="100" width="90" height="70"/>
                    <state key="normal" title="Call" image="profile_call"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" id="message">
                    <rect key="frame" x="116" y="100" width="90" height="70"/>
                    <state key="normal" title="Message" image="profile_message"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" id="share">
                    <rect key="frame" x="216" y="100" width="90" height="70"/>
                    <state key="normal" title="Share" image="profile_share"/>
                </button>
            """, outlets: """
                <outlet property="callButton" destination="call" id="o1"/>
                <outlet property="messageButton" destination="message" id="o2"/>
                <outlet property="shareButton" destination="share" id="o3"/>
            """))
        let result = try AuditRunner(rules: [LabelIsFileNameRule.self, MissingLabelRule.self]).run(paths: [folder.path])
        #expect(result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" } == [
            "Profile.storyboard:18 label-is-file-name",
        ])
    }

    @Test func withoutAClassTheFileIsNotLowered() throws {
        let folder = try TemporaryFolder()
        try folder.write("Base.lproj/Reminders.storyboard", Self.storyboard)
        try folder.write("Other.swift", "import UIKit\nfinal class OtherView: UIView {}\n")
        #expect(try Self.findings(in: folder).findings.isEmpty)
    }

    @Test func aFileThatCannotBeReadIsAnInputErrorNamingItsPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write("RemindersViewController.swift", Self.controller)
        try folder.write("Base.lproj/Reminders.storyboard", Self.storyboard.replacingOccurrences(of: "</scenes>", with: ""))
        let audited = try Self.findings(in: folder)
        #expect(audited.errors == ["Reminders.storyboard: line 54, column 1: </document> does not close <scenes> (opened at line 3, column 5)"])
        #expect(audited.findings.isEmpty)
    }
}

extension InterfaceBuilderAuditTests {
    /// A storyboard given alone is audited with the project around it: the class that owns its
    /// views is read, and only the storyboard's findings are reported, the same as in the
    /// project's audit (before, it audited nothing: "0 files").
    @Test func aStoryboardAuditedAloneGivesWhatItsProjectsAuditGives() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"Reminders\")")
        try folder.write("Sources/RemindersViewController.swift", Self.controller)
        try folder.write("Sources/Base.lproj/Reminders.storyboard", Self.storyboard)
        let rules: [any Rule.Type] = [InterfaceFixedFontSizeRule.self, SmallHitRegionRule.self]
        let summary = { (result: AuditResult) in
            result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)" }.sorted()
        }
        let project = try AuditRunner(rules: rules).run(paths: [folder.path])
        let alone = try AuditRunner(rules: rules).run(paths: [folder.path + "/Sources/Base.lproj/Reminders.storyboard"])
        let inStoryboard = summary(project).filter { $0.hasPrefix("Reminders.storyboard") }
        #expect(!inStoryboard.isEmpty)
        #expect(summary(alone) == inStoryboard)
    }
}
