import AccessibilityTree
import Testing
import UIKitFrontEnd

/// Small UIKit views and what the front end lowers them to: each UIKit default and each way
/// code states an accessibility property.
@Suite struct UIKitLoweringSnippetTests {
    struct Snippet: CustomTestStringConvertible, Sendable {
        let name: String
        /// The body of `init(frame:)` of a `UIView` subclass (or whole declarations with `declarations`).
        let setup: String
        var declarations: String = ""
        /// Each exposed element as `label|value|traits`.
        let expected: [String]
        var testDescription: String { name }
    }

    static func lower(_ snippet: Snippet) throws -> [String] {
        let source = """
            import UIKit
            final class SnippetView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    \(snippet.setup)
                }
                required init?(coder: NSCoder) { fatalError() }
                \(snippet.declarations)
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "SnippetView").first)
        return scene.render().exposedNodes.filter(\.isAccessibilityElement).map { element in
            "\(element.label ?? "")|\(element.value ?? "")|\(element.traits.names.joined(separator: ","))"
        }
    }

    static let snippets: [Snippet] = [
        // A property's observers do not run when its own class's initialiser sets it (The Swift
        // Programming Language, Property Observers); a method that initialiser calls runs them.
        Snippet(name: "observer not run by the own initialiser",
                setup: #"addSubview(badge); count = 3"#,
                declarations: #"let badge = UILabel(); var count = 0 { didSet { badge.text = "\(count) new" } }"#,
                expected: ["||staticText"]),
        Snippet(name: "observer run by a method the initialiser calls",
                setup: #"addSubview(badge); update()"#,
                declarations: #"let badge = UILabel(); var count = 0 { didSet { badge.text = "\(count) new" } }; func update() { count = 3 }"#,
                expected: ["3 new||staticText"]),
        // The Then library's `then(_:)` runs its closure on the view and returns it; `do(_:)` runs it.
        Snippet(name: "view set up by then",
                setup: #"addSubview(title); addSubview(UIButton().then { $0.setTitle("Retry", for: .normal) })"#,
                declarations: #"let title = UILabel().then { $0.text = "Offline"; $0.isAccessibilityElement = true }"#,
                expected: ["Offline||staticText", "Retry||button"]),
        // A closure naming two parameters takes apart each pair `enumerated()` gives, written
        // with parentheses or without (Green's word buttons, titled in `reload()`).
        Snippet(name: "pairs of enumerated taken apart",
                setup: #"let words = ["river", "stone"]; let buttons = [UIButton(), UIButton()]; buttons.enumerated().forEach { (offset, button) in button.setTitle(words[offset], for: .normal) }; for (offset, button) in buttons.enumerated() { addSubview(button) }; buttons.enumerated().forEach { offset, button in button.accessibilityHint = "Word \(offset + 1)" }"#,
                expected: ["river||button", "stone||button"]),
        // A method passed by name runs on each item (`views.forEach(stack.addArrangedSubview)`).
        Snippet(name: "method passed by name",
                setup: #"let stack = UIStackView(); let title = UILabel(); title.text = "Offline"; [title].forEach(stack.addArrangedSubview); addSubview(stack)"#,
                expected: ["Offline||staticText"]),
        // A `switch` with no `default` that no case matches (over a member the audit does not
        // read) runs its first case: a `switch` is exhaustive.
        Snippet(name: "exhaustive switch over an unread member",
                setup: #"let b = UIButton(); let title = { () -> String in switch Subscription.state { case .expired: return "Renew"; case .active: return "Manage" } }(); b.setTitle(title, for: .normal); addSubview(b)"#,
                expected: ["Renew||button"]),
        Snippet(name: "view set up by do", setup: #"let badge = UILabel(); badge.do { $0.text = "3 new" }; addSubview(badge)"#,
                expected: ["3 new||staticText"]),
        Snippet(name: "button title", setup: #"let b = UIButton(type: .system); b.setTitle("Save", for: .normal); addSubview(b)"#,
                expected: ["Save||button"]),
        Snippet(name: "button image name", setup: #"let b = UIButton(); b.setImage(UIImage(named: "trash_can"), for: .normal); addSubview(b)"#,
                expected: ["trash_can||button"]),
        // A blank title shows nothing: the image names the button.
        Snippet(name: "button blank title, image name", setup: #"let b = UIButton(); b.setTitle(" ", for: .normal); b.setImage(UIImage(named: "trash_can"), for: .normal); addSubview(b)"#,
                expected: ["trash_can||button"]),
        Snippet(name: "button empty title, no image", setup: #"let b = UIButton(); b.setTitle("", for: .normal); addSubview(b)"#,
                expected: ["||button"]),
        Snippet(name: "button explicit label wins", setup: #"let b = UIButton(); b.setTitle("X", for: .normal); b.accessibilityLabel = "Close"; addSubview(b)"#,
                expected: ["Close||button"]),
        // The attributed forms set the same properties (Apple, `accessibilityAttributedLabel`).
        Snippet(name: "button attributed label and value",
                setup: #"let b = UIButton(); b.accessibilityAttributedLabel = NSAttributedString(string: "Share"); b.accessibilityAttributedValue = NSMutableAttributedString(string: "3 friends"); addSubview(b)"#,
                expected: ["Share|3 friends|button"]),
        Snippet(name: "attributed label set on itself", setup: #"isAccessibilityElement = true; accessibilityAttributedLabel = NSAttributedString(string: "Poll option")"#,
                expected: ["Poll option||"]),
        Snippet(name: "button selected", setup: #"let b = UIButton(); b.setTitle("Star", for: .normal); b.isSelected = true; addSubview(b)"#,
                expected: ["Star||button,selected"]),
        Snippet(name: "button disabled", setup: #"let b = UIButton(); b.setTitle("Send", for: .normal); b.isEnabled = false; addSubview(b)"#,
                expected: ["Send||button,notEnabled"]),
        Snippet(name: "localized title shows its development-language value",
                setup: #"let b = UIButton(); b.setTitle(NSLocalizedString("orders.filter.button", value: "Filter", comment: ""), for: .normal); addSubview(b)"#,
                expected: ["Filter||button"]),
        Snippet(name: "localized title without a value shows its key",
                setup: #"let b = UIButton(); b.setTitle(NSLocalizedString("Filter orders", comment: ""), for: .normal); addSubview(b)"#,
                expected: ["Filter orders||button"]),
        Snippet(name: "attributed title reads its text",
                setup: #"let b = UIButton(); b.setAttributedTitle(NSMutableAttributedString(string: "Everyone"), for: .normal); addSubview(b)"#,
                expected: ["Everyone||button"]),
        // UIButton.Configuration (iOS 15): the button shows the configuration's title or image,
        // a copy of the value as it was when set.
        Snippet(name: "configuration title",
                setup: #"var config = UIButton.Configuration.borderedProminent(); config.title = "Save"; let b = UIButton(configuration: config); addSubview(b)"#,
                expected: ["Save||button"]),
        Snippet(name: "configuration set on a button property",
                setup: #"var config = UIButton.Configuration.filled(); config.title = "Save"; saveButton.configuration = config; config.title = "Later"; addSubview(saveButton)"#,
                declarations: "let saveButton = UIButton()",
                expected: ["Save||button"]),
        Snippet(name: "configuration image",
                setup: #"var config = UIButton.Configuration.plain(); config.image = UIImage(systemName: "trash"); let b = UIButton(configuration: config); addSubview(b)"#,
                expected: ["Delete||button"]),
        Snippet(name: "configuration changed through the button",
                setup: #"let b = UIButton(configuration: .plain()); b.configuration?.title = "Share"; addSubview(b)"#,
                expected: ["Share||button"]),
        Snippet(name: "restyled symbol keeps its description",
                setup: #"let b = UIButton(); b.setImage(UIImage(systemName: "trash")?.withTintColor(.red), for: .normal); addSubview(b)"#,
                expected: ["Delete||button"]),
        Snippet(name: "symbol with no description reads its name's words",
                setup: #"let b = UIButton(); b.setImage(UIImage(systemName: "camera.rotate.fill"), for: .normal); addSubview(b)"#,
                expected: ["Camera rotate fill||button"]),
        Snippet(name: "label text", setup: #"let l = UILabel(); l.text = "Hello"; addSubview(l)"#, expected: ["Hello||staticText"]),
        Snippet(name: "label attributed text", setup: #"let l = UILabel(); l.attributedText = NSAttributedString(string: "Hi"); addSubview(l)"#,
                expected: ["Hi||staticText"]),
        Snippet(name: "switch off", setup: "let s = UISwitch(); addSubview(s)", expected: ["|0|button,toggle"]),
        Snippet(name: "switch on", setup: "let s = UISwitch(); s.isOn = true; addSubview(s)", expected: ["|1|button,toggle"]),
        Snippet(name: "slider percentage", setup: "let s = UISlider(); s.minimumValue = 0; s.maximumValue = 200; s.value = 50; addSubview(s)",
                expected: ["|25%|adjustable"]),
        // A page control reads its page, counted from one, of its pages ("page 2 of 3").
        Snippet(name: "page control page", setup: "let p = UIPageControl(); p.numberOfPages = 3; p.currentPage = 1; addSubview(p)",
                expected: ["|page 2 of 3|adjustable"]),
        Snippet(name: "page control pages set at run time", setup: "let p = UIPageControl(); p.numberOfPages = pages.count; addSubview(p)",
                expected: ["||adjustable"]),
        Snippet(name: "text field placeholder", setup: #"let f = UITextField(); f.placeholder = "Name"; addSubview(f)"#,
                expected: ["Name||textEntry"]),
        // A placeholder given with attributes (and a font) is the placeholder (Authenticator's search field).
        Snippet(name: "text field attributed placeholder",
                setup: #"let f = UITextField(); f.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)]); addSubview(f)"#,
                expected: ["Search||textEntry"]),
        Snippet(name: "text field text is the value", setup: #"let f = UITextField(); f.placeholder = "Name"; f.text = "Ada"; addSubview(f)"#,
                expected: ["|Ada|textEntry"]),
        Snippet(name: "text view text is the value", setup: #"let t = UITextView(); t.text = "Notes"; addSubview(t)"#,
                expected: ["|Notes|textEntry,textArea"]),
        Snippet(name: "read-only text view reads as text", setup: #"let t = UITextView(); t.isEditable = false; t.text = "Logs"; addSubview(t)"#,
                expected: ["Logs||staticText"]),
        Snippet(name: "image view is no element", setup: #"addSubview(UIImageView(image: UIImage(named: "dog")))"#, expected: []),
        Snippet(name: "image view made an element", setup: #"let i = UIImageView(image: UIImage(named: "dog")); i.isAccessibilityElement = true; i.accessibilityTraits = .image; addSubview(i)"#,
                expected: ["dog||image"]),
        Snippet(name: "traits assigned as an array", setup: #"let l = UILabel(); l.text = "Title"; l.accessibilityTraits = [.header, .button]; addSubview(l)"#,
                expected: ["Title||button,header"]),
        Snippet(name: "traits insert", setup: #"let l = UILabel(); l.text = "Title"; l.accessibilityTraits.insert(.header); addSubview(l)"#,
                expected: ["Title||staticText,header"]),
        Snippet(name: "traits or-assign", setup: #"let l = UILabel(); l.text = "Row"; l.accessibilityTraits |= .button; addSubview(l)"#,
                expected: ["Row||button,staticText"]),
        Snippet(name: "traits union", setup: #"let l = UILabel(); l.text = "Row"; l.accessibilityTraits = l.accessibilityTraits.union(.selected); addSubview(l)"#,
                expected: ["Row||selected,staticText"]),
        Snippet(name: "traits remove", setup: #"let b = UIButton(); b.setTitle("Go", for: .normal); b.accessibilityTraits.remove(.button); addSubview(b)"#,
                expected: ["Go||"]),
        Snippet(name: "hint and value", setup: #"let l = UILabel(); l.text = "Volume"; l.accessibilityValue = "5"; l.accessibilityHint = "Loud"; addSubview(l)"#,
                expected: ["Volume|5|staticText"]),
        Snippet(name: "hidden view", setup: #"let l = UILabel(); l.text = "Gone"; l.isHidden = true; addSubview(l)"#, expected: []),
        Snippet(name: "elements hidden", setup: #"let l = UILabel(); l.text = "Gone"; l.accessibilityElementsHidden = true; addSubview(l)"#, expected: []),
        Snippet(name: "container made one element", setup: #"let l = UILabel(); l.text = "A"; addSubview(l); isAccessibilityElement = true; accessibilityLabel = "Group""#,
                expected: ["Group||"]),
        Snippet(name: "order of addition", setup: #"let a = UILabel(); a.text = "1"; let b = UILabel(); b.text = "2"; addSubview(b); insertSubview(a, at: 0)"#,
                expected: ["1||staticText", "2||staticText"]),
        Snippet(name: "stack arranged subviews", setup: #"let a = UILabel(); a.text = "A"; let b = UILabel(); b.text = "B"; let s = UIStackView(arrangedSubviews: [a]); s.addArrangedSubview(b); addSubview(s)"#,
                expected: ["A||staticText", "B||staticText"]),
        Snippet(name: "lazy property", setup: "addSubview(titleLabel)",
                declarations: #"lazy var titleLabel: UILabel = { let l = UILabel(); l.text = "Lazy"; return l }()"#,
                expected: ["Lazy||staticText"]),
        Snippet(name: "configure method", setup: "",
                declarations: #"let l = UILabel(); func configure() { l.text = "Configured"; addSubview(l) }"#,
                expected: ["Configured||staticText"]),
        Snippet(name: "bound by a list framework", setup: "let b = UIButton(); addSubview(b); button = b",
                declarations: #"var button: UIButton?; func bindViewModel(_ viewModel: Any) { button?.setTitle("Open", for: .normal) }"#,
                expected: ["Open||button"]),
        Snippet(name: "overridden label getter", setup: "isAccessibilityElement = true",
                declarations: #"override var accessibilityLabel: String? { get { "From getter" } set { } }"#,
                expected: ["From getter||"]),
        Snippet(name: "overridden traits with super", setup: "isAccessibilityElement = true; accessibilityLabel = \"Cell\"",
                declarations: "override var accessibilityTraits: UIAccessibilityTraits { get { super.accessibilityTraits.union(.button) } set { } }",
                expected: ["Cell||button"]),
        Snippet(name: "accessibility elements order", setup: #"let a = UILabel(); a.text = "A"; let b = UILabel(); b.text = "B"; addSubview(a); addSubview(b); accessibilityElements = [b, a]"#,
                expected: ["B||staticText", "A||staticText"]),
        Snippet(name: "UIAccessibilityElement", setup: #"let e = UIAccessibilityElement(accessibilityContainer: self); e.accessibilityLabel = "Drawn"; e.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 44, height: 44); accessibilityElements = [e]"#,
                expected: ["Drawn||"]),
        Snippet(name: "loop over a literal", setup: #"for name in ["a", "b"] { let l = UILabel(); l.text = name.uppercased(); addSubview(l) }"#,
                expected: ["A||staticText", "B||staticText"]),
        Snippet(name: "if on a known value", setup: #"let compact = false; let l = UILabel(); if compact { l.text = "Short" } else { l.text = "Long" }; addSubview(l)"#,
                expected: ["Long||staticText"]),
        Snippet(name: "run-time label is unresolved", setup: "let l = UILabel(); l.text = model.title; addSubview(l)",
                expected: ["||staticText"]),
        Snippet(name: "removed from superview", setup: #"let l = UILabel(); l.text = "Temp"; addSubview(l); l.removeFromSuperview()"#, expected: []),
        // Text split on a marker before a style is chosen (`"**"` for bold runs).
        Snippet(name: "text split by a separator",
                setup: #"let l = UILabel(); let parts = "Stay **home** today".components(separatedBy: "**"); l.text = parts.count > 1 ? "\(parts.count) runs" : "plain"; addSubview(l)"#,
                expected: ["3 runs||staticText"]),
        Snippet(name: "text searched for a marker",
                setup: #"let l = UILabel(); let text = "Stay home"; l.text = text.contains("**") || text.hasPrefix(">") ? "marked" : text.hasSuffix("home") ? "plain" : "other"; addSubview(l)"#,
                expected: ["plain||staticText"]),
        // A dictionary literal is its pairs; an attributed string's text is read whatever its attributes.
        Snippet(name: "dictionary literal walked by pairs",
                setup: #"let l = UILabel(); for (key, value) in ["mode": "Dark"] { l.text = key + ": " + value }; addSubview(l)"#,
                expected: ["mode: Dark||staticText"]),
        Snippet(name: "attributed text with a font",
                setup: #"let l = UILabel(); l.attributedText = NSAttributedString(string: "Terms", attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.link]); addSubview(l)"#,
                expected: ["Terms||staticText"]),
        Snippet(name: "attributed text with attributes not known",
                setup: #"let l = UILabel(); l.attributedText = NSAttributedString(string: "Due today", attributes: Styles.emphasis); addSubview(l)"#,
                expected: ["Due today||staticText"]),
        // A `@Published` property's publisher sends its current value to a new subscriber
        // (Apple, `Published`), so a sink's closure runs when subscribed, with that value not
        // known; `assign(to:on:)` sets the property to it.
        Snippet(name: "publisher's sink runs",
                setup: #"let l = UILabel(); l.text = "Title"; addSubview(l); model.$count.sink { [weak self] _ in l.text = "Updated" }.store(in: &bag)"#,
                expected: ["Updated||staticText"]),
        Snippet(name: "value a sink receives is not known",
                setup: #"let l = UILabel(); l.text = "Title"; addSubview(l); model.$title.sink { l.text = $0 }.store(in: &bag)"#,
                expected: ["||staticText"]),
        Snippet(name: "publisher assigned to a property",
                setup: #"let i = UIImageView(); i.isAccessibilityElement = true; i.accessibilityLabel = "arrow_up"; addSubview(i); model.$trend.assign(to: \.accessibilityLabel, on: i).store(in: &bag)"#,
                expected: ["||image"]),
    ]

    @Test(arguments: snippets)
    func lowers(_ snippet: Snippet) throws {
        let lowered = try Self.lower(snippet); #expect(lowered == snippet.expected, "\(lowered)")
    }

    /// A label set to a static member of a type extended in a file not read (`extension Strings {
    /// static let findNext = … }`) is spelled by the member's name, as in SwiftUI, not taken as
    /// never set (the image's name); one set to what is not text is left open.
    @Test func aLabelSetToAMemberNotReadIsSpelledByItsName() throws {
        let source = """
            import UIKit
            struct Strings {}
            final class FindBar: UIView {
                let nextButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    nextButton.setImage(UIImage(named: "find_next"), for: [])
                    nextButton.accessibilityLabel = Strings.findNext
                    nextButton.accessibilityHint = 3
                    nextButton.accessibilityValue = true
                    addSubview(nextButton)
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "FindBar").first)
        let button = try #require(scene.render().exposedNodes.first { $0.traits.contains(.button) })
        #expect(button.label == "findNext")
        #expect(button.hint == "3")
        #expect(button.value == nil)
        #expect(button.unresolved.filter { $0.fact != .frame }.map(\.description) == ["label: `findNext`, a member whose value was not read", "value: value not read as text"])
    }

    /// Joined with other words (Covid Certificate's `[imageText, text].compactMap { $0 }.joined()`),
    /// a member not read (`UBLocalized.summary_4`, of a generated file the audit does not parse)
    /// leaves the label as unread as it is, not taken for the words shown; a computed static
    /// property of a type read (`static var summary_1: String { … }`) is read by its getter.
    @Test func aLabelJoiningAMemberNotReadIsOpenAndAStaticGetterIsRun() throws {
        let source = """
            import UIKit
            enum Texts {
                static var summary_1: String { return "Converted " + "online" }
            }
            final class InfoView: UIView {
                init(text: String, imageText: String? = nil) {
                    super.init(frame: .zero)
                    isAccessibilityElement = true
                    accessibilityLabel = [imageText, text].compactMap { $0 }.joined(separator: ",")
                }
            }
            final class SummaryView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(InfoView(text: UBLocalized.summary_4))
                    addSubview(InfoView(text: Texts.summary_1))
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "SummaryView").first)
        let elements = scene.render().exposedNodes.filter { $0.label != nil }
        #expect(elements.map(\.label) == ["summary_4", "Converted online"])
        #expect(elements.map { $0.unresolved.filter { $0.fact != .frame }.map(\.description) }
            == [["label: `summary_4`, a member whose value was not read"], []])
    }

    /// An image written as a static member of the app's `UIImage` extension (Firefox Focus's
    /// `static let iconClose = UIImage(named: "icon_close")!`), implicit or named, is that asset:
    /// VoiceOver reads its name, not only "Button".
    @Test func anImageOfTheAppsUIImageExtensionIsItsAsset() throws {
        let source = """
            import UIKit
            public extension UIImage {
                static let iconClose = UIImage(named: "icon_close")!
                static var iconShare: UIImage { UIImage(named: "icon_share")! }
            }
            final class Tooltip: UIView {
                private lazy var dismissButton: UIButton = {
                    let button = UIButton()
                    button.setImage(.iconClose, for: .normal)
                    return button
                }()
                private let shareButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    shareButton.setImage(UIImage.iconShare, for: .normal)
                    addSubview(dismissButton)
                    addSubview(shareButton)
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "Tooltip").first)
        #expect(scene.render().exposedNodes.filter { $0.traits.contains(.button) }.map(\.label) == ["icon_close", "icon_share"])
    }

    /// A text view whose class makes itself read-only in its own setup (`isEditable = false`,
    /// written without `self.`, as Zotero's `CollapsibleTextView` does) is read as text, not
    /// taken for a field without a name.
    @Test func aTextViewSubclassMadeReadOnlyByItsOwnSetupIsText() throws {
        let source = """
            import UIKit
            final class CollapsibleTextView: UITextView {
                override init(frame: CGRect, textContainer: NSTextContainer?) {
                    super.init(frame: frame, textContainer: textContainer)
                    setUp()
                }
                private func setUp() {
                    isEditable = false
                    text = "Abstract"
                }
            }
            final class AbstractView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(CollapsibleTextView())
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "AbstractView").first)
        let text = try #require(scene.render().exposedNodes.first { $0.label == "Abstract" })
        #expect(text.traits == .staticText)
    }

    /// A title set to words the audit cannot read (a run-time string, a function of a framework
    /// it does not read) names the button: left open as such, not taken as never set.
    @Test func aTitleSetAtRunTimeIsOpenAsRunTimeText() throws {
        let source = """
            import UIKit
            final class ReleaseNotes: UIView {
                let proceedButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    proceedButton.setTitle(OCLocalizedString("Proceed", nil), for: .normal)
                    addSubview(proceedButton)
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "ReleaseNotes").first)
        let button = try #require(scene.render().exposedNodes.first { $0.traits.contains(.button) })
        #expect(button.label == nil)
        let label = try #require(button.unresolved.first { $0.fact == .label })
        #expect(label.origin == .runTimeText)
        #expect(label.reason.hasPrefix("its title is set at run time"))
    }

    /// A text field named by a placeholder, or a button by an image, that the code sets to what
    /// the audit cannot read is named by unread words, not left without a name.
    @Test(arguments: [
        ("let field = UITextField(); field.placeholder = \"search.placeholder\".localized; addSubview(field)", "its placeholder is set at run time"),
        ("let b = UIButton(); b.setImage(icon.withRenderingMode(.alwaysTemplate), for: .normal); addSubview(b)", "its image is set at run time"),
        ("let b = UIButton(type: .close); addSubview(b)", "a system button of type `close`, which UIKit names itself"),
    ])
    func wordsSetToWhatIsNotReadAreUnread(_ setup: String, _ reason: String) throws {
        let source = """
            import UIKit
            final class SearchBar: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    \(setup)
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "SearchBar").first)
        let control = try #require(scene.render().exposedNodes.first { $0.isAccessibilityElement })
        #expect(control.label == nil)
        let unread = try #require(control.unresolved.first { $0.fact == .label })
        #expect(unread.reason.hasPrefix(reason))
        // A picture chosen at run time names the control by its own name, if it has one.
        #expect(unread.origin == (reason.contains("image") ? .imageName : .runTimeText))
    }

    /// A button of the app's own class whose method sets its own configuration or title, run by
    /// its owner with data given at run time (mastodon's `ProfileRelationshipActionButton
    /// .configure(relationship:…)`), is named by words the audit cannot read; a method setting
    /// another object's title, or the title of a configuration it never gives itself, names nothing.
    @Test(arguments: [
        ("var configuration = UIButton.Configuration.filled(); configuration.title = isFollowing ? \"Following\" : \"Follow\"; self.configuration = configuration", true),
        ("setTitle(isFollowing ? \"Following\" : \"Follow\", for: .normal)", true),
        ("accessibilityLabel = isFollowing ? \"Following\" : \"Follow\"", true),
        ("var configuration = UIButton.Configuration.filled(); configuration.title = \"Follow\"; print(configuration)", false),
        ("other.setTitle(\"Follow\", for: .normal)", false),
        ("setTitle(nil, for: [.normal, .selected]); accessibilityLabel = \"\"", false),
    ])
    func aButtonItsOwnClassNamesIsNamedAtRunTime(_ method: String, _ named: Bool) throws {
        let source = """
            import UIKit
            final class RelationshipButton: UIButton {
                let other = UIButton()
                func configure(isFollowing: Bool) {
                    \(method)
                }
            }
            final class Header: UIView {
                let followButton = RelationshipButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(followButton)
                }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "Header").first)
        let button = try #require(scene.render().exposedNodes.first { $0.traits.contains(.button) })
        #expect(button.label == nil)
        let unread = button.unresolved.first { $0.fact == .label }
        #expect((unread?.reason == "its class `RelationshipButton` names it in `configure(…)`, run with data given at run time") == named)
    }

    @Test func customActionsAndRotorsAreListed() throws {
        let source = """
            import UIKit
            final class RowView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Message"
                    accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reply") { _ in
                        UIAccessibility.post(notification: .announcement, argument: "Replied")
                        return true
                    }]
                    accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Links") { _ in nil }]
                    accessibilityUserInputLabels = ["Message", "Mail"]
                    accessibilityViewIsModal = true
                }
            }
            """
        var scene = try #require(try UIKitFrontEnd.scenes(source: source).first)
        let row = try #require(scene.render().exposedNodes.first { $0.label == "Message" })
        #expect(row.customActions.map(\.name) == ["Reply"])
        #expect(row.customRotors.map(\.name) == ["Links"])
        #expect(row.inputLabels == ["Message", "Mail"])
        #expect(row.isModal)
        #expect(scene.perform(.customAction("Reply"), on: row.id, at: .zero).events == [.announcement("Replied", priority: .default)])
    }

    @Test func incrementRunsTheOverride() throws {
        let source = """
            import UIKit
            final class StepperView: UIView {
                var count = 1
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityLabel = "Cups"
                    accessibilityTraits = .adjustable
                }
                override var accessibilityValue: String? { get { "\\(count)" } set { } }
                override func accessibilityIncrement() { count += 1 }
                override func accessibilityDecrement() { count -= 1 }
            }
            """
        var scene = try #require(try UIKitFrontEnd.scenes(source: source).first)
        let id = try #require(scene.render().exposedNodes.first { $0.label == "Cups" }?.id)
        #expect(scene.perform(.increment, on: id, at: .zero).isHandled)
        #expect(scene.perform(.increment, on: id, at: .zero).isHandled)
        #expect(scene.render().exposedNodes.first { $0.label == "Cups" }?.value == "3")
        _ = scene.perform(.decrement, on: id, at: .zero)
        #expect(scene.render().exposedNodes.first { $0.label == "Cups" }?.value == "2")
    }

    @Test func recursionEndsWithinTheBudget() throws {
        let source = """
            import UIKit
            final class LoopView: UIView {
                override init(frame: CGRect) { super.init(frame: frame); build() }
                func build() { build() }
            }
            """
        let scene = try #require(try UIKitFrontEnd.scenes(source: source).first)
        #expect(scene.render().exposedNodes.filter(\.isAccessibilityElement).isEmpty)
    }
}
