import AccessibilityTree
import Scenes
import Testing
import UIKitFrontEnd

/// An assignment to a computed property of the app's class runs its setter, and a view lowered on
/// its own is given what its users set through such a setter, unknown (docs/uikit.md).
@Suite struct UIKitComputedSetterTests {
    static let button = """
        final class BorderedTextButton: UIView {
            let button = UIButton(type: .system)
            var title: String {
                get { button.title(for: .normal) ?? "" }
                set(value) { button.setTitle(value, for: .normal) }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(button)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func elements(_ source: String, view: String) throws -> [AccessibilityElement] {
        let scene = try #require(try UIKitFrontEnd.scenes(source: "import UIKit\n" + source, view: view).first)
        return scene.render().exposedNodes.filter(\.isAccessibilityElement)
    }

    @Test func anAssignmentRunsTheSetter() throws {
        let controller = """
            final class TunnelsController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let add = BorderedTextButton(frame: .zero)
                    add.title = "Add a tunnel"
                    view.addSubview(add)
                }
            }
            """
        #expect(try Self.elements(Self.button + controller, view: "TunnelsController").map(\.label) == ["Add a tunnel"])
    }

    /// A view holding a control whose users give it its title through the view's property
    /// (unstoppable-wallet's `InputSecondaryButtonWrapperView`, titled "Max", "Paste", "Resend").
    static let wrapper = """
        final class ButtonWrapperView: UIView {
            let button = UIButton(type: .system)
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(button)
                addSubview(caption)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func theViewAloneHasTheWordsItsUsersSetOnItsControls() throws {
        let user = """
            final class PasteInputView: UIView {
                private let pasteView = ButtonWrapperView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(pasteView)
                    pasteView.button.setTitle("Paste", for: .normal)
                    pasteView.caption.text = "From the clipboard"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let elements = try Self.elements(Self.wrapper + user, view: "ButtonWrapperView")
        #expect(elements.count == 2)
        #expect(elements.allSatisfy { $0.label == nil && $0.unresolved.contains { $0.fact == .label && $0.origin == .runTimeText } })
        // Nobody titles it: a button with no words.
        let alone = try Self.elements(Self.wrapper, view: "ButtonWrapperView")
        #expect(alone.map(\.label) == [nil, nil])
        #expect(alone.allSatisfy { !$0.unresolved.contains { $0.fact == .label } })
    }

    /// A text field whose users give it its placeholder (Open Food Facts' nutriment rows,
    /// `view.inputTextField.placeholder = nutrimentName`) is named by words read elsewhere.
    @Test func theViewAloneHasThePlaceholderItsUsersSet() throws {
        let row = """
            final class NutrimentRow: UIView {
                let inputTextField = UITextField()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(inputTextField)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NutrimentsView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let row = NutrimentRow()
                    row.inputTextField.placeholder = nutriment.name
                    addSubview(row)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let field = try #require(try Self.elements(row, view: "NutrimentRow").first)
        #expect(field.label == nil)
        #expect(field.unresolved.contains { $0.fact == .label && $0.origin == .runTimeText })
    }

    @Test func theViewAloneHasTheTitleItsUsersSet() throws {
        let button = try #require(try Self.elements(Self.button, view: "BorderedTextButton").first)
        #expect(button.label == nil)
        #expect(button.unresolved.contains { $0.fact == .label && $0.origin == .runTimeText })
    }

    /// A control that declares `text` again to pass it on to its label, and reads its label's
    /// words as its own (The Blue Alliance's failure banner, `get { label.text }`), has the words
    /// its users set, not none.
    @Test func theViewAloneHasTheTextItsUsersSetThroughItsOwnTextProperty() throws {
        let banner = """
            final class FailureBannerView: UIControl {
                private let label = UILabel()
                var text: String? {
                    get { label.text }
                    set { label.text = newValue }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    accessibilityTraits = .button
                    isAccessibilityElement = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override var accessibilityLabel: String? {
                    get { label.text }
                    set { super.accessibilityLabel = newValue }
                }
            }
            """
        let control = try #require(try Self.elements(banner, view: "FailureBannerView").first)
        #expect(control.label == nil)
        #expect(control.unresolved.contains { $0.fact == .label && $0.origin == .runTimeText })
    }
}
