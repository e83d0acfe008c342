import AccessibilityTree
import Scenes
import Testing
import UIKitFrontEnd

/// Views hidden at setup that the screen's code shows later (WooCommerce's empty-state label) are
/// judged in a second rendering of the screen, with them shown (docs/uikit.md).
@Suite struct UIKitViewsShownLaterTests {
    /// A search screen hiding its empty-state label until a search finds nothing; `SHOW` is the
    /// body of `displayEmptyState()`.
    static let search = """
        import UIKit
        final class OrderSearchViewController: UIViewController {
            private let emptyStateLabel = UILabel()
            private let retryButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                emptyStateLabel.text = "No orders found"
                emptyStateLabel.isHidden = true
                retryButton.setTitle("Retry", for: .normal)
                retryButton.isHidden = true
                view.addSubview(emptyStateLabel)
                view.addSubview(retryButton)
            }

            func displayEmptyState(_ isEmpty: Bool) {
                SHOW
            }
        }
        """

    static func renders(_ show: String) throws -> (first: [String], shownLater: [String]?) {
        let source = search.replacingOccurrences(of: "SHOW", with: show)
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "OrderSearchViewController").first)
        func labels(_ screen: Screen) -> [String] { screen.exposedNodes.filter(\.isAccessibilityElement).compactMap(\.label) }
        return (labels(scene.render()), scene.renderWithViewsShownLater().map(labels))
    }

    @Test func aViewTheCodeShowsIsShownInTheSecondRendering() throws {
        let rendered = try Self.renders("emptyStateLabel.isHidden = false")
        #expect(rendered.first == [])
        #expect(rendered.shownLater == ["No orders found"])
    }

    /// Shown by a condition (`isHidden = !isEmpty`) or through `self`, optionally: shown as well.
    @Test func aConditionOrAnOptionalReceiverShowsItToo() throws {
        let rendered = try Self.renders("self.emptyStateLabel.isHidden = !isEmpty; self.retryButton?.isHidden = !isEmpty")
        #expect(rendered.shownLater == ["No orders found", "Retry"])
    }

    /// The methods that show a view run in the order the source declares them, whatever order
    /// the class's table of methods by name would give: the last one written sets the words last
    /// (run in another order, a run would end on any of the eight, and two runs could differ).
    @Test func theShowingMethodsRunInTheOrderTheSourceDeclaresThem() throws {
        let methods = ["showAlpha", "showBravo", "showCharlie", "showDelta", "showEcho", "showFoxtrot", "showGolf", "showHotel"]
            .map { "func \($0)() { emptyStateLabel.text = \"\($0)\"; emptyStateLabel.isHidden = false }" }
        let rendered = try Self.renders("}\n" + methods.joined(separator: "\n") + "\nfunc unused() {")
        #expect(rendered.shownLater == ["showHotel"])
    }

    /// Hidden again, or never shown: no second rendering.
    @Test func aViewTheCodeOnlyHidesIsNotShown() throws {
        #expect(try Self.renders("emptyStateLabel.isHidden = true").shownLater == nil)
        #expect(try Self.renders("print(isEmpty)").shownLater == nil)
    }

    /// The method that shows a view runs: what it sets with it is set too (the title the empty
    /// state's button is given where it is shown).
    @Test func whatTheShowingMethodSetsIsSet() throws {
        let rendered = try Self.renders(#"retryButton.setTitle("Search again", for: .normal); retryButton.isHidden = false"#)
        #expect(rendered.shownLater == ["Search again"])
    }

    /// Shown by what the method reads, and that hides it (an option never turned on): not shown.
    @Test func aViewWhatTheCodeReadsKeepsHiddenIsNotShown() throws {
        let options = "\nenum SearchOptions {\n    static let showsEmptyState = false\n}\n"
        let source = Self.search.replacingOccurrences(of: "SHOW", with: "emptyStateLabel.isHidden = !SearchOptions.showsEmptyState") + options
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "OrderSearchViewController").first)
        #expect(scene.renderWithViewsShownLater() == nil)
        let turnedOn = source.replacingOccurrences(of: "showsEmptyState = false", with: "showsEmptyState = true")
        let shown = try #require(try UIKitFrontEnd.scenes(source: turnedOn, view: "OrderSearchViewController").first)
        #expect(shown.renderWithViewsShownLater()?.exposedNodes.filter(\.isAccessibilityElement).compactMap(\.label) == ["No orders found"])
    }

    /// Transparent as well as hidden: the code that shows it is not read, so it stays out.
    @Test func aViewAlsoTransparentStaysHidden() throws {
        let source = Self.search.replacingOccurrences(of: "SHOW", with: "emptyStateLabel.isHidden = false")
            .replacingOccurrences(of: "emptyStateLabel.isHidden = true", with: "emptyStateLabel.isHidden = true; emptyStateLabel.alpha = 0")
        let scene = try #require(try UIKitFrontEnd.scenes(source: source, view: "OrderSearchViewController").first)
        #expect(scene.renderWithViewsShownLater() == nil)
    }
}
