import Audit
import Testing

/// A table whose selection takes the person somewhere: its cells are lowered with a tap, so
/// `tappable-without-button-trait` asks for the button trait (WWDC 2016 session 202, DogRoutePro's
/// route cells); a selection that only marks the row, or a cell with the trait, is clean.
@Suite struct UIKitCellSelectionTests {
    /// A list of two routes; `SELECT` is the body of `didSelectRowAt`, `TRAITS` a line of the cell's setup.
    static let list = """
        import UIKit

        final class RouteCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                TRAITS
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        final class RoutesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let routes = ["Riverside Loop", "Harbor Walk"]
            let tableView = UITableView()
            var chosen: Int?

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(RouteCell.self, forCellReuseIdentifier: "route")
                tableView.dataSource = self
                tableView.delegate = self
                view.addSubview(tableView)
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { routes.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "route", for: indexPath)
                cell.textLabel?.text = routes[indexPath.row]
                return cell
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                SELECT
            }
        }
        """

    static func findings(select: String, traits: String = "") throws -> [String] {
        let source = list.replacingOccurrences(of: "SELECT", with: select).replacingOccurrences(of: "TRAITS", with: traits)
        return try UIKitTreeRuleTests.findings(source).filter { $0.hasPrefix("tappable-without-button-trait") }
    }

    @Test func aCellThatPushesADetailIsNotAButton() throws {
        let findings = try Self.findings(select: "navigationController?.pushViewController(UIViewController(), animated: true)")
        #expect(findings == ["tappable-without-button-trait 28"])
    }

    @Test func aCellThatPresentsIsNotAButton() throws {
        let findings = try Self.findings(select: "present(UIViewController(), animated: true)")
        #expect(findings == ["tappable-without-button-trait 28"])
    }

    @Test func aCellWithTheButtonTraitIsClean() throws {
        let findings = try Self.findings(select: "navigationController?.pushViewController(UIViewController(), animated: true)",
                                         traits: "accessibilityTraits.insert(.button)")
        #expect(findings == [])
    }

    @Test func aSelectionThatOnlyMarksTheRowIsClean() throws {
        let findings = try Self.findings(select: "chosen = indexPath.row")
        #expect(findings == [])
    }
}
