import AccessibilityTree
import Scenes
import SwiftSyntaxSupport
import Testing
import UIKitFrontEnd

/// Views laid out in storyboards and nibs are created as UIKit loads them: the file's views and
/// properties, its outlets and actions, then the class's own code (docs/uikit.md, Storyboards and nibs).
@Suite struct InterfaceBuilderTests {
    /// A storyboard document holding `objects` as one scene.
    static func storyboard(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
            <scenes>
                <scene sceneID="scene">
                    <objects>
        \(objects)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A nib document holding `objects` at its top level.
    static func nib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    static let controller = """
        final class PlantViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet weak var tableView: UITableView!
            var shared = false
            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = "Greenery"
                tableView.dataSource = self
            }
            @IBAction func share(_ sender: Any) { shared = true; nameLabel.text = "Shared" }
        }
        extension PlantViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath) as! PlantCell
                cell.configure(name: indexPath.row == 0 ? "Fern" : "Ivy")
                return cell
            }
        }
        final class PlantCell: UITableViewCell {
            @IBOutlet weak var plantName: UILabel!
            func configure(name: String) { plantName.text = name }
        }
        """

    static let scene = storyboard("""
        <viewController id="vc" customClass="PlantViewController" customModule="Plants" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <label opaque="NO" text="{Name}" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="name">
                        <rect key="frame" x="16" y="100" width="200" height="21"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="share">
                        <rect key="frame" x="340" y="100" width="24" height="24"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="24" id="shareHeight"/>
                        </constraints>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="square.and.arrow.up" catalog="system"/>
                        </buttonConfiguration>
                        <connections>
                            <action selector="share:" destination="vc" eventType="touchUpInside" id="shareAction"/>
                        </connections>
                    </button>
                    <label opaque="NO" text="Watering reminders" id="reminders">
                        <rect key="frame" x="16" y="200" width="250" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <accessibility key="accessibilityConfiguration" hint="Reminds you to water">
                            <accessibilityTraits key="traits" header="YES"/>
                        </accessibility>
                    </label>
                    <tableView clipsSubviews="YES" dataMode="prototypes" style="plain" id="list">
                        <rect key="frame" x="0.0" y="240" width="393" height="500"/>
                        <prototypes>
                            <tableViewCell reuseIdentifier="PlantCell" id="cell" customClass="PlantCell" customModule="Plants">
                                <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="{Plant}" id="plant">
                                            <rect key="frame" x="20" y="11" width="200" height="21"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="plantName" destination="plant" id="plantOutlet"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
            </view>
            <connections>
                <outlet property="nameLabel" destination="name" id="nameOutlet"/>
                <outlet property="tableView" destination="list" id="listOutlet"/>
            </connections>
        </viewController>
        """)

    static func scenes(_ swift: String, _ files: [(path: String, text: String)], view: String? = nil) throws -> [UIKitScene] {
        try UIKitFrontEnd.scenes(files: [ParsedSourceFile(path: "App.swift", text: "import UIKit\n" + swift)], view: view,
                                 interfaces: InterfaceBuilderIndex(texts: files))
    }

    static func elements(_ scene: UIKitScene) -> [AccessibilityElement] {
        scene.render().exposedNodes.filter(\.isAccessibilityElement)
    }

    @Test func aSceneGivesItsControllerItsViewsOutletsAndCells() throws {
        let scene = try #require(try Self.scenes(Self.controller, [("Main.storyboard", Self.scene)], view: "PlantViewController").first)
        let elements = Self.elements(scene)
        // viewDidLoad's text wins over the file's; the configuration's symbol names the button.
        #expect(elements.map(\.label) == ["Greenery", "Share", "Watering reminders", "Fern", "Ivy"])
        #expect(elements[2].traits == .header)
        #expect(elements[2].hint == "Reminds you to water")
        #expect(elements[0].visual?.font == .textStyle(.body))
        #expect(elements[2].visual?.font == .fixed(size: 17))
        #expect(elements.map { $0.source?.line } == [10, 14, 27, 37, 37])
        #expect(elements.map { $0.source?.file } == Array(repeating: "Main.storyboard", count: 5))
        // The height a constraint fixes is decided at the constraint; the width is not.
        #expect(elements[1].visual?.decidedSize == DecidedSize(source: SourceLocation(file: "Main.storyboard", line: 17, column: 21),
                                                               width: false, height: true))
        #expect(elements[1].unresolved.contains { $0.fact == .frame })
    }

    @Test func anActionConnectedInTheFileRunsTheControllersMethod() throws {
        var scene = try #require(try Self.scenes(Self.controller, [("Main.storyboard", Self.scene)], view: "PlantViewController").first)
        let share = try #require(Self.elements(scene).first { $0.label == "Share" })
        _ = scene.perform(.activate, on: share.id, at: .zero)
        #expect(Self.elements(scene).first?.label == "Shared")
    }

    @Test func withoutItsStoryboardTheControllerHasNoViews() throws {
        let scene = try #require(try Self.scenes(Self.controller, [], view: "PlantViewController").first)
        #expect(Self.elements(scene).isEmpty)
    }

    static let ownerNib = nib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="DetailsViewController" customModule="Plants">
            <connections>
                <outlet property="view" destination="main" id="viewOutlet"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="main">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <button opaque="NO" buttonType="close" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                    <rect key="frame" x="331" y="30" width="28" height="28"/>
                    <connections>
                        <action selector="pressedClose:" destination="-1" eventType="touchUpInside" id="closeAction"/>
                    </connections>
                </button>
                <button opaque="NO" buttonType="system" changesSelectionAsPrimaryAction="YES" id="sort">
                    <rect key="frame" x="16" y="30" width="120" height="44"/>
                    <buttonConfiguration key="configuration" style="filled"/>
                </button>
                <textField opaque="NO" borderStyle="roundedRect" id="search">
                    <rect key="frame" x="16" y="80" width="300" height="34"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="search.placeholder"/>
                    </userDefinedRuntimeAttributes>
                </textField>
                <textField opaque="NO" borderStyle="roundedRect" id="note">
                    <rect key="frame" x="16" y="120" width="300" height="34"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Note"/>
                    </userDefinedRuntimeAttributes>
                </textField>
                <textField opaque="NO" borderStyle="roundedRect" id="empty">
                    <rect key="frame" x="16" y="160" width="300" height="34"/>
                </textField>
            </subviews>
        </view>
        """)

    @Test func aNibsOwnerTakesItsViewAndTheSystemNamesWhatTheFileCannot() throws {
        let swift = "final class DetailsViewController: UIViewController {\n    @IBAction func pressedClose(_ sender: Any) {}\n}\n"
        let scene = try #require(try Self.scenes(swift, [("Details.xib", Self.ownerNib)], view: "DetailsViewController").first)
        let elements = Self.elements(scene)
        #expect(elements.map(\.label) == [nil, nil, nil, "Note", nil])
        let reasons = elements.map { $0.unresolved.first { $0.fact == .label }?.reason }
        #expect(reasons == [
            "a system button of type `close`, which UIKit names itself",
            "a pop-up button, whose title is the menu item chosen",
            "its words may come from the runtime attribute `localizableString` (\"search.placeholder\"), set in the file",
            nil, nil,
        ])
    }

    /// A controller whose initialiser sets a property that reads `view` when observed: the
    /// observer does not run in its own class's initialiser, so the nib still gives the view.
    @Test func anObserverTheInitialiserSkipsLeavesTheNibTheView() throws {
        let swift = """
            final class VerificationViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                private var email: String {
                    didSet { refresh() }
                }
                init(email: String) {
                    self.email = email
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                private func refresh() {
                    view.backgroundColor = .systemBackground
                }
            }
            """
        let nib = Self.nib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="VerificationViewController">
                <connections>
                    <outlet property="view" destination="main" id="viewOutlet"/>
                    <outlet property="titleLabel" destination="title" id="titleOutlet"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="main">
                <subviews>
                    <label opaque="NO" text="Check your email" id="title"/>
                </subviews>
            </view>
            """)
        let scene = try #require(try Self.scenes(swift, [("VerificationViewController.xib", nib)], view: "VerificationViewController").first)
        #expect(Self.elements(scene).map(\.label) == ["Check your email"])
    }

    static let cellNib = nib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="ReminderCell" id="cell" customClass="ReminderCell" customModule="Plants">
            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <subviews>
                    <switch opaque="NO" on="YES" id="toggle">
                        <rect key="frame" x="328" y="6" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" text="Remind me" id="title">
                        <rect key="frame" x="20" y="11" width="200" height="21"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
            <accessibility key="accessibilityConfiguration">
                <bool key="isElement" value="NO"/>
            </accessibility>
            <connections>
                <outlet property="toggle" destination="toggle" id="toggleOutlet"/>
            </connections>
        </tableViewCell>
        """)

    static let reminders = """
        final class RemindersViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "ReminderCell", bundle: nil), forCellReuseIdentifier: "Reminder")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Reminder", for: indexPath)
            }
        }
        final class ReminderCell: UITableViewCell {
            @IBOutlet weak var toggle: UISwitch!
            override func awakeFromNib() {
                super.awakeFromNib()
                toggle.accessibilityLabel = "Remind me"
            }
        }
        """

    @Test func aCellRegisteredByItsNibIsMadeFromIt() throws {
        let scene = try #require(try Self.scenes(Self.reminders, [("Cells/ReminderCell.xib", Self.cellNib)], view: "RemindersViewController").first)
        let elements = Self.elements(scene)
        #expect(elements.map(\.label) == ["Remind me", "Remind me"])
        #expect(elements.map(\.value) == ["1", nil])
        #expect(elements.map(\.traits) == [[.button, .toggle], .staticText])
        // The cell on its own is made from its nib too.
        let cell = try #require(try Self.scenes(Self.reminders, [("Cells/ReminderCell.xib", Self.cellNib)], view: "ReminderCell").first)
        #expect(Self.elements(cell).map(\.label) == ["Remind me", "Remind me"])
    }

    static let ownedNib = nib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QuoteView">
            <connections>
                <outlet property="contentView" destination="content" id="contentOutlet"/>
                <outlet property="quoteLabel" destination="quote" id="quoteOutlet"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="content">
            <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
            <subviews>
                <label opaque="NO" text="{Quote}" numberOfLines="0" id="quote">
                    <rect key="frame" x="16" y="16" width="343" height="40"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                <button opaque="NO" buttonType="system" id="share">
                    <rect key="frame" x="16" y="64" width="120" height="44"/>
                    <state key="normal" title="Share quote"/>
                </button>
            </subviews>
        </view>
        """)

    /// A view that loads its own nib with itself as File's Owner (`loadNibNamed(_:owner:options:)`)
    /// gets the nib's views through its outlets; it is not sent `awakeFromNib`, which the nib does
    /// not make it.
    @Test func aViewLoadingItsNibAsOwnerShowsItsViews() throws {
        let swift = """
            final class QuoteView: UIView {
                @IBOutlet var contentView: UIView!
                @IBOutlet weak var quoteLabel: UILabel!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    Bundle.main.loadNibNamed(String(describing: QuoteView.self), owner: self, options: nil)
                    addSubview(contentView)
                    quoteLabel.text = "Simplicity is prerequisite for reliability."
                }
                required init?(coder: NSCoder) { fatalError() }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    quoteLabel.text = "Awoken"
                }
            }
            """
        let scene = try #require(try Self.scenes(swift, [("Views/QuoteView.xib", Self.ownedNib)], view: "QuoteView").first)
        #expect(Self.elements(scene).map(\.label) == ["Simplicity is prerequisite for reliability.", "Share quote"])
    }

    /// A nib whose own view is of the class that loads it, in its `init(coder:)`, ends: the
    /// second load is not made.
    @Test func aNibLoadedWhileItLoadsIsNotLoadedAgain() throws {
        let selfMaking = Self.ownedNib.replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=\"content\">",
                                                            with: "<view contentMode=\"scaleToFill\" id=\"content\" customClass=\"QuoteView\">")
        let swift = """
            final class QuoteView: UIView {
                @IBOutlet var contentView: UIView!
                @IBOutlet weak var quoteLabel: UILabel!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    UINib(nibName: "QuoteView", bundle: nil).instantiate(withOwner: self, options: nil)
                    addSubview(contentView)
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    UINib(nibName: "QuoteView", bundle: nil).instantiate(withOwner: self, options: nil)
                }
            }
            """
        let scene = try #require(try Self.scenes(swift, [("QuoteView.xib", selfMaking)], view: "QuoteView").first)
        #expect(Self.elements(scene).map(\.label) == ["{Quote}", "Share quote"])
    }

    /// A view a storyboard places is sent `awakeFromNib` by UIKit, also when it is lowered on
    /// its own with an initialiser of its own.
    @Test func aViewAStoryboardPlacesIsAwoken() throws {
        let swift = """
            final class BarcodeInputView: UIView {
                let confirmButton = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(confirmButton)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    confirmButton.setTitle("Search", for: .normal)
                }
            }
            """
        let placing = Self.storyboard("""
            <viewController id="scanner" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <subviews>
                        <view contentMode="scaleToFill" id="input" customClass="BarcodeInputView"/>
                    </subviews>
                </view>
            </viewController>
            """)
        let placed = try #require(try Self.scenes(swift, [("Search.storyboard", placing)], view: "BarcodeInputView").first)
        #expect(Self.elements(placed).map(\.label) == ["Search"])
        let alone = try #require(try Self.scenes(swift, [], view: "BarcodeInputView").first)
        #expect(Self.elements(alone).map(\.label) == [nil])
    }

    @Test func aFileThatIsNoInterfaceBuilderDocumentIsAProblemNamingItsPlace() {
        let problems = InterfaceBuilderIndex(texts: [
            ("Broken.storyboard", "<document>\n  <scenes>\n</document>\n"),
            ("Other.xib", "<plist version=\"1.0\"/>"),
        ]).problemDescriptions
        #expect(problems == [
            "Broken.storyboard:3:1: </document> does not close <scenes> (opened at line 2, column 3)",
            "Other.xib:1:1: the root element is <plist>, not an Interface Builder <document>",
        ])
    }
}
