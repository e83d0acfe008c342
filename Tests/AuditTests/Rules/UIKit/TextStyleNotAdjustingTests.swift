import Audit
import Foundation
import TestSupport
import Testing

/// `text-style-not-adjusting` on views the UIKit front end makes from code, storyboards and nibs:
/// a text-style font without `adjustsFontForContentSizeCategory` is reported where it is set,
/// unless code around the view sets fonts again when the text size changes.
@Suite struct TextStyleNotAdjustingTests {
    static func findings(_ files: [String: String]) throws -> [String] {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let result = try AuditRunner(rules: [TextStyleNotAdjustingRule.self]).run(paths: [folder.path])
        #expect(result.inputErrors.isEmpty)
        return result.findings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line) \($0.ruleID)\(fixKind($0.fix))" }
            .sorted()
    }

    /// Which fix a finding gives: for a label in code, a button's title, or in Interface Builder.
    static func fixKind(_ fix: String?) -> String {
        switch (fix?.contains("titleLabel?.adjustsFontForContentSizeCategory") == true, fix?.contains("Attributes inspector") == true) {
        case (true, true): ".interface-button"
        case (false, true): ".interface"
        case (true, false): ".button"
        case (false, false): ""
        }
    }

    /// A notice with a label, a button and a caption; `EXTRA` is replaced by more members.
    static func notice(_ setUp: String, extra: String = "") -> String {
        """
        import UIKit

        final class NoticeView: UIView {
            private let messageLabel = UILabel()
            private let actionButton = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                messageLabel.text = "Your notes are synced"
                actionButton.setTitle("Undo", for: .normal)
        \(setUp)
                addSubview(messageLabel)
                addSubview(actionButton)
            }

            required init?(coder: NSCoder) { fatalError() }
        \(extra)
        }
        """
    }

    @Test func textStyleFontsSetInCodeWithoutAdjustingAreReportedWhereTheyAreSet() throws {
        let findings = try Self.findings(["NoticeView.swift": Self.notice("""
                    messageLabel.font = .preferredFont(forTextStyle: .subheadline)
                    actionButton.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))
            """)])
        #expect(findings == [
            "NoticeView.swift:11 text-style-not-adjusting",
            "NoticeView.swift:12 text-style-not-adjusting.button",
        ])
    }

    /// A text style given as an attributed string's font is reported where the string is set;
    /// attributes without a font set none.
    @Test func anAttributedStringsTextStyleIsReportedWhereItIsSet() throws {
        let findings = try Self.findings(["NoticeView.swift": Self.notice("""
                    messageLabel.attributedText = NSAttributedString(string: "Synced", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
                    actionButton.titleLabel?.attributedText = NSAttributedString(string: "Undo", attributes: [.kern: 1])
            """)])
        #expect(findings == ["NoticeView.swift:11 text-style-not-adjusting"])
    }

    @Test func adjustingFontsAndFixedSizesAreNotReported() throws {
        let findings = try Self.findings(["NoticeView.swift": Self.notice("""
                    messageLabel.font = .preferredFont(forTextStyle: .subheadline)
                    messageLabel.adjustsFontForContentSizeCategory = true
                    actionButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
                    actionButton.titleLabel?.adjustsFontForContentSizeCategory = true
            """)])
        #expect(findings.isEmpty)
        // A fixed size is `fixed-font-size`'s.
        #expect(try Self.findings(["NoticeView.swift": Self.notice("        messageLabel.font = .systemFont(ofSize: 15)")]).isEmpty)
    }

    /// A project's own `preferredFont(for:weight:)`, declared where the audit does not read it,
    /// gives a font of the text style it names.
    @Test func aProjectsOwnPreferredFontIsATextStyle() throws {
        let findings = try Self.findings(["NoticeView.swift": Self.notice("""
                    actionButton.titleLabel?.font = UIFont.preferredFont(for: .subheadline, weight: .semibold)
            """)])
        #expect(findings == ["NoticeView.swift:11 text-style-not-adjusting.button"])
    }

    /// Code that sets the fonts again when the text size changes; an override of
    /// `traitCollectionDidChange(_:)` that only follows dark mode does not.
    @Test func aClassThatFollowsTextSizeChangesItselfIsNotReported() throws {
        let font = "        messageLabel.font = .preferredFont(forTextStyle: .subheadline)"
        let observing = try Self.findings(["NoticeView.swift": Self.notice(font + """

                    NotificationCenter.default.addObserver(self, selector: #selector(updateFonts),
                                                           name: UIContentSizeCategory.didChangeNotification, object: nil)
            """, extra: "    @objc private func updateFonts() {}")])
        #expect(observing.isEmpty)
        let traits = try Self.findings(["NoticeView.swift": Self.notice(font, extra: """
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    messageLabel.font = .preferredFont(forTextStyle: .subheadline)
                }
            """)])
        #expect(traits.isEmpty)
        let colours = try Self.findings(["NoticeView.swift": Self.notice(font, extra: """
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    guard traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }
                    layer.borderColor = UIColor.separator.cgColor
                }
            """)])
        #expect(colours == ["NoticeView.swift:11 text-style-not-adjusting"])
    }

    /// A cell reads its labels as one element: each label it shows that does not adjust is
    /// reported where its font is set.
    @Test func aCellsLabelsAreJudgedThroughTheCell() throws {
        let findings = try Self.findings(["NoteCell.swift": """
            import UIKit

            final class NoteCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let folderLabel = UILabel()
                private let dateLabel = UILabel()
                private let badgeView = UIView()
                private let badgeLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.text = "Groceries"
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    folderLabel.text = "Home"
                    folderLabel.font = .preferredFont(forTextStyle: .subheadline)
                    folderLabel.adjustsFontForContentSizeCategory = true
                    dateLabel.text = "Yesterday"
                    dateLabel.font = .preferredFont(forTextStyle: .caption1)
                    contentView.addSubview(titleLabel)
                    contentView.addSubview(folderLabel)
                    contentView.addSubview(dateLabel)
                    badgeLabel.font = .preferredFont(forTextStyle: .caption2)
                    badgeView.isHidden = true
                    badgeView.addSubview(badgeLabel)
                    contentView.addSubview(badgeView)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """])
        #expect(findings == ["NoteCell.swift:13 text-style-not-adjusting", "NoteCell.swift:18 text-style-not-adjusting"])
    }

    /// A cell's own `textLabel` is UIKit's, laid out and sized by the cell's style: not judged.
    @Test func aCellsBuiltInLabelsAreNotJudged() throws {
        let findings = try Self.findings(["SettingCell.swift": """
            import UIKit

            final class SettingCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                    textLabel?.text = "Sync"
                    textLabel?.font = .preferredFont(forTextStyle: .headline)
                    detailTextLabel?.text = "Every hour"
                    detailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """])
        #expect(findings.isEmpty)
    }

    /// A font written as a static member (`.headline`, `.body`) is the value the project's
    /// `UIFont` extension gives it, read from the file that declares it: a text style, or a fixed
    /// size of the app's typeface; not known where no file declares it.
    @Test func aFontNamedByTheProjectIsTheProjectsValue() throws {
        let fonts = """
            import UIKit
            extension UIFont {
                static var headline: UIFont {
                    .preferredFont(forTextStyle: .headline)
                }
                static let body: UIFont = .systemFont(ofSize: 16, weight: .medium)
            }
            """
        let headline = try Self.findings(["NoticeView.swift": Self.notice("        messageLabel.font = .headline"), "Fonts.swift": fonts])
        #expect(headline == ["NoticeView.swift:11 text-style-not-adjusting"])
        let body = try Self.findings(["NoticeView.swift": Self.notice("        messageLabel.font = .body"), "Fonts.swift": fonts])
        #expect(body.isEmpty)
        #expect(try Self.findings(["NoticeView.swift": Self.notice("        messageLabel.font = .headline")]).isEmpty)
    }

    /// A button made by `init(type:)` runs its class's `init(frame:)`, as UIKit does: the setup
    /// there adjusts the title the convenience initialiser gives a text style.
    @Test func aConvenienceInitializerRunsTheInitializerItDelegatesTo() throws {
        let button = """
            import UIKit

            final class PurchaseButton: UIButton {
                convenience init(title: String) {
                    self.init(type: .system)
                    setTitle(title, for: .normal)
                    titleLabel?.font = .preferredFont(forTextStyle: .headline)
                }

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ADJUST
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class PurchaseView: UIView {
                private let buyButton = PurchaseButton(title: "Buy")

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(buyButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let adjusting = button.replacingOccurrences(of: "ADJUST", with: "titleLabel?.adjustsFontForContentSizeCategory = true")
        #expect(try Self.findings(["PurchaseButton.swift": adjusting]).isEmpty)
        let notAdjusting = button.replacingOccurrences(of: "ADJUST", with: "backgroundColor = .systemBlue")
        #expect(try Self.findings(["PurchaseButton.swift": notAdjusting]) == ["PurchaseButton.swift:7 text-style-not-adjusting.button"])
    }

    /// A button with a configuration: UIKit updates the configuration, whose title follows the
    /// text size, when the traits change.
    @Test func aButtonWithAConfigurationIsNotJudged() throws {
        let findings = try Self.findings(["NoticeView.swift": Self.notice("""
                    actionButton.configuration = .plain()
                    actionButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
            """)])
        #expect(findings.isEmpty)
    }

    static let headerNib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="header" customClass="TagHeaderView">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="72"/>
                    <subviews>
                        <label opaque="NO" text="Tags" numberOfLines="0" LABEL id="title">
                            <rect key="frame" x="16" y="10" width="200" height="52"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                        </label>
                        <button opaque="NO" buttonType="system" id="edit">
                            <rect key="frame" x="300" y="14" width="98" height="44"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            <state key="normal" title="Edit"/>
                        </button>
                    </subviews>
                    <connections>
                        <outlet property="titleLabel" destination="title" id="titleOutlet"/>
                        <outlet property="actionButton" destination="edit" id="buttonOutlet"/>
                    </connections>
                </view>
            </objects>
        </document>
        """

    static func header(button: String) -> String {
        """
        import UIKit

        final class TagHeaderView: UIView {
            @IBOutlet private(set) var titleLabel: UILabel!
            @IBOutlet private(set) var actionButton: UIButton!\(button)
        }
        """
    }

    /// A nib's text style without "Automatically Adjusts Font" is reported at the view's element,
    /// where the attribute goes; the attribute, or the code adjusting the button's title, mends it.
    @Test func aNibsTextStylesAreJudgedWhereTheNibSetsThem() throws {
        let before = try Self.findings([
            "TagHeaderView.swift": Self.header(button: ""),
            "TagHeaderView.xib": Self.headerNib.replacingOccurrences(of: "LABEL ", with: ""),
        ])
        #expect(before == ["TagHeaderView.xib:11 text-style-not-adjusting.interface-button",
                           "TagHeaderView.xib:7 text-style-not-adjusting.interface"])
        let after = try Self.findings([
            "TagHeaderView.swift": Self.header(button: """
                 {
                        didSet {
                            actionButton.titleLabel?.adjustsFontForContentSizeCategory = true
                        }
                    }
                """),
            "TagHeaderView.xib": Self.headerNib.replacingOccurrences(of: "LABEL ", with: #"adjustsFontForContentSizeCategory="YES" "#),
        ])
        #expect(after.isEmpty)
    }

    /// WooCommerce's order search: the empty-state label is hidden until a search finds nothing,
    /// and its text-style font does not adjust. Judged as shown, since the code shows it.
    @Test func aLabelHiddenUntilTheCodeShowsItIsJudged() throws {
        let search = """
            import UIKit

            final class OrderSearchViewController: UIViewController {
                private let emptyStateLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emptyStateLabel.text = "No orders found"
                    emptyStateLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    emptyStateLabel.isHidden = true
                    view.addSubview(emptyStateLabel)
                }

                func displayEmptyState() {
                    SHOW
                }
            }
            """
        let shown = search.replacingOccurrences(of: "SHOW", with: "emptyStateLabel.isHidden = false")
        #expect(try Self.findings(["OrderSearchViewController.swift": shown]) == ["OrderSearchViewController.swift:9 text-style-not-adjusting"])
        let neverShown = search.replacingOccurrences(of: "SHOW", with: "emptyStateLabel.removeFromSuperview()")
        #expect(try Self.findings(["OrderSearchViewController.swift": neverShown]).isEmpty)
    }
}
