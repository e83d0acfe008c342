import AccessibilityTree
import Scenes
import Testing
import UIKitFrontEnd

/// Lists filled by their data source, cells' accessory views, traits OR-ed in a getter, custom
/// rotors with their items, frames set in `layoutSubviews`, and navigation (docs/uikit.md).
@Suite struct UIKitListsAndNavigationTests {
    static func scene(_ source: String, view: String? = nil) throws -> UIKitScene {
        try #require(try UIKitFrontEnd.scenes(source: "import UIKit\n" + source, view: view).first)
    }

    /// Each exposed element as `label|traits`.
    static func elements(_ scene: UIKitScene) -> [String] {
        scene.render().exposedNodes.filter(\.isAccessibilityElement).map { element in
            "\(element.label ?? "")|\(element.traits.names.joined(separator: ","))"
        }
    }

    static let list = """
        final class ItemCell: UITableViewCell {
            let title = UILabel()
            let star = UIButton()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                star.setImage(UIImage(systemName: "star"), for: .normal)
                star.setImage(UIImage(systemName: "star.fill"), for: .selected)
                accessoryView = star
            }
            required init?(coder: NSCoder) { fatalError() }
            override var accessibilityTraits: UIAccessibilityTraits {
                get { super.accessibilityTraits.union(.button) }
                set { super.accessibilityTraits = newValue }
            }
        }
        final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let names = ["Alpha", "Beta"]
            let table = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Items"
                navigationController?.navigationBar.prefersLargeTitles = true
                table.register(ItemCell.self, forCellReuseIdentifier: "item")
                table.dataSource = self
                table.delegate = self
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath) as! ItemCell
                cell.title.text = names[indexPath.row]
                cell.star.accessibilityLabel = "Favorite \\(names[indexPath.row])"
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(DetailController(name: names[indexPath.row]), animated: true)
            }
        }
        final class DetailController: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = name
                let label = UILabel()
                label.text = "About \\(name)"
                view.addSubview(label)
            }
        }
        """

    /// A table view controller's view is its table, filled by the controller (Apple,
    /// `UITableViewController`): no data source is set in code.
    @Test func aTableViewControllerFillsItsOwnTable() throws {
        let source = """
            final class NamesController: UITableViewController {
                let names = ["Alpha", "Beta"]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
                    cell.textLabel?.text = names[indexPath.row]
                    return cell
                }
            }
            """
        #expect(Self.elements(try Self.scene(source)) == ["Alpha|", "Beta|"])
    }

    @Test func aTableShowsTheCellsItsDataSourceGivesWithTheirAccessoryViews() throws {
        let scene = try Self.scene(Self.list)
        #expect(scene.className == "ListController")
        #expect(Self.elements(scene) == ["Items|header", "Alpha|button", "Favorite Alpha|button", "Beta|button",
                                         "Favorite Beta|button"])
        let star = try #require(scene.render().exposedNodes.first { $0.label == "Favorite Alpha" })
        #expect(star.stateDependentTraits == .selected)
        #expect(scene.render().exposedNodes.allSatisfy { $0.containerType != .list })
    }

    @Test func selectingACellPushesItsDetailUnderABackButtonAndBackPopsIt() throws {
        var scene = try Self.scene(Self.list)
        let beta = try #require(scene.render().exposedNodes.first { $0.label == "Beta" })
        #expect(scene.perform(.activate, on: beta.id, at: .zero).events == [.screenChanged(focus: nil)])
        #expect(Self.elements(scene) == ["Items|button,backButton", "Beta|header", "About Beta|staticText"])
        let back = try #require(scene.render().exposedNodes.first { $0.label == "Items" })
        #expect(scene.perform(.activate, on: back.id, at: .zero).events == [.screenChanged(focus: nil)])
        #expect(Self.elements(scene).first == "Items|header")
    }

    @Test func aControllerOtherControllersPushIsNoDefaultRoot() throws {
        #expect(try UIKitFrontEnd.scenes(source: "import UIKit\n" + Self.list).map(\.className) == ["ListController"])
    }

    @Test func aCustomRotorListsTheItemsItsSearchBlockReturns() throws {
        let scene = try Self.scene("""
            final class StepsView: UIView {
                let names = ["Gate", "Bridge", "Pond", "Road"]
                let hazards = [false, true, false, true]
                private var labels: [UILabel] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for name in names {
                        let label = UILabel()
                        label.text = name
                        addSubview(label)
                        labels.append(label)
                    }
                    accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Hazards") { [weak self] predicate in
                        guard let self else { return nil }
                        var current = -1
                        for (index, label) in self.labels.enumerated() where label === predicate.currentItem.targetElement as? UILabel {
                            current = index
                        }
                        for index in self.names.indices.filter({ $0 > current }) where self.hazards[index] {
                            return UIAccessibilityCustomRotorItemResult(targetElement: self.labels[index], targetRange: nil)
                        }
                        return nil
                    }]
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let screen = scene.render()
        let rotor = try #require(screen.exposedNodes.flatMap(\.customRotors).first)
        let labels = rotor.entries.map { entry in screen.exposedNodes.first { $0.id == entry.target }?.label }
        #expect(rotor.name == "Hazards")
        #expect(labels == ["Bridge", "Road"])
    }

    @Test func framesSetInLayoutSubviewsAreReadInTheContainersSpace() throws {
        let scene = try Self.scene("""
            final class HostView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(GraphView())
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class GraphView: UIView {
                private lazy var bar = UIAccessibilityElement(accessibilityContainer: self)
                override init(frame: CGRect) {
                    super.init(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
                    bar.accessibilityLabel = "Smells"
                    accessibilityElements = [bar]
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    bar.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 6, width: 30, height: 40)
                }
            }
            """, view: "HostView")
        let bar = try #require(scene.render().exposedNodes.first { $0.label == "Smells" })
        #expect(bar.frame == Rect(x: 15, y: 26, width: 30, height: 40))
    }

    @Test func viewsPlacedByFramesAreReadTopToBottomLeftToRight() throws {
        let scene = try Self.scene("""
            final class MapView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for (name, x, y) in [("South", 10, 200), ("North", 100, 10), ("West", 5, 100)] {
                        let pin = UIView()
                        pin.frame = CGRect(x: x, y: y, width: 30, height: 30)
                        pin.isAccessibilityElement = true
                        pin.accessibilityLabel = name
                        addSubview(pin)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let screen = scene.render()
        #expect(screen.navigableElements.compactMap(\.label) == ["North", "West", "South"])
    }

    @Test func aHorizontalFlowLayoutPutsTheCellsSideBySidePastTheEdge() throws {
        let scene = try Self.scene("""
            final class CarouselView: UIView, UICollectionViewDataSource {
                let names = ["Pinky", "Layla", "Bro"]
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CarouselView.layout())
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "dog")
                    collectionView.dataSource = self
                    addSubview(collectionView)
                }
                required init?(coder: NSCoder) { fatalError() }
                static func layout() -> UICollectionViewFlowLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    return layout
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "dog", for: indexPath)
                    cell.isAccessibilityElement = true
                    cell.accessibilityLabel = names[indexPath.item]
                    return cell
                }
            }
            """)
        let cells = scene.render().exposedNodes.filter(\.isAccessibilityElement)
        #expect(cells.map(\.label) == ["Pinky", "Layla", "Bro"])
        #expect(cells.compactMap(\.frame).map(\.minX) == [0, 393, 786])
    }

    @Test func aDoubleTapRunsTheTapRecognizerOfTheView() throws {
        var scene = try Self.scene("""
            final class TapView: UIView {
                let icon = UIImageView()
                private(set) var taps = 0
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    icon.isAccessibilityElement = true
                    icon.accessibilityLabel = "Show gallery"
                    icon.isUserInteractionEnabled = true
                    icon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                    addSubview(icon)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc private func tapped() {
                    icon.accessibilityLabel = "Hide gallery"
                }
            }
            """)
        let icon = try #require(scene.render().exposedNodes.first { $0.label == "Show gallery" })
        #expect(scene.perform(.activate, on: icon.id, at: .zero).isHandled)
        #expect(scene.render().exposedNodes.contains { $0.label == "Hide gallery" })
    }

    @Test func aStatedContainerTypeIsKept() throws {
        let scene = try Self.scene("""
            final class ListView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityContainerType = .list
                    for name in ["One", "Two"] {
                        let label = UILabel()
                        label.text = name
                        addSubview(label)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(scene.render().exposedNodes.contains { $0.containerType == .list })
    }
}
